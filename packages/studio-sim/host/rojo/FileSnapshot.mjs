// @ts-check
/**
 * Turns a file or folder into instances the way Rojo 7's default sync rules do.
 *
 * Why: the simulator and `npm run build` must see exactly the tree `rojo build` would make
 * from the same files. The rules, their order and the `init.*` priority are Rojo's
 * (snapshot_middleware/mod.rs): the first matching suffix decides; a file no rule matches
 * (.md, .ts, .d.ts, LICENSE...) becomes nothing. Formats Rojo supports but plugin projects seldom
 * use (.csv, .toml, .yaml, binary .rbxm) are skipped with a warning.
 */
import fs from "node:fs";
import path from "node:path";
import { parseLenientJson } from "./LenientJson.mjs";
import { jsonToLuauModule } from "./JsonToLuau.mjs";
import { readRbxmx } from "../Rbxmx.mjs";
import { leaf, withMeta, applyMeta, modelNode } from "./Metadata.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */
/**
 * @typedef {object} Context
 * @property {{ base: string, regex: RegExp }[]} ignoreRules globIgnorePaths of every enclosing project
 * @property {boolean} emitLegacyScripts
 * @property {(message: string) => void} warn
 * @property {(file: string, fallbackName: string, ctx: Context) => TreeNode | null} loadProjectFile
 * @property {(name: string) => boolean} isService for project nodes under a DataModel
 * @property {boolean} [typescript] read roblox-ts sources (*.ts) as the scripts they compile to (see RojoLoader)
 */

/** RunContext EnumItem values, stored the way Rojo does: explicit Enum numbers. */
const RUN_CONTEXT = { Server: 1, Client: 2, Plugin: 3 };

/** [suffix, kind, strip whole suffix?] in Rojo's order; without stripping the name is the file stem. */
const RULES = /** @type {const} */ ([
	[".server.lua", "server", true],
	[".server.luau", "server", true],
	[".client.lua", "client", true],
	[".client.luau", "client", true],
	[".plugin.lua", "plugin", true],
	[".plugin.luau", "plugin", true],
	[".lua", "module", false],
	[".luau", "module", false],
	[".project.json", "project", true],
	[".model.json", "model", true],
	[".meta.json", "none", true],
	[".json", "json", true],
	[".txt", "text", false],
	[".rbxmx", "rbxmx", false],
	[".toml", "unsupported", false],
	[".csv", "csv", false],
	[".rbxm", "unsupported", false],
	[".yml", "unsupported", false],
	[".yaml", "unsupported", false],
]);

const INIT_FILES = /** @type {const} */ ([
	["default.project.json", "project"],
	["init.luau", "module"],
	["init.lua", "module"],
	["init.server.luau", "server"],
	["init.server.lua", "server"],
	["init.client.luau", "client"],
	["init.client.lua", "client"],
	["init.csv", "unsupported"],
]);

/**
 * roblox-ts sources, read only with `ctx.typescript`: rbxtsc turns `x.server.ts` into
 * `x.server.lua`, `x.ts` into `x.lua` and `index.ts` into the folder's `init.lua`, so the
 * same Rojo rules apply to the compiled names. Declarations (`.d.ts`) compile to nothing.
 */
const TS_RULES = /** @type {const} */ ([
	[".d.ts", "none", true],
	[".server.ts", "server", true],
	[".server.tsx", "server", true],
	[".client.ts", "client", true],
	[".client.tsx", "client", true],
	[".ts", "module", true],
	[".tsx", "module", true],
]);
const TS_INIT_FILES = /** @type {const} */ ([
	["index.ts", "module"],
	["index.tsx", "module"],
	["index.server.ts", "server"],
	["index.client.ts", "client"],
]);
/** @type {Set<string>} */
const TS_INIT_NAMES = new Set(TS_INIT_FILES.map(([file]) => file));
/** @type {Set<string>} */
const INIT_NAMES = new Set(INIT_FILES.map(([file]) => file));

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
	if (INIT_NAMES.has(base) && base !== "default.project.json") return null; // taken by the folder
	if (ctx.typescript && TS_INIT_NAMES.has(base)) return null;
	return snapshotFile(ctx, file, base);
}

/** @param {Context} ctx @param {string} file @param {string} base */
function snapshotFile(ctx, file, base) {
	const rule =
		(ctx.typescript ? TS_RULES.find(([suffix]) => base.endsWith(suffix)) : undefined) ??
		RULES.find(([suffix]) => base.endsWith(suffix));
	if (!rule) return null;
	const [suffix, kind, strip] = rule;
	const name = strip ? base.slice(0, -suffix.length) : stem(base);
	switch (kind) {
		case "none":
			return null;
		case "server":
		case "client":
		case "plugin":
		case "module":
			return withMeta(scriptNode(ctx, file, name, kind), file, name, ctx);
		case "project":
			return ctx.loadProjectFile(file, name, ctx);
		case "model":
			return modelNode(ctx, file, name);
		case "json": {
			const value = parseLenientJson(fs.readFileSync(file, "utf8"), file);
			const node = leaf(name, "ModuleScript", { Source: jsonToLuauModule(value) }, file);
			return withMeta(node, file, name, ctx);
		}
		case "text":
			return withMeta(leaf(name, "StringValue", { Value: fs.readFileSync(file, "utf8") }, file), file, name, ctx);
		case "csv":
			return withMeta(localizationTable(ctx, file, name), file, name, ctx);
		case "rbxmx": {
			const roots = readRbxmx(fs.readFileSync(file, "utf8"));
			if (roots.length !== 1)
				throw new Error(
					`${file}: Rojo only supports model files with one top-level instance (found ${roots.length})`,
				);
			return { ...roots[0], name, sourcePath: file };
		}
		default:
			ctx.warn(`${file}: ${path.extname(file)} files are not supported by the simulator's Rojo loader; skipped`);
			return null;
	}
}

/**
 * Rojo 7 makes a LocalizationTable of a `.csv` (snapshot_middleware/csv.rs): the first row
 * names the columns, `Key`, `Source`, `Context` and `Example` are the entry's fields and
 * every other column is a locale id; rows with neither key nor source are skipped; the
 * entries become the table's `Contents` JSON. The simulator's class database (from
 * @rbxts/types) has no `Contents` property (Roblox exposes it through Get/SetContents), so
 * the entries travel as the JSON text in the `LocalizationEntries` attribute, which keeps
 * them readable by specs without inventing a property.
 * @param {Context} ctx @param {string} file @param {string} name
 */
function localizationTable(ctx, file, name) {
	const rows = parseCsv(fs.readFileSync(file, "utf8"));
	const header = rows.shift() ?? [];
	const entries = [];
	for (const row of rows) {
		/** @type {Record<string, any>} */
		const entry = { values: {} };
		header.forEach((column, i) => {
			const cell = row[i] ?? "";
			if (column === "Key" || column === "Source" || column === "Context" || column === "Example") {
				if (cell !== "") entry[column.toLowerCase()] = cell;
			} else if (column !== "" && cell !== "") entry.values[column] = cell;
		});
		if (entry.key === undefined && entry.source === undefined) continue;
		entries.push(entry);
	}
	if (rows.length > 0 && entries.length === 0) ctx.warn(`${file}: no localization entries (no Key or Source column?)`);
	const node = leaf(name, "LocalizationTable", {}, file);
	node.attributes = { LocalizationEntries: JSON.stringify(entries) };
	return node;
}

/** RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(/** @type {string} */ text) {
	/** @type {string[][]} */
	const rows = [];
	let row = /** @type {string[]} */ ([]);
	let cell = "";
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
			else if (c === '"') quoted = false;
			else cell += c;
		} else if (c === '"') quoted = true;
		else if (c === ",") row.push(cell), (cell = "");
		else if (c === "\n" || c === "\r") {
			if (c === "\r" && text[i + 1] === "\n") i++;
			row.push(cell), (cell = "");
			if (row.some((x) => x !== "")) rows.push(row);
			row = [];
		} else cell += c;
	}
	row.push(cell);
	if (row.some((x) => x !== "")) rows.push(row);
	return rows;
}

/** Rust's Path::file_stem: the name without its last extension (".x" keeps its dot). */
function stem(/** @type {string} */ base) {
	const dot = base.lastIndexOf(".");
	return dot > 0 ? base.slice(0, dot) : base;
}

/** @param {Context} ctx @param {string} file @param {string} name @param {string} kind */
function scriptNode(ctx, file, name, kind) {
	// Rojo normalises CRLF to LF in scripts (read_to_string_lf_normalized), not in .txt files.
	const source = fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n");
	if (kind === "module") return leaf(name, "ModuleScript", { Source: source }, file);
	if (ctx.emitLegacyScripts && kind !== "plugin") {
		return leaf(name, kind === "client" ? "LocalScript" : "Script", { Source: source }, file);
	}
	const runContext = RUN_CONTEXT[kind === "server" ? "Server" : kind === "client" ? "Client" : "Plugin"];
	return leaf(name, "Script", { Source: source, RunContext: { Enum: runContext } }, file);
}

/** @param {Context} ctx @param {string} dir @returns {TreeNode | null} */
function snapshotDirWithInit(ctx, dir) {
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
	if (init?.[1] === "unsupported")
		ctx.warn(`${path.join(dir, init[0])}: init.csv is not supported; the folder stays a Folder`);
	else if (init) {
		const initFile = path.join(dir, init[0]);
		node = { ...withMeta(scriptNode(ctx, initFile, name, init[1]), initFile, name, ctx), children };
	}
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
