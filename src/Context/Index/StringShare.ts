/**
 * Tells a script that is mostly text in string literals (a changelog, a table of setting
 * descriptions, an API dump returned as one long string, a localisation table) from code.
 *
 * Why: such a script uses the words of every request in its prose (an embedded API dump names
 * every Roblox class and member; a changelog names every feature), so it matched nearly every
 * request by its words and pushed the scripts that do the work out of the first five. Ranking
 * counts its word matches for less, but not its name: "the changelog" still finds it.
 *
 * Counted per chunk of whole lines (EntryBuilder), so a large script costs no extra pass over
 * its text. A long-bracket string (`[==[ ... ]==]`) may span chunks; quoted strings end at
 * their line. Approximate by design: it needs to tell 90 % prose from 30 %, not count exactly.
 */

/** The double quote by code: roblox-ts turns a literal holding one into a long-bracket string. */
const QUOTE = string.char(34);
/** Quoted strings on one line, as the positions around them (no string is made per match). */
const QUOTED_PATTERNS = [`()${QUOTE}[^${QUOTE}\n]*${QUOTE}()`, "()'[^'\n]*'()"];
/** Scripts smaller than this are never prose: a short module of messages is still read whole. */
const MIN_BYTES = 1024;
/** The share of a script's bytes inside string literals from which it is prose. */
const PROSE_SHARE = 0.75;

export class StringShare {
	private total = 0;
	private inStrings = 0;
	/** The closing bracket of a long string or comment still open at the end of the last chunk. */
	private closer?: string;
	/** Whether the open long bracket is a comment (`--[[`): comments are not data. */
	private comment = false;

	/** Counts a chunk of whole lines. */
	scan(text: string): void {
		const n = text.size();
		this.total += n;
		let longBytes = 0;
		let pos = 1;
		while (pos <= n) {
			const closer = this.closer;
			if (closer !== undefined) {
				const [close] = text.find(closer, pos, true);
				const stop = close === undefined ? n + 1 : close;
				if (!this.comment) longBytes += stop - pos;
				if (close === undefined) break;
				pos = close + closer.size();
				this.closer = undefined;
				continue;
			}
			const [open, openEnd, level] = text.find("%[(=*)%[", pos);
			if (open === undefined || openEnd === undefined) break;
			this.comment = open > 2 && text.sub(open - 2, open - 1) === "--";
			this.closer = `]${level as string}]`;
			pos = openEnd + 1;
		}
		let quoted = 0;
		for (const pattern of QUOTED_PATTERNS)
			for (const [from, to] of text.gmatch(pattern)) quoted += (to as number) - (from as number);
		this.inStrings += longBytes + quoted;
	}

	/** Bytes counted inside string literals so far. */
	bytesInStrings(): number {
		return this.inStrings;
	}

	/** Most of the script is text in strings. */
	isProse(): boolean {
		// A quote inside a long string is counted twice: the share only has to tell prose from code.
		return this.total >= MIN_BYTES && math.min(this.inStrings, this.total) >= PROSE_SHARE * this.total;
	}
}
