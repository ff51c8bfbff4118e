/**
 * Re-applies an approved script change to the text ScriptEditorService hands the update
 * callback, when that text is not the text the change was computed from.
 *
 * Why: creator-docs ScriptEditorService.yaml (UpdateSourceAsync) says the editor may reject
 * an update when Source was out of date with the user's version, and re-invokes the callback;
 * so the text passed in can hold the user's unsaved typing or a collaborator's edit. Refusing
 * every such text made edits fail whenever anyone typed anywhere in the script. The change is
 * re-applied when the lines it replaces (with one line of context each side) occur in the new
 * text exactly once; otherwise the write is stale and nothing is written.
 */

export type Rebased = { readonly ok: true; readonly text: string } | { readonly ok: false };

/** Splits keeping each line's newline, so joining the pieces gives the text back. */
function lines(text: string): string[] {
	const out = new Array<string>();
	let from = 1;
	for (;;) {
		const [nl] = string.find(text, "\n", from, true);
		if (nl === undefined) {
			if (from <= text.size()) out.push(text.sub(from));
			return out;
		}
		out.push(text.sub(from, nl));
		from = nl + 1;
	}
}

function occurrences(text: string, part: string): number[] {
	const found = new Array<number>();
	let from = 1;
	for (;;) {
		const [start] = string.find(text, part, from, true);
		if (start === undefined) return found;
		// Whole lines only: a block that starts mid-line is not the same lines.
		if (start === 1 || text.sub(start - 1, start - 1) === "\n") found.push(start);
		from = start + 1;
	}
}

/** The change from `before` to `after`, applied to `current`; not ok when it does not apply exactly once. */
export function rebaseEdit(before: string, after: string, current: string): Rebased {
	if (current === before) return { ok: true, text: after };
	const a = lines(before);
	const b = lines(after);
	let head = 0;
	while (head < a.size() && head < b.size() && a[head] === b[head]) head += 1;
	let tail = 0;
	while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] === b[b.size() - 1 - tail])
		tail += 1;
	// One line of unchanged context each side anchors the change (a pure insertion has none of its own).
	const from = math.max(0, head - 1);
	const oldTo = math.min(a.size(), a.size() - tail + 1);
	const newTo = math.min(b.size(), b.size() - tail + 1);
	const oldBlock = a.filter((_, i) => i >= from && i < oldTo).join("");
	const newBlock = b.filter((_, i) => i >= from && i < newTo).join("");
	if (oldBlock === "") return { ok: false };
	const at = occurrences(current, oldBlock);
	if (at.size() !== 1) return { ok: false };
	const start = at[0];
	return { ok: true, text: current.sub(1, start - 1) + newBlock + current.sub(start + oldBlock.size()) };
}
