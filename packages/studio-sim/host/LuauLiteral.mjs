// @ts-check
/**
 * Luau literals written by the host: string literals and table keys.
 *
 * Why shared: the class database and Rojo's `*.json` modules both turn JS data into Luau
 * source, and both must escape strings and quote keyword keys the same, correct way.
 */

const KEYWORDS = new Set(
	"and break do else elseif end false for function if in local nil not or repeat return then true until while".split(" "),
);

/** A double-quoted Luau string literal; non-ASCII text stays as UTF-8, as Luau accepts it. */
export function luauString(/** @type {string} */ text) {
	let out = '"';
	for (const ch of text) {
		const code = ch.codePointAt(0) ?? 0;
		if (ch === '"' || ch === "\\") out += "\\" + ch;
		else if (ch === "\n") out += "\\n";
		else if (ch === "\r") out += "\\r";
		else if (ch === "\t") out += "\\t";
		// Decimal escapes are padded to 3 digits so a following digit is not swallowed.
		else if (code < 32 || code === 127) out += "\\" + String(code).padStart(3, "0");
		else out += ch;
	}
	return out + '"';
}

/** A table key: bare when it is an identifier, `["..."]` otherwise. */
export function luauKey(/** @type {string} */ key) {
	return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !KEYWORDS.has(key) ? key : `[${luauString(key)}]`;
}
