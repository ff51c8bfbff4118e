// @ts-check
/**
 * The class database as one compact Luau chunk, loaded into the simulator's VM.
 *
 * Why a separate module: generation (ClassDatabase.mjs) reads TypeScript declarations;
 * this only prints the result, compactly, because the chunk is compiled at every boot.
 */
import { luauKey, luauString } from "./LuauLiteral.mjs";

/** @typedef {import("./ClassDatabase.mjs").ClassDatabase} ClassDatabase */

/**
 * The Luau chunk. luau-web ships a fixed ~17 MiB heap (the simulator raises it, LuauMemory.mjs), so
 * identical property infos (2.7k properties, ~350 distinct) are one frozen table each, S[i]:
 * same shape for readers, about half the memory and source size.
 * @param {ClassDatabase} db
 */
export function databaseToLuau(db) {
	/** @type {Map<string, number>} */ const shared = new Map();
	const ref = (/** @type {any} */ v, /** @type {string[]} */ at) => {
		if (at.length !== 4 || at[0] !== "classes" || at[2] !== "properties") return undefined;
		const text = toLuau(v, [], () => undefined);
		if (!shared.has(text)) shared.set(text, shared.size + 1);
		return `S[${shared.get(text)}]`;
	};
	const body = toLuau(db, [], ref);
	return `local F=table.freeze local S={${[...shared.keys()].map((t) => `F(${t})`).join(",")}}\nreturn ${body}`;
}

/**
 * Serializes plain JSON-like data as a compact Luau table constructor; `ref` may replace a
 * value (at a key path) with an expression.
 * @param {any} v @param {string[]} at @param {(v: any, at: string[]) => string | undefined} ref @returns {string}
 */
function toLuau(v, at, ref) {
	const replaced = ref(v, at);
	if (replaced !== undefined) return replaced;
	if (v === null || v === undefined) return "nil";
	if (typeof v === "string") return luauString(v);
	if (typeof v === "number" || typeof v === "boolean") return String(v);
	if (Array.isArray(v)) return "{" + v.map((x, i) => toLuau(x, [...at, String(i)], ref)).join(",") + "}";
	const parts = [];
	for (const [k, x] of Object.entries(v)) {
		parts.push(`${luauKey(k)}=${toLuau(x, [...at, k], ref)}`);
	}
	return "{" + parts.join(",") + "}";
}
