/**
 * A script edit approved in part (ApprovalDecision.hunks), through the executor and the
 * approval queue: the part applies only to the text the preview was made from, hunk numbers
 * that name no change apply nothing, and undo gives back the exact old bytes (CRLF line ends,
 * no final newline).
 */
import { ServerScriptService } from "@rbxts/services";
import { Sample, loadSample, snapshotPlace } from "./SamplePlace";
import { propose } from "./ToolCalls";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const ScriptEditorService = game.GetService("ScriptEditorService");

const LINES = ["local a = 1", "b()", "c()", "d()", "e()", "f()", "g()", "h()", "i()", "return a"];
/** CRLF line ends and no final newline: the bytes undo must give back. */
const BEFORE = LINES.join("\r\n");
const AFTER = BEFORE.gsub("^local a = 1", "local a = 2")[0].gsub("return a$", "return table.freeze(a)")[0];

function resolve(sample: Sample, id: string, hunks: number[]) {
	const outcome = sample.tools.runner.resolve(id, { approved: true, hunks });
	if (outcome.kind !== "done") error("resolve must answer done");
	return outcome;
}

export = () => {
	let sample: Sample;
	let target: ModuleScript;
	beforeEach(() => {
		sample = loadSample();
		target = new Instance("ModuleScript");
		target.Name = "PartEdit";
		target.Source = BEFORE;
		target.Parent = ServerScriptService;
	});
	afterEach(() => sample.unload());

	const proposeBoth = () =>
		propose(sample, "patch_script", { path: "ServerScriptService.PartEdit", search: BEFORE, replace: AFTER });

	it("applies one change of two and undo gives back the exact CRLF text without a final newline", () => {
		const before = snapshotPlace();
		const turn = sample.tools.queue.beginTurn("part");
		const id = proposeBoth();
		const out = resolve(sample, id, [2]);
		expect(out.isError).to.equal(false);
		expect(ScriptEditorService.GetEditorSource(target)).to.equal(
			BEFORE.gsub("return a$", "return table.freeze(a)")[0],
		);
		ChangeHistoryService.Undo();
		expect(target.Source).to.equal(BEFORE);
		expect(snapshotPlace()).to.equal(before);
		ChangeHistoryService.Redo();
		expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
		expect(ScriptEditorService.GetEditorSource(target)).to.equal(BEFORE);
	});

	it("reports a part approval stale, writing nothing, when the script changed after the preview", () => {
		const id = proposeBoth();
		const edited = BEFORE.gsub("e%(%)", "e(1)")[0];
		target.Source = edited;
		const out = resolve(sample, id, [1]);
		expect(out.isError).to.equal(true);
		expect(ScriptEditorService.GetEditorSource(target)).to.equal(edited);
	});

	it("applies nothing when the hunk numbers name no change (zero, negative, fractional, past the end)", () => {
		const before = snapshotPlace();
		const id = proposeBoth();
		const out = resolve(sample, id, [0, -1, 1.5, 3, 0 / 0]);
		expect(out.isError).to.equal(true);
		expect(snapshotPlace()).to.equal(before);
		expect(sample.tools.queue.get(id)).to.equal(undefined);
	});
};
