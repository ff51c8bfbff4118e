/**
 * Re-orders the head of a ranking so each next script adds words of the message the ones
 * above it did not match.
 *
 * Why: a request names several things ("the play button should not spawn a snake"); the
 * scripts matching its most common word (every `*-button` component) crowd out the one
 * matching the rest (the server's spawn handler), and a top five of five buttons shows the
 * model one part of the request. A script whose matched words are all covered keeps
 * COVERED_SHARE of its direct score; what it gets from the graph is kept whole (the link is
 * itself the reason it is there).
 */
import { ScriptEntry } from "../Index/ScriptEntry";

/** Candidates re-ordered; the rest of the ranking follows unchanged. */
export const DIVERSIFIED_HEAD = 15;
/** Share of its direct score a script keeps when every word it matches is covered already. */
const COVERED_SHARE = 0.75;

export interface Candidate {
	readonly entry: ScriptEntry;
	/** Score from the script's own words, name and the Selection. */
	readonly direct: number;
	/** Score lent by linked scripts. */
	readonly bonus: number;
	/** The message's words it matches, with their weights. */
	readonly words: ReadonlyMap<string, number>;
}

/** `ranked` (best first) with its head re-ordered by novelty; scores stay non-increasing. */
export function diversify(ranked: ReadonlyArray<Candidate>): { entry: ScriptEntry; score: number }[] {
	const head = ranked.filter((_, i) => i < DIVERSIFIED_HEAD);
	const covered = new Set<string>();
	const out: { entry: ScriptEntry; score: number }[] = [];
	const adjusted = (c: Candidate) => {
		let total = 0;
		let fresh = 0;
		for (const [w, weight] of c.words) {
			total += weight;
			if (!covered.has(w)) fresh += weight;
		}
		const novelty = total > 0 ? fresh / total : 1;
		return c.direct * (COVERED_SHARE + (1 - COVERED_SHARE) * novelty) + c.bonus;
	};
	let last = math.huge;
	while (head.size() > 0) {
		let best = 0;
		let bestScore = -1;
		head.forEach((c, i) => {
			const s = adjusted(c);
			if (s > bestScore) {
				best = i;
				bestScore = s;
			}
		});
		const pick = head.remove(best)!;
		for (const [w] of pick.words) covered.add(w);
		last = math.min(last, math.max(bestScore, 0));
		out.push({ entry: pick.entry, score: last });
	}
	for (let i = DIVERSIFIED_HEAD; i < ranked.size(); i++) {
		const c = ranked[i];
		last = math.min(last, c.direct + c.bonus);
		out.push({ entry: c.entry, score: last });
	}
	return out;
}
