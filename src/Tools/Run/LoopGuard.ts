/**
 * Puts a time check at the head of every loop in a snippet before run_luau runs it.
 *
 * Why: Luau gives plugins no instruction-count hook (no debug.sethook), and a snippet that
 * never yields cannot be stopped from outside: Studio freezes until it returns. So the text
 * is rewritten: after every `do` keyword (while, for, and plain blocks) and every `repeat`,
 * a call to the guard is inserted on the same line (line numbers in errors stay right). The
 * guard raises once the time limit has passed, so `while true do end` ends with an error
 * instead of a frozen Studio. Strings and comments are skipped by a small lexer; what the
 * guard cannot see (a loop inside a required module, a deep recursion, one long engine call)
 * is listed in docs/RUN_CODE.md.
 */

/** The global the instrumented text calls; SnippetRunner puts it in the snippet's environment. */
export const GUARD_NAME = "__luxLoopGuard";

const CALL = ` ${GUARD_NAME}();`;

function isWordByte(b: number): boolean {
	return (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b === 95;
}

/** The index just past a long bracket `[==[ ... ]==]` opening at `start`, or undefined if none opens there. */
function longBracketEnd(source: string, start: number): number | undefined {
	const [open] = source.match("^%[=*%[", start);
	if (open === undefined) return undefined;
	const level = (open as string).size() - 2;
	const close = `]${string.rep("=", level)}]`;
	const [, last] = source.find(close, start + (open as string).size(), true);
	return last === undefined ? source.size() + 1 : last + 1;
}

/** The index just past a quoted string opening at `start` with quote byte `quote`. */
function quotedEnd(source: string, start: number, quote: number): number {
	let i = start + 1;
	const n = source.size();
	while (i <= n) {
		const b = source.byte(i)[0];
		if (b === 92) i += 2;
		else if (b === quote) return i + 1;
		else if (b === 10 && quote !== 96) return i;
		else i++;
	}
	return n + 1;
}

/** The snippet with a guard call after every loop head; the same number of lines. */
export function instrumentLoops(source: string): string {
	const out: string[] = [];
	const n = source.size();
	let i = 1;
	let copied = 1;
	while (i <= n) {
		const b = source.byte(i)[0];
		if (b === 45 && source.byte(i + 1)[0] === 45) {
			const long = longBracketEnd(source, i + 2);
			if (long !== undefined) i = long;
			else {
				const [newline] = source.find("\n", i, true);
				i = newline === undefined ? n + 1 : newline;
			}
		} else if (b === 34 || b === 39 || b === 96) i = quotedEnd(source, i, b);
		else if (b === 91) i = longBracketEnd(source, i) ?? i + 1;
		else if (isWordByte(b)) {
			let j = i;
			while (j <= n && isWordByte(source.byte(j)[0])) j++;
			const word = source.sub(i, j - 1);
			const startsWord = i === 1 || !isWordByte(source.byte(i - 1)[0]);
			if (startsWord && (word === "do" || word === "repeat")) {
				out.push(source.sub(copied, j - 1), CALL);
				copied = j;
			}
			i = j;
		} else i++;
	}
	out.push(source.sub(copied));
	return out.join("");
}

/** A guard that raises once `limitSeconds` have passed on `now` (read every 64th call, to stay cheap). */
export function makeLoopGuard(now: () => number, limitSeconds: number): () => void {
	const deadline = now() + limitSeconds;
	let calls = 0;
	return () => {
		calls++;
		if (calls % 64 !== 0) return;
		if (now() > deadline)
			error(`Lux stopped the snippet: it ran past its time limit of ${limitSeconds} s inside a loop.`, 2);
	};
}
