/**
 * What the model has seen and changed, per script path: the content hash it was shown and
 * the turn of its last read or modification.
 *
 * Why hashes: "stale" means the text changed after the model read it, whoever changed it
 * (the model's own edit, the user typing, an undo); comparing hashes catches all of them.
 */

interface Seen {
	hash?: string;
	readTurn?: number;
	modifiedTurn?: number;
}

export class Freshness {
	private readonly seen = new Map<string, Seen>();
	private turn = 0;

	/** A new user turn: recency decays against this counter. */
	nextTurn(): void {
		this.turn += 1;
	}

	recordRead(path: string, hash?: string): void {
		const s = this.seen.get(path) ?? {};
		s.readTurn = this.turn;
		if (hash !== undefined) s.hash = hash;
		this.seen.set(path, s);
	}

	recordModified(path: string): void {
		const s = this.seen.get(path) ?? {};
		s.modifiedTurn = this.turn;
		this.seen.set(path, s);
	}

	/** Shown before, and the text differs from what was shown. */
	isStale(path: string, currentHash: () => string): boolean {
		const s = this.seen.get(path);
		return s?.hash !== undefined && s.hash !== currentHash();
	}

	/** A bonus in [0, 1] that fades over five turns; modified counts more than read. */
	recency(path: string): number {
		const s = this.seen.get(path);
		if (s === undefined) return 0;
		const fade = (t?: number) => (t === undefined ? 0 : math.max(0, 1 - (this.turn - t) / 5));
		return math.max(fade(s.modifiedTurn), fade(s.readTurn) * 0.5);
	}

	clear(): void {
		this.seen.clear();
		this.turn = 0;
	}
}
