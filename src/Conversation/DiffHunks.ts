/**
 * Reads a unified diff (Shared/UnifiedDiff's text, as Tools' approval queue previews it)
 * into hunks of numbered lines for the diff view.
 *
 * Why parse text: Tools keeps one exact diff string (what the model and the log see too);
 * the card needs line numbers per row, which the "@@ -a,b +c,d @@" headers give.
 */
import { DiffHunk, DiffLine } from "./ChatItem";

export function hunksOf(diff: string): DiffHunk[] {
	const hunks = new Array<DiffHunk>();
	let lines: DiffLine[] | undefined;
	let oldLine = 0;
	let newLine = 0;
	for (const raw of diff.split("\n")) {
		const [a, c] = string.match(raw, "^@@ %-(%d+),?%d* %+(%d+),?%d* @@");
		if (a !== undefined && c !== undefined) {
			oldLine = tonumber(a)!;
			newLine = tonumber(c)!;
			lines = [];
			hunks.push({ oldStart: oldLine, newStart: newLine, lines });
			continue;
		}
		if (lines === undefined || raw.sub(1, 3) === "---" || raw.sub(1, 3) === "+++") continue;
		const sign = raw.sub(1, 1);
		const text = raw.sub(2);
		if (sign === "+") {
			lines.push({ kind: "add", newLine, text });
			newLine += 1;
		} else if (sign === "-") {
			lines.push({ kind: "remove", oldLine, text });
			oldLine += 1;
		} else {
			lines.push({ kind: "context", oldLine, newLine, text });
			oldLine += 1;
			newLine += 1;
		}
	}
	return hunks;
}
