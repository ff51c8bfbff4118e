/**
 * Server text made safe to show: the key replaced wherever it appears, an HTML page reduced to
 * its words, and long bodies clipped, before it reaches a message, log or error.
 *
 * Why here: every text that may have come back from a server goes through the model
 * connection (Core/Api), which knows the key it sent.
 */
import { replacePlain } from "Shared/Secrets";

/** Replaces every occurrence of `secret` in `text` (plain match, no patterns). */
export function redact(text: string, secret: string | undefined): string {
	if (secret === undefined || secret.size() < 4) return text;
	return replacePlain(text, secret, "[redacted]");
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
