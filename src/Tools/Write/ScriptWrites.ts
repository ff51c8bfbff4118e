/**
 * patch_script and edit_script_lines: exact, guarded edits of a script's text.
 *
 * Why: a search text that matches twice, or a line range that moved, would edit the wrong
 * code silently. patch_script insists on exactly one match and shows the candidates
 * otherwise; edit_script_lines insists the lines still hold the text the model expects.
 */
import { editDistance } from "Shared/Suggest";
import { findAllPlain, joinLines, lineAt, splitLines, visibleLineCount } from "Shared/TextLines";
import { displayPath, resolveScript } from "../Core/PathResolver";
import { int, objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import { scriptEditPlan } from "./ScriptPlans";

function trim(s: string): string {
	return s.match("^%s*(.-)%s*$")[0] as string;
}

function squash(s: string): string {
	return s.gsub("%s+", " ")[0];
}

/** Lines most like the search text's first line, for a "not found" answer. */
function nearMisses(source: string, search: string): string[] {
	const first = splitLines(search).find((l) => trim(l) !== "");
	if (first === undefined) return [];
	const wanted = trim(first).sub(1, 200);
	const scored: { line: number; text: string; score: number }[] = [];
	splitLines(source).forEach((text, index) => {
		const t = trim(text);
		if (t === "") return;
		const score = editDistance(t.sub(1, 200), wanted);
		if (score <= math.max(3, wanted.size() * 0.5)) scored.push({ line: index + 1, text, score });
	});
	scored.sort((a, b) => (a.score === b.score ? a.line < b.line : a.score < b.score));
	return scored.filter((_, i) => i < 3).map((s) => `  line ${s.line}: ${s.text}`);
}

function contextAt(lines: string[], line: number): string {
	const out: string[] = [];
	for (let n = math.max(1, line - 1); n <= math.min(lines.size(), line + 1); n++)
		out.push(`    ${n}| ${lines[n - 1]}`);
	return out.join("\n");
}

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
			if (search === "") return fail("invalid_args", "search is empty: give the exact text to replace.");
			const before = hosts.scripts.read(target);
			const hits = findAllPlain(before, search);
			if (hits.size() === 0) {
				const loose = findAllPlain(squash(before), squash(search));
				const whitespace =
					loose.size() > 0
						? " The text does appear when whitespace is ignored: copy the exact indentation (tabs vs spaces) from get_script."
						: "";
				const near = nearMisses(before, search);
				const candidates = near.size() > 0 ? `\nClosest lines:\n${near.join("\n")}` : "";
				return fail(
					"missing",
					`search text was not found in ${path}.${whitespace}${candidates}\nRead the script again with get_script and copy the text exactly.`,
				);
			}
			if (hits.size() > 1) {
				const lines = splitLines(before);
				const shown = hits
					.filter((_, i) => i < 5)
					.map((at) => `  match at line ${lineAt(before, at)}:\n${contextAt(lines, lineAt(before, at))}`);
				return fail(
					"ambiguous",
					`search text matches ${hits.size()} times in ${path}; it must match exactly once. Include neighbouring lines to pick one.\n${shown.join("\n")}`,
				);
			}
			const at = hits[0];
			const after = before.sub(1, at - 1) + (args.replace as string) + before.sub(at + search.size());
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
			const lines = splitLines(before);
			const total = visibleLineCount(before);
			const first = args.start_line as number;
			const last = args.end_line as number;
			if (last < first) return fail("invalid_args", `end_line ${last} is before start_line ${first}.`);
			if (last > total)
				return fail("invalid_args", `${path} has ${total} lines; end_line ${last} is past the end.`);
			const current = joinLines(lines.filter((_, i) => i + 1 >= first && i + 1 <= last));
			const expected = args.expected_old_text as string;
			if (current !== expected && current !== expected.gsub("\n$", "")[0]) {
				return fail(
					"stale",
					`Lines ${first}-${last} of ${path} do not hold expected_old_text; they are now:\n${current}\nRead the script again and retry with the current text.`,
				);
			}
			const replacement = args.new_text as string;
			const kept: string[] = [];
			lines.forEach((l, i) => {
				if (i + 1 < first) kept.push(l);
			});
			if (replacement !== "") for (const l of splitLines(replacement.gsub("\n$", "")[0])) kept.push(l);
			lines.forEach((l, i) => {
				if (i + 1 > last) kept.push(l);
			});
			return scriptEditPlan(
				hosts,
				"edit_script_lines",
				`edit lines ${first}-${last} of`,
				target,
				before,
				joinLines(kept),
			);
		},
	},
};
