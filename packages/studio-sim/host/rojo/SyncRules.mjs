// @ts-check
/**
 * Which middleware reads a file: Rojo's default sync rules (and the roblox-ts names that
 * compile to them), the files that turn a folder into something else, and a project's own
 * `syncRules` (which files a rule claims).
 *
 * Why its own module: the rules are Rojo 7.4's (snapshot_middleware/mod.rs, `SyncRule` in
 * snapshot/metadata.rs; the Project Format page does not describe them yet) and choosing a
 * middleware is separate from turning a file into an instance (FileSnapshot.mjs).
 */
import path from "node:path";
import { globToRegExp } from "./Glob.mjs";

/** @typedef {import("./FileSnapshot.mjs").SyncRule} SyncRule */

/**
 * The middlewares a project's `syncRules` may `use` (Rojo's `enum Middleware`,
 * snapshot_middleware/mod.rs; the docs' Project Format page does not list them yet).
 */
const MIDDLEWARES = new Set(
	(
		"csv jsonModel json serverScript clientScript moduleScript pluginScript legacyClientScript legacyServerScript " +
		"runContextServerScript runContextClientScript project rbxm rbxmx toml text yaml ignore"
	).split(" "),
);

/**
 * Sync rule globs match the path relative to the folder of the project that declared them
 * (SyncRule::matches strips base_path); `exclude` wins over `pattern`.
 * @param {SyncRule} rule @param {string} file
 */
export function syncRuleMatches(rule, file) {
	const rel = path.relative(rule.base, file);
	if (rel.startsWith("..") || path.isAbsolute(rel)) return false;
	const posix = rel.split(path.sep).join("/");
	return !(rule.exclude && rule.exclude.test(posix)) && rule.include.test(posix);
}

/**
 * A project's `syncRules` entries in the form snapshotFile reads; an entry Rojo would refuse
 * (no pattern, an unknown `use`) is a clear error naming the project.
 * @param {unknown} rules @param {string} base @param {string} projectFile @returns {SyncRule[]}
 */
export function readSyncRules(rules, base, projectFile) {
	if (rules === undefined) return [];
	if (!Array.isArray(rules)) throw new Error(`${projectFile}: syncRules must be a list`);
	return rules.map((rule, i) => {
		if (!rule || typeof rule.pattern !== "string")
			throw new Error(`${projectFile}: syncRules[${i}] needs a "pattern" glob`);
		if (!MIDDLEWARES.has(rule.use))
			throw new Error(
				`${projectFile}: syncRules[${i}].use "${rule.use}" is not one of ${[...MIDDLEWARES].join(", ")}`,
			);
		return {
			base,
			include: globToRegExp(rule.pattern),
			exclude: typeof rule.exclude === "string" ? globToRegExp(rule.exclude) : undefined,
			middleware: rule.use,
			suffix: typeof rule.suffix === "string" ? rule.suffix : undefined,
		};
	});
}

/**
 * Rojo's default_sync_rules (snapshot_middleware/mod.rs), in its order, as
 * [suffix, middleware, strip the whole suffix? (else the name is the file stem), excluded suffix].
 * File kinds per rojo.space "Sync Details" (Overview table); .jsonc, .yml/.yaml and
 * .plugin scripts are in the source's rules only.
 */
export const RULES = /** @type {const} */ ([
	[".server.lua", "serverScript", true],
	[".server.luau", "serverScript", true],
	[".client.lua", "clientScript", true],
	[".client.luau", "clientScript", true],
	[".plugin.lua", "pluginScript", true],
	[".plugin.luau", "pluginScript", true],
	[".lua", "moduleScript", false],
	[".luau", "moduleScript", false],
	[".project.json", "project", true],
	[".project.jsonc", "project", true],
	[".model.json", "jsonModel", true],
	[".model.jsonc", "jsonModel", true],
	[".json", "json", true, ".meta.json"],
	[".jsonc", "json", true, ".meta.jsonc"],
	[".toml", "toml", false],
	[".csv", "csv", false],
	[".txt", "text", false],
	[".rbxmx", "rbxmx", false],
	[".rbxm", "rbxm", false],
	[".yml", "yaml", false],
	[".yaml", "yaml", false],
]);

/**
 * What turns a folder into something else, first match wins (get_dir_middleware in
 * snapshot_middleware/mod.rs; Sync Details, Folders and Projects): a default project, then the
 * init scripts, then init.csv (the folder becomes a LocalizationTable keeping its children).
 */
export const INIT_FILES = /** @type {const} */ ([
	["default.project.json", "project"],
	["default.project.jsonc", "project"],
	["init.luau", "moduleScript"],
	["init.lua", "moduleScript"],
	["init.server.luau", "serverScript"],
	["init.server.lua", "serverScript"],
	["init.client.luau", "clientScript"],
	["init.client.lua", "clientScript"],
	["init.plugin.lua", "pluginScript"],
	["init.plugin.luau", "pluginScript"],
	["init.csv", "csv"],
]);
export const PROJECT_INITS = new Set(["default.project.json", "default.project.jsonc"]);

/**
 * roblox-ts sources, read only with `ctx.typescript`: rbxtsc turns `x.server.ts` into
 * `x.server.lua`, `x.ts` into `x.lua` and `index.ts` into the folder's `init.lua`, so the
 * same Rojo rules apply to the compiled names. Declarations (`.d.ts`) compile to nothing.
 */
export const TS_RULES = /** @type {const} */ ([
	[".d.ts", "ignore", true],
	[".server.ts", "serverScript", true],
	[".server.tsx", "serverScript", true],
	[".client.ts", "clientScript", true],
	[".client.tsx", "clientScript", true],
	[".ts", "moduleScript", true],
	[".tsx", "moduleScript", true],
]);
export const TS_INIT_FILES = /** @type {const} */ ([
	["index.ts", "moduleScript"],
	["index.tsx", "moduleScript"],
	["index.server.ts", "serverScript"],
	["index.client.ts", "clientScript"],
]);
/** @type {Set<string>} */
export const TS_INIT_NAMES = new Set(TS_INIT_FILES.map(([file]) => file));
/** @type {Set<string>} */
export const INIT_NAMES = new Set(INIT_FILES.map(([file]) => file));
