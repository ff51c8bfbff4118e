/**
 * A pattern's matches found where they can start, instead of a `gmatch` pass.
 *
 * Why: `gmatch` tries its pattern at every byte of the text, and the index ran two dozen such
 * passes over every script it reads (outline, remotes, defined names, settings, member calls);
 * in the simulator's WebAssembly Luau a pass over a 3 KB script cost 30-90 us even when
 * nothing matched, most of the cost of an incremental update (issue 15). Most patterns begin
 * with a literal (`function`, `require`, `Remotes.`), which a plain `find` locates in C
 * without trying the pattern; the others begin at a line end, and most of those only on a
 * line that assigns (`name =`), which one pass per text finds for all of them. The pattern
 * is then tried once, anchored, at each possible start. Native Luau gains the same way, less.
 *
 * Exact: every match starts at one of the places tried (the literal sits at its offset in
 * every match; a line-kind pattern is a prefix every match has); the places are tried in
 * order and the next try begins after a match's end, as `gmatch` resumes (every match here
 * is non-empty, so gmatch's empty-match step never applies); an anchored `find` at a start
 * sees the whole text (`%f` reads the byte before it; position captures count from the
 * text's start). LiteralScan.spec compares both on seeded texts.
 */

/**
 * Where a pattern's matches can start: `offset` bytes before each `literal`, and when `lines`
 * is set only at line ends where that anchored pattern (a prefix of every match) matches.
 */
export interface MatchStart {
	readonly literal: string;
	readonly offset: number;
	readonly lines?: string;
}

/** Matches start at `literal`, `offset` bytes before it (`[Rr]emote` starts 1 byte before "emote"). */
export function startsAt(literal: string, offset = 0): MatchStart {
	return { literal, offset };
}

/** Matches start at a line end. */
export const ANY_LINE: MatchStart = { literal: "\n", offset: 0 };
/** Matches start at a line end opening an assignment: indentation, a (dotted) name, `=` or `:`. */
export const ASSIGNMENT_LINE: MatchStart = { literal: "\n", offset: 0, lines: "^\n[ \t]*[%a_][%w_%.]*%s*[=:]" };
/** Matches start at a line end opening `local name =`, indented by at most a tab and three spaces. */
export const LOCAL_LINE: MatchStart = {
	literal: "\n",
	offset: 0,
	lines: "^\n[ \t]?[ ]?[ ]?[ ]?local%s+[%a_][%w_]*%s*=",
};

type Visit = (a: unknown, b: unknown) => boolean | void;

/**
 * Calls `visit` with the first two captures of each match of `anchored` (a pattern starting
 * with `^`) as `text.gmatch(anchored.sub(2))` would give them, in order; every match must
 * start where `start` says. `visit` returning true stops the scan (a `break`). A pattern
 * without captures gives `visit` nothing: count the calls.
 */
export function eachMatch(text: string, anchored: string, start: MatchStart, visit: Visit): void {
	if (start.lines !== undefined) tryEach(text, anchored, linesOfKind(text, start.lines), visit);
	else if (start.literal === "\n") tryEach(text, anchored, lineEndsOf(text), visit);
	else eachAtLiteral(text, anchored, start.literal, start.offset, visit);
}

function eachAtLiteral(text: string, anchored: string, literal: string, offset: number, visit: Visit) {
	let pos = 1;
	for (;;) {
		const [at] = text.find(literal, pos + offset, true);
		if (at === undefined) return;
		const resume = tryAt(text, anchored, at - offset, visit);
		if (resume === undefined) return;
		pos = resume;
	}
}

/**
 * Tries `anchored` at `start`: where the search goes on (past the match, as gmatch resumes,
 * or the next byte when nothing matched), or undefined when `visit` asked to stop.
 */
function tryAt(text: string, anchored: string, start: number, visit: Visit): number | undefined {
	const [s, e, a, b] = text.find(anchored, start);
	if (s === undefined || e === undefined) return start + 1;
	return visit(a, b) === true ? undefined : e + 1;
}

/**
 * `eachMatch` for a pattern whose matches start with one of two single bytes (`[%.:]`): both
 * are followed with plain finds, and the nearer one is tried first.
 */
export function eachMatchAt2(text: string, anchored: string, first: string, second: string, visit: Visit): void {
	let pos = 1;
	let nextFirst = text.find(first, 1, true)[0];
	let nextSecond = text.find(second, 1, true)[0];
	for (;;) {
		if (nextFirst !== undefined && nextFirst < pos) nextFirst = text.find(first, pos, true)[0];
		if (nextSecond !== undefined && nextSecond < pos) nextSecond = text.find(second, pos, true)[0];
		let start: number;
		if (nextFirst === undefined) {
			if (nextSecond === undefined) return;
			start = nextSecond;
		} else start = nextSecond === undefined || nextFirst < nextSecond ? nextFirst : nextSecond;
		const resume = tryAt(text, anchored, start, visit);
		if (resume === undefined) return;
		pos = resume;
	}
}

/** The text whose line ends and lines of each kind are kept below. */
let linesText: string | undefined;
let lineEnds: number[] = [];
const kinds = new Map<string, number[]>();

/**
 * The positions of `text`'s line ends, found once per text.
 *
 * Why kept: the scans of one script or piece (outline, defined names, settings, member calls)
 * are handed the same text one after another, and a dozen of their patterns start at a line
 * end; Luau strings are interned, so the last text is recognised by a comparison. Only the
 * last text is kept, so nothing grows.
 */
function lineEndsOf(text: string): number[] {
	if (linesText === text) return lineEnds;
	const ends: number[] = [];
	let at = text.find("\n", 1, true)[0];
	while (at !== undefined) {
		ends.push(at);
		at = text.find("\n", at + 1, true)[0];
	}
	linesText = text;
	lineEnds = ends;
	kinds.clear();
	return ends;
}

/** The line ends of `text` at which `kind` matches (every one tried, none skipped), found once per text. */
function linesOfKind(text: string, kind: string): number[] {
	const ends = lineEndsOf(text);
	const known = kinds.get(kind);
	if (known !== undefined) return known;
	const out: number[] = [];
	for (const at of ends) if (text.find(kind, at)[0] !== undefined) out.push(at);
	kinds.set(kind, out);
	return out;
}

/** Tries `anchored` at each of `starts` (ascending) not inside an earlier match, as gmatch would. */
function tryEach(text: string, anchored: string, starts: ReadonlyArray<number>, visit: Visit) {
	let pos = 1;
	for (const start of starts) {
		if (start < pos) continue;
		const [s, e, a, b] = text.find(anchored, start);
		if (s === undefined || e === undefined) continue;
		if (visit(a, b) === true) return;
		pos = e + 1;
	}
}
