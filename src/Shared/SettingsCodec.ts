/**
 * The one form every Lux value takes in plugin settings: a string `L2:` + JSON whose every
 * byte outside a small safe set is percent-encoded.
 *
 * Why: creator-docs Plugin.yaml (Plugin:SetSetting) says backslashes in values, in particular
 * escaped quotes, can corrupt the settings file, and that arrays are turned into maps with
 * string keys. JSON of any text with a quote, a backslash or a newline holds a backslash once
 * Studio writes it; the encoded string holds only letters, digits and ` -_.~,:{}[]%`, so
 * Studio's own JSON writer never has to escape anything. Arrays live inside our JSON text, so
 * they come back as arrays.
 */
import { decodeJson as decodeText, encodeJson, NO_JSON_CODEC } from "./Json";
import { SETTINGS_SCHEMA } from "./SettingKeys";

export const VALUE_PREFIX = `L${SETTINGS_SCHEMA}:`;

export type Decoded = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly why: string };

function percentEncode(text: string): string {
	return text.gsub("[^%w%-_%.~ ,:{}%[%]]", (c: string) => string.format("%%%02X", c.byte()[0]))[0];
}

function percentDecode(text: string): string {
	return text.gsub("%%(%x%x)", (hex: string) => string.char(tonumber(hex, 16)!))[0];
}

/** Whether a stored string could only have come from encodeValue (nothing Studio escapes). */
export function isEncodedForm(raw: unknown): raw is string {
	if (!typeIs(raw, "string") || raw.sub(1, VALUE_PREFIX.size()) !== VALUE_PREFIX) return false;
	return string.match(raw, "^[%w%-_%.~ ,:{}%[%]%%]*$")[0] !== undefined;
}

/** The stored form of a JSON-safe value; undefined when it cannot be encoded as JSON. */
export function encodeValue(value: unknown): string | undefined {
	const [ok, json] = pcall(() => encodeJson(value));
	if (!ok || !typeIs(json, "string")) return undefined;
	return VALUE_PREFIX + percentEncode(json);
}

function decodeJson(text: string): Decoded {
	const decoded = decodeText(text);
	if (decoded.ok) return { ok: true, value: decoded.value };
	return { ok: false, why: decoded.error === NO_JSON_CODEC ? NO_JSON_CODEC : "it is not valid JSON" };
}

/** Reads what encodeValue wrote. */
export function decodeValue(raw: unknown): Decoded {
	if (!isEncodedForm(raw)) return { ok: false, why: "it is not in Lux's stored form" };
	return decodeJson(percentDecode(raw.sub(VALUE_PREFIX.size() + 1)));
}

/** Schema 1 percent-encoded JSON (the conversation and plan archives). */
export function decodeLegacyPercentJson(raw: unknown): Decoded {
	if (!typeIs(raw, "string")) return { ok: false, why: "it is not text" };
	return decodeJson(percentDecode(raw));
}

function isSequenceMap(value: object): boolean {
	let count = 0;
	for (const [k] of pairs(value)) {
		if (!typeIs(k, "string") || string.match(k, "^[1-9]%d*$")[0] === undefined) return false;
		count += 1;
	}
	if (count === 0) return false;
	for (let i = 1; i <= count; i++) if ((value as Record<string, unknown>)[tostring(i)] === undefined) return false;
	return true;
}

/**
 * A schema-1 value as Studio hands it back: arrays it stored came back as maps with string
 * keys "1".."n" (Plugin.yaml, Plugin:SetSetting); they are arrays again here, at any depth.
 */
export function normaliseLegacy(value: unknown, depth = 0): unknown {
	if (!typeIs(value, "table") || depth > 32) return value;
	if (isSequenceMap(value)) {
		const out = new Array<defined>();
		const map = value as Record<string, defined>;
		for (let i = 1; map[tostring(i)] !== undefined; i++) out.push(normaliseLegacy(map[tostring(i)], depth + 1)!);
		return out;
	}
	const out: Record<string, unknown> = {};
	for (const [k, v] of pairs(value as Record<string, unknown>)) out[k] = normaliseLegacy(v, depth + 1);
	return out;
}
