/**
 * create_script through the executor and the approval queue: each script class is created
 * with its source as one undo step, and source that does not compile goes back to the model
 * before any approval card exists.
 */
import { Sample, find, loadSample, snapshotPlace } from "./SamplePlace";
import { approve, contains, lastWaypoint, propose, run, undoDepth } from "./ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const ScriptEditorService = game.GetService("ScriptEditorService");

const CASES = [
	{ class_name: "Script", parent: "ServerScriptService", source: 'print("shop open")\n' },
	{ class_name: "LocalScript", parent: "StarterPlayer.StarterPlayerScripts", source: "local hud = {}\n" },
	{ class_name: "ModuleScript", parent: "ReplicatedStorage.Shared", source: "return { price = 50 }\n" },
];

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	for (const c of CASES) {
		it(`creates a ${c.class_name} with its source as one undo step; Undo and undoing the turn remove it`, () => {
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("add shop");
			const id = propose(sample, "create_script", { ...c, name: "Shop" });
			expect(snapshotPlace()).to.equal(before);
			const depth = undoDepth();
			expect(approve(sample, id).isError).to.equal(false);
			const created = find(`${c.parent}.Shop`) as LuaSourceContainer;
			expect(created.ClassName).to.equal(c.class_name);
			expect(ScriptEditorService.GetEditorSource(created)).to.equal(c.source);
			expect(undoDepth()).to.equal(depth + 1);
			expect(lastWaypoint()[1]).to.equal(`Lux: create ${c.parent}.Shop`);
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
			ChangeHistoryService.Redo();
			expect(created.Parent).never.to.equal(undefined);
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
	}

	it("returns a syntax error to the model with no approval card", () => {
		const before = snapshotPlace();
		const out = run(sample, "create_script", {
			parent: "ServerScriptService",
			name: "Broken",
			class_name: "Script",
			source: "local x = = 1\n",
		});
		expect(out.isError).to.equal(true);
		contains(out.content, "Error [syntax]: The source of Broken would not compile, so nothing was proposed:");
		expect(sample.tools.queue.pending().size()).to.equal(0);
		expect(sample.tools.log.entries().size()).to.equal(0);
		expect(snapshotPlace()).to.equal(before);
	});
};
