/**
 * An exact unified diff between two texts, for approval cards and action logs.
 *
 * Why: the user approves what the diff shows, so it must be exact (every changed line, in
 * order) and stable. The alignment is LineEdits'; here it is grouped into hunks, printed,
 * counted, and applied hunk by hunk when the user keeps only some of them.
 */
import { joinLines } from "./TextLines";
import { Edit, lineEdits } from "./LineEdits";

export interface DiffStats {
	readonly added: number;
	readonly removed: number;
}

function countEdits(edits: ReadonlyArray<Edit>): DiffStats {
	let added = 0;
	let removed = 0;
	for (const e of edits) {
		if (e.kind === "+") added++;
		else if (e.kind === "-") removed++;
	}
	return { added, removed };
}

/** Counts added and removed lines. */
export function diffStats(before: string, after: string): DiffStats {
	return countEdits(lineEdits(before, after, 0));
}

/** The edits' hunks as unifiedDiff groups them: [first, last] edit indices, in order. */
function hunkRanges(edits: ReadonlyArray<Edit>, context: number): Array<[number, number]> {
	const changed: number[] = [];
	edits.forEach((e, index) => {
		if (e.kind !== " ") changed.push(index);
	});
	const ranges: Array<[number, number]> = [];
	let k = 0;
	while (k < changed.size()) {
		const first = math.max(0, changed[k] - context);
		let last = math.min(edits.size() - 1, changed[k] + context);
		k++;
		while (k < changed.size() && changed[k] - context <= last + 1) {
			last = math.min(edits.size() - 1, changed[k] + context);
			k++;
		}
		ranges.push([first, last]);
	}
	return ranges;
}

/**
 * `before` with only the hunks numbered in `keep` (1-based, as unifiedDiff prints them)
 * changed to `after`; the other hunks keep their old lines. All hunks give `after`, none
 * gives `before`. Why: a user may approve part of a script edit, hunk by hunk.
 */
export function applyHunks(before: string, after: string, keep: ReadonlyArray<number>, context = 3): string {
	if (before === after) return before;
	// Every unchanged line is kept (the text is rebuilt from the edits), not just the context.
	const edits = lineEdits(before, after, math.huge);
	const inKept = new Set<number>();
	hunkRanges(edits, context).forEach(([first, last], i) => {
		if (keep.includes(i + 1)) for (let index = first; index <= last; index++) inKept.add(index);
	});
	const lines: string[] = [];
	edits.forEach((e, index) => {
		if (e.kind === " " || (e.kind === "+") === inKept.has(index)) lines.push(e.text);
	});
	return joinLines(lines);
}

/** How many hunks unifiedDiff shows for these texts. */
export function hunkCount(before: string, after: string, context = 3): number {
	return before === after ? 0 : hunkRanges(lineEdits(before, after, context), context).size();
}

/**
 * A unified diff (`@@ -l,s +l,s @@` hunks) with `context` lines around each change, headed
 * by `--- name` / `+++ name`. The empty string when the texts are equal.
 */
export function unifiedDiff(before: string, after: string, name: string, context = 3): string {
	if (before === after) return "";
	return printDiff(lineEdits(before, after, context), name, context);
}

/**
 * unifiedDiff and diffStats from one alignment. Why: a script edit's card shows both, and
 * each aligned the texts again (15 ms of the simulator's CPU per pass on a 1.8 MB script).
 * The changed lines do not depend on how much context is kept, so the counts are diffStats'.
 */
export function diffWithStats(before: string, after: string, name: string, context = 3): DiffStats & { diff: string } {
	if (before === after) return { diff: "", added: 0, removed: 0 };
	const edits = lineEdits(before, after, context);
	return { diff: printDiff(edits, name, context), ...countEdits(edits) };
}

function printDiff(edits: ReadonlyArray<Edit>, name: string, context: number): string {
	const out: string[] = [`--- ${name}`, `+++ ${name}`];
	for (const [first, last] of hunkRanges(edits, context)) {
		let oldCount = 0;
		let newCount = 0;
		const body: string[] = [];
		for (let index = first; index <= last; index++) {
			const e = edits[index];
			if (e.kind !== "+") oldCount++;
			if (e.kind !== "-") newCount++;
			body.push(e.kind + e.text);
		}
		const oldStart = oldCount === 0 ? edits[first].oldLine - 1 : edits[first].oldLine;
		const newStart = newCount === 0 ? edits[first].newLine - 1 : edits[first].newLine;
		out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
		for (const line of body) out.push(line);
	}
	return out.join("\n");
}
