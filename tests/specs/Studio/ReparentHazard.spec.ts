/**
 * Issue 16, bug 8: parenting an instance to nil and back within one frame is known to crash
 * Studio (Rojo's plugin defers it). Lux's move, delete and "Undo this turn" paths must never
 * do it; the simulator records every case (services/ReparentWatch).
 */
import { find, loadSample, Sample, snapshotPlace } from "../Tools/SamplePlace";
import { approve, propose } from "../Tools/ToolCalls";

export = () => {
	if (LuxSim === undefined) return;
	const sim = LuxSim;
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
		sim.clearReparentHazards();
	});
	afterEach(() => sample.unload());

	it("moves and deletes an instance with later siblings and undoes both turns without a nil round trip", () => {
		const before = snapshotPlace();
		const moveTurn = sample.tools.queue.beginTurn("move lava");
		const moved = propose(sample, "move_instance", { path: "Workspace.Map.LavaPit", new_parent: "Workspace" });
		expect(approve(sample, moved).isError).to.equal(false);
		task.wait();
		expect(sample.tools.queue.undoTurn(moveTurn).kind).to.equal("undone");
		task.wait();
		const deleteTurn = sample.tools.queue.beginTurn("delete baseplate");
		const deleted = propose(sample, "delete_instance", { path: "Workspace.Map.Baseplate" });
		expect(approve(sample, deleted).isError).to.equal(false);
		task.wait();
		expect(sample.tools.queue.undoTurn(deleteTurn).kind).to.equal("undone");
		expect(snapshotPlace()).to.equal(before);
		expect(find("Workspace.Map").GetChildren()[0].Name).to.equal("Baseplate");
		expect(sim.reparentHazards().join("\n")).to.equal("");
	});
};
