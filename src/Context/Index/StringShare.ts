/**
 * Tells a script that is mostly text in string literals (a changelog, a table of setting
 * descriptions, an API dump returned as one long string, a localisation table) from code.
 *
 * Why: such a script uses the words of every request in its prose (an embedded API dump names
 * every Roblox class and member; a changelog names every feature), so it matched nearly every
 * request by its words and pushed the scripts that do the work out of the first five. Ranking
 * counts its word matches for less, but not its name: "the changelog" still finds it.
 *
 * One pass over the text as Luau reads it: quoted strings (with escapes, ending at their line),
 * long strings, comments (`--` to the line end, `--[[ ]]` blocks, neither counted) and code.
 * Fed in pieces (EntryBuilder reads a large script a piece at a time, and a very long line is
 * cut between identifiers), so the state carries over: an open string or comment, a pending
 * escape, and the last bytes of a piece that may begin a token the next piece completes.
 */

/** Scripts smaller than this are never prose: a short module of messages is still read whole. */
const MIN_BYTES = 1024;
/** The share of a script's bytes inside string literals from which it is prose. */
const PROSE_SHARE = 0.75;
/** Built from codes: a literal holding both quote kinds and an escape miscompiles (roblox-ts #2763). */
const QUOTE = string.char(34);
const BACKSLASH = string.char(92);
/** Bytes that may start a token: a quote, a long bracket or a comment (`-`). */
const SPECIAL = [QUOTE, "'", "`", "[", "-"];

/**
 * The first byte of SPECIAL at or after `pos`: the nearest of each byte's next occurrence,
 * kept in `nexts` between calls on one text (0: not looked for yet).
 *
 * Why not `find` with a class of them: a class pattern is tried at every byte in Luau's
 * matcher, while a plain `find` of one byte runs memchr in C; this scan runs over every
 * script the index reads (issue 15). The nearest of the plain finds is the class's match.
 */
export function nextSpecial(text: string, pos: number, nexts: number[]): number | undefined {
	let best = math.huge;
	for (let i = 0; i < SPECIAL.size(); i++) {
		let at = nexts[i];
		if (at < pos) {
			at = text.find(SPECIAL[i], pos, true)[0] ?? math.huge;
			nexts[i] = at;
		}
		if (at < best) best = at;
	}
	return best === math.huge ? undefined : best;
}

/**
 * The most bytes read again with the next piece: a long bracket of a higher level (more than
 * 64 `=`, which no real script writes) cut between pieces is taken for code, so a text of
 * brackets and `=` cannot make every piece re-read the whole rest (quadratic).
 */
const MAX_CARRY = 68;

type Mode = "code" | "quoted" | "long" | "comment" | "lineComment";

export class StringShare {
	private total = 0;
	private inStrings = 0;
	private mode: Mode = "code";
	/** The quote that closes the open quoted string, or the bracket that closes a long one. */
	private closer = "";
	/** A backslash ended the last piece inside a quoted string: the next byte is escaped. */
	private escaped = false;
	/** The end of the last piece that may begin a token (`-`, `[=`): read again with the next. */
	private carry = "";

	/** Counts a piece of the script's text (pieces in order, cut anywhere). */
	scan(piece: string): void {
		this.total += piece.size();
		const text = this.carry + piece;
		this.carry = "";
		const n = text.size();
		const nexts = [0, 0, 0, 0, 0];
		let pos = 1;
		while (pos <= n) {
			if (this.mode === "code") {
				const at = nextSpecial(text, pos, nexts);
				if (at === undefined) return;
				pos = this.open(text, at);
				if (pos < 0) {
					// The token may go on in the next piece: read its start again then.
					this.carry = text.sub(at);
					return;
				}
			} else if (this.mode === "quoted") pos = this.inQuoted(text, pos);
			else if (this.mode === "lineComment") {
				const [nl] = text.find("\n", pos, true);
				if (nl === undefined) return;
				this.mode = "code";
				pos = nl + 1;
			} else {
				const [close] = text.find(this.closer, pos, true);
				if (close === undefined) {
					// The closing bracket may be cut between this piece and the next: its start is
					// read again with the next piece, and counted then.
					const keep = math.min(this.closer.size() - 1, n - pos + 1, MAX_CARRY);
					if (this.mode === "long") this.inStrings += n - pos + 1 - keep;
					if (keep > 0) this.carry = text.sub(n - keep + 1);
					return;
				}
				if (this.mode === "long") this.inStrings += close - pos;
				this.mode = "code";
				pos = close + this.closer.size();
			}
		}
	}

	/** Bytes held back to be read again with the next piece (a token cut at the piece's end). */
	pendingBytes(): number {
		return this.carry.size();
	}

	/** Bytes counted inside string literals so far. */
	bytesInStrings(): number {
		return this.inStrings;
	}

	/** Most of the script is text in strings. */
	isProse(): boolean {
		return this.total >= MIN_BYTES && this.inStrings >= PROSE_SHARE * this.total;
	}

	/**
	 * Reads the token starting at `at` (a special byte in code) and returns where reading goes
	 * on, or -1 when the piece ends before the token can be told.
	 */
	private open(text: string, at: number): number {
		const c = text.sub(at, at);
		if (c === "-") {
			if (at === text.size()) return -1;
			if (text.sub(at + 1, at + 1) !== "-") return at + 1;
			// `--` at the piece's end: the next piece tells a block comment from a line one.
			if (at + 1 === text.size()) return -1;
			const [, bracketEnd, level] = text.find("^%[(=*)%[", at + 2);
			if (bracketEnd !== undefined) return this.enter("comment", `]${level as string}]`, bracketEnd + 1);
			// `--[==` cut at the piece's end may still become a block comment.
			if (text.size() - at < MAX_CARRY && text.find("^%[=*$", at + 2)[0] !== undefined) return -1;
			this.mode = "lineComment";
			return at + 2;
		}
		if (c === "[") {
			const [, bracketEnd, level] = text.find("^%[(=*)%[", at);
			if (bracketEnd !== undefined) return this.enter("long", `]${level as string}]`, bracketEnd + 1);
			if (text.size() - at < MAX_CARRY && text.find("^%[=*$", at)[0] !== undefined) return -1;
			return at + 1;
		}
		return this.enter("quoted", c, at + 1);
	}

	private enter(mode: Mode, closer: string, from: number): number {
		this.mode = mode;
		this.closer = closer;
		return from;
	}

	/** Inside a quoted string from `pos`: counts up to its closing quote, an escape or the line end. */
	private inQuoted(text: string, pos: number): number {
		let from = pos;
		if (this.escaped) {
			this.escaped = false;
			this.inStrings += 1;
			from += 1;
		}
		const [at] = text.find("[" + BACKSLASH + "\n" + this.closer + "]", from);
		if (at === undefined) {
			this.inStrings += text.size() - from + 1;
			return text.size() + 1;
		}
		const c = text.sub(at, at);
		this.inStrings += at - from;
		if (c === BACKSLASH) {
			this.inStrings += 1;
			if (at === text.size()) {
				this.escaped = true;
				return at + 1;
			}
			this.inStrings += 1;
			return at + 2;
		}
		// The closing quote, or a line end: an unfinished string ends with its line.
		this.mode = "code";
		return at + 1;
	}
}
