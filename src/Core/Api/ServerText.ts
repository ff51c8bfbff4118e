/**
 * Server text made safe to show: the key (or a long piece of it) replaced wherever it appears,
 * an HTML page reduced to its words, a JSON body that does not decode reduced to its message,
 * and long bodies clipped, before it reaches a message, log or error.
 *
 * Why here: every text that may have come back from a server goes through the model
 * connection (Core/Api), which knows the key it sent.
 */
import { decodeJson } from "Shared/Json";
import { redactKnown } from "Shared/Secrets";

/**
 * Replaces `secret` in `text` wherever it stands whole, and every run of 12 or more of its
 * characters (Shared/Secrets' redactKnown): a server that echoes the key's first characters,
 * masks it keeping a long prefix, or wraps it across lines must not show it in pieces.
 */
export function redact(text: string, secret: string | undefined): string {
	if (secret === undefined || secret.size() < 4) return text;
	return redactKnown(text, secret, "[redacted]");
}

/** Shortens server text quoted in messages so an HTML error page does not flood the panel. */
export function clip(text: string, max = 300): string {
	return text.size() <= max ? text : string.sub(text, 1, max) + "...";
}

/**
 * An HTML page (a proxy's or CDN's 502, a login wall) as words: its title, else its text
 * without tags; other text as it is. Markup in an error message tells the user nothing.
 */
export function readableText(text: string): string {
	const [body] = string.gsub(text, "^%s+", "");
	if (string.sub(body, 1, 1) !== "<") return text;
	const [, , title] = string.find(body, "<[Tt][Ii][Tt][Ll][Ee][^>]*>(.-)</[Tt][Ii][Tt][Ll][Ee]>");
	let words = title !== undefined ? (title as string) : string.gsub(body, "<[^>]*>", " ")[0];
	words = string.gsub(words, "%s+", " ")[0];
	words = string.gsub(string.gsub(words, "^ ", "")[0], " $", "")[0];
	return words !== "" ? words : text;
}

/**
 * The first `"message": "..."` string of JSON text that does not decode (a body cut off in
 * transit or by a proxy's length limit), decoded; undefined when it has none or it is cut too.
 */
function cutMessage(text: string): string | undefined {
	const [, opened] = string.find(text, `"message"%s*:%s*"`);
	if (opened === undefined) return undefined;
	let at = opened + 1;
	while (at <= text.size()) {
		const c = string.sub(text, at, at);
		if (c === "\\") at += 2;
		else if (c === `"`) {
			// In a list: a bare string is not a JSON text to every decoder.
			const decoded = decodeJson(`[${string.sub(text, opened, at)}]`);
			const words = decoded.ok ? (decoded.value as unknown[])[0] : undefined;
			return typeIs(words, "string") && words !== "" ? words : undefined;
		} else at += 1;
	}
	return undefined;
}

/**
 * The words of a body read as text, when no error object gave them: an HTML page's title, the
 * message inside JSON that does not decode, other text as it is. JSON is never quoted as it
 * is (a decodable body without a message says nothing; a fragment of an envelope tells the
 * user nothing). Undefined when the body has no words.
 */
export function bodyWords(body: string): string | undefined {
	const [trimmed] = string.gsub(body, "^%s+", "");
	const first = string.sub(trimmed, 1, 1);
	if (first === "{" || first === "[") return decodeJson(trimmed).ok ? undefined : cutMessage(trimmed);
	const words = readableText(trimmed);
	return words !== "" ? words : undefined;
}
