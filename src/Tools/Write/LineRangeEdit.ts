/**
 * The text of a script after edit_script_lines replaces a line range, keeping every line
 * ending it does not touch and giving new lines the script's own ending.
 *
 * Why: get_script shows lines without their `\r`, so the model's expected_old_text and
 * new_text have `\n` only; compared and joined naively, a CRLF script never matched and a
 * mixed one would have been rewritten with other endings than the user's.
 */
import { splitLines } from "Shared/TextLines";

interface Line {
	readonly text: string;
	/** "\r\n", "\n", or "" for the last line. */
	readonly ending: string;
}

function linesOf(text: string): Line[] {
	const raw = splitLines(text);
	return raw.map((line, i) => {
		const last = i === raw.size() - 1;
		if (!last && line.sub(-1) === "\r") return { text: line.sub(1, -2), ending: "\r\n" };
		return { text: line, ending: last ? "" : "\n" };
	});
}

/** The ending most of the script's lines use. */
function usualEnding(lines: ReadonlyArray<Line>): string {
	let crlf = 0;
	let lf = 0;
	for (const l of lines) {
		if (l.ending === "\r\n") crlf += 1;
		else if (l.ending === "\n") lf += 1;
	}
	return crlf > lf ? "\r\n" : "\n";
}

/** Lines first..last (1-based, inclusive) as the model sees them: joined with `\n`, no `\r`. */
export function shownRange(source: string, first: number, last: number): string {
	return linesOf(source)
		.filter((_, i) => i + 1 >= first && i + 1 <= last)
		.map((l) => l.text)
		.join("\n");
}

/** The source with lines first..last replaced by `replacement` (empty deletes them). */
export function replaceRange(source: string, first: number, last: number, replacement: string): string {
	const lines = linesOf(source);
	const usual = usualEnding(lines);
	const out: string[] = [];
	lines.forEach((l, i) => {
		if (i + 1 < first) out.push(l.text + l.ending);
	});
	if (replacement !== "") {
		const added = splitLines(replacement.gsub("\r\n", "\n")[0].gsub("\n$", "")[0]);
		// The last new line ends as the replaced range did (so a file without a final newline keeps none).
		const closing = lines[last - 1].ending;
		added.forEach((text, i) => out.push(text + (i === added.size() - 1 ? closing : usual)));
	}
	lines.forEach((l, i) => {
		if (i + 1 > last) out.push(l.text + l.ending);
	});
	let text = out.join("");
	// Deleting the last lines leaves the line before them ending in a break the file did not have.
	if (replacement === "" && last === lines.size() && first > 1) {
		const ending = lines[first - 2].ending;
		text = text.sub(1, text.size() - ending.size());
	}
	return text;
}
