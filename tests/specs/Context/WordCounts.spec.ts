/**
 * The index's word counts (hash-split so no insert rehashes a huge Luau table; figures in npm
 * run bench:index) answer exactly as one plain map would: a seeded property check of random
 * bumps up and down over words shaped like real ones (identifiers, numbers, dotted outline
 * names), and the split keeps every table small.
 */
import { WordCounts, wordShard } from "Context/Index/WordCounts";
import { generator } from "../support/SeededPicker";

function word(pick: (n: number) => number): string {
	const kind = pick(4);
	if (kind === 0) return tostring(pick(30000));
	if (kind === 1) return `module${pick(3000)}.step${pick(8)}`;
	if (kind === 2) return string.rep("ab", 1 + pick(40));
	return ["player", "coins", "x", "", "_G", "e"][pick(6)];
}

export = () => {
	it("counts as a plain map would under random bumps, removals included", () => {
		for (let round = 1; round <= 20; round++) {
			const pick = generator(round);
			const counts = new WordCounts();
			const oracle = new Map<string, number>();
			for (let op = 0; op < 600; op++) {
				const w = word(pick);
				const delta = pick(3) === 0 ? -1 : 1 + pick(2);
				counts.bump(w, delta);
				const n = (oracle.get(w) ?? 0) + delta;
				if (n > 0) oracle.set(w, n);
				else oracle.delete(w);
			}
			let size = 0;
			oracle.forEach((n, w) => {
				size += 1;
				if (counts.get(w) !== n) error(`round ${round}: ${w} counted ${counts.get(w)}, expected ${n}`);
			});
			expect(counts.size()).to.equal(size);
			for (let k = 0; k < 50; k++) {
				const w = word(pick);
				expect(counts.get(w)).to.equal(oracle.get(w) ?? 0);
			}
		}
	});

	it("spreads 20,000 scripts' worth of generated words so no table passes a few thousand keys", () => {
		const counts = new WordCounts();
		for (let i = 0; i < 20000; i++) {
			counts.bump(tostring(i), 1);
			for (let f = 0; f < 8; f++) counts.bump(`module${i}.step${f}`, 1);
		}
		expect(counts.size()).to.equal(180000);
		// 180,000 / 256 tables is about 700 each; the check leaves room for an uneven hash.
		expect(counts.largestShard() < 2048).to.equal(true);
		expect(wordShard("module1.step1")).to.equal(wordShard("module1.step1"));
	});
};
