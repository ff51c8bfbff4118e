/**
 * get_script and search_scripts: reading script text the way the user sees it.
 *
 * Why: the model edits by exact text, so it must read exactly what the editor holds
 * (ScriptEditorService's editor source, not Source), with line numbers it can cite, and in
 * slices small enough to keep a large script cheap.
 */
import { ok } from "Shared/Result";
import { PathNamer } from "Shared/PathNamer";
import { charSpan, splitLines, visibleLineCount } from "Shared/TextLines";
import { displayPath, resolvePath, resolveScript } from "../Core/PathResolver";
import { objectSchema, str, int, bool } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolArgs, ToolSpec } from "../Core/ToolSpec";
import type { ToolHosts } from "../Hosts/ToolHosts";
import { descendantsOutsideOwn, isOwnObject } from "../Core/OwnObjects";
import { findLines, findPatternLines, patternProblem } from "./LineSearch";

/** The most characters one get_script or search_scripts answer carries, header and notes included. */
export const MAX_SCRIPT_CHARS = 12000;
/** Room kept for the header and the closing note within MAX_SCRIPT_CHARS. */
const NOTE_ROOM = 400;
/** Matching lines search_scripts counts before it stops (the model needs the first few, not an exact census). */
export const MAX_COUNTED = 1000;
/** Characters of one line shown by search_scripts (a minified line can be a whole script). */
const MAX_MATCH_LINE = 240;
/** Characters of the query repeated in an answer (a query can be a pasted script). */
const MAX_QUERY_SHOWN = 200;

/** A line as the reader sees it: without the `\r` of a CRLF ending. */
function shown(line: string): string {
	return line.sub(-1) === "\r" ? line.sub(1, -2) : line;
}

/** A line cut to `max` characters, saying so. */
function clip(line: string, max: number): string {
	return line.size() <= max ? line : `${charSpan(line, 1, max)} [... line cut: ${line.size()} characters]`;
}

/** Numbered lines from `first` to `last` (1-based), stopping early at the size cap. */
function numbered(lines: string[], first: number, last: number): { text: string; lastShown: number } {
	const width = tostring(last).size();
	const room = MAX_SCRIPT_CHARS - NOTE_ROOM;
	const out: string[] = [];
	let size = 0;
	let lastShown = first - 1;
	for (let n = first; n <= last; n++) {
		const prefix = `${string.rep(" ", width - tostring(n).size())}${n}| `;
		const line = prefix + clip(shown(lines[n - 1]), room - prefix.size() - 60);
		if (size + line.size() + 1 > room) break;
		out.push(line);
		size += line.size() + 1;
		lastShown = n;
	}
	return { text: out.join("\n"), lastShown };
}

export const getScript: ToolSpec = {
	definition: {
		name: "get_script",
		risk: "read",
		description: `Reads a script's text with line numbers; start_line/end_line read a slice (answers stop at ${MAX_SCRIPT_CHARS} characters and say how to read on).`,
		parameters: objectSchema(
			{
				path: str("Script path."),
				start_line: int("First line (1-based).", 1),
				end_line: int("Last line.", 1),
			},
			["path"],
		),
	},
	handler: {
		kind: "read",
		run: (args: ToolArgs, hosts: ToolHosts) => {
			const found = resolveScript(hosts.root, args.path as string);
			if (!found.ok) return found;
			const target = found.value;
			const source = hosts.scripts.read(target);
			const lines = splitLines(source);
			const total = visibleLineCount(source);
			const path = displayPath(hosts.root, target);
			const header = `${path} (${target.ClassName}, ${total} lines)`;
			if (total === 0)
				return ok({
					content: `${header}\n(empty script: write it with edit_script_lines start_line=1 end_line=1 expected_old_text="")`,
					summary: `Read ${path} (empty)`,
				});
			const first = (args.start_line as number | undefined) ?? 1;
			const last = math.min((args.end_line as number | undefined) ?? total, total);
			if (first > total)
				return fail("invalid_args", `${path} has ${total} lines; start_line ${first} is past the end.`);
			if (last < first) return fail("invalid_args", `end_line ${last} is before start_line ${first}.`);
			const shown = numbered(lines, first, last);
			let content = `${header}, lines ${first}-${shown.lastShown}:\n${shown.text}`;
			if (shown.lastShown < last)
				content += `\n[Cut at line ${shown.lastShown} to stay under ${MAX_SCRIPT_CHARS} characters. Read the rest with get_script path=${path} start_line=${shown.lastShown + 1}.]`;
			return ok({ content, summary: `Read ${path} lines ${first}-${shown.lastShown} of ${total}` });
		},
	},
};

/** The part of a long line around position `at`, so a match in a minified line stays visible. */
function around(line: string, at: number): string {
	if (line.size() <= MAX_MATCH_LINE) return line;
	const from = math.max(1, at - MAX_MATCH_LINE / 2);
	const to = from + MAX_MATCH_LINE - 1;
	return `${from > 1 ? "..." : ""}${charSpan(line, from, to)}${to < line.size() ? "..." : ""} [line of ${line.size()} characters]`;
}

interface Match {
	readonly path: string;
	readonly line: number;
}

function allScripts(hosts: ToolHosts, under: Instance): LuaSourceContainer[] {
	const out: LuaSourceContainer[] = [];
	if (under.IsA("LuaSourceContainer")) out.push(under);
	// Everything below one of the plugin's own objects is its own: nothing more to search.
	if (isOwnObject(hosts, under)) return out;
	for (const d of descendantsOutsideOwn(hosts, under)) if (d.IsA("LuaSourceContainer")) out.push(d);
	return out;
}

export const searchScripts: ToolSpec = {
	definition: {
		name: "search_scripts",
		risk: "read",
		description: "Finds text (or a Lua pattern) in every script; matches with line numbers.",
		parameters: objectSchema(
			{
				query: str("Text or pattern."),
				pattern: bool("query is a Lua pattern."),
				case_sensitive: bool("Match case (plain text)."),
				under: str("Only scripts under this path."),
				context: int("Context lines (default 1, max 5).", 0),
				max_results: int("Max matches (default 30, max 200).", 1),
			},
			["query"],
		),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const query = args.query as string;
			if (query === "") return fail("invalid_args", "query is empty.");
			const usePattern = args.pattern === true;
			const caseSensitive = args.case_sensitive === true || usePattern;
			const needle = caseSensitive ? query : query.lower();
			if (usePattern) {
				const [valid, problem] = pcall(() => string.find("", query));
				if (!valid) return fail("invalid_args", `query is not a valid Lua pattern: ${patternProblem(problem)}`);
			}
			let under: Instance = hosts.root;
			if (args.under !== undefined) {
				const found = resolvePath(hosts.root, args.under as string);
				if (!found.ok) return found;
				under = found.value;
			}
			const context = math.min((args.context as number | undefined) ?? 1, 5);
			const cap = math.min((args.max_results as number | undefined) ?? 30, 200);
			const out: string[] = [];
			const matches: Match[] = [];
			let total = 0;
			let scriptsWithMatches = 0;
			let used = 0;
			let cutBySize = false;
			let stopped = false;
			const namer = new PathNamer(hosts.root);
			for (const each of allScripts(hosts, under)) {
				if (total >= MAX_COUNTED) {
					stopped = true;
					break;
				}
				const source = hosts.scripts.read(each);
				const keep = cutBySize ? 0 : cap - matches.size();
				let found: ReturnType<typeof findLines>;
				if (usePattern) {
					const [valid, result] = pcall(() =>
						findPatternLines(source, needle, context, keep, MAX_COUNTED - total),
					);
					if (!valid)
						return fail("invalid_args", `query is not a valid Lua pattern: ${patternProblem(result)}`);
					found = result;
				} else found = findLines(source, { needle, caseSensitive, context }, keep, MAX_COUNTED - total);
				if (found.lines === 0) continue;
				total += found.lines;
				scriptsWithMatches++;
				// A path costs an ancestor walk: only for scripts whose lines are shown.
				if (found.hits.size() === 0) continue;
				const path = namer.pathOf(each);
				for (const hit of found.hits) {
					const block = [`${path}:${hit.line}`];
					for (const [n, line] of hit.block)
						block.push(`${n === hit.line ? ">" : " "}${n}| ${around(line, n === hit.line ? hit.at : 1)}`);
					const text = block.join("\n");
					if (cutBySize || used + text.size() + 2 > MAX_SCRIPT_CHARS - NOTE_ROOM) {
						cutBySize = true;
						break;
					}
					used += text.size() + 2;
					matches.push({ path, line: hit.line });
					out.push(text);
				}
			}
			const quoted =
				string.format("%q", charSpan(query, 1, MAX_QUERY_SHOWN)) +
				(query.size() > MAX_QUERY_SHOWN ? `... (a query of ${query.size()} characters)` : "");
			if (total === 0)
				return ok({
					content: `No matches for ${quoted}.`,
					summary: `Searched for ${quoted}: no matches`,
				});
			// Past MAX_COUNTED lines the search stops: the counts become lower bounds ("1000+").
			const more = stopped || total >= MAX_COUNTED ? "+" : "";
			let content = `${total}${more} matches in ${scriptsWithMatches}${more} scripts:\n\n${out.join("\n\n")}`;
			if (total > matches.size())
				content += `\n\n[Showing the first ${matches.size()} of ${total}${more} matches${cutBySize ? ` (cut to stay under ${MAX_SCRIPT_CHARS} characters)` : ""}${more !== "" ? `; counting stopped at ${MAX_COUNTED}` : ""}. Narrow the search with under=... or a more specific query.]`;
			return ok({ content, summary: `Searched for ${quoted}: ${total}${more} matches` });
		},
	},
};
