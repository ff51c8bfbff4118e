/**
 * A seeded property check of applyHunks, which a part-approved script edit writes: on generated
 * texts with CRLF lines, no final newline, empty lines and large common prefixes, every hunk
 * gives the new text, none gives the old, and each single hunk changes exactly the lines that
 * hunk shows in unifiedDiff (the oracle is the printed diff, read back independently).
 *
 * Why seeded: a failure names its round, and the same round fails again.
 */
import { applyHunks, hunkCount, unifiedDiff } from "Shared/UnifiedDiff";
import { generator } from "../support/SeededPicker";

function split(text: string): string[] {
	const lines: string[] = [];
	let start = 1;
	for (;;) {
		const [found] = text.find("\n", start, true);
		if (found === undefined) {
			lines.push(text.sub(start));
			return lines;
		}
		lines.push(text.sub(start, found - 1));
		start = found + 1;
	}
}

function line(pick: (n: number) => number): string {
	const kind = pick(8);
	if (kind === 0) return "";
	if (kind === 1) return "end";
	if (kind === 2) return "\r";
	if (kind === 3) return `local v${pick(6)} = ${pick(9)}\r`;
	// Longer than the 512-byte windows the diff reads lines back from.
	if (kind === 4) return string.rep("x", 600 + pick(400));
	if (kind === 5) return "@@ -1,1 +1,1 @@";
	return `local v${pick(6)} = ${pick(9)}`;
}

interface ShownHunk {
	readonly oldStart: number;
	readonly oldCount: number;
	readonly newSide: string[];
}

/** The hunks as unifiedDiff prints them: where each starts in the old text and its new-side lines. */
function printedHunks(diff: string): ShownHunk[] {
	const hunks: ShownHunk[] = [];
	const rows = split(diff);
	for (let r = 2; r < rows.size(); r++) {
		const [a, b] = string.match(rows[r], "^@@ %-(%d+),(%d+) %+%d+,%d+ @@$");
		if (a !== undefined && b !== undefined) {
			hunks.push({ oldStart: tonumber(a)!, oldCount: tonumber(b)!, newSide: [] });
			continue;
		}
		const sign = rows[r].sub(1, 1);
		if (sign !== "-") hunks[hunks.size() - 1].newSide.push(rows[r].sub(2));
	}
	return hunks;
}

/** `before` with only `hunk`'s lines replaced by its new side. */
function withOnly(before: string, hunk: ShownHunk): string {
	const lines = split(before);
	// An insertion (no old lines) is numbered by the line it follows.
	const from = hunk.oldCount === 0 ? hunk.oldStart : hunk.oldStart - 1;
	const out: string[] = [];
	for (let k = 0; k < from; k++) out.push(lines[k]);
	for (const text of hunk.newSide) out.push(text);
	for (let k = from + hunk.oldCount; k < lines.size(); k++) out.push(lines[k]);
	return out.join("\n");
}

function generated(pick: (n: number) => number): [string, string] {
	const lines: string[] = [];
	// Sometimes a large shared prefix (the byte-trimmed path), sometimes a short text.
	const shared = pick(3) === 0 ? 300 + pick(300) : 0;
	for (let k = 0; k < shared; k++) lines.push(`\tvalue${k} = ${k}${k % 7 === 0 ? "\r" : ""}`);
	const count = pick(16);
	for (let k = 0; k < count; k++) lines.push(line(pick));
	const before = lines.join("\n") + (pick(2) === 0 ? "\n" : pick(2) === 0 ? "\r\n" : "");
	const changed = split(before);
	const edits = 1 + pick(5);
	for (let e = 0; e < edits; e++) {
		const at = pick(changed.size() + 1);
		const op = pick(5);
		if (op === 0) changed.insert(at, line(pick));
		else if (op === 1 && at < changed.size()) changed.remove(at);
		else if (op === 2 && at < changed.size()) changed[at] = changed[at] + "\r";
		else if (op === 3) changed.push("");
		else if (at < changed.size()) changed[at] = line(pick);
	}
	return [before, changed.join("\n")];
}

export = () => {
	it("gives the new text for every hunk, the old for none, and each single hunk's lines alone, for 250 seeded edits", () => {
		const pick = generator(20261125);
		for (let round = 0; round < 250; round++) {
			const [before, after] = generated(pick);
			if (before === after) continue;
			const count = hunkCount(before, after);
			const shown = printedHunks(unifiedDiff(before, after, "x"));
			const where = `round ${round}: before ${before.size()} bytes, after ${after.size()} bytes`;
			if (shown.size() !== count) error(`${where}: hunkCount ${count}, the diff shows ${shown.size()}`);
			const all: number[] = [];
			for (let k = 1; k <= count; k++) all.push(k);
			if (applyHunks(before, after, all) !== after) error(`${where}: every hunk does not give the new text`);
			if (applyHunks(before, after, []) !== before) error(`${where}: no hunk does not give the old text`);
			shown.forEach((hunk, i) => {
				const got = applyHunks(before, after, [i + 1]);
				if (got !== withOnly(before, hunk)) error(`${where}: hunk ${i + 1} alone changes other lines`);
			});
		}
	});

	it("ignores hunk numbers that name no hunk (out of range, zero, negative, fractional, repeated)", () => {
		const before = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n";
		const after = "A\nb\nc\nd\ne\nf\ng\nh\ni\nJ\n";
		expect(hunkCount(before, after)).to.equal(2);
		expect(applyHunks(before, after, [0, -1, 3, 1.5, 0 / 0, math.huge])).to.equal(before);
		expect(applyHunks(before, after, [2, 2, 2])).to.equal("a\nb\nc\nd\ne\nf\ng\nh\ni\nJ\n");
	});
};
