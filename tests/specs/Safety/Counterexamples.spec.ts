/**
 * Counterexamples to issue 12's invariant, found by the randomized checker (`npm run fuzz`)
 * and shrunk by fast-check, each kept as a named regression through the public path (the
 * tool executor, the approval queue, the loop over the real ApiClient).
 *
 * Why a list of its own: these FAIL on the code the fuzzer first ran against (commit
 * 5429b48's approval code); each `it` says what the user is promised. The panel case is in
 * UI/PanelCounterexamples.spec.ts; those about the key and tool-call ids over the loop are in
 * Safety/LoopCounterexamples.spec.ts.
 */
import { find, loadSample, Sample, Sim, snapshotPlace } from "../Tools/SamplePlace";
import { approve, propose } from "../Tools/ToolCalls";

function execute(sample: Sample, name: string, args: Record<string, unknown>) {
	return sample.tools.runner.execute({ id: "fuzz", name, args });
}

/** True when the call applied by itself (no card), as opposed to asking or refusing. */
function autoApplied(sample: Sample, name: string, args: Record<string, unknown>): boolean {
	const outcome = execute(sample, name, args);
	return outcome.kind === "done" && !outcome.isError;
}

function refused(sample: Sample, name: string, args: Record<string, unknown>): boolean {
	const outcome = execute(sample, name, args);
	return outcome.kind === "done" && outcome.isError;
}

function childrenNamed(parent: Instance, name: string): number {
	return parent
		.GetChildren()
		.filter((c) => c.Name === name)
		.size();
}

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	describe("auto-approve matches where a change lands", () => {
		it("does not auto-approve a move from ServerScriptService into ReplicatedStorage under a ServerScriptService rule", () => {
			// fuzz: 2-approval auto-outside-scope move_instance
			sample.tools.policy.setServiceCategory("ServerScriptService", "property", true);
			const before = snapshotPlace();
			expect(
				autoApplied(sample, "move_instance", {
					path: "ServerScriptService.GameLoop",
					new_parent: "ReplicatedStorage",
				}),
			).to.equal(false);
			expect(snapshotPlace()).to.equal(before);
		});

		it("does not treat a Folder named Workspace created directly under game as Workspace", () => {
			// fuzz: 2-approval auto-under-game create_instance, 5-guards guard-under-game
			sample.tools.policy.setServiceCategory("Workspace", "create", true);
			const applied = autoApplied(sample, "create_instance", {
				parent: "game",
				class_name: "Folder",
				name: "Workspace",
			});
			const extra = game.GetChildren().filter((c) => c.Name === "Workspace" && c.ClassName === "Folder");
			for (const folder of extra) folder.Destroy();
			expect(applied).to.equal(false);
			expect(extra.size()).to.equal(0);
		});

		it("never auto-approves a creation directly under game, even with create auto-approved everywhere", () => {
			// fuzz: 2-approval auto-under-game create_script
			sample.tools.policy.setCategory("create", true);
			const applied = autoApplied(sample, "create_instance", {
				parent: "game",
				class_name: "Folder",
				name: "Stuff",
			});
			const extra = game.GetChildren().filter((c) => c.Name === "Stuff");
			for (const folder of extra) folder.Destroy();
			expect(applied).to.equal(false);
		});
	});

	describe("nothing lands directly under game by itself", () => {
		it("never auto-approves a move or a clone directly under game", () => {
			// fuzz: 2-approval auto-under-game move_instance / clone_instance (ServerScriptService rule)
			sample.tools.policy.setServiceCategory("ServerScriptService", "property", true);
			sample.tools.policy.setServiceCategory("ServerScriptService", "create", true);
			const moved = autoApplied(sample, "move_instance", {
				path: "ServerScriptService.GameLoop",
				new_parent: "game",
			});
			const cloned = autoApplied(sample, "clone_instance", {
				path: "ServerScriptService.PlayerData",
				new_parent: "game",
			});
			for (const child of game.GetChildren())
				if (child.Name === "GameLoop" || child.Name === "PlayerData") child.Destroy();
			expect(moved).to.equal(false);
			expect(cloned).to.equal(false);
		});
	});

	describe("Lux's own objects", () => {
		let own: Folder;
		beforeEach(() => {
			sample.unload();
			own = new Instance("Folder");
			own.Name = "LuxOwn";
			const core = new Instance("ModuleScript");
			core.Name = "Core";
			core.Source = "return {}\n";
			core.Parent = own;
			own.Parent = game.GetService("ServerStorage");
			sample = loadSample({ protectedRoots: [own] });
			for (const category of ["script_edit", "create", "property", "delete"] as const)
				sample.tools.policy.setCategory(category, true);
		});
		afterEach(() => own.Destroy());

		it("always asks before renaming, moving, writing or adding to them", () => {
			// fuzz: 2-approval auto-own-object rename_instance / move_instance / set_attributes / create_instance / patch_script
			const before = Sim.snapshot(own);
			const calls: [string, Record<string, unknown>][] = [
				["rename_instance", { path: "ServerStorage.LuxOwn.Core", new_name: "Core2" }],
				["set_attributes", { path: "ServerStorage.LuxOwn", attributes: { Label: "x" } }],
				["create_instance", { parent: "ServerStorage.LuxOwn", class_name: "Folder", name: "Extra" }],
				["patch_script", { path: "ServerStorage.LuxOwn.Core", search: "return {}", replace: "return nil" }],
				["move_instance", { path: "ServerStorage.LuxOwn.Core", new_parent: "Workspace" }],
			];
			const applied = calls.filter(([name, args]) => autoApplied(sample, name, args)).map(([name]) => name);
			expect(applied.join(", ")).to.equal("");
			expect(Sim.snapshot(own)).to.equal(before);
		});
	});

	describe("fingerprints cover what changes", () => {
		it("makes a delete stale when the user edited a part deep in the subtree after the preview", () => {
			// fuzz: 2-approval stale-applied delete_instance
			const id = propose(sample, "delete_instance", { path: "Workspace.Tower" });
			const base = find("Workspace.Tower.Base") as Part;
			Sim.userEdit("user toggles CastShadow", () => (base.CastShadow = !base.CastShadow));
			const outcome = sample.tools.runner.resolve(id, { approved: true });
			expect(outcome.kind === "done" && outcome.isError).to.equal(true);
			expect(base.Parent !== undefined).to.equal(true);
		});

		it("makes set_properties stale when the user changed the property it writes after the preview", () => {
			// fuzz: 2-approval stale-applied set_properties (CastShadow written by the model and by the user)
			const base = find("Workspace.Tower.Base") as Part;
			const id = propose(sample, "set_properties", {
				path: "Workspace.Tower.Base",
				properties: { CastShadow: !base.CastShadow },
			});
			const userValue = !base.CastShadow;
			Sim.userEdit("user sets CastShadow", () => (base.CastShadow = userValue));
			const outcome = sample.tools.runner.resolve(id, { approved: true });
			expect(outcome.kind === "done" && outcome.isError).to.equal(true);
		});

		it("undo-turn asks first when the user edited a property the card did not show", () => {
			// fuzz: 3-undo undo-without-asking (set_properties, then CastShadow edited)
			const turn = sample.tools.queue.beginTurn("fade the base");
			approve(
				sample,
				propose(sample, "set_properties", { path: "Workspace.Tower.Base", properties: { Transparency: 0.5 } }),
			);
			const base = find("Workspace.Tower.Base") as Part;
			const edited = !base.CastShadow;
			Sim.userEdit("user toggles CastShadow", () => (base.CastShadow = edited));
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("needs_confirmation");
			expect(base.CastShadow).to.equal(edited);
			expect(base.Transparency).to.equal(0.5);
		});

		it("undo-turn asks first when the user edited deep inside a subtree the turn moved", () => {
			// fuzz: 3-undo undo-without-asking (move_instance, then a descendant edited)
			const turn = sample.tools.queue.beginTurn("move the tower");
			approve(
				sample,
				propose(sample, "move_instance", { path: "Workspace.Tower", new_parent: "ReplicatedStorage" }),
			);
			const base = find("ReplicatedStorage.Tower.Base") as Part;
			Sim.userEdit("user edits the moved base", () => (base.CastShadow = !base.CastShadow));
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("needs_confirmation");
		});
	});

	describe("guards", () => {
		it("refuses NaN and infinity in numeric properties and attributes", () => {
			// fuzz: 5-guards guard-nan-inf (set_properties, set_attributes)
			expect(
				refused(sample, "set_properties", {
					path: "Workspace.Tower.Base",
					properties: { Transparency: 0 / 0 },
				}),
			).to.equal(true);
			expect(
				refused(sample, "set_properties", {
					path: "Workspace.Tower.Base",
					properties: { Transparency: math.huge },
				}),
			).to.equal(true);
			expect(
				refused(sample, "set_attributes", {
					path: "Workspace.Map.LavaPit",
					attributes: { Damage: -math.huge },
				}),
			).to.equal(true);
		});

		it("refuses Source through set_properties", () => {
			// fuzz: 5-guards guard-source-via-set-properties
			expect(
				refused(sample, "set_properties", {
					path: "ServerScriptService.GameLoop",
					properties: { Source: "this is not Luau (" },
				}),
			).to.equal(true);
		});

		it("does not silently create a second sibling with the same name", () => {
			// fuzz: 5-guards guard-duplicate-name create_instance / create_script
			sample.tools.policy.setCategory("create", true);
			execute(sample, "create_instance", { parent: "Workspace", class_name: "Folder", name: "Tower" });
			expect(childrenNamed(game.GetService("Workspace"), "Tower")).to.equal(1);
		});
	});
};
