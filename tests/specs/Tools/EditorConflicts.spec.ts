/**
 * Script writes against an editor that fails or changes under them, through the Studio tool
 * hosts (createStudioToolHosts), the executor and the approval queue.
 *
 * Why: an approved edit must land exactly once or not at all. A transient UpdateSourceAsync
 * failure is retried a bounded number of times inside the one undo recording; a failure that
 * persists is reported and leaves the place as it was; text the user types meanwhile is never
 * overwritten.
 */
import { createStudioToolHosts } from "App/Studio";
import { DEFAULT_RETRY } from "Tools/Core/Retry";
import { JsonSettings, Sample, Sim, find, loadSample, snapshotPlace } from "./SamplePlace";
import { approve, COINS_PATCH, contains, propose, undoDepth } from "./ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const ScriptEditorService = game.GetService("ScriptEditorService");

const PATH = "ServerScriptService.PlayerData";
const PATCH = COINS_PATCH;

/** The two Plugin members the Studio hosts use, over settings kept as Studio keeps them. */
function pluginStandIn(): Plugin {
	const settings = new JsonSettings();
	const standIn = {
		GetSetting: (_: unknown, key: string) => settings.get(key),
		SetSetting: (_: unknown, key: string, value: unknown) => settings.set(key, value),
	};
	return standIn as unknown as Plugin;
}

export = () => {
	let sample: Sample;
	let target: Script;
	beforeEach(() => {
		sample = loadSample({ scripts: createStudioToolHosts(pluginStandIn()).scripts });
		target = find(PATH) as Script;
	});
	afterEach(() => {
		Sim.failNextUpdates(target, "", 0);
		Sim.closeDocument(target);
		sample.unload();
	});

	it("retries one transient UpdateSourceAsync failure and applies the change exactly once", () => {
		const before = snapshotPlace();
		const source = ScriptEditorService.GetEditorSource(target);
		const depth = undoDepth();
		const calls = Sim.updateCallCount(target);
		const id = propose(sample, "patch_script", PATCH);
		Sim.failNextUpdates(target, "UpdateSourceAsync: editor conflict, try again", 1);
		const out = approve(sample, id);
		expect(out.isError).to.equal(false);
		expect(Sim.updateCallCount(target) - calls).to.equal(2);
		expect(ScriptEditorService.GetEditorSource(target)).to.equal(
			source.gsub("local DEFAULT_COINS = 0", "local DEFAULT_COINS = 100")[0],
		);
		expect(undoDepth()).to.equal(depth + 1);
		ChangeHistoryService.Undo();
		expect(snapshotPlace()).to.equal(before);
	});

	it("reports a failure that persists after the bounded retries and leaves the place unchanged", () => {
		const before = snapshotPlace();
		const depth = undoDepth();
		const calls = Sim.updateCallCount(target);
		const id = propose(sample, "patch_script", PATCH);
		Sim.failNextUpdates(target, "UpdateSourceAsync: editor conflict, try again", 100);
		const out = approve(sample, id);
		expect(out.isError).to.equal(true);
		contains(out.content, "rolled back, so the place is unchanged");
		contains(out.content, "editor conflict");
		expect(Sim.updateCallCount(target) - calls).to.equal(DEFAULT_RETRY.maxAttempts);
		expect(snapshotPlace()).to.equal(before);
		expect(undoDepth()).to.equal(depth);
		expect(Sim.history().unrecorded).to.equal(0);
	});

	it("does not retry a failure that is not transient", () => {
		const before = snapshotPlace();
		const calls = Sim.updateCallCount(target);
		const id = propose(sample, "patch_script", PATCH);
		Sim.failNextUpdates(target, "UpdateSourceAsync: the script is locked", 100);
		const out = approve(sample, id);
		expect(out.isError).to.equal(true);
		expect(Sim.updateCallCount(target) - calls).to.equal(1);
		expect(snapshotPlace()).to.equal(before);
	});

	// Issue 16, bug 5 (ScriptEditorService.yaml, UpdateSourceAsync: the callback can get the
	// user's version of the script, with edits Lux never read).
	it("re-applies the change to text the user typed elsewhere while the update was in flight, keeping it", () => {
		const id = propose(sample, "patch_script", PATCH);
		Sim.openDocument(target);
		const typed = ScriptEditorService.GetEditorSource(target) + "-- typed meanwhile\n";
		Sim.editDocumentDuringNextUpdate(target, typed);
		const depth = undoDepth();
		const out = approve(sample, id);
		expect(out.isError).to.equal(false);
		expect(ScriptEditorService.GetEditorSource(target)).to.equal(
			typed.gsub("local DEFAULT_COINS = 0", "local DEFAULT_COINS = 100")[0],
		);
		expect(undoDepth()).to.equal(depth + 1);
	});

	it("re-applies the change over a collaborator's edit elsewhere, and over unsaved text in the open editor", () => {
		const id = propose(sample, "patch_script", PATCH);
		const collaborator = "-- a teammate's header\n" + ScriptEditorService.GetEditorSource(target);
		Sim.collaboratorEditDuringNextUpdate(target, collaborator);
		expect(approve(sample, id).isError).to.equal(false);
		expect(target.Source).to.equal(collaborator.gsub("local DEFAULT_COINS = 0", "local DEFAULT_COINS = 100")[0]);

		// Unsaved typing already in the editor when the update starts: the first callback gets
		// Source, the editor rejects it, the second gets the user's version (the docs' retry).
		Sim.openDocument(target);
		const drafted = ScriptEditorService.GetEditorSource(target) + "-- unsaved\n";
		Sim.editDocument(target, drafted);
		const again = propose(sample, "patch_script", {
			...PATCH,
			search: "local DEFAULT_COINS = 100",
			replace: "local DEFAULT_COINS = 200",
		});
		const calls = Sim.updateCallCount(target);
		expect(approve(sample, again).isError).to.equal(false);
		expect(Sim.updateCallCount(target) - calls).to.equal(1);
		expect(target.Source.find("-- unsaved", 1, true)[0] !== undefined).to.equal(true);
		expect(ScriptEditorService.GetEditorSource(target)).to.equal(
			drafted.gsub("local DEFAULT_COINS = 100", "local DEFAULT_COINS = 200")[0],
		);
	});

	it("reports stale and writes nothing when the user's text changes the lines the edit replaces", () => {
		const id = propose(sample, "patch_script", PATCH);
		Sim.openDocument(target);
		const typed = ScriptEditorService.GetEditorSource(target).gsub(
			"local DEFAULT_COINS = 0",
			"local DEFAULT_COINS = 5 -- mine",
		)[0];
		Sim.editDocumentDuringNextUpdate(target, typed);
		const depth = undoDepth();
		const out = approve(sample, id);
		expect(out.isError).to.equal(true);
		contains(out.content, "stale");
		expect(ScriptEditorService.GetEditorSource(target)).to.equal(typed);
		expect(undoDepth()).to.equal(depth);
	});
};
