/**
 * termSetsOf reads a script's function names from the joined outline list by position
 * (ScriptOutline.eachItemEnd) instead of splitting it into items, which made one string per
 * qualified name (`Module5.step0`) that Luau interns: a seeded property check that the sets
 * are exactly those the split items gave, on lists with dotted and colon names, names
 * ending in a separator, empty items and non-ASCII bytes.
 */
import { termSetsOf } from "Context/Index/TermStats";
import type { TermSource } from "Context/Index/TermStats";
import { outlineItems } from "Context/Index/ScriptOutline";
import { keywords } from "Shared/Words";
import { generator } from "../support/SeededPicker";

const PARTS = ["Shop", "buy", "PlayerData", "get_coins", "é", "x", "onHit", "HTTP", "v2", "_p", ".", ":", ""];

function item(pick: (n: number) => number): string {
	let out = "";
	for (let k = 0; k <= pick(4); k++) out += PARTS[pick(PARTS.size())];
	return out;
}

/** The sets' outline parts as the split items made them. */
function byItems(src: TermSource): { outline: Set<string>; phrases: string[][]; listed: Set<string> } {
	const outline = new Set<string>();
	const phrases: string[][] = [];
	const listed = new Set<string>();
	const o = src.outline;
	for (const list of [outlineItems(o.functions), o.remotes, o.tables, o.requires])
		for (const it of list) {
			if (it.find("[^%w_]")[0] === undefined) outline.add(it);
			const [last] = it.match("[%w_]+$");
			if (last !== undefined) {
				outline.add(last as string);
				listed.add((last as string).lower());
			}
			const words = keywords(last !== undefined ? (last as string) : it);
			for (const w of words) outline.add(w);
			if (words.size() >= 2) phrases.push(words);
		}
	return { outline, phrases, listed };
}

function sorted(set: ReadonlySet<string>): string {
	const out = [...set];
	out.sort();
	return out.join("|");
}

export = () => {
	it("gives the sets the split items gave", () => {
		const pick = generator(23);
		for (let round = 0; round < 400; round++) {
			const functions: string[] = [];
			for (let k = 0; k < pick(10); k++) functions.push(item(pick));
			const nested: string[] = [];
			for (let k = 0; k < pick(6); k++) nested.push(item(pick).lower());
			const src: TermSource = {
				name: "Module",
				nameTerms: [],
				bodyTerms: [],
				docTerms: [],
				defined: [],
				nested,
				outline: { functions: functions.join("\n"), requires: [item(pick)], remotes: [item(pick)], tables: [] },
			};
			const terms = termSetsOf(src);
			const expected = byItems(src);
			expect(sorted(terms.outline)).to.equal(sorted(expected.outline));
			expect(terms.phrases.map((p) => p.join(" ")).join("|")).to.equal(
				expected.phrases.map((p) => p.join(" ")).join("|"),
			);
			const unlisted = new Set<string>();
			for (const name of nested) if (!expected.listed.has(name)) unlisted.add(name);
			expect(sorted(terms.matchable)).to.equal(sorted(unlisted));
		}
	});
};
