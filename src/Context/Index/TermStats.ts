/**
 * A script's words as ranking matches them (TermSets, made once per entry) and, over the
 * whole index, in how many scripts each word and each defined name occurs (TermStats).
 *
 * Why here and kept up to date per script: ranking used to rebuild every script's sets and
 * the counts from scratch on the first request after any change, a tenth of a second of
 * Studio on a 545-script place, again after every edit. Made when the index reads a script
 * (inside its time slices) and counted in and out as entries come and go, the first request
 * after a build or an edit finds them ready.
 */
import { keywords } from "Shared/Words";
import { eachItemEnd } from "./ScriptOutline";
import type { Outline } from "./ScriptOutline";
import { WordCounts } from "./WordCounts";

export interface TermSets {
	readonly own: ReadonlySet<string>;
	readonly doc: ReadonlySet<string>;
	/** Outline identifiers of two words or more, as their words ("validateHit" -> validate, hit). */
	readonly phrases: ReadonlyArray<ReadonlyArray<string>>;
	readonly path: ReadonlySet<string>;
	readonly body: ReadonlySet<string>;
	/** Outline identifiers and their last segments and words; never a dotted name (see termSetsOf). */
	readonly outline: ReadonlySet<string>;
	readonly defined: ReadonlySet<string>;
	/**
	 * The defined names a message's words are matched with: every one in a script that
	 * defines more than its outline shows, else the nested ones its outline leaves out (a
	 * command table's `\tTimeBan = {`); a name the outline lists already counts as outline.
	 */
	readonly matchable: ReadonlySet<string>;
}

/** Items an outline list keeps (ScriptOutline's cap): a script defining more has names no outline shows. */
const OUTLINE_ITEMS = 40;

/** What TermSets are made of: an entry's text-derived parts. */
export interface TermSource {
	readonly name: string;
	readonly nameTerms: ReadonlyArray<string>;
	readonly bodyTerms: ReadonlyArray<string>;
	readonly docTerms: ReadonlyArray<string>;
	readonly defined: ReadonlyArray<string>;
	readonly nested: ReadonlyArray<string>;
	readonly outline: Outline;
}

export function termSetsOf(source: TermSource): TermSets {
	const outline = new Set<string>();
	const phrases: string[][] = [];
	const listed = new Set<string>();
	// Only identifier-shaped items are kept whole: ranking looks outline words up by message
	// words and identifiers, never dotted (`Shop.buy` is found by `buy`). Kept, the qualified
	// names were nearly one string per function no other script shares, most of a
	// 20,000-script index's strings, and Luau doubles its string table in one step.
	const visit = (last: string | undefined, whole: boolean, item: string | undefined) => {
		if (whole) outline.add(last ?? item!);
		if (last !== undefined) {
			outline.add(last);
			listed.add(last.lower());
		}
		const itemWords = keywords(last ?? item!);
		for (const w of itemWords) outline.add(w);
		if (itemWords.size() >= 2) phrases.push(itemWords);
	};
	const o = source.outline;
	// Function names by position (eachItemEnd): the qualified names are never made.
	eachItemEnd(o.functions, visit);
	for (const list of [o.remotes, o.tables, o.requires])
		for (const item of list) {
			const [last] = item.match("[%w_]+$");
			visit(last as string | undefined, item.find("[^%w_]")[0] === undefined, item);
		}
	const defined = new Set(source.defined);
	let matchable: ReadonlySet<string> = defined;
	if (defined.size() <= OUTLINE_ITEMS) {
		const unlisted = new Set<string>();
		for (const name of source.nested) if (!listed.has(name)) unlisted.add(name);
		matchable = unlisted;
	}
	return {
		own: new Set(keywords(source.name)),
		doc: new Set(source.docTerms),
		phrases,
		path: new Set(source.nameTerms),
		body: new Set(source.bodyTerms),
		outline,
		defined,
		matchable,
	};
}

/** The same sets under a new name and path (a rename or move keeps the text-derived ones). */
export function renamedTerms(terms: TermSets, name: string, nameTerms: ReadonlyArray<string>): TermSets {
	return { ...terms, own: new Set(keywords(name)), path: new Set(nameTerms) };
}

/** A name lower-case without separators ("Main-Module" -> mainmodule): what `compactNameIs` compares with. */
export function compactName(name: string): string {
	return name.lower().gsub("[^%w]", "")[0];
}

/**
 * Whether `compactName(name)` is `compound` (two words of a message run together), read
 * byte by byte.
 *
 * Why not a string kept per entry: the compact name is nearly always a string no other
 * script has ("module5"), one per script that Luau interns; on a 20,000-script place those
 * were a sixth of the strings the index added, and Luau rehashes its whole string table in
 * one step each time the count doubles (bench:index). Ranking compares it with a message's
 * few compounds, so comparing bytes there costs less than keeping it.
 */
export function compactNameIs(name: string, compound: string): boolean {
	const n = compound.size();
	let k = 0;
	for (let i = 1; i <= name.size(); i++) {
		let b = string.byte(name, i)[0];
		if (b >= 65 && b <= 90) b += 32;
		else if (!((b >= 97 && b <= 122) || (b >= 48 && b <= 57))) continue;
		k += 1;
		if (k > n || b !== string.byte(compound, k)[0]) return false;
	}
	return k === n;
}

export class TermStats {
	/** In how many scripts each word occurs (path, body, outline or header comment); hash-split (WordCounts). */
	private readonly df = new WordCounts();
	/** In how many scripts each defined name occurs. */
	private readonly definedDf = new WordCounts();

	wordCount(word: string): number {
		return this.df.get(word);
	}

	definedCount(name: string): number {
		return this.definedDf.get(name);
	}

	/** Distinct words and defined names counted, and the largest hash table holding them (bench:index prints these). */
	sizes(): { words: number; defined: number; largestTable: number } {
		return {
			words: this.df.size(),
			defined: this.definedDf.size(),
			largestTable: math.max(this.df.largestShard(), this.definedDf.largestShard()),
		};
	}

	add(terms: TermSets): void {
		eachCounted(terms, (w) => this.df.bump(w, 1));
		for (const name of terms.defined) this.definedDf.bump(name, 1);
	}

	remove(terms: TermSets): void {
		eachCounted(terms, (w) => this.df.bump(w, -1));
		for (const name of terms.defined) this.definedDf.bump(name, -1);
	}

	/**
	 * Counts `current` in place of `previous` (a script re-read or renamed): the same counts as
	 * `remove(previous)` then `add(current)`, but only the words in one and not the other change.
	 *
	 * Why: an edit changes a few of a script's words; taking all of them out and putting them
	 * back hashed and bumped every word twice, most of an incremental update's counting.
	 */
	replace(previous: TermSets, current: TermSets): void {
		eachCounted(previous, (w) => {
			if (!counted(current, w)) this.df.bump(w, -1);
		});
		eachCounted(current, (w) => {
			if (!counted(previous, w)) this.df.bump(w, 1);
		});
		for (const name of previous.defined) if (!current.defined.has(name)) this.definedDf.bump(name, -1);
		for (const name of current.defined) if (!previous.defined.has(name)) this.definedDf.bump(name, 1);
	}
}

/** Whether `w` is one of the words counted for `terms` (path, body, outline or header comment). */
function counted(terms: TermSets, w: string): boolean {
	return terms.path.has(w) || terms.body.has(w) || terms.outline.has(w) || terms.doc.has(w);
}

/** Calls `visit` once with each word counted for `terms`, making no set of them. */
function eachCounted(terms: TermSets, visit: (w: string) => void) {
	const { path, body, outline, doc } = terms;
	for (const w of path) visit(w);
	for (const w of body) if (!path.has(w)) visit(w);
	for (const w of outline) if (!path.has(w) && !body.has(w)) visit(w);
	for (const w of doc) if (!path.has(w) && !body.has(w) && !outline.has(w)) visit(w);
}
