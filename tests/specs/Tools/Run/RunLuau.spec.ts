/**
 * run_luau through the executor and the approval queue: the code is syntax-checked before
 * the card, runs as one undo step, an error or a timeout cancels the recording (nothing
 * changed), output is captured and capped, and a loop that never yields is stopped.
 */
import type { ClockHost } from "Shared/Hosts";
import { GUARD_NAME, instrumentLoops } from "Tools/Run/LoopGuard";
import { Sample, Sim, find, loadSample, snapshotPlace } from "../SamplePlace";
import { approve, contains, propose, run, undoDepth } from "../ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");

/** A clock that moves 0.01 s each time it is read: a busy loop passes its limit deterministically. */
class TickingClock implements ClockHost {
	private t = 0;
	now() {
		this.t += 0.01;
		return this.t;
	}
	wait(seconds: number) {
		this.t += seconds;
	}
	random() {
		return 0.5;
	}
}

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	it("a snippet with a syntax error is refused before any card, with its line", () => {
		const outcome = run(sample, "run_luau", { code: "local x = \nprint(", purpose: "broken" });
		expect(outcome.isError).to.equal(true);
		contains(outcome.content, "Error [syntax]");
		contains(outcome.content, "run_luau:2");
		expect(sample.tools.queue.pending().size()).to.equal(0);
	});

	it("is refused, not crashed, while a playtest runs (loadstring is unavailable then)", () => {
		Sim.setPlaying(true);
		const outcome = run(sample, "run_luau", { code: "return 1", purpose: "During play" });
		Sim.setPlaying(false);
		expect(outcome.isError).to.equal(true);
		contains(outcome.content, "Error [unavailable]");
	});

	it("is never auto-approved by default, and the card shows the code and its purpose", () => {
		const id = propose(sample, "run_luau", { code: "return 1 + 1", purpose: "Add numbers" });
		const operation = sample.tools.queue.get(id)!;
		expect(operation.risk).to.equal("run_code");
		expect(sample.tools.queue.isAutoApproved(id)).to.equal(false);
		const preview = operation.preview;
		if (preview.kind !== "code") error(`expected a code preview, got ${preview.kind}`);
		expect(preview.code).to.equal("return 1 + 1");
		expect(preview.purpose).to.equal("Add numbers");
		const done = approve(sample, id);
		contains(done.content, "Returned: 2");
	});

	it("a snippet that errors returns the error and its line, cancels the recording and changes nothing", () => {
		const before = snapshotPlace();
		const depth = undoDepth();
		const id = propose(sample, "run_luau", {
			code: 'local p = Instance.new("Part")\np.Name = "Half"\np.Parent = workspace\nprint("made it")\nerror("the lava is missing")',
			purpose: "Fail halfway",
		});
		const done = approve(sample, id);
		expect(done.isError).to.equal(true);
		contains(done.content, "at line 5: the lava is missing");
		contains(done.content, "made it");
		contains(done.content, "rolled back");
		expect(snapshotPlace()).to.equal(before);
		expect(undoDepth()).to.equal(depth);
		expect(game.GetService("Workspace").FindFirstChild("Half")).to.equal(undefined);
	});

	it("a snippet that changes 3 instances lists them, and one undo step restores all", () => {
		const before = snapshotPlace();
		const depth = undoDepth();
		const id = propose(sample, "run_luau", {
			code: 'for _, part in { workspace.Map.Baseplate, workspace.Map.LavaPit, workspace.Tower.Base } do\n\tpart.Transparency = 0.5\nend\nreturn "done"',
			purpose: "Make the map see-through",
		});
		const done = approve(sample, id);
		expect(done.isError).to.equal(false);
		contains(done.content, 'Returned: "done"');
		contains(done.content, "changed Workspace.Map.Baseplate (Transparency)");
		contains(done.content, "changed Workspace.Map.LavaPit (Transparency)");
		contains(done.content, "changed Workspace.Tower.Base (Transparency)");
		expect((find("Workspace.Map.LavaPit") as Part).Transparency).to.equal(0.5);
		const view = done.view;
		if (view === undefined || view.kind !== "run") error("expected the run view for the card");
		expect(view.changed.size()).to.equal(3);
		expect(view.returned).to.equal('"done"');
		expect(undoDepth()).to.equal(depth + 1);
		ChangeHistoryService.Undo();
		expect(snapshotPlace()).to.equal(before);
	});

	it("undoing the turn restores what the snippet changed and removes what it created", () => {
		const before = snapshotPlace();
		const turn = sample.tools.queue.beginTurn("run");
		const id = propose(sample, "run_luau", {
			code: 'workspace.Map.LavaPit.Name = "Lava"\nlocal p = Instance.new("Part")\np.Name = "Extra"\np.Parent = workspace\np:AddTag("New")',
			purpose: "Rename and add",
		});
		const done = approve(sample, id);
		contains(done.content, "created Workspace.Extra (Part)");
		contains(done.content, "changed Workspace.Map.Lava (Name)");
		expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
		expect(snapshotPlace()).to.equal(before);
	});

	it("a snippet past its time limit is stopped, its thread cancelled, and nothing stays changed", () => {
		const before = snapshotPlace();
		const id = propose(sample, "run_luau", {
			code: 'local p = Instance.new("Part")\np.Name = "Slow"\np.Parent = workspace\ntask.wait(30)\np.Name = "Late"',
			purpose: "Wait too long",
			time_limit: 2,
		});
		const done = approve(sample, id);
		expect(done.isError).to.equal(true);
		contains(done.content, "time limit of 2 s");
		expect(snapshotPlace()).to.equal(before);
		task.wait(40);
		expect(snapshotPlace()).to.equal(before);
	});

	it("a loop that never yields is stopped by the loop guard", () => {
		sample = loadSample({ clock: new TickingClock() });
		const before = snapshotPlace();
		const id = propose(sample, "run_luau", {
			code: 'workspace.Map.LavaPit.Name = "Spin"\nlocal n = 0\nwhile true do\n\tn += 1\nend',
			purpose: "Spin forever",
			time_limit: 1,
		});
		const done = approve(sample, id);
		expect(done.isError).to.equal(true);
		contains(done.content, "Lux stopped the snippet");
		contains(done.content, "line 3");
		expect(snapshotPlace()).to.equal(before);
	});

	it("the loop guard goes after every do and repeat, not inside strings or comments, keeping lines", () => {
		const source =
			'local s = "do"\n-- while true do\nfor i = 1, 2 do end\nrepeat local x = [[do]] until true\nwhile false do end';
		const out = instrumentLoops(source);
		expect(out.split("\n").size()).to.equal(5);
		contains(out, `local s = "do"\n-- while true do\n`);
		contains(out, `for i = 1, 2 do ${GUARD_NAME}(); end`);
		contains(out, `repeat ${GUARD_NAME}(); local x = [[do]] until true`);
		contains(out, `while false do ${GUARD_NAME}(); end`);
	});

	it("never returns a secret the hosts name (the API key), whether printed, returned or in an error", () => {
		const secret = "sk-or-v1-run-secret-0123456789";
		sample = loadSample({ secrets: () => [secret] });
		const id = propose(sample, "run_luau", {
			code: `local k = "${secret}"\nprint("key", k)\nreturn k`,
			purpose: "Try to leak",
		});
		const done = approve(sample, id);
		expect(done.content.find(secret, 1, true)[0]).to.equal(undefined);
		contains(done.content, "[redacted key]");
		const view = done.view;
		if (view === undefined || view.kind !== "run") error("expected the run view");
		expect(view.returned).to.equal(`"[redacted key]"`);
		const failing = approve(
			sample,
			propose(sample, "run_luau", { code: `error("${secret}")`, purpose: "Leak by error" }),
		);
		expect(failing.content.find(secret, 1, true)[0]).to.equal(undefined);
		const output = run(sample, "get_output", { source: "key" });
		expect(output.content.find(secret, 1, true)[0]).to.equal(undefined);
	});

	it("captures print and warn, capped, with the count of lines left out", () => {
		const id = propose(sample, "run_luau", {
			code: 'warn("careful")\nfor i = 1, 2000 do\n\tprint("line", i)\nend\nreturn 1, nil',
			purpose: "Print a lot",
		});
		const done = approve(sample, id);
		contains(done.content, "[warning] careful");
		contains(done.content, "line 1");
		contains(done.content, "more lines not shown");
		expect(done.content.find("line 2000", 1, true)[0]).to.equal(undefined);
		expect(done.content.size() < 6000).to.equal(true);
	});
};
