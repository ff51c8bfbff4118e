/**
 * get_output, find_instances, list_tags and edit_tags through the executor: filters and
 * caps, error lines with their script and line, tag writes behind approval as one undo step,
 * and the refusals (a missing instance, a tag it does not have).
 */
import { Sample, find, loadSample, snapshotPlace } from "../SamplePlace";
import { approve, contains, propose, run } from "../ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const CollectionService = game.GetService("CollectionService");

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	describe("get_output", () => {
		it("reads lines after a mark, filtered by source, capped to the newest", () => {
			const mark = tonumber(run(sample, "get_output", { limit: 1 }).content.match("mark: (%d+)$")[0] as string)!;
			for (let i = 1; i <= 300; i++) print(`lux-output-test ${i}`);
			print("something else");
			const out = run(sample, "get_output", { since: mark, source: "lux-output-test", limit: 200 });
			contains(out.content, "lux-output-test 300");
			contains(out.content, "[100 older matching lines not shown]");
			expect(out.content.find("something else", 1, true)[0]).to.equal(undefined);
			expect(out.content.find("lux-output-test 100\n", 1, true)[0]).to.equal(undefined);
		});

		it("refuses an unknown level", () => {
			const out = run(sample, "get_output", { levels: ["debug"] });
			expect(out.isError).to.equal(true);
			contains(out.content, "Error [invalid_args]");
		});

		it("shows an error's script and line, and filters by level", () => {
			task.spawn(() => error("lux-output-boom"));
			task.wait();
			const out = run(sample, "get_output", { levels: ["error"], source: "lux-output-boom" });
			contains(out.content, "[error]");
			contains(out.content, "(script ReplicatedStorage.Lux.tests.specs.Tools.Run.PlaceQueries.spec, line");
		});
	});

	describe("find_instances", () => {
		it("finds by class and property, by tag, by name pattern, with counts beyond the cap", () => {
			const anchored = run(sample, "find_instances", {
				root: "Workspace",
				class: "BasePart",
				property: "Anchored",
				value: "true",
				limit: 1,
			});
			contains(anchored.content, "match under Workspace");
			contains(anchored.content, "more match");
			const lava = run(sample, "find_instances", { tag: "Lava" });
			contains(lava.content, "1 match under game");
			contains(lava.content, "Workspace.Map.LavaPit");
			const named = run(sample, "find_instances", { name: "^Lava", root: "Workspace" });
			contains(named.content, "Workspace.Map.LavaPit");
			const none = run(sample, "find_instances", { class: "RemoteFunction", root: "Workspace" });
			contains(none.content, "No instance under Workspace matches");
			const bad = run(sample, "find_instances", { root: "Workspace.Nowhere" });
			expect(bad.isError).to.equal(true);
		});
	});

	describe("tags", () => {
		it("list_tags counts every tag in the place", () => {
			const out = run(sample, "list_tags", {});
			contains(out.content, "Checkpoint: 2");
			contains(out.content, "Lava: 1");
		});

		it("edit_tags on a missing instance is refused and changes nothing", () => {
			const before = snapshotPlace();
			const out = run(sample, "edit_tags", { path: "Workspace.Map.NoSuchPart", add: ["Lava"] });
			expect(out.isError).to.equal(true);
			contains(out.content, "Error [missing]");
			contains(out.content, "NoSuchPart");
			expect(sample.tools.queue.pending().size()).to.equal(0);
			expect(snapshotPlace()).to.equal(before);
		});

		it("removing a tag the instance does not have is refused", () => {
			const out = run(sample, "edit_tags", { path: "Workspace.Map.LavaPit", remove: ["Checkpoint"] });
			contains(out.content, 'has no tag "Checkpoint"');
		});

		it("adds and removes tags after approval as one undo step; TagAdded and TagRemoved fire", () => {
			const before = snapshotPlace();
			const added: string[] = [];
			const removed: string[] = [];
			const a = CollectionService.TagAdded.Connect((tag) => added.push(tag));
			const r = CollectionService.TagRemoved.Connect((tag) => removed.push(tag));
			const id = propose(sample, "edit_tags", {
				path: "Workspace.Map.LavaPit",
				add: ["Hazard"],
				remove: ["Lava"],
			});
			const preview = sample.tools.queue.get(id)!.preview;
			if (preview.kind !== "properties") error("expected a properties preview");
			expect(preview.rows[0].before).to.equal("Lava");
			expect(preview.rows[0].after).to.equal("Hazard");
			expect(find("Workspace.Map.LavaPit").HasTag("Hazard")).to.equal(false);
			approve(sample, id);
			const lava = find("Workspace.Map.LavaPit");
			expect(lava.HasTag("Hazard")).to.equal(true);
			expect(lava.HasTag("Lava")).to.equal(false);
			task.wait();
			expect(added.includes("Hazard")).to.equal(true);
			expect(removed.includes("Lava")).to.equal(true);
			ChangeHistoryService.Undo();
			expect(snapshotPlace()).to.equal(before);
			a.Disconnect();
			r.Disconnect();
		});
	});
};
