/**
 * Ranking's compound-name match compares a script's name with a message's compound byte by
 * byte (TermStats.compactNameIs) instead of keeping a lower-case copy per entry, which was a
 * string per script Luau interns: a seeded property check that it answers exactly as the
 * string comparison did, on names with separators, digits, upper case and non-ASCII bytes.
 */
import { compactName, compactNameIs, termSetsOf } from "Context/Index/TermStats";
import { generator } from "../support/SeededPicker";

const PIECES = ["Main", "-", "module", "_", " ", "Shop", "5", "ban", "Time", ".", "é", "X", "x9", ""];

function nameOf(pick: (n: number) => number): string {
	let out = "";
	for (let i = 0; i < 1 + pick(5); i++) out += PIECES[pick(PIECES.size())];
	return out;
}

export = () => {
	it("matches a compound exactly when the compact name equals it", () => {
		const pick = generator(15);
		let hits = 0;
		for (let round = 0; round < 3000; round++) {
			const name = nameOf(pick);
			// Half the time the compound is the name's own compact form (a hit), else another name's.
			const compound = pick(2) === 0 ? compactName(name) : compactName(nameOf(pick));
			const expected = compactName(name) === compound;
			if (expected) hits += 1;
			expect(compactNameIs(name, compound)).to.equal(expected);
		}
		expect(hits > 1000).to.equal(true);
	});

	it("keeps no compact name per entry (the string Luau would intern per script)", () => {
		const terms = termSetsOf({
			name: "Main-Module5",
			nameTerms: [],
			bodyTerms: [],
			docTerms: [],
			defined: [],
			nested: [],
			outline: { functions: "", requires: [], remotes: [], tables: [] },
		});
		expect((terms as unknown as { compactName?: string }).compactName).to.equal(undefined);
		expect(compactNameIs("Main-Module5", "mainmodule5")).to.equal(true);
		expect(compactNameIs("Main-Module5", "mainmodule")).to.equal(false);
		expect(compactNameIs("", "")).to.equal(true);
	});
};
