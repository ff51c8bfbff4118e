/**
 * The approval queue's promises through the executor: proposing writes nothing and shows an
 * exact preview, approving applies exactly that as one named undo step, rejecting writes
 * nothing, a failure halfway leaves nothing behind, and a stale preview applies nothing.
 */
import { Sim, loadSample, Sample, find, snapshotPlace } from "./SamplePlace";
import { approve, COINS_PATCH, contains, lastWaypoint, propose } from "./ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const ScriptEditorService = game.GetService("ScriptEditorService");

const PATCH = COINS_PATCH;

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	describe("proposing", () => {
		it("writes nothing and shows an exact diff", () => {
			const before = snapshotPlace();
			const id = propose(sample, "patch_script", PATCH);
			expect(snapshotPlace()).to.equal(before);
			const op = sample.tools.queue.get(id)!;
			expect(op.preview.kind).to.equal("diff");
			if (op.preview.kind !== "diff") return;
			contains(op.preview.diff, "-local DEFAULT_COINS = 0\n+local DEFAULT_COINS = 100");
			contains(op.preview.diff, "@@ -3,7 +3,7 @@");
			expect(op.preview.added).to.equal(1);
			expect(op.preview.removed).to.equal(1);
		});
		it("refuses source that does not compile before any card is shown", () => {
			const outcome = sample.tools.runner.execute({
				id: "c",
				name: "patch_script",
				args: { ...PATCH, replace: "local DEFAULT_COINS = = 1" },
			});
			expect(outcome.kind).to.equal("done");
			if (outcome.kind === "done") contains(outcome.content, "Error [syntax]");
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
		it("shows the candidates when search matches more than once", () => {
			const outcome = sample.tools.runner.execute({
				id: "c",
				name: "patch_script",
				args: { path: "ServerScriptService.PlayerData", search: "sessions[player]", replace: "x" },
			});
			if (outcome.kind !== "done") error("expected done");
			contains(outcome.content, "Error [ambiguous]");
			contains(outcome.content, "match at line 11");
			contains(outcome.content, "match at line 15");
		});
		it("shows the closest lines when search is not found", () => {
			const outcome = sample.tools.runner.execute({
				id: "c",
				name: "patch_script",
				args: { path: "ServerScriptService.PlayerData", search: "local DEFAULT_COIN = 0", replace: "x" },
			});
			if (outcome.kind !== "done") error("expected done");
			contains(outcome.content, "Error [missing]");
			contains(outcome.content, "line 6: local DEFAULT_COINS = 0");
		});
	});

	describe("approving", () => {
		it("applies exactly the preview as one named undo step; Undo restores the snapshot, Redo re-applies", () => {
			const before = snapshotPlace();
			const id = propose(sample, "patch_script", PATCH);
			const out = approve(sample, id);
			expect(out.isError).to.equal(false);
			const target = find("ServerScriptService.PlayerData") as Script;
			contains(ScriptEditorService.GetEditorSource(target), "local DEFAULT_COINS = 100");
			const applied = snapshotPlace();
			expect(applied).never.to.equal(before);
			const [canUndo, name] = lastWaypoint();
			expect(canUndo).to.equal(true);
			expect(name).to.equal("Lux: patch ServerScriptService.PlayerData");
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
			ChangeHistoryService.Redo();
			expect(snapshotPlace()).to.equal(applied);
		});
		it("creates a nested instance tree as one step that Undo removes exactly", () => {
			const before = snapshotPlace();
			const id = propose(sample, "create_instance", {
				parent: "Workspace",
				class_name: "Model",
				name: "Shop",
				children: [
					{
						class_name: "Part",
						name: "Counter",
						properties: { Anchored: true, Size: [6, 3, 2], Color: [200, 120, 40], Material: "Wood" },
					},
					{ class_name: "Part", name: "Sign", tags: ["Shop"], attributes: { Price: 50 } },
				],
			});
			const op = sample.tools.queue.get(id)!;
			if (op.preview.kind === "subtree") contains(op.preview.outline, "Counter (Part)");
			expect(approve(sample, id).isError).to.equal(false);
			const counter = find("Workspace.Shop.Counter") as Part;
			expect(counter.Material).to.equal(Enum.Material.Wood);
			expect(find("Workspace.Shop.Sign").GetAttribute("Price")).to.equal(50);
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
		});
		it("sets properties with a before/after table", () => {
			const id = propose(sample, "set_properties", {
				path: "Workspace.Map.LavaPit",
				properties: { Transparency: 0.5, Material: "Slate" },
			});
			const op = sample.tools.queue.get(id)!;
			expect(op.preview.kind).to.equal("properties");
			if (op.preview.kind === "properties") {
				expect(op.preview.rows[0].name).to.equal("Material");
				expect(op.preview.rows[0].before).to.equal("Enum.Material.Neon");
				expect(op.preview.rows[0].after).to.equal("Enum.Material.Slate");
			}
			approve(sample, id);
			expect((find("Workspace.Map.LavaPit") as Part).Transparency).to.equal(0.5);
		});
	});

	describe("rejecting", () => {
		it("leaves the place byte-for-byte unchanged and tells the model", () => {
			const before = snapshotPlace();
			const ids = [
				propose(sample, "patch_script", PATCH),
				propose(sample, "delete_instance", { path: "Workspace.Tower" }),
				propose(sample, "create_script", {
					parent: "ServerScriptService",
					name: "Shop",
					class_name: "Script",
					source: "print('shop')",
				}),
			];
			for (const id of ids) {
				const out = sample.tools.runner.resolve(id, { approved: false, reason: "not now" });
				if (out.kind === "done") contains(out.content, "nothing was changed");
			}
			expect(snapshotPlace()).to.equal(before);
			expect(sample.tools.queue.pending().size()).to.equal(0);
			expect(Sim.history().unrecorded).to.equal(0);
		});
	});

	describe("failing halfway", () => {
		it("leaves the snapshot identical when the third of five children cannot be created", () => {
			const fault: { className?: string } = {};
			sample.unload();
			sample = loadSample({
				instances: {
					create(className) {
						if (className === fault.className) error(`cannot create ${className}`);
						return new Instance(className as keyof CreatableInstances);
					},
				},
			});
			const before = snapshotPlace();
			const undoBefore = Sim.history().undo.size();
			const id = propose(sample, "create_instance", {
				parent: "Workspace",
				class_name: "Folder",
				name: "Row",
				children: [
					{ class_name: "Part", name: "A" },
					{ class_name: "Part", name: "B" },
					{ class_name: "WedgePart", name: "C" },
					{ class_name: "Part", name: "D" },
					{ class_name: "Part", name: "E" },
				],
			});
			fault.className = "WedgePart";
			const out = approve(sample, id);
			expect(out.isError).to.equal(true);
			contains(out.content, "rolled back");
			expect(snapshotPlace()).to.equal(before);
			expect(Sim.history().undo.size()).to.equal(undoBefore);
			const outcomes = sample.tools.log.entries().map((e) => e.outcome);
			expect(outcomes.includes("failed")).to.equal(true);
		});
	});

	describe("stale previews", () => {
		it("applies nothing when the user edited the script after the preview, and a fresh proposal works", () => {
			const target = find("ServerScriptService.PlayerData") as Script;
			const id = propose(sample, "patch_script", PATCH);
			Sim.openDocument(target);
			Sim.editDocument(target, ScriptEditorService.GetEditorSource(target) + "\n-- user note\n");
			const edited = snapshotPlace();
			const out = approve(sample, id);
			expect(out.isError).to.equal(true);
			contains(out.content, "Error [stale]");
			expect(snapshotPlace()).to.equal(edited);
			contains(ScriptEditorService.GetEditorSource(target), "local DEFAULT_COINS = 0");
			const again = propose(sample, "patch_script", PATCH);
			expect(approve(sample, again).isError).to.equal(false);
			contains(ScriptEditorService.GetEditorSource(target), "local DEFAULT_COINS = 100");
			contains(ScriptEditorService.GetEditorSource(target), "-- user note");
			Sim.closeDocument(target);
		});
		it("applies nothing when the part was deleted after the preview", () => {
			const id = propose(sample, "set_properties", {
				path: "Workspace.Map.LavaPit",
				properties: { Transparency: 1 },
			});
			Sim.userEdit("Delete", () => find("Workspace.Map.LavaPit").Destroy());
			const out = approve(sample, id);
			contains(out.content, "Error [stale]");
		});
	});
};
