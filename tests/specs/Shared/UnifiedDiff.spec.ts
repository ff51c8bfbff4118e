/**
 * Shared/UnifiedDiff cuts the bytes both texts share at each end before splitting lines (an
 * edit to one line of a 1.8 MB script split 40,000 lines twice per proposal); the diff must
 * stay exactly the one aligning the whole texts gives: every hunk, line number and count.
 *
 * The reference below is the whole-text alignment (shared lines trimmed at both ends, the
 * middle aligned by longest common subsequence), compared on many generated edits, including
 * edits at the first and last line, texts with and without a final newline, one text a
 * prefix of the other, repeated lines and lines longer than the module's search windows.
 */
import { diffStats, unifiedDiff } from "Shared/UnifiedDiff";
import { splitLines } from "Shared/TextLines";
import { generator } from "../support/SeededPicker";

type Edit = { kind: " " | "-" | "+"; text: string; oldLine: number; newLine: number };

function referenceEdits(before: string, after: string): Edit[] {
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
	for (let k = 0; k < prefix; k++) edits.push({ kind: " ", text: a[k], oldLine: k + 1, newLine: k + 1 });
	const n = a.size() - prefix - suffix;
	const m = b.size() - prefix - suffix;
	const lengths: number[] = [];
	for (let k = 0; k < (n + 1) * (m + 1); k++) lengths.push(0);
	const at = (i: number, j: number) => lengths[i * (m + 1) + j];
	for (let i = n - 1; i >= 0; i--)
		for (let j = m - 1; j >= 0; j--)
			lengths[i * (m + 1) + j] =
				a[prefix + i] === b[prefix + j] ? at(i + 1, j + 1) + 1 : math.max(at(i + 1, j), at(i, j + 1));
	let i = 0;
	let j = 0;
	while (i < n || j < m) {
		const [ol, nl] = [prefix + i + 1, prefix + j + 1];
		if (i < n && j < m && a[prefix + i] === b[prefix + j]) {
			edits.push({ kind: " ", text: a[prefix + i], oldLine: ol, newLine: nl });
			i++;
			j++;
		} else if (i < n && (j >= m || at(i + 1, j) >= at(i, j + 1))) {
			edits.push({ kind: "-", text: a[prefix + i], oldLine: ol, newLine: nl });
			i++;
		} else {
			edits.push({ kind: "+", text: b[prefix + j], oldLine: ol, newLine: nl });
			j++;
		}
	}
	for (let k = 0; k < suffix; k++) {
		const [ai, bi] = [a.size() - suffix + k, b.size() - suffix + k];
		edits.push({ kind: " ", text: a[ai], oldLine: ai + 1, newLine: bi + 1 });
	}
	return edits;
}

/** The unified diff of the reference edits, hunks formed as the module forms them. */
function referenceDiff(before: string, after: string, name: string, context = 3): string {
	if (before === after) return "";
	const edits = referenceEdits(before, after);
	const changed: number[] = [];
	edits.forEach((e, index) => {
		if (e.kind !== " ") changed.push(index);
	});
	const out: string[] = [`--- ${name}`, `+++ ${name}`];
	let k = 0;
	while (k < changed.size()) {
		const first = math.max(0, changed[k] - context);
		let last = math.min(edits.size() - 1, changed[k] + context);
		k++;
		while (k < changed.size() && changed[k] - context <= last + 1) {
			last = math.min(edits.size() - 1, changed[k] + context);
			k++;
		}
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

function line(pick: (n: number) => number): string {
	const kind = pick(6);
	if (kind === 0) return "";
	if (kind === 1) return "end";
	// Longer than the 512-byte windows the module reads lines back from.
	if (kind === 2) return string.rep("x", 600 + pick(900));
	return `local v${pick(12)} = ${pick(50)}`;
}

export = () => {
	it("gives exactly the whole-text diff on generated edits", () => {
		const pick = generator(7);
		for (let round = 0; round < 150; round++) {
			const lines: string[] = [];
			const count = pick(14);
			for (let k = 0; k < count; k++) lines.push(line(pick));
			const before = lines.join("\n") + (pick(2) === 0 ? "\n" : "");
			const changed = [...splitLines(before)];
			const edits = 1 + pick(3);
			for (let e = 0; e < edits; e++) {
				const at = pick(changed.size() + 1);
				const op = pick(4);
				if (op === 0) changed.insert(at, line(pick));
				else if (op === 1 && at < changed.size()) changed.remove(at);
				else if (op === 2) for (let k = changed.size() - 1; k >= at; k--) changed.remove(k);
				else if (at < changed.size()) changed[at] = line(pick);
			}
			const after = changed.join("\n");
			const got = unifiedDiff(before, after, "x");
			const want = referenceDiff(before, after, "x");
			if (got !== want)
				error(
					`round ${round}:\n--- got\n${got}\n--- want\n${want}\n--- before\n${before}\n--- after\n${after}`,
				);
			const stats = diffStats(before, after);
			let added = 0;
			let removed = 0;
			for (const e of referenceEdits(before, after)) {
				if (e.kind === "+") added++;
				else if (e.kind === "-") removed++;
			}
			expect(stats.added).to.equal(added);
			expect(stats.removed).to.equal(removed);
		}
	});

	it("numbers a one-line edit deep in a large script by its place in the whole text", () => {
		const lines: string[] = [];
		for (let k = 1; k <= 30000; k++) lines.push(`\tvalue${k} = compute(${k}, "item${k}")`);
		const before = lines.join("\n") + "\n";
		const after = before.gsub(
			'value20000 = compute%(20000, "item20000"%)',
			'value20000 = compute(20000, "gem")',
		)[0];
		const diff = unifiedDiff(before, after, "Big");
		expect(diff).to.equal(
			[
				"--- Big",
				"+++ Big",
				"@@ -19997,7 +19997,7 @@",
				' \tvalue19997 = compute(19997, "item19997")',
				' \tvalue19998 = compute(19998, "item19998")',
				' \tvalue19999 = compute(19999, "item19999")',
				'-\tvalue20000 = compute(20000, "item20000")',
				'+\tvalue20000 = compute(20000, "gem")',
				' \tvalue20001 = compute(20001, "item20001")',
				' \tvalue20002 = compute(20002, "item20002")',
				' \tvalue20003 = compute(20003, "item20003")',
			].join("\n"),
		);
	});

	// A minified script is one line of hundreds of kilobytes: finding the line end before the
	// change must not try every start position (it hung the real-place battery).
	it("diffs an edit inside one very long line", () => {
		const long = string.rep("a=1;", 75000);
		const before = `-- header\n${long}\nreturn a`;
		const after = `-- header\n${long.sub(1, 150000)}b=2;${long.sub(150001)}\nreturn a`;
		expect(unifiedDiff(before, after, "Min")).to.equal(referenceDiff(before, after, "Min"));
	});
};
