/**
 * edit_script_lines through the executor and the approval queue: a line range replaced only
 * while it still holds the text the model expects, shown as an exact diff, applied as one
 * undo step.
 */
import { Sample, find, loadSample, snapshotPlace } from "./SamplePlace";
import { approve, contains, lastWaypoint, propose, run, undoDepth } from "./ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const ScriptEditorService = game.GetService("ScriptEditorService");

const CONFIG = "ReplicatedStorage.Shared.Config";
const EDIT = {
	path: CONFIG,
	start_line: 2,
	end_line: 3,
	expected_old_text: "\tROUND_LENGTH = 60,\n\tLAVA_DAMAGE = 25,",
	new_text: "\tROUND_LENGTH = 90,\n\tLAVA_DAMAGE = 10,\n\tLAVA_SLOW = true,",
};

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	it("previews the exact diff, writes nothing until approved, then applies as one undo step", () => {
		const config = find(CONFIG) as ModuleScript;
		const turn = sample.tools.queue.beginTurn("tune rounds");
		const before = snapshotPlace();
		const depth = undoDepth();
		const id = propose(sample, "edit_script_lines", EDIT);
		expect(snapshotPlace()).to.equal(before);
		const preview = sample.tools.queue.get(id)!.preview;
		if (preview.kind !== "diff") error(`expected a diff preview, got ${preview.kind}`);
		// The diff counts the empty line after the final newline, as every Lux diff does.
		expect(preview.diff).to.equal(
			[
				`--- ${CONFIG}`,
				`+++ ${CONFIG}`,
				"@@ -1,6 +1,7 @@",
				" return {",
				"-\tROUND_LENGTH = 60,",
				"-\tLAVA_DAMAGE = 25,",
				"+\tROUND_LENGTH = 90,",
				"+\tLAVA_DAMAGE = 10,",
				"+\tLAVA_SLOW = true,",
				" \tMAX_PLAYERS = 12,",
				" }",
				" ",
			].join("\n"),
		);
		expect(preview.added).to.equal(3);
		expect(preview.removed).to.equal(2);

		const out = approve(sample, id);
		expect(out.isError).to.equal(false);
		expect(ScriptEditorService.GetEditorSource(config)).to.equal(
			"return {\n\tROUND_LENGTH = 90,\n\tLAVA_DAMAGE = 10,\n\tLAVA_SLOW = true,\n\tMAX_PLAYERS = 12,\n}\n",
		);
		expect(undoDepth()).to.equal(depth + 1);
		expect(lastWaypoint()[1]).to.equal(`Lux: edit lines 2-3 of ${CONFIG}`);
		ChangeHistoryService.Undo();
		expect(snapshotPlace()).to.equal(before);
		ChangeHistoryService.Redo();
		expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
		expect(snapshotPlace()).to.equal(before);
	});

	it("deletes the lines when new_text is empty", () => {
		const config = find(CONFIG) as ModuleScript;
		const id = propose(sample, "edit_script_lines", {
			path: CONFIG,
			start_line: 4,
			end_line: 4,
			expected_old_text: "\tMAX_PLAYERS = 12,",
			new_text: "",
		});
		approve(sample, id);
		expect(ScriptEditorService.GetEditorSource(config)).to.equal(
			"return {\n\tROUND_LENGTH = 60,\n\tLAVA_DAMAGE = 25,\n}\n",
		);
	});

	it("refuses with the lines' current text when expected_old_text does not match", () => {
		const before = snapshotPlace();
		const out = run(sample, "edit_script_lines", {
			...EDIT,
			expected_old_text: "\tROUND_LENGTH = 30,\n\tLAVA_DAMAGE = 25,",
		});
		expect(out.isError).to.equal(true);
		contains(
			out.content,
			`Error [stale]: Lines 2-3 of ${CONFIG} do not hold expected_old_text; they are now:\n\tROUND_LENGTH = 60,\n\tLAVA_DAMAGE = 25,\n`,
		);
		expect(sample.tools.queue.pending().size()).to.equal(0);
		expect(snapshotPlace()).to.equal(before);
	});

	it("refuses a range past the end of the script, and an inverted range", () => {
		const past = run(sample, "edit_script_lines", { ...EDIT, start_line: 5, end_line: 9 });
		expect(past.isError).to.equal(true);
		contains(past.content, `Error [invalid_args]: ${CONFIG} has 5 lines; end_line 9 is past the end.`);
		const inverted = run(sample, "edit_script_lines", { ...EDIT, start_line: 3, end_line: 2 });
		contains(inverted.content, "Error [invalid_args]: end_line 2 is before start_line 3.");
		expect(sample.tools.queue.pending().size()).to.equal(0);
	});
};
