/**
 * How many of a message's terms of one kind (words, names as typed, word pairs, identifiers)
 * ranking scores every script with: at most MAX_TERMS, the most telling ones.
 *
 * Why: ranking looks each term up in every script's sets, so its work grows with the
 * message. A pasted 50 KB script has some 500 words, 700 names, 2,300 word pairs and 800
 * identifiers; on a 550-script place that was two seconds of Studio frozen for one message
 * (realplace battery). A request has a few dozen terms at most and keeps them all; in a long
 * paste the rarest terms are the ones that say which script it is (the names it defines),
 * while the common ones add little to any script's score.
 */

/** Characters of a message ranking reads: its start, and its end for what a pasted log ends with. */
const HEAD_READ = 12000;
const TAIL_READ = 4000;

/**
 * The part of a message ranking reads: all of it up to 16,000 characters, else its first
 * 12,000 and last 4,000, cut at line ends. A pasted log or script past that says which script
 * it is in its first lines (the names it defines) or its last (the error at the end).
 */
export function readableText(message: string): string {
	if (message.size() <= HEAD_READ + TAIL_READ) return message;
	const head = message.sub(1, HEAD_READ);
	const tail = message.sub(-TAIL_READ);
	const [, headEnd] = head.find("^.*\n");
	const [, tailStart] = tail.find("^[^\n]*\n");
	return `${headEnd !== undefined ? head.sub(1, headEnd) : head}\n${tailStart !== undefined ? tail.sub(tailStart + 1) : tail}`;
}

/** Terms of one kind a message keeps; a request of ordinary length has fewer. */
export const MAX_TERMS = 48;

/**
 * `terms` unchanged when there are at most MAX_TERMS; else the MAX_TERMS with the least
 * `count` (the number of scripts using or defining the term: the rarest, a term no script has
 * last), in the message's order. Duplicates count once.
 */
export function rarestTerms(terms: ReadonlyArray<string>, count: (term: string) => number): string[] {
	const unique: string[] = [];
	const seen = new Set<string>();
	for (const t of terms) {
		if (seen.has(t)) continue;
		seen.add(t);
		unique.push(t);
	}
	if (unique.size() <= MAX_TERMS) return unique;
	const keyed = unique.map((term, at) => {
		const c = count(term);
		return { term, at, key: c > 0 ? c : math.huge };
	});
	keyed.sort((a, b) => (a.key !== b.key ? a.key < b.key : a.at < b.at));
	const kept = keyed.filter((_, i) => i < MAX_TERMS);
	kept.sort((a, b) => a.at < b.at);
	return kept.map((k) => k.term);
}
