/**
 * rename_instance and set_attributes through the executor and the approval queue: a
 * before/after card, one undo step that restores the place exactly, nothing written on
 * reject, and precise refusals.
 */
import { Sample, Sim, find, loadSample, snapshotPlace } from "./SamplePlace";
import { approve, contains, lastWaypoint, propose, reject, run, undoDepth } from "./ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	describe("rename_instance", () => {
		it("renames as one undo step; Undo and undoing the turn each restore the snapshot", () => {
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("rename tower");
			const tower = find("Workspace.Tower");
			const id = propose(sample, "rename_instance", { path: "Workspace.Tower", new_name: "Lighthouse" });
			const preview = sample.tools.queue.get(id)!.preview;
			if (preview.kind !== "properties") error(`expected a properties preview, got ${preview.kind}`);
			expect(preview.rows.size()).to.equal(1);
			expect(preview.rows[0].name).to.equal("Name");
			expect(preview.rows[0].after).to.equal('"Lighthouse"');
			expect(snapshotPlace()).to.equal(before);
			const depth = undoDepth();
			expect(approve(sample, id).isError).to.equal(false);
			expect(tower.Name).to.equal("Lighthouse");
			expect(undoDepth()).to.equal(depth + 1);
			expect(lastWaypoint()[1]).to.equal("Lux: rename Workspace.Tower");
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
			ChangeHistoryService.Redo();
			expect(tower.Name).to.equal("Lighthouse");
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
		it("writes nothing when rejected", () => {
			const before = snapshotPlace();
			reject(sample, propose(sample, "rename_instance", { path: "Workspace.Tower", new_name: "Lighthouse" }));
			expect(snapshotPlace()).to.equal(before);
			expect(Sim.history().unrecorded).to.equal(0);
		});
		it("refuses to rename a service", () => {
			const out = run(sample, "rename_instance", { path: "Workspace", new_name: "World" });
			expect(out.isError).to.equal(true);
			contains(out.content, "Error [permission]: Workspace is a service; services cannot be renamed.");
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
	});

	describe("set_attributes", () => {
		it("sets and removes attributes as one undo step; undoing the turn restores the snapshot", () => {
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("tune lava");
			const lava = find("Workspace.Map.LavaPit");
			const id = propose(sample, "set_attributes", {
				path: "Workspace.Map.LavaPit",
				attributes: { Damage: 10, Slows: true },
				remove: ["Label"],
			});
			const preview = sample.tools.queue.get(id)!.preview;
			if (preview.kind !== "properties") error(`expected a properties preview, got ${preview.kind}`);
			expect(preview.rows.map((r) => `${r.name}: ${r.before} -> ${r.after}`).join("; ")).to.equal(
				'attribute Damage: 25 -> 10; attribute Label: "danger" -> nil; attribute Slows: nil -> true',
			);
			expect(snapshotPlace()).to.equal(before);
			const depth = undoDepth();
			expect(approve(sample, id).isError).to.equal(false);
			expect(lava.GetAttribute("Damage")).to.equal(10);
			expect(lava.GetAttribute("Slows")).to.equal(true);
			expect(lava.GetAttribute("Label")).to.equal(undefined);
			expect(undoDepth()).to.equal(depth + 1);
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
			ChangeHistoryService.Redo();
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
		it("writes nothing when rejected from the panel", () => {
			const before = snapshotPlace();
			const id = propose(sample, "set_attributes", { path: "Workspace.Map.LavaPit", attributes: { Damage: 1 } });
			expect(sample.tools.queue.reject(id, "too low").kind).to.equal("rejected");
			expect(sample.tools.queue.pending().size()).to.equal(0);
			expect(snapshotPlace()).to.equal(before);
			expect(Sim.history().unrecorded).to.equal(0);
		});
		it("refuses to remove an attribute the instance does not have", () => {
			const out = run(sample, "set_attributes", { path: "Workspace.Map.LavaPit", remove: ["Speed"] });
			expect(out.isError).to.equal(true);
			contains(out.content, 'Error [missing]: Workspace.Map.LavaPit has no attribute "Speed" to remove.');
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
	});
};
