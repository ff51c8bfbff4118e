import { Sim, loadSample, Sample, find, snapshotPlace, JsonSettings } from "./SamplePlace";
import { AutoApprovePolicy } from "Tools/ApprovalQueue/AutoApprovePolicy";
import type { ToolOutcome } from "Tools/ToolProtocol";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const ScriptEditorService = game.GetService("ScriptEditorService");

/** (can undo, the newest waypoint's name) as the simulator's history lists them. */
function lastWaypoint(): [boolean, string | undefined] {
	const names = Sim.history().undo;
	return [names.size() > 0, names[names.size() - 1]];
}

function propose(sample: Sample, name: string, args: Record<string, unknown>): string {
	const outcome = sample.tools.runner.execute({ id: "call", name, args });
	if (outcome.kind !== "pending")
		error(`expected pending, got ${outcome.kind}: ${(outcome as { content?: string }).content}`);
	return outcome.operationId;
}

function approve(sample: Sample, id: string): ToolOutcome & { kind: "done" } {
	const outcome = sample.tools.runner.resolve(id, { approved: true });
	if (outcome.kind !== "done") error("resolve must answer done");
	return outcome;
}

function contains(text: string, piece: string) {
	if (text.find(piece, 1, true)[0] === undefined)
		error(`expected to find ${string.format("%q", piece)} in:\n${text}`);
}

const PATCH = {
	path: "ServerScriptService.PlayerData",
	search: "local DEFAULT_COINS = 0",
	replace: "local DEFAULT_COINS = 100",
};

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

	describe("turns", () => {
		it("undoes a whole turn of three operations to the pre-turn snapshot", () => {
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("make lava safer");
			approve(sample, propose(sample, "patch_script", PATCH));
			approve(
				sample,
				propose(sample, "set_attributes", { path: "Workspace.Map.LavaPit", attributes: { Damage: 5 } }),
			);
			approve(
				sample,
				propose(sample, "set_properties", {
					path: "Workspace.Map.LavaPit",
					properties: { Transparency: 0.25 },
				}),
			);
			expect(snapshotPlace()).never.to.equal(before);
			const result = sample.tools.queue.undoTurn(turn);
			expect(result.kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
			const [, name] = lastWaypoint();
			expect(name).to.equal('Lux: undo turn "make lava safer"');
		});
		it("asks first when the user edited the same instances in between", () => {
			const turn = sample.tools.queue.beginTurn("tune lava");
			approve(
				sample,
				propose(sample, "set_attributes", { path: "Workspace.Map.LavaPit", attributes: { Damage: 5 } }),
			);
			Sim.userEdit("Change Label", () => find("Workspace.Map.LavaPit").SetAttribute("Label", "user"));
			approve(sample, propose(sample, "patch_script", PATCH));
			const asked = sample.tools.queue.undoTurn(turn);
			expect(asked.kind).to.equal("needs_confirmation");
			if (asked.kind === "needs_confirmation") expect(asked.conflicts[0]).to.equal("Workspace.Map.LavaPit");
			const done = sample.tools.queue.undoTurn(turn, true);
			expect(done.kind).to.equal("undone");
			expect(find("Workspace.Map.LavaPit").GetAttribute("Damage")).to.equal(25);
		});
	});

	describe("auto-approve policy", () => {
		it("survives a plugin reload and is honoured per category and per service", () => {
			const settings = new JsonSettings();
			const first = new AutoApprovePolicy(settings);
			first.setServiceCategory("ServerScriptService", "script_edit", true);
			first.setCategory("property", true);
			sample.unload();
			// A reload: new objects over the same stored settings.
			sample = loadSample({ settings });
			expect(sample.tools.policy.get().services.ServerScriptService![0]).to.equal("script_edit");
			const scriptEdit = sample.tools.runner.execute({ id: "c", name: "patch_script", args: PATCH });
			expect(scriptEdit.kind).to.equal("done");
			const elsewhere = sample.tools.runner.execute({
				id: "c",
				name: "patch_script",
				args: {
					path: "ReplicatedStorage.Shared.Config",
					search: "ROUND_LENGTH = 60",
					replace: "ROUND_LENGTH = 90",
				},
			});
			expect(elsewhere.kind).to.equal("pending");
			const property = sample.tools.runner.execute({
				id: "c",
				name: "set_properties",
				args: { path: "Workspace.Tower.Base", properties: { Anchored: false } },
			});
			expect(property.kind).to.equal("done");
			const deletion = sample.tools.runner.execute({
				id: "c",
				name: "delete_instance",
				args: { path: "Workspace.Tower" },
			});
			expect(deletion.kind).to.equal("pending");
		});
		it("always asks before deleting the plugin's own objects or many instances", () => {
			sample.tools.policy.setCategory("delete", true);
			sample.tools.policy.set({ ...sample.tools.policy.get(), maxAutoDelete: 2 });
			expect(
				sample.tools.runner.execute({
					id: "c",
					name: "delete_instance",
					args: { path: "Workspace.Map.LavaPit" },
				}).kind,
			).to.equal("done");
			expect(
				sample.tools.runner.execute({
					id: "c",
					name: "delete_instance",
					args: { path: "Workspace.Checkpoints" },
				}).kind,
			).to.equal("pending");
			const own = sample.tools.runner.execute({
				id: "c",
				name: "delete_instance",
				args: { path: "ReplicatedStorage.Lux.tests" },
			});
			expect(own.kind).to.equal("pending");
			if (own.kind === "pending")
				contains(sample.tools.queue.get(own.operationId)!.askReason, "belongs to the Lux plugin");
		});
	});

	describe("action log", () => {
		it("records proposed, approved, applied and rejected operations in settings", () => {
			approve(sample, propose(sample, "rename_instance", { path: "Workspace.Tower", new_name: 'Tower "Main"' }));
			sample.tools.runner.resolve(propose(sample, "delete_instance", { path: "Workspace.Map" }), {
				approved: false,
				reason: 'no \\ "way"',
			});
			const outcomes = sample.tools.log.entries().map((e) => e.outcome);
			expect(outcomes.join(",")).to.equal("proposed,approved,applied,proposed,rejected");
			expect(sample.tools.log.entries()[4].detail).to.equal('no \\ "way"');
			const stored = sample.settings.store.get("LuxActionLog")!;
			expect(stored.find('\\"way', 1, true)[0]).to.equal(undefined);
		});
	});
};
