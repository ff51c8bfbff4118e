// @ts-check
/**
 * Turns a parsed JSON value into the Luau source Rojo 7 generates for a `*.json` file.
 *
 * Why: Rojo syncs `foo.json` as a ModuleScript `foo` whose Source is `return <table>`, and
 * the plugin may `require` such modules, so the simulator must produce the same code. The
 * layout follows Rojo's lua_ast printer (objects one entry per line with tabs, arrays on one
 * line, identifier keys bare). One deliberate difference: Rojo writes string contents
 * unescaped, which breaks on quotes or newlines; here strings are escaped so the module
 * always compiles.
 */

const KEYWORDS = new Set(
	"and break do else elseif end false for function if in local nil not or repeat return then true until while".split(
		" ",
	),
);

/** @param {unknown} value */
export function jsonToLuauModule(value) {
	return "return " + expression(value, 0);
}

/**
 * @param {unknown} value
 * @param {number} level indentation of the line the expression starts on
 * @returns {string}
 */
function expression(value, level) {
	if (value === null || value === undefined) return "nil";
	if (typeof value === "boolean") return String(value);
	if (typeof value === "number") {
		if (Number.isNaN(value)) return "0/0";
		if (!Number.isFinite(value)) return value > 0 ? "math.huge" : "-math.huge";
		return String(value);
	}
	if (typeof value === "string") return luauString(value);
	if (Array.isArray(value)) return "{" + value.map((item) => expression(item, level)).join(", ") + "}";
	const inner = "\t".repeat(level + 1);
	let out = "{\n";
	for (const [key, item] of Object.entries(/** @type {Record<string, unknown>} */ (value))) {
		const keyText = /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !KEYWORDS.has(key) ? key : `[${luauString(key)}]`;
		out += `${inner}${keyText} = ${expression(item, level + 1)},\n`;
	}
	return out + "\t".repeat(level) + "}";
}

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
