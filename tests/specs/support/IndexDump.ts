/**
 * Everything the script index knows, as text: every entry's fields (outline, words, defined
 * names, calls, flags) and term sets, and the word counts over all entries.
 *
 * Why: speed work on the index must keep its results exactly; a spec compares this text (or
 * its digest) before and after, between an index kept current by updates and a fresh one,
 * and against digests taken before a rewrite (IndexResultsPinned).
 */
import { ScriptEntry, ScriptIndex } from "Context";

/** A set's members sorted (sets have no order that ranking reads). */
function sorted(set: ReadonlySet<string>): string {
	const out: string[] = [];
	for (const w of set) out.push(w);
	out.sort();
	return out.join(",");
}

/** One entry, field by field, lists in their own order. */
export function dumpEntry(e: ScriptEntry): string {
	const t = e.terms;
	const phrases = t.phrases.map((p) => p.join(" ")).join("|");
	return [
		`path ${e.path}`,
		`name ${e.name} ${e.className} size ${e.size} tokens ${e.tokens}`,
		`flags ${e.barrel === true} ${e.config === true} ${e.prose === true}`,
		`functions ${e.outline.functions.gsub("\n", ",")[0]}`,
		`requires ${e.outline.requires.join(",")}`,
		`remotes ${e.outline.remotes.join(",")}`,
		`tables ${e.outline.tables.join(",")}`,
		`nameTerms ${e.nameTerms.join(",")}`,
		`bodyTerms ${e.bodyTerms.join(",")}`,
		`docTerms ${e.docTerms.join(",")}`,
		`defined ${e.defined.join(",")}`,
		`nested ${e.nested.join(",")}`,
		`imports ${e.imports.join(",")}`,
		`calls ${e.callReceivers.join(",")} / ${e.callMembers.join(",")}`,
		`provides ${e.provides.join(",")}`,
		`terms.own ${sorted(t.own)}`,
		`terms.doc ${sorted(t.doc)}`,
		`terms.path ${sorted(t.path)}`,
		`terms.body ${sorted(t.body)}`,
		`terms.outline ${sorted(t.outline)}`,
		`terms.defined ${sorted(t.defined)}`,
		`terms.matchable ${sorted(t.matchable)}`,
		`terms.phrases ${phrases}`,
	].join("\n");
}

/** Every entry, in path order. */
export function dumpEntries(index: ScriptIndex): string {
	return index
		.all()
		.map((e) => dumpEntry(e))
		.join("\n\n");
}

/** Every word and defined name of every entry with its count, sorted, and the totals. */
export function dumpCounts(index: ScriptIndex): string {
	const words = new Set<string>();
	const defined = new Set<string>();
	for (const e of index.each()) {
		for (const set of [e.terms.path, e.terms.body, e.terms.outline, e.terms.doc]) for (const w of set) words.add(w);
		for (const d of e.terms.defined) defined.add(d);
	}
	const stats = index.termStats();
	const lines: string[] = [];
	for (const w of words) lines.push(`w ${w} ${stats.wordCount(w)}`);
	for (const d of defined) lines.push(`d ${d} ${stats.definedCount(d)}`);
	lines.sort();
	const sizes = stats.sizes();
	lines.push(`sizes ${sizes.words} ${sizes.defined}`);
	return lines.join("\n");
}

/** The counts recomputed from the entries alone: what the kept counts must equal. */
export function recountedCounts(index: ScriptIndex): string {
	const df = new Map<string, number>();
	const ddf = new Map<string, number>();
	for (const e of index.each()) {
		const all = new Set<string>();
		for (const set of [e.terms.path, e.terms.body, e.terms.outline, e.terms.doc]) for (const w of set) all.add(w);
		for (const w of all) df.set(w, (df.get(w) ?? 0) + 1);
		for (const d of e.terms.defined) ddf.set(d, (ddf.get(d) ?? 0) + 1);
	}
	const lines: string[] = [];
	for (const [w, n] of df) lines.push(`w ${w} ${n}`);
	for (const [d, n] of ddf) lines.push(`d ${d} ${n}`);
	lines.sort();
	lines.push(`sizes ${df.size()} ${ddf.size()}`);
	return lines.join("\n");
}
