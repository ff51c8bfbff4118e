/**
 * Counts keyed by word, split over a fixed number of small tables picked by a hash of the word.
 *
 * Why: the index counts in how many scripts each word occurs (TermStats), and a real or
 * generated place has about ten distinct words per script (identifiers, outline names, numbers):
 * on a 20,000-script place one table passed 65,536 keys while the index was built, and Luau
 * rehashed all of it in one step (16.8 and 28.2 ms slices in bench:index). ShardedMap bounds
 * its shards by filling them in turn, so a lookup asks every shard: fine for per-script
 * lookups, too slow for the hundreds of words counted per script. A word's hash names its
 * table, so a lookup asks one, and each table holds a 256th of the words.
 */
const SHARDS = 256;
/** Bytes of a word the hash reads at most (evenly spaced, from the end: words differ in digits and suffixes). */
const SAMPLED = 10;

/** Which table a word lives in. */
export function wordShard(word: string): number {
	const n = word.size();
	const stride = math.max(1, math.floor(n / SAMPLED));
	let h = n;
	for (let i = n; i >= 1; i -= stride) h = (h * 31 + string.byte(word, i)[0]) % 16777213;
	return h % SHARDS;
}

export class WordCounts {
	private readonly shards: Map<string, number>[] = [];
	private total = 0;

	constructor() {
		for (let i = 0; i < SHARDS; i++) this.shards.push(new Map());
	}

	get(word: string): number {
		return this.shards[wordShard(word)].get(word) ?? 0;
	}

	/** Adds `delta` to a word's count; a count that reaches zero or less is removed. */
	bump(word: string, delta: number): void {
		const shard = this.shards[wordShard(word)];
		const old = shard.get(word);
		const n = (old ?? 0) + delta;
		if (n > 0) {
			shard.set(word, n);
			if (old === undefined) this.total += 1;
		} else if (old !== undefined) {
			shard.delete(word);
			this.total -= 1;
		}
	}

	/** How many words have a count. */
	size(): number {
		return this.total;
	}

	/** The largest table's key count (the rehash a single insert can cost is bounded by it). */
	largestShard(): number {
		let most = 0;
		for (const shard of this.shards) most = math.max(most, shard.size());
		return most;
	}
}
