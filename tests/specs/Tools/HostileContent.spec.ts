/**
 * The read and write tools on hostile or unusual place content, through the executor: the
 * defects an adversarial review found (malformed patterns past their first character, answers
 * over their cap on long values, a select-all or a minified line, patch_script on mixed and
 * CRLF line endings, an empty script no tool could write into, and a huge path).
 *
 * Why: script text, instance names and values and the model's arguments are all untrusted;
 * every answer must be exact, within its cap, and a clear typed error when the call cannot
 * be done, with nothing changed in the place.
 */
import { Sample, Sim, loadSample } from "./SamplePlace";
import { approve, contains, lacks, make, propose, run } from "./ToolCalls";

const ServerScriptService = game.GetService("ServerScriptService");
const CAP = 12000;

function within(text: string, cap: number) {
	if (text.size() > cap) error(`${text.size()} characters, over ${cap}:\n${text.sub(1, 600)}`);
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
		Sim.select([]);
		sample.unload();
	});

	describe("patterns the model writes", () => {
		it("a pattern malformed past its first character is invalid_args, never a Luau error", () => {
			made.push(make("ModuleScript", "Patterned", ServerScriptService, "local a = 1\nreturn a\n"));
			for (const query of ["local %", "local [", "local (", "local %1", "local %b", "local %fx"]) {
				const out = run(sample, "search_scripts", { query, pattern: true });
				expect(out.isError).to.equal(true);
				contains(out.content, "Error [invalid_args]: query is not a valid Lua pattern: ");
				lacks(out.content, "LineSearch");
			}
			const found = run(sample, "find_instances", { name: "Patterned%" });
			contains(found.content, "Error [invalid_args]: name is not a valid Lua pattern: malformed pattern");
		});
		it("a huge query that matches nothing is not echoed whole", () => {
			const query = string.rep("zq", 20000);
			const out = run(sample, "search_scripts", { query });
			within(out.content, CAP);
			within(out.summary, 400);
			contains(out.content, "(a query of 40000 characters)");
		});
	});

	describe("paths the model writes", () => {
		it("a path of 20,000 characters is answered missing, repeating only its start", () => {
			const long = string.rep("x", 20000);
			for (const path of [long, `Workspace.${long}`, `Workspace["${string.rep("a.", 10000)}"]`, `${long}[`]) {
				const out = run(sample, "get_instance", { path });
				expect(out.isError).to.equal(true);
				within(out.content, 2500);
				contains(out.content, " characters)");
			}
			contains(run(sample, "get_instance", { path: long }).content, `has no child "xxx`);
		});
	});

	describe("answers stay within their cap", () => {
		it("get_instance cuts a TextLabel's long Text", () => {
			const label = make("TextLabel", "Document", ServerScriptService);
			made.push(label);
			label.Text = string.rep("x", 30000);
			const out = run(sample, "get_instance", { path: "ServerScriptService.Document" });
			within(out.content, CAP);
			contains(out.content, `Text = "xxx`);
			contains(out.content, "... [cut: 30009 characters]");
			contains(out.content, "Children: no children");
		});
		it("find_instances cuts long attributes and stops at the cap, saying how many more match", () => {
			const wide = make("Folder", "Wide", ServerScriptService);
			made.push(wide);
			for (let n = 0; n < 300; n++) make("Part", `Slab${n}`, wide).SetAttribute("Note", string.rep("x", 2000));
			const out = run(sample, "find_instances", { root: "ServerScriptService.Wide", limit: 200 });
			within(out.content, CAP);
			contains(out.content, "300 match under ServerScriptService.Wide:");
			contains(out.content, "ServerScriptService.Wide.Slab0: Slab0 (Part) attributes: Note = ");
			contains(out.content, "more match: narrow the query]");
		});
		it("a cut line or value ends on a character boundary, never inside a UTF-8 character", () => {
			const wide = `x${string.rep("中", 20000)}`;
			made.push(make("ModuleScript", "Hanzi", ServerScriptService, `local s = 1\n${wide}\n`));
			const label = make("TextLabel", "HanziLabel", ServerScriptService);
			made.push(label);
			label.Text = wide;
			const read = run(sample, "get_script", { path: "ServerScriptService.Hanzi", start_line: 2 });
			const found = run(sample, "search_scripts", { query: "x中中", under: "ServerScriptService.Hanzi" });
			const shown = run(sample, "get_instance", { path: "ServerScriptService.HanziLabel" });
			for (const out of [read, found, shown]) {
				contains(out.content, "中中中");
				if (utf8.len(out.content)[0] === undefined) error(`not UTF-8:\n${out.content.sub(1, 300)}`);
			}
		});
		it("get_selection lists a select-all up to the cap and counts the rest", () => {
			const wide = make("Folder", "Selected", ServerScriptService);
			made.push(wide);
			for (let n = 0; n < 1000; n++) make("Part", `Piece${n}`, wide);
			Sim.select(wide.GetChildren());
			const out = run(sample, "get_selection", {});
			within(out.content, CAP);
			contains(out.content, "1000 selected:\nServerScriptService.Selected.Piece0 (Part)\n");
			contains(out.content, "more selected, not listed.]");
		});
		it("patch_script's ambiguous answer on a megabyte line shows the matches around them, within the cap", () => {
			const source = string.rep("x = 1 ", 200000);
			const minified = make("ModuleScript", "Minified", ServerScriptService, source);
			made.push(minified);
			const out = run(sample, "patch_script", {
				path: "ServerScriptService.Minified",
				search: "x = 1",
				replace: "x = 2",
			});
			expect(out.isError).to.equal(true);
			within(out.content, 4000);
			contains(out.content, "Error [ambiguous]: search text matches 200000 times");
			contains(out.content, "match at line 1:\n    1| x = 1 x = 1");
			contains(out.content, "[line of 1200000 characters]");
			contains(out.content, "(the first 5 of 200000 shown)");
			expect(minified.Source).to.equal(source);
		});
	});

	describe("patch_script and line endings", () => {
		it("a search held once with each ending in a mixed script is ambiguous, and nothing changes", () => {
			const source = "local a = 1\nlocal b = 2\r\nlocal a = 1\r\nlocal b = 2\nreturn a\n";
			const mixed = make("ModuleScript", "MixedTwice", ServerScriptService, source);
			made.push(mixed);
			// get_script shows both places as the same two lines: the model cannot tell them apart.
			const read = run(sample, "get_script", { path: "ServerScriptService.MixedTwice" });
			contains(read.content, "1| local a = 1\n2| local b = 2\n3| local a = 1\n4| local b = 2\n");
			const out = run(sample, "patch_script", {
				path: "ServerScriptService.MixedTwice",
				search: "local a = 1\nlocal b = 2",
				replace: "local a = 5\nlocal b = 2",
			});
			contains(out.content, "Error [ambiguous]: search text matches 2 times");
			contains(out.content, "match at line 1:");
			contains(out.content, "match at line 3:");
			expect(mixed.Source).to.equal(source);
		});
		it("a search starting at a line break of a CRLF script leaves no stray \\r", () => {
			const crlf = make(
				"ModuleScript",
				"CrlfBreak",
				ServerScriptService,
				"local a = 1\r\nlocal b = 2\r\nreturn a\r\n",
			);
			made.push(crlf);
			const id = propose(sample, "patch_script", {
				path: "ServerScriptService.CrlfBreak",
				search: "\nlocal b = 2\nreturn a",
				replace: "\nlocal b = 3\nreturn a",
			});
			expect(approve(sample, id).isError).to.equal(false);
			expect(crlf.Source).to.equal("local a = 1\r\nlocal b = 3\r\nreturn a\r\n");
		});
	});

	describe("line edits at the ends", () => {
		it("an empty script is one empty line: edit_script_lines writes into it, and the other tools say how", () => {
			const empty = make("ModuleScript", "Blank", ServerScriptService, "");
			made.push(empty);
			contains(run(sample, "get_script", { path: "ServerScriptService.Blank" }).content, "edit_script_lines");
			const patch = run(sample, "patch_script", { path: "ServerScriptService.Blank", search: "", replace: "x" });
			contains(patch.content, "Error [invalid_args]: search is empty, and so is ServerScriptService.Blank");
			const id = propose(sample, "edit_script_lines", {
				path: "ServerScriptService.Blank",
				start_line: 1,
				end_line: 1,
				expected_old_text: "",
				new_text: "return {}\n",
			});
			expect(approve(sample, id).isError).to.equal(false);
			expect(empty.Source).to.equal("return {}");
			const past = run(sample, "edit_script_lines", {
				path: "ServerScriptService.Blank",
				start_line: 2,
				end_line: 2,
				expected_old_text: "",
				new_text: "x",
			});
			contains(past.content, "has 1 lines; end_line 2 is past the end");
		});
	});
};
