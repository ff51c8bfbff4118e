/**
 * Splitting source text into lines and back without losing a byte.
 *
 * Why: diffs, line-range edits and numbered reads must round-trip exactly, including a
 * trailing newline (or its absence) and \r\n line ends, or an edit would silently change
 * lines the model never touched.
 */

/** Lines without their terminators; "a\nb\n" -> ["a", "b", ""]. */
export function splitLines(text: string): string[] {
	const lines: string[] = [];
	let start = 1;
	const size = text.size();
	for (;;) {
		const [found] = text.find("\n", start, true);
		if (found === undefined) {
			lines.push(text.sub(start, size));
			break;
		}
		lines.push(text.sub(start, found - 1));
		start = found + 1;
	}
	return lines;
}

/** The inverse of splitLines. */
export function joinLines(lines: ReadonlyArray<string>): string {
	return lines.join("\n");
}

/** The number of lines a reader sees (a final newline does not start a new line). */
export function visibleLineCount(text: string): number {
	if (text === "") return 0;
	const lines = splitLines(text);
	return lines[lines.size() - 1] === "" ? lines.size() - 1 : lines.size();
}

/** Counts plain (non-pattern) occurrences of `needle`, and the 1-based start index of each. */
export function findAllPlain(haystack: string, needle: string): number[] {
	const found: number[] = [];
	if (needle === "") return found;
	let start = 1;
	for (;;) {
		const [at] = haystack.find(needle, start, true);
		if (at === undefined) break;
		found.push(at);
		start = at + 1;
	}
	return found;
}

/** The 1-based line number of a 1-based character index. */
export function lineAt(text: string, index: number): number {
	let line = 1;
	let start = 1;
	for (;;) {
		const [found] = text.find("\n", start, true);
		if (found === undefined || found >= index) return line;
		line += 1;
		start = found + 1;
	}
}

/** `text` without leading and trailing whitespace (what a typed message, reason or plan step means). */
export function trimText(text: string): string {
	return text.match("^%s*(.-)%s*$")[0] as string;
}

/** A UTF-8 continuation byte (10xxxxxx): the middle of a character. */
function continues(text: string, at: number): boolean {
	const [byte] = text.byte(at);
	return byte !== undefined && byte >= 0x80 && byte < 0xc0;
}

/**
 * `text.sub(from, to)` without a cut character at either end: a clipped line or value is cut
 * on a character boundary, so a long line of Cyrillic or CJK text never reaches the model with
 * half a character (invalid UTF-8). Bytes that are not UTF-8 are kept as they are.
 */
export function charSpan(text: string, from: number, to: number): string {
	let first = math.max(from, 1);
	for (let step = 0; step < 3 && first > 1 && continues(text, first); step++) first += 1;
	let last = math.min(to, text.size());
	for (let step = 0; step < 4 && last >= first && continues(text, last + 1); step++) last -= 1;
	return text.sub(first, last);
}
