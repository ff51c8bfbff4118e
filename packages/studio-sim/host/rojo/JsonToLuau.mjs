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

import { luauKey, luauString } from "../LuauLiteral.mjs";

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
		const keyText = luauKey(key);
		out += `${inner}${keyText} = ${expression(item, level + 1)},\n`;
	}
	return out + "\t".repeat(level) + "}";
}
