import { loadSample, Sample } from "../Tools/SamplePlace";
import { CircuitBreaker } from "Safety/CircuitBreaker";
import { classifyError } from "Safety/ErrorAnalyzer";
import { predictFailure } from "Safety/ErrorPredictor";
import { resilientScriptEditor, retryTransient } from "Safety/ToolResilience";
import { SafeToolRunner } from "Safety/SafeToolRunner";
import type { ClockHost, ScriptEditorHost } from "Shared/Hosts";

const noWait: ClockHost = {
	now() {
		return 0;
	},
	wait() {},
	random() {
		return 0;
	},
};

export = () => {
	describe("CircuitBreaker", () => {
		it("trips on the same failing call repeated and resets on a new task", () => {
			const breaker = new CircuitBreaker();
			const args = { path: "Workspace.Nope" };
			for (let i = 0; i < 3; i++) {
				expect(breaker.beforeCall("get_instance", args).open).to.equal(false);
				breaker.recordResult("get_instance", args, true, "missing");
			}
			const state = breaker.beforeCall("get_instance", args);
			expect(state.open).to.equal(true);
			breaker.reset();
			expect(breaker.beforeCall("get_instance", args).open).to.equal(false);
		});
		it("trips on N different failures in a row", () => {
			const breaker = new CircuitBreaker({ sameFailure: 10, consecutiveFailures: 3, identicalCalls: 10 });
			for (let i = 0; i < 3; i++) breaker.recordResult("get_instance", { path: `P${i}` }, true);
			expect(breaker.state().open).to.equal(true);
		});
		it("trips on a loop of identical successful calls", () => {
			const breaker = new CircuitBreaker({ sameFailure: 10, consecutiveFailures: 10, identicalCalls: 2 });
			breaker.beforeCall("get_place_map", {});
			breaker.beforeCall("get_place_map", {});
			expect(breaker.beforeCall("get_place_map", {}).open).to.equal(true);
		});
		it("does not trip when failures are interleaved with successes", () => {
			const breaker = new CircuitBreaker({ sameFailure: 10, consecutiveFailures: 2, identicalCalls: 10 });
			breaker.recordResult("a", {}, true);
			breaker.recordResult("b", {}, false);
			breaker.recordResult("c", {}, true);
			expect(breaker.state().open).to.equal(false);
		});
	});

	describe("ErrorAnalyzer", () => {
		it("classifies tool failure codes and engine messages with hints", () => {
			expect(classifyError("Error [stale]: changed").category).to.equal("stale_preview");
			expect(classifyError("Error [ambiguous]: twice").category).to.equal("ambiguous_match");
			expect(classifyError("Error [syntax]: x").category).to.equal("syntax");
			expect(classifyError("Colour is not a valid member of Part").category).to.equal("invalid_arguments");
			expect(classifyError("The current thread cannot access 'X' (lacking permission 3)").category).to.equal(
				"permission",
			);
			expect(classifyError("UpdateSourceAsync conflict, try again").retryable).to.equal(true);
			expect(classifyError("Error [missing]: no such path").hint.find("list_children")[0] !== undefined).to.equal(
				true,
			);
		});
	});

	describe("ErrorPredictor and SafeToolRunner", () => {
		let sample: Sample;
		beforeEach(() => {
			sample = loadSample();
		});
		afterEach(() => sample.unload());

		it("predicts a patch whose search text is absent, and no card is shown", () => {
			const call = {
				id: "c",
				name: "patch_script",
				args: { path: "ServerScriptService.PlayerData", search: "local LIVES = 3", replace: "x" },
			};
			expect(predictFailure(call, sample.hosts).willFail).to.equal(true);
			const runner = new SafeToolRunner(sample.tools.runner, sample.hosts);
			const out = runner.execute(call);
			expect(out.kind).to.equal("done");
			if (out.kind === "done")
				expect(out.content.find("Recovery (missing_resource)", 1, true)[0] !== undefined).to.equal(true);
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
		it("predicts a class that cannot be created", () => {
			const call = { id: "c", name: "create_instance", args: { parent: "Workspace", class_name: "Workspace" } };
			const prediction = predictFailure(call, sample.hosts);
			expect(prediction.willFail).to.equal(true);
			expect(prediction.reasons[0].find("cannot be created", 1, true)[0] !== undefined).to.equal(true);
		});
		it("stops a spiral and tells the user", () => {
			const runner = new SafeToolRunner(sample.tools.runner, sample.hosts);
			let told: string | undefined;
			runner.onTripped((reason) => (told = reason));
			const call = { id: "c", name: "get_instance", args: { path: "Workspace.Nope" } };
			for (let i = 0; i < 3; i++) runner.execute(call);
			const out = runner.execute(call);
			if (out.kind === "done") expect(out.content.sub(1, 8)).to.equal("Stopped:");
			task.wait();
			expect(told !== undefined).to.equal(true);
			runner.newTask();
			const fresh = runner.execute({ id: "c", name: "get_instance", args: { path: "Workspace.Tower" } });
			if (fresh.kind === "done") expect(fresh.isError).to.equal(false);
		});
	});

	describe("ToolResilience", () => {
		it("retries transient failures up to the bound and not others", () => {
			let calls = 0;
			const transient = retryTransient(
				() => {
					calls++;
					return calls;
				},
				() => "editor conflict, try again",
				noWait,
				{ maxAttempts: 3, baseDelay: 0 },
			);
			expect(transient.attempts).to.equal(3);
			let other = 0;
			const permanent = retryTransient(
				() => ++other,
				() => "Error [missing]: gone",
				noWait,
			);
			expect(permanent.attempts).to.equal(1);
		});
		it("makes a script update succeed after a transient editor conflict", () => {
			let attempts = 0;
			const flaky: ScriptEditorHost = {
				read() {
					return "";
				},
				update() {
					attempts++;
					return attempts < 2
						? { ok: false, error: "conflict: the document changed, try again" }
						: { ok: true };
				},
				open() {},
			};
			const host = resilientScriptEditor(flaky, noWait);
			const result = host.update(new Instance("ModuleScript"), () => "x");
			expect(result.ok).to.equal(true);
			expect(attempts).to.equal(2);
		});
	});
};
