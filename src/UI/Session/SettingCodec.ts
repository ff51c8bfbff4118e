/**
 * How the session's archives write a value into one plugin setting: JSON, percent-encoded.
 *
 * Why encoded: quotes and backslashes reaching the settings file raw have corrupted it
 * before (studio-apis.md), so only letters, digits and a few safe marks are written as is.
 */
import { decodeJson, encodeJson } from "Core";

function percentEncode(text: string): string {
	return text.gsub("[^%w%-_%.~ ,:{}%[%]]", (c: string) => string.format("%%%02X", c.byte()[0]))[0];
}

function percentDecode(text: string): string {
	return text.gsub("%%(%x%x)", (hex: string) => string.char(tonumber(hex, 16)!))[0];
}

export function encodeSetting(value: unknown): string {
	return percentEncode(encodeJson(value));
}

/** The value a setting holds, or undefined when it is missing or unreadable. */
export function decodeSetting(raw: unknown): unknown {
	if (!typeIs(raw, "string")) return undefined;
	const decoded = decodeJson(percentDecode(raw));
	return decoded.ok ? decoded.value : undefined;
}
