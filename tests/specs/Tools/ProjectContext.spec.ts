/**
 * get_project_context and update_project_context through the executor and the approval
 * queue, over an in-memory ProjectContextStore: reading answers at once; an update is a write
 * that waits for approval, applies on approve, writes nothing on reject, and "Undo this turn"
 * restores the section.
 */
import { Result, err, ok } from "Shared/Result";
import type { ProjectContextStore } from "Tools/Hosts/ToolHosts";
import { Sample, loadSample, snapshotPlace } from "./SamplePlace";
import { approve, contains, propose, reject, run, undoDepth } from "./ToolCalls";

/** Sections in insertion order, as the Memory module keeps them; can be made to fail. */
class MemoryNotes implements ProjectContextStore {
	readonly sections: { section: string; text: string }[] = [];
	failWith?: string;
	read() {
		return this.sections.map((s) => ({ ...s }));
	}
	update(section: string, text: string): Result<true> {
		if (this.failWith !== undefined) return err(this.failWith);
		const index = this.sections.findIndex((s) => s.section === section);
		if (text === "") {
			if (index >= 0) this.sections.remove(index);
		} else if (index >= 0) this.sections[index].text = text;
		else this.sections.push({ section, text });
		return ok(true);
	}
	dump(): string {
		return this.sections.map((s) => `${s.section}=${s.text}`).join("|");
	}
}

export = () => {
	let sample: Sample;
	let notes: MemoryNotes;
	beforeEach(() => {
		notes = new MemoryNotes();
		notes.update("architecture", "Server owns coins.");
		sample = loadSample({ projectContext: notes });
	});
	afterEach(() => sample.unload());

	it("get_project_context reads every section", () => {
		notes.update("naming", "PascalCase modules.");
		const out = run(sample, "get_project_context", {});
		expect(out.isError).to.equal(false);
		expect(out.content).to.equal("## architecture\nServer owns coins.\n\n## naming\nPascalCase modules.");
	});

	it("update_project_context waits for approval, then applies; undoing the turn restores it", () => {
		const before = snapshotPlace();
		const turn = sample.tools.queue.beginTurn("note conventions");
		const id = propose(sample, "update_project_context", {
			section: "architecture",
			text: "Server owns coins; clients only display them.",
		});
		expect(notes.dump()).to.equal("architecture=Server owns coins.");
		const preview = sample.tools.queue.get(id)!.preview;
		if (preview.kind !== "diff") error(`expected a diff preview, got ${preview.kind}`);
		contains(preview.diff, "-Server owns coins.\n+Server owns coins; clients only display them.");
		const depth = undoDepth();
		expect(approve(sample, id).isError).to.equal(false);
		expect(notes.dump()).to.equal("architecture=Server owns coins; clients only display them.");
		// The notes are not in the place: Studio's history gets no empty step for them.
		expect(undoDepth()).to.equal(depth);
		expect(snapshotPlace()).to.equal(before);
		expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
		expect(notes.dump()).to.equal("architecture=Server owns coins.");
	});

	it("writes nothing when rejected", () => {
		const id = propose(sample, "update_project_context", { section: "naming", text: "snake_case" });
		const out = reject(sample, id);
		contains(out.content, "nothing was changed");
		expect(notes.dump()).to.equal("architecture=Server owns coins.");
	});

	it("reports a store that fails, changing nothing", () => {
		const id = propose(sample, "update_project_context", { section: "naming", text: "snake_case" });
		notes.failWith = "settings are full";
		const out = approve(sample, id);
		expect(out.isError).to.equal(true);
		contains(out.content, "settings are full");
		expect(notes.dump()).to.equal("architecture=Server owns coins.");
	});

	it("says so when no store is connected", () => {
		sample.unload();
		sample = loadSample();
		const out = run(sample, "update_project_context", { section: "naming", text: "x" });
		contains(out.content, "Error [unavailable]: Project notes are not available in this session.");
		expect(sample.tools.queue.pending().size()).to.equal(0);
	});
};
