/**
 * The line-by-line alignment of two texts that the unified diff prints: which lines are kept,
 * removed and added, with their line numbers.
 *
 * Why apart from UnifiedDiff: aligning is the costly, exact part (bytes both texts share
 * are trimmed first, the middle aligned by longest common subsequence, a middle too big to
 * align cheaply shown as one replaced block); grouping into hunks and printing are cheap
 * and read the edits only.
 */
import { splitLines } from "./TextLines";

export type Edit = {
	readonly kind: " " | "-" | "+";
	readonly text: string;
	readonly oldLine: number;
	readonly newLine: number;
};

const MAX_ALIGN_CELLS = 250000;

function alignMiddle(a: string[], b: string[], aStart: number, bStart: number, edits: Edit[]) {
	const n = a.size();
	const m = b.size();
	if (n * m > MAX_ALIGN_CELLS) {
		for (let i = 0; i < n; i++) edits.push({ kind: "-", text: a[i], oldLine: aStart + i, newLine: bStart });
		for (let j = 0; j < m; j++) edits.push({ kind: "+", text: b[j], oldLine: aStart + n, newLine: bStart + j });
		return;
	}
	// lengths[i][j]: LCS of a[i..] and b[j..], stored flat.
	const width = m + 1;
	const lengths: number[] = [];
	for (let k = 0; k < (n + 1) * width; k++) lengths.push(0);
	for (let i = n - 1; i >= 0; i--) {
		for (let j = m - 1; j >= 0; j--) {
			lengths[i * width + j] =
				a[i] === b[j]
					? lengths[(i + 1) * width + j + 1] + 1
					: math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
		}
	}
	let i = 0;
	let j = 0;
	while (i < n || j < m) {
		if (i < n && j < m && a[i] === b[j]) {
			edits.push({ kind: " ", text: a[i], oldLine: aStart + i, newLine: bStart + j });
			i++;
			j++;
		} else if (i < n && (j >= m || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])) {
			// Removals before additions, as diff tools print them.
			edits.push({ kind: "-", text: a[i], oldLine: aStart + i, newLine: bStart + j });
			i++;
		} else {
			edits.push({ kind: "+", text: b[j], oldLine: aStart + i, newLine: bStart + j });
			j++;
		}
	}
}

function alignLines(before: string, after: string, offset: number): Edit[] {
	const a = splitLines(before);
	const b = splitLines(after);
	let prefix = 0;
	while (prefix < a.size() && prefix < b.size() && a[prefix] === b[prefix]) prefix++;
	let suffix = 0;
	while (
		suffix < a.size() - prefix &&
		suffix < b.size() - prefix &&
		a[a.size() - 1 - suffix] === b[b.size() - 1 - suffix]
	)
		suffix++;
	const edits: Edit[] = [];
	for (let k = 0; k < prefix; k++)
		edits.push({ kind: " ", text: a[k], oldLine: offset + k + 1, newLine: offset + k + 1 });
	const aMid: string[] = [];
	const bMid: string[] = [];
	for (let k = prefix; k < a.size() - suffix; k++) aMid.push(a[k]);
	for (let k = prefix; k < b.size() - suffix; k++) bMid.push(b[k]);
	alignMiddle(aMid, bMid, offset + prefix + 1, offset + prefix + 1, edits);
	for (let k = 0; k < suffix; k++) {
		const ai = a.size() - suffix + k;
		const bi = b.size() - suffix + k;
		edits.push({ kind: " ", text: a[ai], oldLine: offset + ai + 1, newLine: offset + bi + 1 });
	}
	return edits;
}

/** Bytes both texts share at the start, compared a block at a time (no per-line strings). */
function commonPrefix(a: string, b: string, limit: number): number {
	let k = 0;
	for (const step of [4096, 256, 16, 1])
		while (k + step <= limit && a.sub(k + 1, k + step) === b.sub(k + 1, k + step)) k += step;
	return k;
}

/** Bytes both texts share at the end, at most `limit`. */
function commonSuffix(a: string, b: string, limit: number): number {
	let k = 0;
	const [na, nb] = [a.size(), b.size()];
	for (const step of [4096, 256, 16, 1])
		while (k + step <= limit && a.sub(na - k - step + 1, na - k) === b.sub(nb - k - step + 1, nb - k)) k += step;
	return k;
}

/** The last `keep` lines that end at the line end at `p`, read from a growing window, not the whole text. */
function linesBefore(text: string, p: number, keep: number): string[] {
	if (keep === 0) return [];
	let width = 512;
	for (;;) {
		const from = math.max(1, p - width);
		const pieces = splitLines(text.sub(from, p - 1));
		// Past `keep` pieces the first, perhaps cut, piece is not among the last `keep`.
		if (pieces.size() > keep || from === 1) return pieces.filter((_, i) => i >= pieces.size() - keep);
		width *= 4;
	}
}

/**
 * The position of the last line end at or before `at` (0 if none), from a growing window.
 * Plain finds, not a `.*` pattern: on a one-line 1.8 MB script the pattern stepped back one
 * byte per call across the whole window.
 */
function lastNewlineAtOrBefore(text: string, at: number): number {
	let width = 512;
	for (;;) {
		const from = math.max(1, at - width + 1);
		let last = 0;
		let start = from;
		for (;;) {
			const [found] = text.find("\n", start, true);
			if (found === undefined || found > at) break;
			last = found;
			start = found + 1;
		}
		if (last > 0 || from === 1) return last;
		width *= 4;
	}
}

/** Line ends in `text` (a loop of plain finds: gsub's counting copy was six times slower). */
function countNewlines(text: string): number {
	let n = 0;
	let start = 1;
	for (;;) {
		const [found] = text.find("\n", start, true);
		if (found === undefined) return n;
		n += 1;
		start = found + 1;
	}
}

/**
 * The line edits, with at most `keep` unchanged lines each side of the changed region.
 *
 * Why bytes first: an edit to one line of a 1.8 MB script split both texts into 40,000
 * lines and made an edit record for each, twice per proposal (a quarter of a second of
 * Studio). The bytes both texts share at each end are cut at line ends first; only the rest
 * is split and aligned, and `keep` lines of each cut are put back as context. The edits
 * inside are exactly those of aligning the whole texts.
 */
export function lineEdits(before: string, after: string, keep: number): Edit[] {
	const shortest = math.min(before.size(), after.size());
	const head = commonPrefix(before, after, shortest);
	const tail = commonSuffix(before, after, shortest - head);
	// P ends at a line end (or is empty), T starts at one (or is empty).
	const p = lastNewlineAtOrBefore(before, head);
	let t = 0;
	const [tailNl] = before.find("\n", before.size() - tail + 1, true);
	if (tailNl !== undefined) t = before.size() - tailNl + 1;
	const prefixLines = countNewlines(before.sub(1, p));
	const oldMiddle = before.sub(p + 1, before.size() - t);
	const newMiddle = after.sub(p + 1, after.size() - t);
	const inner = alignLines(oldMiddle, newMiddle, prefixLines);
	const edits: Edit[] = [];
	const shownBefore = p > 0 ? linesBefore(before, p, keep) : [];
	shownBefore.forEach((text, k) => {
		const line = prefixLines - shownBefore.size() + k + 1;
		edits.push({ kind: " ", text, oldLine: line, newLine: line });
	});
	for (const e of inner) edits.push(e);
	if (t > 0 && keep > 0) {
		const oldLine = prefixLines + countNewlines(oldMiddle) + 1;
		const newLine = prefixLines + countNewlines(newMiddle) + 1;
		// The lines after T's leading line end, as splitLines would give them.
		let start = before.size() - t + 2;
		for (let k = 0; k < keep; k++) {
			const [nl] = before.find("\n", start, true);
			const text = nl === undefined ? before.sub(start) : before.sub(start, nl - 1);
			edits.push({ kind: " ", text, oldLine: oldLine + k + 1, newLine: newLine + k + 1 });
			if (nl === undefined) break;
			start = nl + 1;
		}
	}
	return edits;
}
