/**
 * Removes API keys from text: the user's own key wherever it appears, and anything shaped like
 * a provider key (OpenRouter, OpenAI, Anthropic, DeepSeek "sk-…", Groq "gsk_…", xAI "xai-…",
 * Google "AIza…").
 *
 * Why one function for every exit: the key must never leave the plugin, and the ways out are
 * many (request bodies, tool results, the action log, the saved conversation, the panel). A
 * script in the place, a tool result or a hostile server echoing the key must all meet the
 * same filter. Shapes are matched only at a word start and from 20 characters on, so ordinary
 * words and short ids are left alone. The user's own key is also removed when only its start or
 * its end is there (a reader's length limit cut it).
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
 * The shortest piece of a known key redacted when the text holds only its start or its end.
 * Why: every reader cuts long text (a line, an attribute, an output line) and a cut can fall
 * inside the key, leaving most of it. Sixteen, not fewer: every Anthropic key starts with the
 * same 13 characters ("sk-ant-api03-"), which ordinary text may quote.
 */
const MIN_PIECE = 16;

/** `text` with every run that starts like `secret` (or ends like it) for MIN_PIECE characters or more replaced. */
function redactPieces(text: string, secret: string): string {
	if (secret.size() <= MIN_PIECE) return text;
	let out = text;
	const head = secret.sub(1, MIN_PIECE);
	let from = 1;
	for (;;) {
		const [start] = string.find(out, head, from, true);
		if (start === undefined) break;
		let n = MIN_PIECE;
		while (n < secret.size() && out.sub(start + n, start + n) === secret.sub(n + 1, n + 1)) n++;
		out = out.sub(1, start - 1) + REDACTED_KEY + out.sub(start + n);
		from = start + REDACTED_KEY.size();
	}
	const tail = secret.sub(-MIN_PIECE);
	const size = secret.size();
	from = 1;
	for (;;) {
		const [start, finish] = string.find(out, tail, from, true);
		if (start === undefined || finish === undefined) break;
		// Grow the run leftwards while the text holds the key's next character from its end.
		let first = start;
		while (
			finish - first + 1 < size &&
			first > 1 &&
			out.sub(first - 1, first - 1) === secret.sub(size - (finish - first + 1), size - (finish - first + 1))
		)
			first--;
		out = out.sub(1, first - 1) + REDACTED_KEY + out.sub(finish + 1);
		from = first + REDACTED_KEY.size();
	}
	return out;
}

export function redactSecrets(text: string, known: ReadonlyArray<string> = []): string {
	let out = text;
	for (const secret of known) if (secret.size() >= 8) out = redactPieces(replacePlain(out, secret), secret);
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
