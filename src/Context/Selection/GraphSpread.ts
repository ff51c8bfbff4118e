/**
 * The score the best matches lend to the scripts linked to them (ScriptGraph): requires,
 * importers, names imported, member calls and remotes.
 *
 * Why: the script that matters is often the module the matching script requires, so the
 * best matches lend part of their score to their neighbours: in full to a neighbour that
 * matches the message itself, by half to one that does not, and divided among many
 * neighbours (a module everything imports is not made relevant by every request). A link
 * named as the message says is the request's own thread, and it is followed one step further
 * from the scripts the first step raised into the head: a card -> the component it renders ->
 * the selector whose name the message uses. A named link lends by the weight of the rarest
 * word of the message its name holds (ScriptGraph's `strength`): `selectPlayerBalance` names
 * "balance", which few scripts use, more surely than `PrimaryButton` names "button".
 */
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptGraph } from "./ScriptGraph";
import type { Ranked } from "./Ranking";

const GRAPH_SHARE = 0.3;
const GRAPH_SEEDS = 5;
/** A link whose name the message uses (ScriptGraph's `named`): the request's own thread. */
const NAMED_SHARE = 0.45;
/** Neighbours a seed shares its score with undivided; more split it (by the square root). */
const GRAPH_FANOUT = 4;

export function sortedScores(scores: ReadonlyMap<ScriptEntry, number>): Ranked[] {
	const out: Ranked[] = [];
	for (const [entry, score] of scores) out.push({ entry, score });
	out.sort((a, b) => (a.score !== b.score ? a.score > b.score : a.entry.path < b.entry.path));
	return out;
}

/**
 * The bonus each linked script gets from `scores` (the scripts' own scores): the largest
 * share any seed lends it, times `kind` of the linked script (ScriptKinds: a test or a vendored
 * library is no more the point for being linked), applied before the second step so such a
 * script cannot enter the head on its link and lend further. `words` and `rare` are the
 * message's words (see ScriptGraph.linksOf).
 */
export function graphBonus(
	graph: ScriptGraph,
	scores: ReadonlyMap<ScriptEntry, number>,
	words: ReadonlySet<string>,
	rare: ReadonlySet<string>,
	kind: (entry: ScriptEntry) => number,
	weightOf?: (word: string) => number,
): Map<ScriptEntry, number> {
	const bonus = new Map<ScriptEntry, number>();
	for (const seed of sortedScores(scores).filter((_, i) => i < GRAPH_SEEDS)) {
		const links = graph.linksOf(seed.entry, words, rare, weightOf);
		const spread = math.max(1, math.sqrt(links.size() / GRAPH_FANOUT));
		for (const link of links) {
			const own = scores.get(link.entry) ?? 0;
			// A link named as the message says is the one the request is about: not divided, and
			// never less than the same link unnamed (a common word must not weaken it).
			const plain = (seed.score * GRAPH_SHARE * (own > 0 ? 1 : 0.5)) / spread;
			const share =
				(link.named ? math.max(seed.score * NAMED_SHARE * link.strength, plain) : plain) * kind(link.entry);
			bonus.set(link.entry, math.max(bonus.get(link.entry) ?? 0, share));
		}
	}
	// The second step: named links only, from the scripts the first step raised into the head.
	const raised = new Map<ScriptEntry, number>();
	for (const [e, b] of bonus) raised.set(e, (scores.get(e) ?? 0) + b);
	const head = new Map<ScriptEntry, number>();
	for (const [e, v] of scores) head.set(e, raised.get(e) ?? v);
	for (const r of sortedScores(head).filter((_, i) => i < GRAPH_SEEDS)) {
		if (!raised.has(r.entry)) continue;
		for (const link of graph.linksOf(r.entry, words, rare, weightOf)) {
			if (!link.named || link.entry === r.entry) continue;
			const share = r.score * NAMED_SHARE * link.strength * kind(link.entry);
			if (share > (bonus.get(link.entry) ?? 0)) bonus.set(link.entry, share);
		}
	}
	return bonus;
}
