/**
 * What a user message offers ranking besides its words: identifiers as typed
 * (`PurchaseRequest`, `snake_case`, `DATA`) and adjacent words run together in their plain
 * forms ("timed bans" ~ TimeBan), the way code names the things a request talks about.
 *
 * Why apart from Ranking: these read only the message, once per request; Ranking scores every
 * script with them.
 */
/** Names too generic to point at a definition. */
export const STOP_NAMES = new Set([
	"the",
	"and",
	"for",
	"new",
	"get",
	"set",
	"add",
	"not",
	"end",
	"data",
	"player",
	"players",
]);
/**
 * A word and its plain inflections: "bans" ~ "ban", "timed" ~ "time", "removing" ~ "remove",
 * "running" ~ "run" (a doubled consonant before -ing may be one letter in the plain form).
 */
function forms(word: string): string[] {
	const out = [word];
	if (word.size() > 3 && word.sub(-1) === "s") out.push(word.sub(1, -2));
	if (word.size() > 4 && word.sub(-2) === "ed") out.push(word.sub(1, -2));
	if (word.size() > 5 && word.sub(-3) === "ing") {
		const base = word.sub(1, -4);
		const last = base.sub(-1);
		// "running" ~ run, but "adding" ~ add, "killing" ~ kill: a doubled consonant gives both.
		if (base.size() > 2 && last === base.sub(-2, -2) && last.find("^[^aeiouy]$")[0] !== undefined)
			out.push(base, base.sub(1, -2));
		else out.push(base, base + "e");
	}
	return out;
}

/** Words a request puts between a verb and its object ("removing a keybind"): a pair reaches across them. */
const ARTICLES = new Set(["a", "an", "the"]);

/**
 * Adjacent pairs of the message's words run together, lower-case, in their plain forms:
 * "timed bans" gives timedbans, timebans, timedban, timeban; "removing a keybind" gives
 * removekeybind (an article between them is skipped: code names drop it). A large script defines its
 * commands and handlers by such names (`TimeBan = {`, `ServerLock = {`), which its words
 * alone (time, ban) match everywhere.
 */
export function compoundsIn(message: string): string[] {
	const words: string[] = [];
	for (const [w] of message.lower().gmatch("%a+")) if (!ARTICLES.has(w as string)) words.push(w as string);
	const out: string[] = [];
	const seen = new Set<string>();
	for (let i = 1; i < words.size(); i++) {
		const [a, b] = [words[i - 1], words[i]];
		if (a.size() < 3 || b.size() < 3 || STOP_NAMES.has(a) || STOP_NAMES.has(b)) continue;
		for (const x of forms(a))
			for (const y of forms(b)) {
				const pair = x + y;
				if (seen.has(pair)) continue;
				seen.add(pair);
				out.push(pair);
			}
	}
	return out;
}

/** Identifiers as the user typed them: PascalCase/camelCase words, snake_case and dotted names. */
export function identifiersIn(message: string): string[] {
	const out: string[] = [];
	for (const [word] of message.gmatch("[%a_][%w_]*")) {
		const w = word as string;
		const mixed = w.find("%l%u")[0] !== undefined || w.find("^%u%l+%u")[0] !== undefined;
		if (mixed || w.find("_")[0] !== undefined || w.find("^%u%u+$")[0] !== undefined) out.push(w);
	}
	return out;
}
