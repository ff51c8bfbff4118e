/**
 * Verification declared by each write tool and checked against the live place: renames,
 * moves and names with dots verify (they were once all reported as failures), a script whose
 * text does not compile never verifies, and values that would bypass the checks (a script's
 * Source through set_properties, a Parent, NaN or an infinity) are refused before any card.
 */
import { ServerScriptService, Workspace } from "@rbxts/services";
import type { ScriptEditorHost } from "Shared/Hosts";
import { studioScripts } from "App/Studio";
import { loadSample, Sample } from "../Tools/SamplePlace";
import { approve, COINS_PATCH, contains, propose, run } from "../Tools/ToolCalls";

export = () => {
	let sample: Sample;
	afterEach(() => {
		Workspace.FindFirstChild("Lava.v2")?.Destroy();
		Workspace.FindFirstChild("Lava")?.Destroy();
		Workspace.FindFirstChild("Hazards.Lava")?.Destroy();
		sample.unload();
	});

	function lava(): Part {
		const part = new Instance("Part");
		part.Name = "Lava";
		part.Parent = Workspace;
		return part;
	}

	it("verifies a rename to a dotted name, a move, a creation with a dotted name, and a delete", () => {
		sample = loadSample();
		const part = lava();
		const renamed = approve(
			sample,
			propose(sample, "rename_instance", { path: "Workspace.Lava", new_name: "Lava.v2" }),
		);
		expect(renamed.verification?.ok).to.equal(true);
		contains(renamed.content, "Verification passed");
		const folder = approve(
			sample,
			propose(sample, "create_instance", { parent: "Workspace", class_name: "Folder", name: "Hazards.Lava" }),
		);
		expect(folder.verification?.ok).to.equal(true);
		const moved = approve(
			sample,
			propose(sample, "move_instance", { path: 'Workspace["Lava.v2"]', new_parent: 'Workspace["Hazards.Lava"]' }),
		);
		expect(moved.verification?.ok).to.equal(true);
		expect(part.Parent?.Name).to.equal("Hazards.Lava");
		const deleted = approve(sample, propose(sample, "delete_instance", { path: 'Workspace["Hazards.Lava"]' }));
		expect(deleted.verification?.ok).to.equal(true);
		expect(deleted.verification?.change).to.equal("removed");
	});

	it("never verifies a script whose text does not compile, even when the edit reports success", () => {
		// An editor that lands something other than what was asked (a collaborator's broken line).
		const garbling: ScriptEditorHost = {
			read(target) {
				return studioScripts.read(target);
			},
			open(target, line) {
				studioScripts.open(target, line);
			},
			update(target, transform) {
				return studioScripts.update(target, (current) => {
					const wanted = transform(current);
					return wanted === undefined ? undefined : `${wanted}\nlocal = =`;
				});
			},
		};
		sample = loadSample({ scripts: garbling });
		const outcome = approve(sample, propose(sample, "patch_script", COINS_PATCH));
		expect(outcome.resolution).to.equal("applied");
		expect(outcome.verification?.ok).to.equal(false);
		expect(outcome.isError).to.equal(true);
		contains(outcome.content, "VERIFICATION FAILED");
		contains(outcome.content, "Syntax error");
	});

	it("refuses a script's Source, a Parent, NaN and infinities as property values", () => {
		sample = loadSample();
		lava();
		const source = run(sample, "set_properties", {
			path: "ServerScriptService.GameLoop",
			properties: { Source: "print('bypass')" },
		});
		contains(source.content, "use patch_script or edit_script_lines");
		const parent = run(sample, "set_properties", {
			path: "Workspace.Lava",
			properties: { Parent: "ServerStorage" },
		});
		contains(parent.content, "use move_instance");
		const created = run(sample, "create_instance", {
			parent: "Workspace",
			class_name: "Script",
			name: "Sneaky",
			properties: { Source: "print(1)" },
		});
		contains(created.content, "create_script");
		const huge = run(sample, "set_properties", { path: "Workspace.Lava", properties: { Transparency: math.huge } });
		contains(huge.content, "numbers must be finite");
		const nan = run(sample, "set_properties", { path: "Workspace.Lava", properties: { Size: [0 / 0, 1, 1] } });
		contains(nan.content, "numbers must be finite");
		const attribute = run(sample, "set_attributes", { path: "Workspace.Lava", attributes: { Damage: -math.huge } });
		contains(attribute.content, "numbers must be finite");
		expect((ServerScriptService.FindFirstChild("GameLoop") as Script).Source.find("bypass", 1, true)[0]).to.equal(
			undefined,
		);
		expect(Workspace.FindFirstChild("Sneaky")).to.equal(undefined);
	});
};
