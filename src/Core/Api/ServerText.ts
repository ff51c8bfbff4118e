/**
 * Server text made safe to show: the key replaced wherever it appears, and long bodies
 * clipped, before it reaches a message, log or error.
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
