/**
 * Splits text and identifiers into lower-case words, for matching requests to scripts and
 * to past tasks.
 *
 * Why split identifiers: a user writes "player data" and the script is `PlayerDataService`;
 * camelCase, PascalCase, snake_case and path separators must all meet on the same words.
 */

/**
 * Words that say nothing about code: English function words and request verbs. Why the
 * comparatives, pronouns and quantifiers too ("more than", "they", "still", "other"): a
 * request is English and so are comments, and as rare words in a place of code they ranked
 * a script of prose above the one the request is about (RequestWords spec).
 */
const STOP_WORDS = new Set(
	"the a an and or to of in on for with is it this that make add fix please can you when what how why my me i be should does do not from into at by so are there all some script scripts lua luau local function end then if return get set new use using want need would could its has have after before up out like just also way thing work works working right now than more less very too even still only again any was were been being which who whom whose they them their we our your he him his she her will these those other others each every such same both either whether since until though although because about between without within don doesn isn aren wasn didn cannot".split(
		" ",
	),
);

const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;

/** An ASCII byte's class as Luau's %l, %u and %d see it (other bytes, UTF-8 included, separate words). */
function classOf(b: number | undefined): number {
	if (b === undefined) return OTHER;
	if (b >= 97 && b <= 122) return LOWER;
	if (b >= 65 && b <= 90) return UPPER;
	if (b >= 48 && b <= 57) return DIGIT;
	return OTHER;
}

/**
 * Splits camelCase/PascalCase/acronyms/digits and separators; lower-case result. A word ends
 * before an upper-case letter after a lower-case one (playerData), before the last capital of
 * an acronym followed by a lower-case letter (HTTPService), before a digit after a letter
 * (item42), and at any other byte (get_coins).
 *
 * Why bytes, not four gsub passes and a gmatch: each pass made a new string for nearly every
 * token with a capital or a digit ("Module 5" for Module5), one per distinct token of every
 * script the index reads, that Luau interns and then collects; the string table doubles in
 * one step as their count grows (bench:index). Reading bytes makes only the words.
 */
export function splitIdentifier(text: string): string[] {
	// Most tokens of code are one lower-case word: given back unchanged.
	if (text.find("^%l+$")[0] !== undefined) return [text];
	const out: string[] = [];
	const n = text.size();
	let start = 0;
	let previous = OTHER;
	let current = classOf(string.byte(text, 1)[0]);
	for (let i = 1; i <= n; i++) {
		const following = classOf(string.byte(text, i + 1)[0]);
		if (current === OTHER) {
			if (start > 0) out.push(text.sub(start, i - 1).lower());
			start = 0;
		} else if (start === 0) start = i;
		else if (
			(previous === LOWER && current === UPPER) ||
			(previous === UPPER && current === UPPER && following === LOWER) ||
			(previous !== DIGIT && current === DIGIT)
		) {
			out.push(text.sub(start, i - 1).lower());
			start = i;
		}
		previous = current;
		current = following;
	}
	if (start > 0) out.push(text.sub(start, n).lower());
	return out;
}

/**
 * Meaningful words: split, without stop words and one-letter words, with a light suffix
 * strip. Distinct raw tokens are split once each (code repeats its identifiers a lot).
 */
export function keywords(text: string): string[] {
	const seen = new Set<string>();
	const out: string[] = [];
	// One identifier (an outline name, a script's name) is its only token: no set of tokens.
	if (text.find("^[%w_]+$")[0] !== undefined) {
		addWords(text, seen, out);
		return out;
	}
	const tokens = new Set<string>();
	for (const [token] of text.gmatch("[%w_]+")) tokens.add(token as string);
	for (const token of tokens) addWords(token, seen, out);
	return out;
}

/** Adds the words of one token that `seen` lacks to `out`, in order. */
function addWords(token: string, seen: Set<string>, out: string[]) {
	for (const word of wordsOfToken(token)) {
		if (seen.has(word)) continue;
		seen.add(word);
		out.push(word);
	}
}

/** Tokens whose words are remembered at most; then the memo is emptied and fills again. */
const MEMO_TOKENS = 2048;
/** Longer tokens (a data dump's runs) are split each time: rarely repeated, costly to keep. */
const MEMO_TOKEN_BYTES = 64;
const memo = new Map<string, ReadonlyArray<string>>();
let memoSize = 0;

/**
 * A token's words: split, without stop words and one-letter words, stemmed, in order.
 *
 * Why remembered: the index splits every distinct token of every script it reads, and the
 * same identifiers (player, Remotes, FireClient, GetService) recur in nearly every script;
 * splitting and stemming one cost 2-3 us in the simulator's Luau, a quarter of reading a
 * small script (issue 15). `Map.clear` keeps the table's slots, so once grown the memo never
 * rehashes again.
 */
function wordsOfToken(token: string): ReadonlyArray<string> {
	const known = memo.get(token);
	if (known !== undefined) return known;
	const words: string[] = [];
	for (const raw of splitIdentifier(token)) {
		if (raw.size() < 2 || STOP_WORDS.has(raw)) continue;
		words.push(stem(raw));
	}
	if (token.size() > MEMO_TOKEN_BYTES) return words;
	if (memoSize >= MEMO_TOKENS) {
		memo.clear();
		memoSize = 0;
	}
	memo.set(token, words);
	memoSize += 1;
	return words;
}

/**
 * A light suffix strip so "coins"/"coin", "enemies"/"enemy", "chasing"/"chase" meet; not a
 * real stemmer, but applied the same way to messages and scripts, which is what matters.
 */
export function stem(word: string): string {
	let w = word;
	if (w.size() > 4 && w.sub(-3) === "ies") w = w.sub(1, -4) + "y";
	else if (w.size() > 3 && w.sub(-1) === "s" && w.sub(-2) !== "ss") w = w.sub(1, -2);
	if (w.size() > 5 && w.sub(-3) === "ing") w = w.sub(1, -4);
	else if (w.size() > 4 && w.sub(-2) === "ed") w = w.sub(1, -3);
	if (w.size() > 3 && w.sub(-1) === "e") w = w.sub(1, -2);
	return w;
}
