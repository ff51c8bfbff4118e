// @ts-check
/**
 * Turns a parsed JSON value into the Luau source Rojo 7 generates for a `*.json` file.
 *
 * Why: Rojo syncs `foo.json` as a ModuleScript `foo` whose Source is `return <table>`, and
 * the plugin may `require` such modules, so the simulator must produce the same code. The
 * layout follows Rojo's lua_ast printer (objects one entry per line with tabs, arrays on one
 * line, identifier keys bare). One deliberate difference: Rojo writes string contents
 * unescaped, which breaks on quotes or newlines; here strings are escaped so the module
 * always compiles. Object keys are written in byte order for JSON and TOML (Rojo reads both into
 * sorted maps: serde_json's and toml's default Map is a BTreeMap; rojo-test build-tests/json_as_lua)
 * and in document order for YAML (yaml-rust keeps a LinkedHashMap).
 */

import { luauKey, luauString } from "../LuauLiteral.mjs";

/** @param {unknown} value @param {{ sortKeys?: boolean }} [options] sortKeys defaults to true */
export function jsonToLuauModule(value, options = {}) {
	return "return " + expression(value, 0, options.sortKeys ?? true);
}

/**
 * @param {unknown} value
 * @param {number} level indentation of the line the expression starts on
 * @param {boolean} sortKeys
 * @returns {string}
 */
function expression(value, level, sortKeys) {
	if (value === null || value === undefined) return "nil";
	if (typeof value === "boolean") return String(value);
	if (typeof value === "number") {
		if (Number.isNaN(value)) return "0/0";
		if (!Number.isFinite(value)) return value > 0 ? "math.huge" : "-math.huge";
		return String(value);
	}
	if (typeof value === "string") return luauString(value);
	if (Array.isArray(value)) return "{" + value.map((item) => expression(item, level, sortKeys)).join(", ") + "}";
	const inner = "\t".repeat(level + 1);
	let out = "{\n";
	const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
	if (sortKeys) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	for (const [key, item] of entries) {
		const keyText = luauKey(key);
		out += `${inner}${keyText} = ${expression(item, level + 1, sortKeys)},\n`;
	}
	return out + "\t".repeat(level) + "}";
}
