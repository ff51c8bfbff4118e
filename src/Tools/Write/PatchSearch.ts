/**
 * Where a patch's search text lies in a script, whatever the script's line endings, and what
 * to tell the model when it lies nowhere or in several places.
 *
 * Why one module: patch_script and the Safety layer's failure predictor must give the same
 * answer, the detailed one (closest lines, candidates), or the predictor would replace the
 * tool's useful hint with a generic one. Why line-ending aware: get_script shows lines without
 * their `\r`, so a model's search text has `\n` only; on a CRLF or mixed script an exact
 * search never matched. The match is found on a normalised view and mapped back, so the
 * bytes outside the match, and the line endings of the replacement, stay the script's own.
 * Why bounded: the closest-lines hint ran an edit distance on every line (five seconds of
 * Studio on a 156 KB script); now a cheap prefilter picks a fixed number of candidates.
 */
import { editDistance } from "Shared/Suggest";
import { charSpan, findAllPlain, splitLines } from "Shared/TextLines";
import type { ToolFailure } from "../Core/ToolFailure";

/** Most lines whose edit distance is computed for one hint. */
export const MAX_DISTANCE_CANDIDATES = 16;
/** Characters of a line compared by edit distance. */
const COMPARED_CHARS = 120;
const MAX_SHOWN_MATCHES = 5;
/** Characters of one line shown around a match (a minified script is one line of megabytes). */
const SHOWN_LINE_CHARS = 200;

export type SearchHit =
	/** `from`..`to` inclusive in the original text; `replace` is the replacement with the script's line endings. */
	| { readonly kind: "one"; readonly from: number; readonly to: number; readonly replace: string }
	| { readonly kind: "none" }
	/** `count` matches; `places` are the first few (line and column), for the hint. */
	| { readonly kind: "many"; readonly count: number; readonly places: ReadonlyArray<Place> };

/** Where a match starts: its 1-based line and the column within that line. */
export interface Place {
	readonly line: number;
	readonly column: number;
}

/** `\r\n` -> `\n`, and for each removed `\r` its position in the normalised text. */
function normalise(text: string): { text: string; crAt: number[] } {
	const crAt: number[] = [];
	const parts: string[] = [];
	let start = 1;
	let removed = 0;
	for (;;) {
		const [at] = text.find("\r\n", start, true);
		if (at === undefined) break;
		parts.push(text.sub(start, at - 1));
		crAt.push(at - removed);
		removed += 1;
		start = at + 1;
	}
	parts.push(text.sub(start));
	return { text: parts.join(""), crAt };
}

/** The original index of normalised index `n` (counting the `\r`s removed before it). */
function originalIndex(crAt: ReadonlyArray<number>, n: number): number {
	let shift = 0;
	for (const at of crAt) {
		if (at > n) break;
		shift += 1;
	}
	return n + shift;
}

/** The line ending a replacement should use at `from`: the one the surrounding text uses. */
function endingAt(text: string, from: number): string {
	const [nl] = text.find("\n", from, true);
	if (nl !== undefined) return text.sub(nl - 1, nl - 1) === "\r" ? "\r\n" : "\n";
	const crlf = findAllPlain(text, "\r\n").size();
	return crlf * 2 > findAllPlain(text, "\n").size() ? "\r\n" : "\n";
}

/**
 * The line and column of the first `max` of `positions` (ascending), in one pass over the
 * text: a line count per match from the start was quadratic on a script with thousands of
 * matches.
 */
function placesOf(text: string, positions: ReadonlyArray<number>, max: number): Place[] {
	const places: Place[] = [];
	let line = 1;
	let lineStart = 1;
	for (const at of positions) {
		if (places.size() >= max) break;
		for (;;) {
			const [nl] = text.find("\n", lineStart, true);
			if (nl === undefined || nl >= at) break;
			line += 1;
			lineStart = nl + 1;
		}
		places.push({ line, column: at - lineStart + 1 });
	}
	return places;
}

function many(text: string, positions: ReadonlyArray<number>): SearchHit {
	return { kind: "many", count: positions.size(), places: placesOf(text, positions, MAX_SHOWN_MATCHES) };
}

/**
 * Finds `search` in `source` exactly once. A script with `\r` is searched as the model reads
 * it (get_script shows no `\r`): a search that is unique in the raw bytes but not in that
 * view (a mixed script holding the text once with each ending) is ambiguous, not the first
 * one silently. The literal text is tried when the view has no match (a search holding a
 * lone `\r`).
 */
export function locateSearch(source: string, search: string, replace: string): SearchHit {
	const literal = (): SearchHit => {
		const found = findAllPlain(source, search);
		if (found.size() === 1) return { kind: "one", from: found[0], to: found[0] + search.size() - 1, replace };
		return found.size() > 1 ? many(source, found) : { kind: "none" };
	};
	if (source.find("\r", 1, true)[0] === undefined) return literal();
	const view = normalise(source);
	const wanted = normalise(search).text;
	const hits = findAllPlain(view.text, wanted);
	if (hits.size() === 0) return literal();
	if (hits.size() > 1) return many(view.text, hits);
	// A match starting at a line break takes that break's `\r` too, or the replacement's own
	// ending would follow a stray `\r`.
	const from = hits[0] === 1 ? 1 : originalIndex(view.crAt, hits[0] - 1) + 1;
	const to = originalIndex(view.crAt, hits[0] + wanted.size() - 1);
	const ending = endingAt(source, from);
	const [withEndings] = normalise(replace).text.gsub("\n", ending === "\r\n" ? "\r\n" : "\n");
	return { kind: "one", from, to, replace: withEndings };
}

/** Without leading and trailing whitespace; linear (`(.-)%s*$` backtracks at every character). */
function trim(s: string): string {
	return (s.match("^%s*(.*%S)")[0] as string | undefined) ?? "";
}

function squash(s: string): string {
	return s.gsub("%s+", " ")[0];
}

/**
 * The lines most like the search text's first line, best first, and the number of edit
 * distances computed (bounded by MAX_DISTANCE_CANDIDATES whatever the script's size).
 */
export function closestLines(source: string, search: string): { lines: string[]; distances: number } {
	const first = splitLines(search).find((l) => trim(l) !== "");
	if (first === undefined) return { lines: [], distances: 0 };
	const wanted = trim(first).sub(1, COMPARED_CHARS);
	const limit = math.max(3, wanted.size() * 0.5);
	const words: string[] = [];
	for (const [w] of wanted.lower().gmatch("[%w_]+"))
		if (words.size() < 8 && !words.includes(w as string)) words.push(w as string);
	// Prefilter: a length that cannot be within the limit is out; rank the rest by shared words.
	const shortlist: { line: number; text: string; shared: number }[] = [];
	splitLines(source).forEach((raw, index) => {
		const t = trim(raw).sub(1, COMPARED_CHARS);
		if (t === "" || math.abs(t.size() - wanted.size()) > limit) return;
		const lower = t.lower();
		let shared = 0;
		for (const w of words) if (lower.find(w, 1, true)[0] !== undefined) shared += 1;
		if (words.size() > 0 && shared === 0) return;
		shortlist.push({ line: index + 1, text: raw.gsub("\r$", "")[0], shared });
		if (shortlist.size() > MAX_DISTANCE_CANDIDATES * 8) {
			shortlist.sort((a, b) => (a.shared === b.shared ? a.line < b.line : a.shared > b.shared));
			while (shortlist.size() > MAX_DISTANCE_CANDIDATES) shortlist.pop();
		}
	});
	shortlist.sort((a, b) => (a.shared === b.shared ? a.line < b.line : a.shared > b.shared));
	const scored: { line: number; text: string; score: number }[] = [];
	let distances = 0;
	for (const c of shortlist) {
		if (distances >= MAX_DISTANCE_CANDIDATES) break;
		distances += 1;
		const score = editDistance(trim(c.text).sub(1, COMPARED_CHARS), wanted);
		if (score <= limit) scored.push({ line: c.line, text: c.text, score });
	}
	scored.sort((a, b) => (a.score === b.score ? a.line < b.line : a.score < b.score));
	return { lines: scored.filter((_, i) => i < 3).map((s) => `  line ${s.line}: ${s.text}`), distances };
}

/** `text` cut to SHOWN_LINE_CHARS around `column`, saying so. */
function around(text: string, column: number): string {
	if (text.size() <= SHOWN_LINE_CHARS) return text;
	const from = math.max(1, column - SHOWN_LINE_CHARS / 2);
	const to = from + SHOWN_LINE_CHARS - 1;
	return `${from > 1 ? "..." : ""}${charSpan(text, from, to)}${to < text.size() ? "..." : ""} [line of ${text.size()} characters]`;
}

function contextAt(lines: string[], place: Place): string {
	const out: string[] = [];
	for (let n = math.max(1, place.line - 1); n <= math.min(lines.size(), place.line + 1); n++)
		out.push(`    ${n}| ${around(lines[n - 1].gsub("\r$", "")[0], n === place.line ? place.column : 1)}`);
	return out.join("\n");
}

/** The failure patch_script gives for a search text that is missing or not unique. */
export function searchFailure(path: string, source: string, search: string, hit: SearchHit): ToolFailure | undefined {
	if (hit.kind === "one") return undefined;
	if (hit.kind === "many") {
		const lines = splitLines(source);
		const shown = hit.places.map((place) => `  match at line ${place.line}:\n${contextAt(lines, place)}`);
		const more = hit.count > shown.size() ? `\n  (the first ${shown.size()} of ${hit.count} shown)` : "";
		return {
			code: "ambiguous",
			message: `search text matches ${hit.count} times in ${path}; it must match exactly once. Include neighbouring lines to pick one.\n${shown.join("\n")}${more}`,
		};
	}
	const loose = findAllPlain(squash(source), squash(search));
	const whitespace =
		loose.size() > 0
			? " The text does appear when spaces, tabs and line breaks are ignored: copy the exact indentation (tabs vs spaces) from get_script."
			: "";
	const near = closestLines(source, search).lines;
	const candidates = near.size() > 0 ? `\nClosest lines:\n${near.join("\n")}` : "";
	return {
		code: "missing",
		message: `search text was not found in ${path}.${whitespace}${candidates}\nRead the script again with get_script and copy the text exactly.`,
	};
}
