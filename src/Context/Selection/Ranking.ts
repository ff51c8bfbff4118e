/**
 * Scores every indexed script against a user message: name and path words, identifiers
 * named in the message, words used in the script, the current Selection, recency, and then
 * the require graph around the best matches (GraphSpread). A request to change a value
 * (ValueRequest) lifts the settings and constants modules it matches (Index/ConfigShape); a
 * script of prose (Index/StringShare) counts its words for less; a script using more of the
 * request's words gains a little over one using fewer (COORD); a word naming a whole family of
 * scripts counts for less by name, and so does an item of a catalogue of data modules (ScriptNames). A long message (a pasted script) is scored by its
 * rarest terms of each kind (TermBudget).
 *
 * Why these signals: users name systems ("the shop"), paste identifiers
 * ("PurchaseRequest"), select the thing they mean, and continue where they left off; the
 * script that matters is often the module the matching script requires, so the best
 * matches lend part of their score to their require neighbours. Word weights use inverse
 * document frequency, so a word every script contains ("player") counts for little.
 */
import { keywords } from "Shared/Words";
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptIndex } from "../Index/ScriptIndex";
import { compactNameIs } from "../Index/TermStats";
import { Freshness } from "./Freshness";
import { DIVERSIFIED_HEAD, diversify } from "./Diversify";
import { ScriptGraph } from "./ScriptGraph";
import { expand } from "./Vocabulary";
import { graphBonus, sortedScores } from "./GraphSpread";
import { kindFactor } from "./ScriptKinds";
import { asksForValue } from "./ValueRequest";
import { ScriptMentions } from "./ScriptMentions";
import { quotedLines, scriptsQuoting } from "./QuotedCode";
import { STOP_NAMES, compoundsIn, identifiersIn } from "./MessageTerms";
import { rarestTerms, readableText } from "./TermBudget";
import { catalogueFactors, familyFactors, scriptNames } from "./ScriptNames";

export interface RankInput {
	readonly message: string;
	/** Extra words from the task analysis (e.g. capabilities). */
	readonly extraKeywords?: ReadonlyArray<string>;
	readonly selection?: ReadonlyArray<Instance>;
}

export interface Ranked {
	readonly entry: ScriptEntry;
	readonly score: number;
}

const W_OWN_NAME = 6;
const W_PATH = 2;
const W_BODY = 1;
const W_DOC = 2;
/** The word weight (idf) from which a body match counts more than linearly. */
const RARE_SCALE = 2.5;
/** An identifier in the outline whose every word is in the message ("validate the hit" ~ validateHit). */
const W_PHRASE = 4;
const W_IDENT_NAME = 40;
const W_DEFINED = 3;
/** Two adjacent words of the message written as one defined name ("timed bans" ~ TimeBan). */
const W_COMPOUND = 6;
/** Two adjacent words of the message are the script's name run together ("the main module" ~ MainModule). */
const W_COMPOUND_NAME = 20;
const W_IDENT_OUTLINE = 12;
const W_SELECTED = 60;
/** A script the message names by its full name (a pasted error's `Script:57:`): as good as selected. */
const W_MENTIONED = 60;
/** A script holding the code the message quotes (all of it; a share for part of it). */
const W_QUOTED = 60;
const W_RECENT = 8;
/** Share of the scripts a word may occur in and still name a member call (ScriptGraph.linksOf's `rare`). */
const RARE_SHARE = 0.05;
const EXPANDED_WEIGHT = 0.5;
/** A settings or constants module, for a request to change a value (ValueRequest). */
const CONFIG_FACTOR = 2;
/**
 * How much the share of the request's words a script uses scales its word score: by
 * ((used + 1) / (words + 1)) ^ COORD. Mild: it settles close calls for the script using more
 * of the request. The script's name met by the message as a whole (a typed identifier, two
 * words run together) and the Selection are not scaled (QueryCoverage spec).
 */
const COORD = 0.25;
/** The share of its word matches a script of prose keeps (Index/StringShare). */
const PROSE_FACTOR = 0.3;
const NO_WORDS: ReadonlyMap<string, number> = new Map();
/** A file that only re-exports others (OutlineScan.isBarrel): its files are what to read. */
const BARREL_FACTOR = 0.3;

export class Ranking {
	private cacheVersion = -1;
	/** Folders that are catalogues of data modules (ScriptNames), found again when the index changed. */
	private catalogues: ReadonlyMap<Instance, number> = new Map();
	private readonly graph: ScriptGraph;
	private readonly mentions: ScriptMentions;

	constructor(
		private readonly index: ScriptIndex,
		private readonly freshness: Freshness,
	) {
		this.graph = new ScriptGraph(index);
		this.mentions = new ScriptMentions(index);
	}

	rank(input: RankInput): Ranked[] {
		this.refresh();
		const stats = this.index.termStats();
		const n = math.max(1, this.index.size());
		const message = readableText(input.message);
		// The task's keywords (TaskAnalysis: the same request, uncut) share the budget: added after
		// it, they brought back every word of a pasted script (the app always passes them).
		const words = rarestTerms([...keywords(message), ...(input.extraKeywords ?? [])], (w) => stats.wordCount(w));
		const plainCount = words.size();
		const expanded = expand(words);
		const factor = new Map<string, number>();
		for (const w of expanded) {
			factor.set(w, EXPANDED_WEIGHT);
			words.push(w);
		}
		const weightOf = (w: string) => (math.log((n + 1) / (stats.wordCount(w) + 1)) + 0.1) * (factor.get(w) ?? 1);
		// Each word's weight once per message, not once per script it is looked up in.
		const weights = new Map<string, number>();
		for (const w of words) weights.set(w, weightOf(w));
		const idf = (w: string) => weights.get(w) ?? weightOf(w);
		const asksTests = words.includes("test") || words.includes("spec");
		let names: ReadonlySet<string> | undefined;
		// A typed identifier that is a script's name is the one to keep (W_IDENT_NAME).
		const idents = rarestTerms(identifiersIn(message), (id) => {
			if (names === undefined) names = scriptNames(this.index);
			return names.has(id) ? 1 : 0;
		});
		const wordSet = new Set(words);
		// The message's words as typed (lower-case, unstemmed), to meet defined names.
		const typedAll: string[] = [];
		for (const [t] of message.lower().gmatch("[%w_]+")) if ((t as string).size() >= 3) typedAll.push(t as string);
		const typed = rarestTerms(typedAll, (t) => stats.definedCount(t));
		const compounds = rarestTerms(compoundsIn(message), (c) => stats.definedCount(c));
		const definedIdf = (name: string) => math.log((n + 1) / (stats.definedCount(name) + 1)) + 0.1;
		const selected = new Set(input.selection ?? []);
		const valueAsked = asksForValue(message);
		const mentioned = this.mentions.mentioned(message);

		const family = familyFactors(this.index, words);
		const scores = new Map<ScriptEntry, number>();
		for (const entry of this.index.each()) {
			const sets = entry.terms;
			// Word matches (scaled for prose and by the share of the request used), then the
			// script's name met by the message as a whole, then the Selection.
			let s = 0;
			let matched = 0;
			let named = 0;
			let byName = 0;
			for (const w of words) {
				const weight = idf(w);
				if (
					!factor.has(w) &&
					(sets.own.has(w) || sets.path.has(w) || sets.doc.has(w) || sets.body.has(w) || sets.outline.has(w))
				)
					matched += 1;
				if (sets.own.has(w)) named += W_OWN_NAME * weight * (family.get(w) ?? 1);
				else if (sets.path.has(w)) named += W_PATH * weight;
				// A rare word the script uses says more than a common one it is named after:
				// body matches grow with the square of the word's weight.
				if (sets.doc.has(w)) s += W_DOC * weight;
				else if (sets.body.has(w) || sets.outline.has(w))
					s += W_BODY * weight * math.max(1, weight / RARE_SCALE);
			}
			for (const phrase of sets.phrases) {
				if (phrase.every((w) => wordSet.has(w))) {
					let sum = 0;
					for (const w of phrase) sum += idf(w);
					s += W_PHRASE * sum;
				}
			}
			// A script defines a function or table named as the message says ("the hint
			// command" and `Hint = {`) that its outline does not show: it is where that thing
			// lives. A large script's outline has no room for most; a small one leaves out
			// nested definitions (a command table's `TimeBan = {`). TermSets.matchable.
			for (const t of typed) if (sets.matchable.has(t) && !STOP_NAMES.has(t)) s += W_DEFINED * definedIdf(t);
			for (const c of compounds) {
				if (sets.matchable.has(c)) s += W_COMPOUND * definedIdf(c);
				if (compactNameIs(entry.name, c)) byName += W_COMPOUND_NAME;
			}
			for (const id of idents) {
				if (entry.name === id) byName += W_IDENT_NAME;
				else if (sets.outline.has(id)) s += W_IDENT_OUTLINE;
			}
			const parent = entry.target.Parent;
			if (parent !== undefined) named *= this.catalogues.get(parent) ?? 1;
			// A script of prose uses every request's words; its name still counts in full (StringShare).
			if (entry.prose) s *= PROSE_FACTOR;
			s = (s + named) * math.pow((matched + 1) / (plainCount + 1), COORD) + byName;
			// The script and its ancestors looked up in the Selection, not the Selection walked per
			// script: a Ctrl+A of 20,000 parts made that millions of IsDescendantOf calls.
			if (selected.size() > 0)
				for (let at: Instance | undefined = entry.target; at !== undefined; at = at.Parent)
					if (selected.has(at)) s += W_SELECTED;
			if (mentioned.has(entry.target)) s += W_MENTIONED;
			if (valueAsked && entry.config) s *= CONFIG_FACTOR;
			s *= kindFactor(entry, asksTests);
			if (entry.barrel) s *= BARREL_FACTOR;
			s += W_RECENT * this.freshness.recency(entry.path);
			if (s > 0) scores.set(entry, s);
		}

		// Code the message quotes: its source among the best-scored scripts (QuotedCode).
		const quoted = quotedLines(message);
		if (quoted.size() > 0)
			for (const [e, share] of scriptsQuoting(this.index, scores, quoted))
				scores.set(e, (scores.get(e) ?? 0) + W_QUOTED * share);

		const rare = new Set<string>();
		for (const w of wordSet) if (stats.wordCount(w) <= math.max(3, n * RARE_SHARE)) rare.add(w);
		// A test or a vendored library is no more the point for being linked: the mock of a
		// remote links to every script using it.
		// A named link counts by its word's weight against the rarest a word can be here.
		const rarest = math.log((n + 1) / 2) + 0.1;
		const bonus = graphBonus(
			this.graph,
			scores,
			wordSet,
			rare,
			(e) => kindFactor(e, asksTests),
			(w) => idf(w) / rarest,
		);
		for (const [e, b] of bonus) scores.set(e, (scores.get(e) ?? 0) + b);
		return diversify(
			sortedScores(scores).map((r, i) => ({
				entry: r.entry,
				direct: r.score - (bonus.get(r.entry) ?? 0),
				bonus: bonus.get(r.entry) ?? 0,
				// Only the head is re-ordered; the rest need no words.
				words: i < DIVERSIFIED_HEAD ? this.matchedWords(r.entry, words, idf) : NO_WORDS,
			})),
		);
	}

	/** The message's words a script matches by name, path, comment, body or outline, with their weights. */
	private matchedWords(entry: ScriptEntry, words: ReadonlyArray<string>, idf: (w: string) => number) {
		const out = new Map<string, number>();
		const sets = entry.terms;
		for (const w of words)
			if (sets.own.has(w) || sets.path.has(w) || sets.doc.has(w) || sets.body.has(w) || sets.outline.has(w))
				out.set(w, idf(w));
		return out;
	}

	/** The links between scripts, rebuilt when the index changed (words and counts are kept by the index). */
	private refresh() {
		if (this.cacheVersion === this.index.version()) return;
		this.cacheVersion = this.index.version();
		this.graph.rebuild();
		this.catalogues = catalogueFactors(this.index);
	}
}
