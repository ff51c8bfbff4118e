/**
 * JSON with failures as values (Shared/Json, the codec App/Studio installs), plus the
 * redaction every text that may have come back from a server goes through before it reaches
 * a message, log or error.
 *
 * Why: a reply that is not JSON is a failure to report, not a crash. Redaction lives here
 * because it is applied wherever server text is handled.
 */
export { decodeJson, encodeJson } from "Shared/Json";

/** Replaces every occurrence of `secret` in `text` (plain match, no patterns). */
export function redact(text: string, secret: string | undefined): string {
	if (secret === undefined || secret.size() < 4) return text;
	let out = "";
	let from = 1;
	for (;;) {
		const [start, finish] = string.find(text, secret, from, true);
		if (start === undefined || finish === undefined) break;
		out += string.sub(text, from, start - 1) + "[redacted]";
		from = finish + 1;
	}
	return out + string.sub(text, from);
}

/** Shortens server text quoted in messages so an HTML error page does not flood the panel. */
export function clip(text: string, max = 300): string {
	return text.size() <= max ? text : string.sub(text, 1, max) + "...";
}
