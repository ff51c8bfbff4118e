/**
 * Failed patches and line endings through the public path (the executor, and Safety's runner
 * in front of it as the plugin wires them): issue 15 defects 5 and 6, issue 12 item 10.
 *
 * Why here: the hint the model gets after a failed patch is what lets it correct the patch
 * in one step; it must be the detailed one, cost bounded work on a huge script, and a CRLF
 * script must be editable with text copied from get_script, keeping its own line endings.
 */
import { SafeToolRunner } from "Safety/SafeToolRunner";
import { MAX_DISTANCE_CANDIDATES, closestLines } from "Tools/Write/PatchSearch";
import { Sample, loadSample } from "./SamplePlace";
import { COINS_PATCH, approve, contains, lacks, propose, run } from "./ToolCalls";

const ServerScriptService = game.GetService("ServerScriptService");

function moduleNamed(name: string, source: string): ModuleScript {
	const s = new Instance("ModuleScript");
	s.Name = name;
	s.Source = source;
	s.Parent = ServerScriptService;
	return s;
}

/** A generated module of about 156 KB, shaped like a real game's big data module. */
function bigSource(): string {
	const lines: string[] = ["local Items = {}"];
	for (let n = 0; n < 3400; n++)
		lines.push(`Items.item${n} = { price = ${n * 3}, weight = ${n % 7}, tier = "t${n % 5}" }`);
	lines.push("local function grantBonus(player, coins) return coins + 10 end");
	lines.push("return Items");
	return lines.join("\n");
}

export = () => {
	let sample: Sample;
	const made: Instance[] = [];
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => {
		for (const i of made) i.Destroy();
		made.clear();
		sample.unload();
	});

	describe("issue 15 defect 5: the predictor keeps the patch's detailed hint", () => {
		it("a missing search text comes back with the closest lines through Safety's runner", () => {
			const runner = new SafeToolRunner(sample.tools.runner, sample.hosts);
			const out = runner.execute({
				id: "c",
				name: "patch_script",
				args: { ...COINS_PATCH, search: "local DEFAULT_COIN = 0" },
			});
			if (out.kind !== "done") error("expected a refusal");
			contains(out.content, "Closest lines:");
			contains(out.content, ": local DEFAULT_COINS = 0");
			expect(sample.tools.queue.pending().size()).to.equal(0);
		});
		it("a search text found twice names where, with the ambiguous code", () => {
			made.push(moduleNamed("Twice", "local a = 1\nprint(a)\nlocal b = 2\nprint(a)\n"));
			const runner = new SafeToolRunner(sample.tools.runner, sample.hosts);
			const out = runner.execute({
				id: "c",
				name: "patch_script",
				args: { path: "ServerScriptService.Twice", search: "print(a)", replace: "print(b)" },
			});
			if (out.kind !== "done") error("expected a refusal");
			contains(out.content, "Error [ambiguous]");
			contains(out.content, "match at line 2:");
			contains(out.content, "match at line 4:");
		});
	});

	describe("issue 15 defect 6: closest lines on a 156 KB script", () => {
		it("computes a bounded number of edit distances and still finds the near line", () => {
			const source = bigSource();
			expect(source.size() > 150000).to.equal(true);
			made.push(moduleNamed("ItemData", source));
			const search = "local function grantBonus(player, coin) return coin + 10 end";
			const work = closestLines(source, search);
			expect(work.distances <= MAX_DISTANCE_CANDIDATES).to.equal(true);
			contains(work.lines.join("\n"), "line 3402: local function grantBonus");
			// Lines that all share the search's words and length: the bound still holds.
			const alike = closestLines(source, "Items.item1 = { price = 3, weight = 1, tier = 1 }");
			expect(alike.distances).to.equal(MAX_DISTANCE_CANDIDATES);
			const out = run(sample, "patch_script", { path: "ServerScriptService.ItemData", search, replace: "x" });
			expect(out.isError).to.equal(true);
			contains(out.content, "line 3402: local function grantBonus(player, coins)");
		});
	});

	describe("issue 12 item 10: CRLF and mixed line endings", () => {
		const CRLF = "local a = 1\r\nlocal b = 2\r\nreturn a + b\r\n";

		it("get_script shows no \\r, and a patch copied from it applies and keeps CRLF", () => {
			const target = moduleNamed("Crlf", CRLF);
			made.push(target);
			const read = run(sample, "get_script", { path: "ServerScriptService.Crlf" });
			lacks(read.content, "\r");
			const id = propose(sample, "patch_script", {
				path: "ServerScriptService.Crlf",
				search: "local a = 1\nlocal b = 2",
				replace: "local a = 10\nlocal b = 20\nlocal c = 3",
			});
			expect(approve(sample, id).isError).to.equal(false);
			expect(target.Source).to.equal("local a = 10\r\nlocal b = 20\r\nlocal c = 3\r\nreturn a + b\r\n");
		});
		it("a patch in a mixed script changes only the matched text and keeps every other ending", () => {
			const target = moduleNamed("Mixed", "a = 1\r\nb = 2\nc = 3\r\nreturn a\n");
			made.push(target);
			const id = propose(sample, "patch_script", {
				path: "ServerScriptService.Mixed",
				search: "a = 1\nb = 2",
				replace: "a = 5\nb = 6",
			});
			approve(sample, id);
			// The match spanned a CRLF: the replacement takes it; the LF after b and the rest stay.
			expect(target.Source).to.equal("a = 5\r\nb = 6\nc = 3\r\nreturn a\n");
		});
		it("edit_script_lines compares without \\r and writes new lines with the script's ending", () => {
			const target = moduleNamed("CrlfLines", CRLF);
			made.push(target);
			const id = propose(sample, "edit_script_lines", {
				path: "ServerScriptService.CrlfLines",
				start_line: 2,
				end_line: 2,
				expected_old_text: "local b = 2",
				new_text: "local b = 20\nlocal d = 4",
			});
			approve(sample, id);
			expect(target.Source).to.equal("local a = 1\r\nlocal b = 20\r\nlocal d = 4\r\nreturn a + b\r\n");
		});
		it("deleting the last lines of a script without a final newline leaves none", () => {
			const target = moduleNamed("NoFinal", "a = 1\r\nb = 2\r\nc = 3");
			made.push(target);
			const id = propose(sample, "edit_script_lines", {
				path: "ServerScriptService.NoFinal",
				start_line: 3,
				end_line: 3,
				expected_old_text: "c = 3",
				new_text: "",
			});
			approve(sample, id);
			expect(target.Source).to.equal("a = 1\r\nb = 2");
		});
		it("a failed patch on a CRLF script gives the closest lines, not an indentation hint", () => {
			made.push(moduleNamed("CrlfMiss", CRLF));
			const runner = new SafeToolRunner(sample.tools.runner, sample.hosts);
			const out = runner.execute({
				id: "c",
				name: "patch_script",
				args: { path: "ServerScriptService.CrlfMiss", search: "local b = 3\nreturn a", replace: "x" },
			});
			if (out.kind !== "done") error("expected a refusal");
			lacks(out.content, "indentation");
			contains(out.content, "line 2: local b = 2");
			lacks(out.content, "\r");
		});
	});
};
