/**
 * What SafeToolRunner retries: a write that was auto-approved and failed while applying was
 * rolled back and would fail the same way again, so it is reported once, not proposed anew;
 * a busy undo recording is the transient case and is retried. A tool that raises is retried
 * only when the engine's wording says the failure is transient, and never past the bound.
 */
import { SafeToolRunner } from "Safety/SafeToolRunner";
import { loadSample, Sample, snapshotPlace } from "../Tools/SamplePlace";
import { studioScripts } from "App/Studio";
import type { ChangeHistoryHost, ScriptEditorHost } from "Shared/Hosts";
import { DEFAULT_RETRY } from "Tools/Core/Retry";
import { studioHistory } from "App/Studio";

function contains(text: string, piece: string) {
	if (text.find(piece, 1, true)[0] === undefined)
		error(`expected to find ${string.format("%q", piece)} in:\n${text}`);
}

const CREATE = {
	id: "c",
	name: "create_instance",
	args: { parent: "Workspace", class_name: "Folder", name: "Row", children: [{ class_name: "WedgePart" }] },
};

export = () => {
	let sample: Sample;
	afterEach(() => sample.unload());

	it("reports an auto-approved write that was rolled back once, without proposing it again", () => {
		sample = loadSample({
			instances: {
				create(className) {
					if (className === "WedgePart") error("cannot create WedgePart");
					return new Instance(className as keyof CreatableInstances);
				},
			},
		});
		sample.tools.policy.setCategory("create", true);
		const before = snapshotPlace();
		const out = new SafeToolRunner(sample.tools.runner, sample.hosts).execute(CREATE);
		if (out.kind !== "done") error("expected done");
		expect(out.isError).to.equal(true);
		contains(out.content, "Error [rolled_back]");
		contains(out.content, "Recovery (rolled_back)");
		const outcomes = sample.tools.log.entries().map((e) => e.outcome);
		expect(outcomes.join(",")).to.equal("proposed,auto_approved,failed");
		expect(snapshotPlace()).to.equal(before);
	});

	it("retries an auto-approved write while another undo recording is open, then applies it once", () => {
		const real = studioHistory;
		let busy = 1;
		const history: ChangeHistoryHost = {
			...real,
			tryBegin(name, displayName) {
				if (busy > 0) {
					busy--;
					return undefined;
				}
				return real.tryBegin(name, displayName);
			},
		};
		sample = loadSample({ history });
		sample.tools.policy.setCategory("create", true);
		const out = new SafeToolRunner(sample.tools.runner, sample.hosts).execute({
			...CREATE,
			args: { parent: "Workspace", class_name: "Folder", name: "Row" },
		});
		if (out.kind !== "done") error("expected done");
		expect(out.isError).to.equal(false);
		expect(
			game
				.GetService("Workspace")
				.GetChildren()
				.filter((c) => c.Name === "Row")
				.size(),
		).to.equal(1);
		const outcomes = sample.tools.log.entries().map((e) => e.outcome);
		expect(outcomes.join(",")).to.equal("proposed,auto_approved,failed,proposed,auto_approved,applied");
	});

	it("does not try a write again after the user pressed Stop during the retry's pause", () => {
		// Safety review 2026-11-28: the retry applied the auto-approved write after the Stop.
		const real = studioHistory;
		const history: ChangeHistoryHost = {
			...real,
			tryBegin(name, displayName) {
				return busy ? undefined : real.tryBegin(name, displayName);
			},
		};
		let busy = true;
		const stop = { runner: undefined as SafeToolRunner | undefined };
		sample = loadSample({
			history,
			clock: {
				now() {
					return os.clock();
				},
				random() {
					return 0;
				},
				wait() {
					// The recording is free again, and the user presses Stop (the loop's cancel).
					busy = false;
					stop.runner!.interrupt();
				},
			},
		});
		sample.tools.policy.setCategory("create", true);
		const before = snapshotPlace();
		const runner = new SafeToolRunner(sample.tools.runner, sample.hosts);
		stop.runner = runner;
		const out = runner.execute({ ...CREATE, args: { parent: "Workspace", class_name: "Folder", name: "Row" } });
		if (out.kind !== "done") error("expected done");
		expect(out.isError).to.equal(true);
		expect(snapshotPlace()).to.equal(before);
	});

	for (const [problem, attempts] of [
		["the script is locked", 1],
		["the editor is busy", DEFAULT_RETRY.maxAttempts],
	] as const) {
		it(`runs a read that raises "${problem}" ${attempts} time(s)`, () => {
			let reads = 0;
			const scripts: ScriptEditorHost = {
				...studioScripts,
				read() {
					reads++;
					error(problem, 0);
				},
			};
			sample = loadSample({ scripts });
			const out = new SafeToolRunner(sample.tools.runner, sample.hosts).execute({
				id: "c",
				name: "get_script",
				args: { path: "ServerScriptService.PlayerData" },
			});
			if (out.kind !== "done") error("expected done");
			expect(out.isError).to.equal(true);
			contains(out.content, `Error [internal]: get_script failed: ${problem}`);
			expect(reads).to.equal(attempts);
		});
	}
};
