/**
 * Finds the lines of a script's text that hold a query, without splitting the text into lines.
 *
 * Why: search_scripts read every script of a 6 MB place as a list of lines and lowered each
 * line, some 150,000 strings per search (about 400 ms of Studio time on a large admin
 * system). Here a script is searched as one string with C-level `find`; a script with no match
 * costs one call, and only the lines shown (the first few matches and their context) are
 * made into strings. Matches beyond those are counted by skipping to the next line end.
 */
import { splitLines } from "Shared/TextLines";

/**
 * Lower-case copies of recently searched texts, keyed by the text itself. Why: a
 * case-insensitive search lowered every script of the place again, megabytes of new strings
 * per search (and their garbage for the collector) on a large admin system. A Luau string is
 * interned, so the text as key is one hash lookup, and a changed script is a different key:
 * it can never be answered from a stale copy. Bounded: past the cap the copies are dropped.
 */
const lowered = new Map<string, string>();
let loweredBytes = 0;
export const LOWERED_CACHE_BYTES = 8 * 1024 * 1024;

/** `source.lower()`, from the cache when this text was lowered before. */
export function lowerText(source: string): string {
	const hit = lowered.get(source);
	if (hit !== undefined) return hit;
	const lower = source.lower();
	if (source.size() > LOWERED_CACHE_BYTES) return lower;
	if (loweredBytes + source.size() > LOWERED_CACHE_BYTES) {
		lowered.clear();
		loweredBytes = 0;
	}
	lowered.set(source, lower);
	loweredBytes += source.size();
	return lower;
}

export interface LineHit {
	/** 1-based line number. */
	readonly line: number;
	/** Position of the match within the line (1-based). */
	readonly at: number;
	/** The line and up to `context` lines either side, as [line number, text] pairs. */
	readonly block: ReadonlyArray<[number, string]>;
}

export interface LineSearch {
	/** Plain text (lower-case unless caseSensitive). */
	readonly needle: string;
	readonly caseSensitive: boolean;
	readonly context: number;
}

/**
 * What is wrong with a pattern, from the error a find raised, without the Luau position of
 * the find: "malformed pattern (ends with '%')". A pattern is only read as far as matching
 * gets, so "a%" passes on "" and fails on the first text holding an "a"; callers run every
 * match of a model's pattern in pcall and answer with this, never with a Luau error.
 */
export function patternProblem(raised: unknown): string {
	return tostring(raised).gsub("^[^\n]-:%d+: ", "")[0];
}

/**
 * Whether a Lua pattern can match some line of `source`: a match within a line is a match
 * in the whole text, so no whole-text match means no line to look at. Anchored patterns
 * (`^`, `$` mean a line's start and end) cannot be tried on the whole text and always pass.
 */
export function mayMatchPattern(source: string, pattern: string): boolean {
	if (pattern.sub(1, 1) === "^" || pattern.sub(-1) === "$") return true;
	return source.find(pattern)[0] !== undefined;
}

/**
 * The lines of `source` holding the plain text: the first `keep` with their context, and
 * the count of such lines, up to `limit`.
 */
export function findLines(
	source: string,
	search: LineSearch,
	keep: number,
	limit = math.huge,
): { hits: LineHit[]; lines: number } {
	const hits: LineHit[] = [];
	// A line never holds a line break: such a query matches nothing, as it did line by line.
	if (search.needle.find("\n", 1, true)[0] !== undefined) return { hits, lines: 0 };
	const hay = search.caseSensitive ? source : lowerText(source);
	let count = 0;
	let init = 1;
	// The start of the line the cursor is in, its number, and the starts of the lines before it.
	let lineStart = 1;
	let lineNo = 1;
	const starts: number[] = [1];
	for (;;) {
		const [at] = hay.find(search.needle, init, true);
		if (at === undefined) break;
		if (hits.size() < keep) {
			for (;;) {
				const [nl] = hay.find("\n", lineStart, true);
				if (nl === undefined || nl >= at) break;
				lineStart = nl + 1;
				lineNo += 1;
				starts.push(lineStart);
				if (starts.size() > search.context + 1) starts.remove(0);
			}
			hits.push({
				line: lineNo,
				at: at - lineStart + 1,
				block: blockAround(source, starts, lineNo, search.context),
			});
		}
		count += 1;
		if (count >= limit) break;
		const [lineEnd] = hay.find("\n", at, true);
		if (lineEnd === undefined) break;
		init = lineEnd + 1;
	}
	return { hits, lines: count };
}

/** The line starting at the last of `starts` (line `lineNo`), the lines before it in `starts`, and `context` lines after. */
function blockAround(
	source: string,
	starts: ReadonlyArray<number>,
	lineNo: number,
	context: number,
): [number, string][] {
	const out: [number, string][] = [];
	const first = lineNo - (starts.size() - 1);
	for (let i = 0; i < starts.size(); i++) out.push([first + i, lineAt(source, starts[i])]);
	let from = starts[starts.size() - 1];
	for (let k = 1; k <= context; k++) {
		const [nl] = source.find("\n", from, true);
		if (nl === undefined) break;
		from = nl + 1;
		if (from > source.size()) break;
		out.push([lineNo + k, lineAt(source, from)]);
	}
	return out;
}

/** The line starting at `start`, without its terminator (and without a CRLF's `\r`). */
function lineAt(source: string, start: number): string {
	const [nl] = source.find("\n", start, true);
	return shownLine(source.sub(start, nl === undefined ? source.size() : nl - 1));
}

/**
 * The lines of `source` matching a Lua pattern, line by line (a pattern's `.` and `%s` would
 * cross line ends in the whole text); a script the pattern cannot match is skipped first.
 */
export function findPatternLines(
	source: string,
	pattern: string,
	context: number,
	keep: number,
	limit = math.huge,
): { hits: LineHit[]; lines: number } {
	const hits: LineHit[] = [];
	if (!mayMatchPattern(source, pattern)) return { hits, lines: 0 };
	const lines = splitLines(source);
	let count = 0;
	lines.forEach((raw, index) => {
		if (count >= limit) return;
		const [at] = shownLine(raw).find(pattern);
		if (at === undefined) return;
		count += 1;
		if (hits.size() >= keep) return;
		const block: [number, string][] = [];
		for (let n = math.max(1, index + 1 - context); n <= math.min(lines.size(), index + 1 + context); n++)
			block.push([n, shownLine(lines[n - 1])]);
		hits.push({ line: index + 1, at, block });
	});
	return { hits, lines: count };
}

function shownLine(line: string): string {
	return line.sub(-1) === "\r" ? line.sub(1, -2) : line;
}
