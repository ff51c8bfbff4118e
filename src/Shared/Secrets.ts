/**
 * Removes API keys from text: the user's own key wherever it appears, and anything shaped like
 * a provider key (OpenRouter, OpenAI, Anthropic, DeepSeek "sk-…", Groq "gsk_…", xAI "xai-…",
 * Google "AIza…").
 *
 * Why one function for every exit: the key must never leave the plugin, and the ways out are
 * many (request bodies, tool results, the action log, the saved conversation, the panel). A
 * script in the place, a tool result or a hostile server echoing the key must all meet the
 * same filter. Shapes are matched only at a word start and from 20 characters on, so ordinary
 * words and short ids are left alone.
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

export function redactSecrets(text: string, known: ReadonlyArray<string> = []): string {
	let out = text;
	for (const secret of known) if (secret.size() >= 8) out = replacePlain(out, secret);
	KEY_SHAPES.forEach((shape, i) => {
		if (string.find(out, SHAPE_LITERALS[i], 1, true)[0] === undefined) return;
		out = string.gsub(out, shape, (token: string) => (token.size() >= MIN_SHAPED ? REDACTED_KEY : token))[0];
	});
	return out;
}

/**
 * For text that is still arriving (a stream shown as it comes): redacts, then holds back a tail
 * that could be the start of a known key, so no prefix of the key is ever shown either.
 */
export function redactArriving(text: string, known: ReadonlyArray<string> = []): string {
	const out = redactSecrets(text, known);
	for (const secret of known) {
		if (secret.size() < 8) continue;
		for (let n = math.min(secret.size() - 1, out.size()); n >= 4; n--)
			if (out.sub(-n) === secret.sub(1, n)) return out.sub(1, out.size() - n);
	}
	return out;
}
