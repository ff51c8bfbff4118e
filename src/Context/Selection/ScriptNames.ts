/**
 * What ranking reads off every script's name at once: how many scripts a word of the message
 * names, the folders that are catalogues of data modules, and the set of names a typed
 * identifier may be.
 *
 * Why per message, over the whole index: a word naming a family of scripts (`candy-slice`,
 * `candy-tick`, `candy-selectors`, ...) says which family, not which member, and a dozen such
 * names crowded out the script using the request's other words; that count depends on the
 * message's words, so it is made when a message is ranked. Likewise a catalogue (a hat, a
 * product, an item per module): "the pirate hat" named `Pirate`, `DreadPirate` and every other
 * item holding the word, and the items crowded out the code that gives hats.
 */
import { ScriptIndex } from "../Index/ScriptIndex";

/**
 * Scripts a word may name (own name) and still count in full by name; a word naming more
 * counts by the square root of FAMILY over their number.
 */
const FAMILY = 8;

/** For each of `words` naming more than FAMILY scripts, the share its name match keeps. */
export function familyFactors(index: ScriptIndex, words: ReadonlyArray<string>): Map<string, number> {
	const counts = new Map<string, number>();
	for (const entry of index.each())
		for (const w of words) if (entry.terms.own.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
	const out = new Map<string, number>();
	for (const [w, c] of counts) if (c > FAMILY) out.set(w, math.sqrt(FAMILY / c));
	return out;
}

/** Every script's name, for a long message's identifiers (TermBudget). */
export function scriptNames(index: ScriptIndex): Set<string> {
	const out = new Set<string>();
	for (const entry of index.each()) out.add(entry.name);
	return out;
}

/**
 * For each folder that is a catalogue (more than FAMILY scripts, three quarters of them or more
 * data: a hat, a product, an item per module), the share a child's name match keeps. It depends
 * on the index only, so Ranking keeps it until the index changes.
 */
export function catalogueFactors(index: ScriptIndex): Map<Instance, number> {
	const counts = new Map<Instance, [number, number]>();
	for (const entry of index.each()) {
		const parent = entry.target.Parent;
		if (parent === undefined) continue;
		const c = counts.get(parent) ?? [0, 0];
		c[0] += 1;
		if (entry.config) c[1] += 1;
		counts.set(parent, c);
	}
	const out = new Map<Instance, number>();
	for (const [p, [all, data]] of counts) if (all > FAMILY && data >= all * 0.75) out.set(p, math.sqrt(FAMILY / all));
	return out;
}
