/**
 * Fingerprints cover what a change could overwrite: a user edit to any property (not only the
 * ones the card shows), anywhere in the affected subtree, makes an approval stale (nothing
 * written) and makes "Undo this turn" ask first, whatever kind of card was approved since.
 */
import { Workspace } from "@rbxts/services";
import { Result, ok } from "Shared/Result";
import type { ProjectContextStore } from "Tools/Hosts/ToolHosts";
import { MAX_FINGERPRINT_NODES } from "Tools";
import { loadSample, Sample } from "../Tools/SamplePlace";
import { approve, contains, propose, run } from "../Tools/ToolCalls";

class Notes implements ProjectContextStore {
	private readonly map = new Map<string, string>();
	read() {
		const out: { section: string; text: string }[] = [];
		this.map.forEach((text, section) => out.push({ section, text }));
		return out;
	}
	update(section: string, text: string): Result<true> {
		this.map.set(section, text);
		return ok(true);
	}
}

function tower(floors: number, name = "Spire"): Model {
	const model = new Instance("Model");
	model.Name = name;
	let parent: Instance = model;
	for (let i = 1; i <= floors; i++) {
		const part = new Instance("Part");
		part.Name = `Floor${i}`;
		part.Parent = parent;
		// Every tenth floor nests the next ones one level deeper.
		if (i % 10 === 0) parent = part;
	}
	model.Parent = Workspace;
	return model;
}

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample({ projectContext: new Notes() });
	});
	afterEach(() => {
		Workspace.FindFirstChild("Spire")?.Destroy();
		Workspace.FindFirstChild("Lava")?.Destroy();
		sample.unload();
	});

	function lava(): Part {
		const part = new Instance("Part");
		part.Name = "Lava";
		part.Parent = Workspace;
		return part;
	}

	it("goes stale when the user edits a property the card does not show", () => {
		const part = lava();
		const id = propose(sample, "set_properties", { path: "Workspace.Lava", properties: { Transparency: 0.5 } });
		part.Reflectance = 0.4;
		const outcome = approve(sample, id);
		expect(outcome.resolution).to.equal("stale");
		expect(part.Transparency).to.equal(0);
		expect(part.Reflectance).to.be.near(0.4, 1e-6);
	});

	it("goes stale when the user edits an instance deep in a subtree that is about to be deleted", () => {
		const model = tower(600);
		const id = propose(sample, "delete_instance", { path: "Workspace.Spire" });
		const deep = model.GetDescendants().find((d) => d.Name === "Floor575") as Part;
		deep.Reflectance = 0.25;
		expect(approve(sample, id).resolution).to.equal("stale");
		expect(model.Parent).to.equal(Workspace);
	});

	it("refuses a change to a subtree too large to check, instead of applying it blind", () => {
		tower(MAX_FINGERPRINT_NODES);
		const outcome = run(sample, "delete_instance", { path: "Workspace.Spire" });
		expect(outcome.isError).to.equal(true);
		contains(outcome.content, "Change smaller parts of it");
		expect(Workspace.FindFirstChild("Spire")).to.be.ok();
	});

	it("asks before undoing a turn whose instance the user edited in any property since", () => {
		const part = lava();
		const turn = sample.tools.queue.beginTurn("lava");
		approve(
			sample,
			propose(sample, "set_properties", { path: "Workspace.Lava", properties: { Transparency: 0.5 } }),
		);
		part.Reflectance = 0.4;
		const asked = sample.tools.queue.undoTurn(turn);
		expect(asked.kind).to.equal("needs_confirmation");
		expect(part.Transparency).to.equal(0.5);
		expect(sample.tools.queue.undoTurn(turn, true).kind).to.equal("undone");
		expect(part.Transparency).to.equal(0);
		// The user's own edit stays: only what Lux wrote is reverted.
		expect(part.Reflectance).to.be.near(0.4, 1e-6);
	});

	it("still asks when a project-notes card was approved after the user's edit", () => {
		const part = lava();
		const turn = sample.tools.queue.beginTurn("lava and notes");
		approve(
			sample,
			propose(sample, "set_properties", { path: "Workspace.Lava", properties: { Transparency: 0.5 } }),
		);
		part.Reflectance = 0.3;
		approve(
			sample,
			propose(sample, "update_project_context", { section: "hazards", text: "Lava is half see-through." }),
		);
		const asked = sample.tools.queue.undoTurn(turn);
		expect(asked.kind).to.equal("needs_confirmation");
		expect(part.Transparency).to.equal(0.5);
		expect(part.Reflectance).to.be.near(0.3, 1e-6);
	});
};
