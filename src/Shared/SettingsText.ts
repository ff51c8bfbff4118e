/**
 * Encodes text we do not control before it goes into plugin settings.
 *
 * Why: studio-apis.md warns that backslashes and quotes inside setting values have corrupted
 * Studio's settings file. Paths and messages in the action log can hold both, so they are
 * percent-encoded (%, backslash, quote and control characters) and decoded when read.
 */
export function encodeSettingText(text: string): string {
	const [encoded] = text.gsub('[%%\\"%c]', (c: string) => string.format("%%%02X", c.byte()[0]));
	return encoded;
}

export function decodeSettingText(text: string): string {
	const [decoded] = text.gsub("%%(%x%x)", (hex: string) => string.char(tonumber(hex, 16)!));
	return decoded;
}
