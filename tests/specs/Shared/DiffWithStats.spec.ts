/**
 * diffWithStats (one alignment for a script edit's card) gives exactly what unifiedDiff and
 * diffStats give separately: a seeded property check over generated texts with CRLF lines, no
 * final newline, long lines, repeated lines and edits at the ends, plus equal texts.
 */
import { diffStats, diffWithStats, unifiedDiff } from "Shared/UnifiedDiff";
import { generator } from "../support/SeededPicker";

function line(pick: (n: number) => number): string {
	const kind = pick(6);
	if (kind === 0) return "";
	if (kind === 1) return "end";
	if (kind === 2) return `local v${pick(5)} = ${pick(7)}\r`;
	if (kind === 3) return string.rep("x", 500 + pick(300));
	return `print(${pick(9)})`;
}

function text(pick: (n: number) => number, lines: string[]): string {
	const joined = lines.join("\n");
	return pick(2) === 0 ? joined : `${joined}\n`;
}

export = () => {
	it("matches unifiedDiff and diffStats on generated edits", () => {
		for (let round = 1; round <= 60; round++) {
			const pick = generator(round);
			const a: string[] = [];
			for (let i = 0; i < 1 + pick(40); i++) a.push(line(pick));
			const b = [...a];
			for (let e = 0; e < pick(5); e++) {
				const at = pick(b.size() + 1);
				const op = pick(3);
				if (op === 0) b.insert(at, line(pick));
				else if (op === 1 && at < b.size()) b.remove(at);
				else if (at < b.size()) b[at] = line(pick);
			}
			const before = text(pick, a);
			const after = pick(10) === 0 ? before : text(pick, b);
			const context = pick(4);
			const both = diffWithStats(before, after, "Game.S", context);
			const stats = diffStats(before, after);
			if (both.diff !== unifiedDiff(before, after, "Game.S", context)) error(`round ${round}: diff differs`);
			expect(both.added).to.equal(stats.added);
			expect(both.removed).to.equal(stats.removed);
		}
	});
};
