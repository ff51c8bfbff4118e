// @ts-check
/**
 * Turns a file or folder into instances the way Rojo 7's default sync rules do.
 *
 * Why: the simulator and `npm run build` must see exactly the tree `rojo build` would make
 * from the same files. The rules, their order and the `init.*` priority are Rojo's
 * (snapshot_middleware/mod.rs): a project's own syncRules first, then the first matching
 * suffix decides; a file no rule matches (.md, .ts, .d.ts, LICENSE...) becomes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import {
	INIT_FILES,
	INIT_NAMES,
	PROJECT_INITS,
	RULES,
	syncRuleMatches,
	TS_INIT_FILES,
	TS_INIT_NAMES,
	TS_RULES,
} from "./SyncRules.mjs";
import { dataModuleSource } from "./DataModules.mjs";
import { localizationTable } from "./Localization.mjs";
import { readRbxmx } from "../Rbxmx.mjs";
import { readRbxm } from "./Rbxm.mjs";
import { modelFileRoot } from "./ModelFile.mjs";
import { leaf, withMeta, applyMeta, modelNode } from "./Metadata.mjs";
import { LFS_POINTER, leftOutAsLfsPointer } from "./LfsPointer.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */
/**
 * @typedef {object} Context
 * @property {{ base: string, regex: RegExp }[]} ignoreRules globIgnorePaths of every enclosing project
 * @property {boolean} emitLegacyScripts
 * @property {(message: string) => void} warn
 * @property {(file: string, fallbackName: string, ctx: Context) => TreeNode | null} loadProjectFile
 * @property {(name: string) => boolean} isService for project nodes under a DataModel
 * @property {boolean} [typescript] read roblox-ts sources (*.ts) as the scripts they compile to (see RojoLoader)
 * @property {SyncRule[]} [syncRules] the enclosing project's own syncRules (a nested project replaces them)
 * @property {boolean} [skipBroken] a model file that cannot be read is warned about and left out
 */
/**
 * @typedef {object} SyncRule
 * @property {string} base the declaring project's folder @property {RegExp} include
 * @property {RegExp} [exclude] @property {string} middleware @property {string} [suffix]
 */

/** RunContext EnumItem values, stored the way Rojo does: explicit Enum numbers (Legacy is 0, the default). */
const RUN_CONTEXT = { Server: 1, Client: 2, Plugin: 3 };

/**
 * The instance for `file`, or null when Rojo would make none (missing, ignored type).
 * @param {Context} ctx @param {string} file absolute @returns {TreeNode | null}
 */
export function snapshotPath(ctx, file) {
	let stat;
	try {
		stat = fs.statSync(file);
	} catch {
		return null;
	}
	if (stat.isDirectory()) return snapshotDirWithInit(ctx, file);
	const base = path.basename(file);
	if (INIT_NAMES.has(base) && !PROJECT_INITS.has(base)) return null; // taken by the folder
	if (ctx.typescript && TS_INIT_NAMES.has(base)) return null;
	return snapshotFile(ctx, file, base);
}

/**
 * A project's own syncRules come first (Rojo: InstanceContext::get_user_sync_rule, checked before
 * default_sync_rules in snapshot_from_path), then roblox-ts sources when asked, then Rojo's rules.
 * @param {Context} ctx @param {string} file @param {string} base
 */
function snapshotFile(ctx, file, base) {
	const user = ctx.syncRules?.find((rule) => syncRuleMatches(rule, file));
	if (user) {
		const name =
			user.suffix !== undefined && base.endsWith(user.suffix)
				? base.slice(0, base.length - user.suffix.length)
				: user.suffix !== undefined
					? base
					: stem(base);
		return snapshotWith(ctx, user.middleware, file, name);
	}
	const rule =
		(ctx.typescript ? TS_RULES.find(([suffix]) => base.endsWith(suffix)) : undefined) ??
		RULES.find(([suffix, , , exclude]) => base.endsWith(suffix) && !(exclude && base.endsWith(exclude)));
	if (!rule) return null;
	const [suffix, middleware, strip] = rule;
	return snapshotWith(ctx, middleware, file, strip ? base.slice(0, -suffix.length) : stem(base));
}

/** @param {Context} ctx @param {string} middleware @param {string} file @param {string} name @returns {TreeNode | null} */
function snapshotWith(ctx, middleware, file, name) {
	// Models keep their own check below: a pointer there is a clear error even when not skipping.
	if (middleware !== "ignore" && middleware !== "rbxm" && middleware !== "rbxmx" && leftOutAsLfsPointer(ctx, file))
		return null;
	switch (middleware) {
		case "ignore":
			return null;
		case "project":
			return ctx.loadProjectFile(file, name, ctx);
		case "jsonModel":
			return modelNode(ctx, file, name);
		case "json":
		case "toml":
		case "yaml": {
			const source = dataModuleSource(middleware, fs.readFileSync(file, "utf8"), file);
			return withMeta(leaf(name, "ModuleScript", { Source: source }, file), file, name, ctx);
		}
		case "text":
			return withMeta(leaf(name, "StringValue", { Value: fs.readFileSync(file, "utf8") }, file), file, name, ctx);
		case "csv":
			return withMeta(localizationTable(ctx, file, name), file, name, ctx);
		case "rbxmx":
		case "rbxm": {
			let model;
			try {
				const data = fs.readFileSync(file);
				if (data.subarray(0, 40).toString("latin1").startsWith(LFS_POINTER))
					throw new Error("is a Git LFS pointer, not the model: fetch it with `git lfs pull`");
				model =
					middleware === "rbxm" ? readRbxm(data) : { roots: readRbxmx(data.toString("utf8")), skipped: [] };
			} catch (error) {
				const message = `${file}: ${/** @type {Error} */ (error).message}`;
				if (!ctx.skipBroken) throw new Error(message);
				ctx.warn(`${message}; left out`);
				return null;
			}
			if (model.skipped.length)
				ctx.warn(
					`${file}: ${model.skipped.length} kinds of property value the simulator does not read were left out (${model.skipped.slice(0, 3).join(", ")}${model.skipped.length > 3 ? ", ..." : ""})`,
				);
			return modelFileRoot(file, name, model.roots);
		}
		default:
			return withMeta(scriptNode(ctx, file, name, middleware), file, name, ctx);
	}
}

/** Rust's Path::file_stem: the name without its last extension (".x" keeps its dot). */
function stem(/** @type {string} */ base) {
	const dot = base.lastIndexOf(".");
	return dot > 0 ? base.slice(0, dot) : base;
}

/**
 * The script class per middleware (snapshot_middleware/lua.rs, snapshot_lua): with
 * emitLegacyScripts (Project Format: default true) server and client files are a Script and a
 * LocalScript; without it both are Scripts with their RunContext set. Plugin scripts and the
 * runContext* middlewares always set RunContext; the legacy* ones never change class.
 * @param {Context} ctx @param {string} file @param {string} name @param {string} middleware
 */
function scriptNode(ctx, file, name, middleware) {
	// Rojo normalises CRLF to LF in scripts (read_to_string_lf_normalized), not in .txt files.
	const source = fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n");
	/** @type {[string, number | undefined]} */
	const [className, runContext] =
		middleware === "moduleScript"
			? ["ModuleScript", undefined]
			: middleware === "serverScript"
				? ["Script", ctx.emitLegacyScripts ? undefined : RUN_CONTEXT.Server]
				: middleware === "clientScript"
					? ctx.emitLegacyScripts
						? ["LocalScript", undefined]
						: ["Script", RUN_CONTEXT.Client]
					: middleware === "pluginScript"
						? ["Script", RUN_CONTEXT.Plugin]
						: middleware === "legacyClientScript"
							? ["LocalScript", undefined]
							: middleware === "runContextServerScript"
								? ["Script", RUN_CONTEXT.Server]
								: middleware === "runContextClientScript"
									? ["Script", RUN_CONTEXT.Client]
									: ["Script", undefined]; // legacyServerScript
	const properties =
		runContext === undefined ? { Source: source } : { Source: source, RunContext: { Enum: runContext } };
	return leaf(name, className, properties, file);
}

/** @param {Context} ctx @param {string} dir @returns {TreeNode | null} */
function snapshotDirWithInit(ctx, dir) {
	// A symbolic link back to a folder being read (a pnpm store, `link -> ..`) would recurse
	// forever; it is left out with a warning instead.
	const real = fs.realpathSync(dir);
	if (OPEN_FOLDERS.has(real)) {
		ctx.warn(`${dir}: links back to ${real}, which holds it; left out`);
		return null;
	}
	OPEN_FOLDERS.add(real);
	try {
		return readDir(ctx, dir);
	} finally {
		OPEN_FOLDERS.delete(real);
	}
}

/** Real paths of the folders being read, outermost first. */
const OPEN_FOLDERS = new Set();

/** @param {Context} ctx @param {string} dir @returns {TreeNode | null} */
function readDir(ctx, dir) {
	const name = path.basename(dir);
	const entries = fs.readdirSync(dir, { withFileTypes: true });
	const names = new Set(entries.map((e) => e.name));
	const init =
		INIT_FILES.find(([file]) => names.has(file)) ??
		(ctx.typescript ? TS_INIT_FILES.find(([file]) => names.has(file)) : undefined);
	if (init?.[1] === "project") return ctx.loadProjectFile(path.join(dir, init[0]), name, ctx);
	const children = snapshotChildren(ctx, dir, entries);
	/** @type {TreeNode} */
	let node = { name, className: "Folder", properties: {}, children, sourcePath: dir };
	const initFile = init ? path.join(dir, init[0]) : "";
	// An init file that is a Git LFS pointer is left out: its folder stays a Folder with its children.
	// snapshot_csv_init (csv.rs): an init.csv table takes the folder's name and keeps its children.
	if (init && !leftOutAsLfsPointer(ctx, initFile))
		node =
			init[1] === "csv"
				? { ...localizationTable(ctx, initFile, name), children }
				: { ...withMeta(scriptNode(ctx, initFile, name, init[1]), initFile, name, ctx), children };
	applyMeta(node, path.join(dir, "init.meta.json"), true, ctx);
	return node;
}

/** @param {Context} ctx @param {string} dir @param {fs.Dirent[]} entries */
function snapshotChildren(ctx, dir, entries) {
	/** @type {TreeNode[]} */
	const children = [];
	// Sorted so that builds are reproducible; Rojo keeps the OS's order, which has no meaning.
	for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
		if (entry.name === ".git") continue;
		const full = path.join(dir, entry.name);
		if (ctx.ignoreRules.some((rule) => isIgnored(rule, full))) continue;
		const child =
			entry.isDirectory() || entry.isSymbolicLink()
				? snapshotPath(ctx, full)
				: snapshotFileEntry(ctx, full, entry.name);
		if (child) children.push(child);
	}
	return children;
}

/** A plain file found while listing a folder: the stat in snapshotPath is not needed. */
function snapshotFileEntry(/** @type {Context} */ ctx, /** @type {string} */ full, /** @type {string} */ base) {
	if (INIT_NAMES.has(base)) return null;
	if (ctx.typescript && TS_INIT_NAMES.has(base)) return null;
	return snapshotFile(ctx, full, base);
}

function isIgnored(/** @type {{ base: string, regex: RegExp }} */ rule, /** @type {string} */ full) {
	const rel = path.relative(rule.base, full);
	if (rel.startsWith("..") || path.isAbsolute(rel)) return false;
	return rule.regex.test(rel.split(path.sep).join("/"));
}
