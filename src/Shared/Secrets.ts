/**
 * Removes API keys from text: the user's own key wherever it appears, and anything shaped like
 * a provider key (OpenRouter, OpenAI, Anthropic, DeepSeek "sk-…", Groq "gsk_…", xAI "xai-…",
 * Google "AIza…").
 *
 * Why one function for every exit: the key must never leave the plugin, and the ways out are
 * many (request bodies, tool results, the action log, the saved conversation, the panel). A
 * script in the place, a tool result or a hostile server echoing the key must all meet the
 * same filter. Shapes are matched only at a word start and from 20 characters on, so ordinary
 * words and short ids are left alone. The user's own key is also removed when only a piece of
 * it is there (MIN_RUN characters or more: a reader's length limit cut it, a server echoed its
 * start, a line wrap split it, a mask kept too much of it).
 */

export const REDACTED_KEY = "[redacted key]";

/** Lua patterns of key-shaped tokens; %f[%w] keeps "task-" or "disk_" from matching mid-word. */
const KEY_SHAPES = ["%f[%w]sk%-[%w_%-]+", "%f[%w]gsk_[%w_%-]+", "%f[%w]xai%-[%w_%-]+", "%f[%w]AIza[%w_%-]+"];
/**
 * The literal each shape starts with: a text without it cannot match the shape, and a plain
 * find is far cheaper than a pattern tried at every position (a patch's 1.8 MB search and
 * replace texts took most of a second of Studio to scrub).
 */
const SHAPE_LITERALS = ["sk-", "gsk_", "xai-", "AIza"];
const MIN_SHAPED = 20;

/** `text` with every plain (no pattern) occurrence of `secret` replaced by `marker`. */
export function replacePlain(text: string, secret: string, marker = REDACTED_KEY): string {
	let out = "";
	let from = 1;
	for (;;) {
		const [start, finish] = string.find(text, secret, from, true);
		if (start === undefined || finish === undefined) break;
		out += string.sub(text, from, start - 1) + marker;
		from = finish + 1;
	}
	return out + string.sub(text, from);
}

/**
 * The shortest run of a known key's characters that is redacted wherever it stands (a key's
 * start, middle or end: a server echoing its first characters, a masked "sk-or-v1-0123...wxyz",
 * a key split by a line wrap, a reader's length limit cutting it). Twelve characters of a
 * key's random part are 48 bits of it (hex keys) or more: too much to show. A run lying wholly
 * inside the key's public prefix (PUBLIC_PREFIXES: every Anthropic key starts with the same 13
 * characters, "sk-ant-api03-") says nothing of this key and is left alone, so text quoting the
 * prefix is not mangled.
 */
export const MIN_RUN = 12;

/** Prefixes every key of a provider shares (longest first); only those of MIN_RUN or more matter. */
const PUBLIC_PREFIXES = ["sk-ant-admin01-", "sk-ant-api03-", "sk-ant-oat01-", "sk-svcacct-", "sk-or-v1-", "sk-proj-"];

/** How many leading characters of `secret` every key of its provider has. */
function publicPrefixLength(secret: string): number {
	for (const prefix of PUBLIC_PREFIXES) if (secret.sub(1, prefix.size()) === prefix) return prefix.size();
	return 0;
}

/** Length of the block the run search looks for: every run of MIN_RUN holds one whole block. */
const BLOCK = MIN_RUN / 2;

/**
 * The text ranges [first, last] that hold a run of MIN_RUN or more of `secret`'s characters in
 * order (not only inside its public prefix). Each block of BLOCK characters starting at a
 * multiple of BLOCK is looked for as plain text (a plain find is cheap even on megabytes) and
 * every hit is grown both ways while the text goes on matching the key; a run of MIN_RUN
 * characters always contains one whole block, so none is missed.
 */
function keyRuns(text: string, secret: string): Array<[number, number]> {
	const runs: Array<[number, number]> = [];
	const size = secret.size();
	const publicEnd = publicPrefixLength(secret);
	for (let block = 0; block + BLOCK <= size; block += BLOCK) {
		const piece = secret.sub(block + 1, block + BLOCK);
		let from = 1;
		for (;;) {
			const [start] = string.find(text, piece, from, true);
			if (start === undefined) break;
			// Key position k (1-based) sits at text position start - block - 1 + k.
			let keyFirst = block + 1;
			while (keyFirst > 1 && start - block - 2 + keyFirst >= 1) {
				const at = start - block - 2 + keyFirst;
				if (text.sub(at, at) !== secret.sub(keyFirst - 1, keyFirst - 1)) break;
				keyFirst--;
			}
			let keyLast = block + BLOCK;
			while (keyLast < size) {
				const at = start - block + keyLast;
				if (text.sub(at, at) !== secret.sub(keyLast + 1, keyLast + 1)) break;
				keyLast++;
			}
			if (keyLast - keyFirst + 1 >= MIN_RUN && keyLast > publicEnd) {
				runs.push([start - block - 1 + keyFirst, start - block - 1 + keyLast]);
			}
			from = start + 1;
		}
	}
	return runs;
}

/** `text` with every run of `secret` (keyRuns) replaced by `marker`; overlapping runs become one. */
export function redactKeyRuns(text: string, secret: string, marker = REDACTED_KEY): string {
	if (secret.size() < MIN_RUN) return text;
	const runs = keyRuns(text, secret);
	if (runs.size() === 0) return text;
	runs.sort((a, b) => a[0] < b[0]);
	let out = "";
	let from = 1;
	let i = 0;
	while (i < runs.size()) {
		const first = runs[i][0];
		let last = runs[i][1];
		i++;
		while (i < runs.size() && runs[i][0] <= last + 1) {
			last = math.max(last, runs[i][1]);
			i++;
		}
		out += text.sub(from, first - 1) + marker;
		from = last + 1;
	}
	return out + text.sub(from);
}

/** `text` with `secret` removed: wherever it stands whole, and every run of it (redactKeyRuns). */
export function redactKnown(text: string, secret: string, marker = REDACTED_KEY): string {
	return redactKeyRuns(replacePlain(text, secret, marker), secret, marker);
}

export function redactSecrets(text: string, known: ReadonlyArray<string> = []): string {
	let out = text;
	for (const secret of known) if (secret.size() >= 8) out = redactKnown(out, secret);
	KEY_SHAPES.forEach((shape, i) => {
		if (string.find(out, SHAPE_LITERALS[i], 1, true)[0] === undefined) return;
		out = string.gsub(out, shape, (token: string) => (token.size() >= MIN_SHAPED ? REDACTED_KEY : token))[0];
	});
	return out;
}

/**
 * For text that is still arriving (a stream shown as it comes): redacts, then holds back a tail
 * that could grow into a run of a known key (it is a piece of the key, 4 characters or more),
 * so no piece of the key is shown while the rest of it is still on its way.
 */
export function redactArriving(text: string, known: ReadonlyArray<string> = []): string {
	const out = redactSecrets(text, known);
	for (const secret of known) {
		if (secret.size() < 8) continue;
		for (let n = math.min(secret.size() - 1, out.size()); n >= 4; n--)
			if (string.find(secret, out.sub(-n), 1, true)[0] !== undefined) return out.sub(1, out.size() - n);
	}
	return out;
}
