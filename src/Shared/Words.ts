/**
 * Splits text and identifiers into lower-case words, for matching requests to scripts and
 * to past tasks.
 *
 * Why split identifiers: a user writes "player data" and the script is `PlayerDataService`;
 * camelCase, PascalCase, snake_case and path separators must all meet on the same words.
 */

const STOP_WORDS = new Set(
	"the a an and or to of in on for with is it this that make add fix please can you when what how why my me i be should does do not from into at by so are there all some script scripts lua luau local function end then if return get set new use using want need would could its has have after before up out like just also way thing work works working right now".split(
		" ",
	),
);

/** Splits camelCase/PascalCase/acronyms/digits and separators; lower-case result. */
export function splitIdentifier(text: string): string[] {
	// Most tokens of code are one lower-case word, which the four passes below would copy
	// four times to give back unchanged: new strings Luau interns, for every distinct token
	// of every script the index reads (its string table doubles in one step).
	if (text.find("^%l+$")[0] !== undefined) return [text];
	const spaced = text
		.gsub("(%l)(%u)", "%1 %2")[0]
		.gsub("(%u)(%u%l)", "%1 %2")[0]
		.gsub("(%a)(%d)", "%1 %2")[0]
		.gsub("[^%w]+", " ")[0];
	const out: string[] = [];
	for (const [word] of spaced.gmatch("%S+")) out.push((word as string).lower());
	return out;
}

/**
 * Meaningful words: split, without stop words and one-letter words, with a light suffix
 * strip. Distinct raw tokens are split once each (code repeats its identifiers a lot).
 */
export function keywords(text: string): string[] {
	const seen = new Set<string>();
	const out: string[] = [];
	const tokens = new Set<string>();
	for (const [token] of text.gmatch("[%w_]+")) tokens.add(token as string);
	for (const token of tokens) {
		for (const raw of splitIdentifier(token)) {
			if (raw.size() < 2 || STOP_WORDS.has(raw)) continue;
			const word = stem(raw);
			if (seen.has(word)) continue;
			seen.add(word);
			out.push(word);
		}
	}
	return out;
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
