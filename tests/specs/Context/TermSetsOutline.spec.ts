/**
 * A script's outline set keeps no dotted names (`Shop.buy`): they were most of the strings a
 * large index made (Luau doubles its string table in one step). Ranking looks the set up only
 * by message words (keywords) and typed identifiers (MessageTerms.identifiersIn), so a seeded
 * property check asks both kinds of lookup of sets made from generated outlines, against the
 * set with every item kept, and the answers must be the same.
 */
import { termSetsOf } from "Context/Index/TermStats";
import type { TermSource } from "Context/Index/TermStats";
import { keywords } from "Shared/Words";
import { generator } from "../support/SeededPicker";

const PARTS = ["Shop", "buy", "PlayerData", "get_coins", "init", "Remote", "x", "onHit", "HTTP", "v2", "_private"];

function item(pick: (n: number) => number): string {
	const segments: string[] = [];
	for (let k = 0; k <= pick(3); k++) segments.push(PARTS[pick(PARTS.size())]);
	return segments.join([".", ":", "."][pick(3)]);
}

function source(pick: (n: number) => number): TermSource {
	const functions: string[] = [];
	for (let k = 0; k < pick(12); k++) functions.push(item(pick));
	return {
		name: "Module",
		nameTerms: [],
		bodyTerms: [],
		docTerms: [],
		defined: [],
		nested: [],
		outline: { functions: functions.join("\n"), requires: [item(pick)], remotes: [item(pick)], tables: [] },
	};
}

/** The set as made before: every item, its last segment and its words. */
function everyItem(src: TermSource): Set<string> {
	const out = new Set<string>();
	const o = src.outline;
	const lists = [o.functions === "" ? [] : o.functions.split("\n"), o.remotes, o.tables, o.requires];
	for (const list of lists)
		for (const it of list) {
			out.add(it);
			const [last] = it.match("[%w_]+$");
			if (last !== undefined) out.add(last as string);
			for (const w of keywords(last !== undefined ? (last as string) : it)) out.add(w);
		}
	return out;
}

export = () => {
	it("answers every word and identifier lookup as the set with dotted names did", () => {
		for (let round = 1; round <= 80; round++) {
			const pick = generator(round);
			const src = source(pick);
			const made = termSetsOf(src).outline;
			const old = everyItem(src);
			const probes = new Set<string>();
			for (const x of old) {
				for (const [id] of x.gmatch("[%a_][%w_]*")) probes.add(id as string);
				for (const w of keywords(x)) probes.add(w);
			}
			for (const p of PARTS) probes.add(p);
			for (const p of probes)
				if (made.has(p) !== old.has(p)) error(`round ${round}: lookup of ${p} answered ${made.has(p)}`);
			for (const x of made) expect(x.find("[^%w_]")[0]).to.equal(undefined);
		}
	});
};
