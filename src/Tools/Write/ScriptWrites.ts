/**
 * patch_script and edit_script_lines: exact, guarded edits of a script's text.
 *
 * Why: a search text that matches twice, or a line range that moved, would edit the wrong
 * code silently. patch_script insists on exactly one match and shows the candidates
 * otherwise; edit_script_lines insists the lines still hold the text the model expects. Both
 * keep the script's own line endings (PatchSearch, LineRangeEdit).
 */
import { visibleLineCount } from "Shared/TextLines";
import { displayPath, resolveScript } from "../Core/PathResolver";
import { int, objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import { replaceRange, shownRange } from "./LineRangeEdit";
import { locateSearch, searchFailure } from "./PatchSearch";
import { scriptEditPlan } from "./ScriptPlans";

export const patchScript: ToolSpec = {
	definition: {
		name: "patch_script",
		risk: "script_edit",
		description:
			"Replaces the one exact occurrence of search (whitespace included) with replace; add lines around search to make it unique.",
		parameters: objectSchema(
			{
				path: str("Script path."),
				search: str("Exact current text, without line numbers."),
				replace: str("New text."),
			},
			["path", "search", "replace"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveScript(hosts.root, args.path as string);
			if (!found.ok) return found;
			const target = found.value;
			const path = displayPath(hosts.root, target);
			const search = args.search as string;
			const before = hosts.scripts.read(target);
			if (search === "")
				return fail(
					"invalid_args",
					before === ""
						? `search is empty, and so is ${path}: write its text with edit_script_lines start_line=1 end_line=1 expected_old_text="".`
						: "search is empty: give the exact text to replace.",
				);
			const hit = locateSearch(before, search, args.replace as string);
			if (hit.kind !== "one") {
				const problem = searchFailure(path, before, search, hit)!;
				return fail(problem.code, problem.message);
			}
			const after = before.sub(1, hit.from - 1) + hit.replace + before.sub(hit.to + 1);
			return scriptEditPlan(hosts, "patch_script", "patch", target, before, after);
		},
	},
};

export const editScriptLines: ToolSpec = {
	definition: {
		name: "edit_script_lines",
		risk: "script_edit",
		description:
			"Replaces lines start_line..end_line with new_text (empty deletes); expected_old_text must equal those lines now.",
		parameters: objectSchema(
			{
				path: str("Script path."),
				start_line: int("First line (1-based).", 1),
				end_line: int("Last line.", 1),
				expected_old_text: str("Those lines now, exactly."),
				new_text: str("Replacement lines."),
			},
			["path", "start_line", "end_line", "expected_old_text", "new_text"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveScript(hosts.root, args.path as string);
			if (!found.ok) return found;
			const target = found.value;
			const path = displayPath(hosts.root, target);
			const before = hosts.scripts.read(target);
			// An empty script is one empty line, as the editor shows it: else nothing could write
			// into it (patch_script needs text to find, and every line was past the end).
			const total = math.max(visibleLineCount(before), 1);
			const first = args.start_line as number;
			const last = args.end_line as number;
			if (last < first) return fail("invalid_args", `end_line ${last} is before start_line ${first}.`);
			if (last > total)
				return fail("invalid_args", `${path} has ${total} lines; end_line ${last} is past the end.`);
			const current = shownRange(before, first, last);
			const expected = (args.expected_old_text as string).gsub("\r\n", "\n")[0];
			if (current !== expected && current !== expected.gsub("\n$", "")[0]) {
				return fail(
					"stale",
					`Lines ${first}-${last} of ${path} do not hold expected_old_text; they are now:\n${current}\nRead the script again and retry with the current text.`,
				);
			}
			return scriptEditPlan(
				hosts,
				"edit_script_lines",
				first === last ? `edit line ${first} of` : `edit lines ${first}-${last} of`,
				target,
				before,
				replaceRange(before, first, last, args.new_text as string),
			);
		},
	},
};
