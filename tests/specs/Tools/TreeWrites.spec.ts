/**
 * move_instance, clone_instance and delete_instance through the executor and the approval
 * queue: each applies as one undo step that restores the place exactly, rejecting writes
 * nothing, and the refusals say precisely what is wrong.
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

	describe("move_instance", () => {
		it("moves the subtree as one undo step; Undo and undoing the turn each restore the snapshot", () => {
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("move lava");
			const lava = find("Workspace.Map.LavaPit");
			const id = propose(sample, "move_instance", { path: "Workspace.Map.LavaPit", new_parent: "Workspace" });
			expect(snapshotPlace()).to.equal(before);
			const preview = sample.tools.queue.get(id)!.preview;
			if (preview.kind !== "properties") error(`expected a properties preview, got ${preview.kind}`);
			expect(preview.rows[0].before).to.equal("Workspace.Map");
			expect(preview.rows[0].after).to.equal("Workspace");
			const depth = undoDepth();
			expect(approve(sample, id).isError).to.equal(false);
			expect(lava.Parent).to.equal(game.GetService("Workspace"));
			expect(lava.GetAttribute("Damage")).to.equal(25);
			expect(undoDepth()).to.equal(depth + 1);
			expect(lastWaypoint()[1]).to.equal("Lux: move Workspace.Map.LavaPit");
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
			ChangeHistoryService.Redo();
			expect(lava.Parent).to.equal(game.GetService("Workspace"));
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
		it("refuses to move a service", () => {
			const out = run(sample, "move_instance", { path: "Workspace", new_parent: "ReplicatedStorage" });
			expect(out.isError).to.equal(true);
			contains(out.content, "Error [permission]: Workspace is a service; services cannot be moved");
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
		it("refuses to move an instance into itself or its own descendant", () => {
			const before = snapshotPlace();
			for (const dest of ["Workspace.Map", "Workspace.Map.LavaPit"]) {
				const out = run(sample, "move_instance", { path: "Workspace.Map", new_parent: dest });
				contains(
					out.content,
					"Error [invalid_args]: Workspace.Map cannot be moved into itself or its own descendant.",
				);
			}
			expect(sample.tools.queue.pending().size()).to.equal(0);
			expect(snapshotPlace()).to.equal(before);
		});
	});

	describe("clone_instance", () => {
		it("clones the subtree renamed under a new parent; undoing the turn restores the snapshot", () => {
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("copy the tower");
			const id = propose(sample, "clone_instance", {
				path: "Workspace.Tower",
				new_parent: "Workspace.Map",
				new_name: "Tower2",
			});
			const preview = sample.tools.queue.get(id)!.preview;
			if (preview.kind !== "subtree") error(`expected a subtree preview, got ${preview.kind}`);
			expect(preview.path).to.equal("Workspace.Map.Tower2");
			expect(preview.count).to.equal(3);
			expect(snapshotPlace()).to.equal(before);
			// Approved from the panel, as the approval card does.
			const applied = sample.tools.queue.approve(id);
			expect(applied.kind).to.equal("applied");
			const copy = find("Workspace.Map.Tower2");
			expect(copy.ClassName).to.equal("Model");
			expect(Sim.snapshot(copy.FindFirstChild("Top")!)).to.equal(Sim.snapshot(find("Workspace.Tower.Top")));
			expect(find("Workspace.Tower").Parent).to.equal(game.GetService("Workspace"));
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
		it("names the closest existing ancestor when the source path is wrong", () => {
			const out = run(sample, "clone_instance", { path: "Workspace.Towr.Top" });
			expect(out.isError).to.equal(true);
			contains(out.content, 'Error [missing]: Workspace.Towr.Top does not exist: Workspace has no child "Towr"');
			contains(out.content, "Did you mean Workspace.Tower?");
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
	});

	describe("delete_instance", () => {
		it("deletes the subtree as one undo step; Undo and undoing the turn each restore the snapshot", () => {
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("clear checkpoints");
			const id = propose(sample, "delete_instance", { path: "Workspace.Checkpoints" });
			const preview = sample.tools.queue.get(id)!.preview;
			if (preview.kind !== "subtree") error(`expected a subtree preview, got ${preview.kind}`);
			expect(preview.action).to.equal("delete");
			expect(preview.count).to.equal(3);
			contains(preview.outline, "Checkpoint2");
			const depth = undoDepth();
			expect(approve(sample, id).isError).to.equal(false);
			expect(game.GetService("Workspace").FindFirstChild("Checkpoints")).to.equal(undefined);
			expect(undoDepth()).to.equal(depth + 1);
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
			ChangeHistoryService.Redo();
			expect(game.GetService("Workspace").FindFirstChild("Checkpoints")).to.equal(undefined);
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
		it("writes nothing when rejected", () => {
			const before = snapshotPlace();
			const out = reject(sample, propose(sample, "delete_instance", { path: "Workspace.Tower" }));
			contains(out.content, 'The user rejected "delete Workspace.Tower"; nothing was changed.');
			expect(snapshotPlace()).to.equal(before);
			expect(Sim.history().unrecorded).to.equal(0);
		});
		it("refuses to delete a service", () => {
			const out = run(sample, "delete_instance", { path: "ReplicatedStorage" });
			expect(out.isError).to.equal(true);
			contains(out.content, "Error [permission]: ReplicatedStorage is a service; services cannot be moved");
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
		it("names the closest existing ancestor and its children when the path is wrong", () => {
			const out = run(sample, "delete_instance", { path: "Workspace.Tower.Roof" });
			expect(out.isError).to.equal(true);
			contains(out.content, 'Workspace.Tower has no child "Roof"');
			contains(out.content, "Base (Part)");
			contains(out.content, "Top (Part)");
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
	});
};
