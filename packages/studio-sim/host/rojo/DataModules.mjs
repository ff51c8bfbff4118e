// @ts-check
/**
 * Data files Rojo turns into ModuleScripts that return their contents: `*.json`/`*.jsonc`,
 * `*.toml` and `*.yml`/`*.yaml` (rojo.space "Sync Details": JSON Modules, TOML Modules; YAML is in
 * Rojo's default_sync_rules, snapshot_middleware/mod.rs and yaml.rs, not yet on the docs page).
 *
 * Why its own module: each format has Rojo-specific conversions the simulator must copy, so that a
 * game that `require`s its config file gets the same table it gets in Studio: TOML date-times
 * become strings (Sync Details, TOML Modules), a YAML file must hold exactly one document and no
 * aliases, and YAML integers beyond 2^53 are refused (yaml.rs).
 */
import { parse as parseToml } from "smol-toml";
import yaml from "js-yaml";
import { parseLenientJson } from "./LenientJson.mjs";
import { jsonToLuauModule } from "./JsonToLuau.mjs";

/**
 * The Source Rojo generates for a data file of kind `kind`; throws a message naming the file
 * when the text cannot be converted.
 * @param {"json" | "toml" | "yaml"} kind @param {string} text @param {string} file
 */
export function dataModuleSource(kind, text, file) {
	if (kind === "json") return jsonToLuauModule(parseLenientJson(text, file));
	if (kind === "toml") {
		let value;
		try {
			value = parseToml(text);
		} catch (error) {
			throw new Error(
				`File contains malformed TOML: ${file}: ${/** @type {Error} */ (error).message.split("\n")[0]}`,
			);
		}
		return jsonToLuauModule(tomlPlain(value));
	}
	let documents;
	try {
		documents = yaml.loadAll(text, undefined, { schema: yaml.CORE_SCHEMA });
	} catch (error) {
		throw new Error(`${file}: malformed YAML: ${/** @type {Error} */ (error).message.split("\n")[0]}`);
	}
	if (documents.length === 0) throw new Error(`${file}: all YAML documents must contain a document`);
	if (documents.length > 1)
		throw new Error(`${file}: Rojo does not currently support multiple documents in a YAML file`);
	checkYamlIntegers(documents[0], file);
	return jsonToLuauModule(documents[0], { sortKeys: false });
}

/** TOML date-times as the strings they were written as (Sync Details, TOML Modules). */
function tomlPlain(/** @type {unknown} */ value) {
	// smol-toml's TomlDate prints local dates and times in their TOML form (no zone added).
	if (value instanceof Date) return value.toISOString();
	if (Array.isArray(value)) return value.map(tomlPlain);
	if (value && typeof value === "object") {
		/** @type {Record<string, unknown>} */
		const out = {};
		for (const [k, v] of Object.entries(value)) out[k] = tomlPlain(v);
		return out;
	}
	return value;
}

/** yaml.rs: an integer above 2^53 "cannot be losslessly converted into a Luau number". */
function checkYamlIntegers(/** @type {unknown} */ value, /** @type {string} */ file) {
	if (typeof value === "number" && Number.isInteger(value) && Math.abs(value) > 2 ** 53) {
		throw new Error(`${file}: the integer '${value}' cannot be losslessly converted into a Luau number`);
	}
	if (value && typeof value === "object") for (const v of Object.values(value)) checkYamlIntegers(v, file);
}
