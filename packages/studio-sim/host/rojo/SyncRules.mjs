// @ts-check
/**
 * A project's `syncRules`: which files a rule claims and which middleware then reads them.
 *
 * Why its own module: the rules are Rojo 7.4's (snapshot_middleware/mod.rs, `SyncRule` in
 * snapshot/metadata.rs; the Project Format page does not describe them yet) and checking them is
 * separate from turning a file into an instance.
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
