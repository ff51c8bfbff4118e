/**
 * Turns ("Undo this turn"), the auto-approve policy and the action log, through the executor.
 */
import { Sim, loadSample, Sample, find, snapshotPlace, JsonSettings } from "./SamplePlace";
import { AutoApprovePolicy } from "Tools/ApprovalQueue/AutoApprovePolicy";
import { approve, COINS_PATCH, contains, lastWaypoint, propose } from "./ToolCalls";

const PATCH = COINS_PATCH;

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

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
