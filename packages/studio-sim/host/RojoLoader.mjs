// @ts-check
/**
 * Loads a Rojo 7 project file (*.project.json) into a plain instance tree.
 *
 * Why: Rojo cannot be downloaded here, but the simulator must boot the same tree
 * `rojo build` / `rojo serve` would give Studio (test.project.json for the specs,
 * default.project.json for the plugin file users install). Project-node rules ($path,
 * $className, class inference for services, property overrides, child order) follow
 * Rojo's snapshot_middleware/project.rs; the filesystem rules live in rojo/FileSnapshot.mjs.
 * Property values are kept exactly as written (`true`, `"Plastic"`, `{ "Vector3": [..] }`):
 * the Luau engine resolves them against the class database when it creates instances.
 */
import fs from "node:fs";
import path from "node:path";
import { parseLenientJson } from "./rojo/LenientJson.mjs";
import { globToRegExp } from "./rojo/Glob.mjs";
import { snapshotPath } from "./rojo/FileSnapshot.mjs";
import { readSyncRules } from "./rojo/SyncRules.mjs";
import { setProperties } from "./rojo/Metadata.mjs";
import { fromPartitions } from "./rojo/Partitions.mjs";
import { typescriptSource } from "./rojo/TypeScriptSources.mjs";

/** @typedef {import("./Rbxmx.mjs").TreeNode} TreeNode */
/** @typedef {import("./rojo/FileSnapshot.mjs").Context} Context */
/**
 * @typedef {object} LoadOptions
 * @property {(message: string) => void} [warn] defaults to console.warn
 * @property {(name: string) => boolean} [isService] which DataModel children are services; a built-in list otherwise
 * @property {boolean} [typescript] a roblox-ts project that was never compiled: a `$path` into the
 *   tsconfig's outDir (missing) reads the same path under its rootDir, and `*.ts` files stand for
 *   the scripts rbxtsc makes of them (their text is the TypeScript). Not something Rojo does: it lets
 *   `npm run realplace` and the benches load a roblox-ts game without installing its toolchain.
 * @property {boolean} [skipMissing] a missing non-optional `$path` (packages not installed: Packages/,
 *   node_modules/) is warned about and left out instead of failing the whole load, as Rojo would;
 *   so is a model file that cannot be read (a Git LFS pointer, a truncated .rbxm) and any other
 *   file that is a Git LFS pointer (a data module, a script, an init file: rojo/LfsPointer.mjs).
 */

/**
 * Rojo infers the class of a DataModel child named after a service (from its reflection
 * database). These are the services a project can sensibly list; `options.isService`
 * can supply the class database's full answer.
 */
const SERVICES = new Set(
	(
		"Workspace Players Lighting MaterialService ReplicatedFirst ReplicatedStorage ServerScriptService ServerStorage " +
		"StarterGui StarterPack StarterPlayer Teams SoundService Chat TextChatService LocalizationService TestService " +
		"VoiceChatService CollectionService HttpService InsertService RunService TweenService"
	).split(" "),
);

/** Set per load: see LoadOptions.skipMissing. */
let skipMissing = false;

const NODE_KEYS = new Set(["$className", "$path", "$properties", "$attributes", "$ignoreUnknownInstances", "$id"]);

/**
 * @param {string} projectFile a *.project.json file, or a folder holding default.project.json
 * @param {LoadOptions} [options]
 * @returns {TreeNode}
 */
export function loadProject(projectFile, options = {}) {
	const file = projectFileOf(path.resolve(projectFile));
	const base = path.basename(file);
	const fallbackName = /^default\.project\.jsonc?$/.test(base)
		? path.basename(path.dirname(file))
		: base.replace(/\.project\.jsonc?$/, "");
	const isService = options.isService ?? ((/** @type {string} */ name) => SERVICES.has(name));
	/** @type {Context} */
	const ctx = {
		ignoreRules: [],
		emitLegacyScripts: true,
		warn: options.warn ?? ((message) => console.warn(`[rojo] ${message}`)),
		loadProjectFile: (f, name, c) => loadProjectFile(f, name, c),
		isService,
		typescript: options.typescript ?? false,
		skipBroken: options.skipMissing ?? false,
	};
	skipMissing = options.skipMissing ?? false;
	const tree = loadProjectFile(file, fallbackName, ctx);
	if (!tree) throw new Error(`${file}: the project's root $path is optional and missing, so there is no tree`);
	return tree;
}

/**
 * The project file a path names: a folder stands for its default.project.json (or .jsonc, as
 * DEFAULT_PROJECT_NAMES in Rojo's project.rs); a folder without one is a clear error that lists
 * the project files it does hold, so the caller can name one.
 * @param {string} file
 */
function projectFileOf(file) {
	let stat;
	try {
		stat = fs.statSync(file);
	} catch {
		throw new Error(`cannot read Rojo project ${file}: no such file or folder`);
	}
	if (!stat.isDirectory()) return file;
	// rojo.json: a Rojo 0.4 project (see fromPartitions), read when there is no newer one.
	for (const name of ["default.project.json", "default.project.jsonc", "rojo.json"]) {
		if (fs.existsSync(path.join(file, name))) return path.join(file, name);
	}
	const others = fs.readdirSync(file).filter((f) => /\.project\.jsonc?$/.test(f));
	throw new Error(
		`${file} holds no default.project.json` +
			(others.length
				? `; name one of its project files instead: ${others.join(", ")}`
				: " and no other *.project.json"),
	);
}

/**
 * A project file as an instance. Its own `name` wins over the fallback (its file or folder
 * name); a parent project that points at it with $path renames it to the parent's key.
 * @param {string} file @param {string} fallbackName @param {Context} parentCtx
 * @returns {TreeNode | null} null when its root has only a missing optional $path
 */
function loadProjectFile(file, fallbackName, parentCtx) {
	let text;
	try {
		text = fs.readFileSync(file, "utf8");
	} catch (error) {
		throw new Error(`cannot read Rojo project ${file}: ${/** @type {Error} */ (error).message}`);
	}
	let project = parseLenientJson(text, file);
	if (project && typeof project.tree !== "object" && typeof project.partitions === "object") {
		parentCtx.warn(`${file}: a Rojo 0.4 project (partitions); loaded with today's file rules`);
		project = fromPartitions(project, file);
	}
	if (!project || typeof project.tree !== "object") throw new Error(`${file}: not a Rojo project (no "tree")`);
	const folder = path.dirname(file);
	/** @type {Context} */
	const ctx = {
		...parentCtx,
		// Ignore globs accumulate into nested projects; emitLegacyScripts does not (Rojo defaults it per project).
		ignoreRules: [
			...parentCtx.ignoreRules,
			...(project.globIgnorePaths ?? []).map((/** @type {string} */ glob) => ({
				base: folder,
				regex: globToRegExp(glob),
			})),
		],
		emitLegacyScripts: project.emitLegacyScripts ?? true,
		// A project's syncRules replace its parent's (snapshot_project in project.rs clears them first).
		syncRules: readSyncRules(project.syncRules, folder, file),
	};
	return projectNode(ctx, file, project.name ?? fallbackName, project.tree, undefined);
}

/**
 * @param {Context} ctx @param {string} projectFile @param {string} name @param {any} node
 * @param {string | undefined} parentClass
 * @returns {TreeNode | null}
 */
function projectNode(ctx, projectFile, name, node, parentClass) {
	if (!node || typeof node !== "object" || Array.isArray(node)) {
		throw new Error(`${projectFile}: "${name}" must be an object describing an instance`);
	}
	/** @type {TreeNode | null} */
	let fromPath = null;
	let optional = false;
	let missing = false;
	if (node.$path !== undefined) {
		let spec = node.$path;
		if (typeof spec === "object" && spec !== null) {
			optional = true;
			spec = spec.optional;
		}
		if (typeof spec !== "string")
			throw new Error(`${projectFile}: "${name}".$path must be a string or { "optional": string }`);
		let full = path.resolve(path.dirname(projectFile), spec);
		if (ctx.typescript && !fs.existsSync(full)) full = typescriptSource(projectFile, full);
		fromPath = snapshotPath(ctx, full);
		if (!fromPath && !optional && skipMissing) {
			// Keep what the project itself says about the node (its class, its children):
			// `Packages: { $path: "Packages", MyLib: { $path: "." } }` still holds MyLib.
			const hasChildren = Object.keys(node).some((key) => !key.startsWith("$"));
			if (!hasChildren && node.$className === undefined && !inferClassName(name, parentClass, ctx.isService)) {
				ctx.warn(`${projectFile}: "${name}".$path ${full} is missing (not installed?); left out`);
				return null;
			}
			ctx.warn(
				`${projectFile}: "${name}".$path ${full} is missing (not installed?); kept with only the project's own children`,
			);
			missing = true;
		}
		if (!fromPath && !optional && !missing) {
			throw new Error(
				`Rojo project referred to a file using $path that could not be turned into a Roblox Instance by Rojo.\n` +
					`Check that the file exists and is a file type known by Rojo.\n\nProject path: ${projectFile}\nFile $path: ${full}`,
			);
		}
	}
	const inferred = inferClassName(name, parentClass, ctx.isService);
	const explicit = node.$className;
	let className;
	if (explicit !== undefined && fromPath) {
		if (fromPath.className !== "Folder") {
			throw new Error(
				`ClassName for Instance "${name}" was specified in both the project file (as "${explicit}") and from the filesystem (as "${fromPath.className}").\n` +
					`If $className and $path are both set, $path must refer to a Folder.\n\nProject path: ${projectFile}\nFilesystem path: ${fromPath.sourcePath}`,
			);
		}
		className = explicit;
	} else if (explicit !== undefined) className = explicit;
	else if (fromPath) className = fromPath.className === "Folder" && inferred ? inferred : fromPath.className;
	else if (inferred) className = inferred;
	else if (optional) return null;
	else if (missing) className = "Folder";
	else {
		throw new Error(
			`Instance "${name}" is missing some required information. One of the following must be true:\n` +
				`- $className must be set to the name of a Roblox class\n- $path must be set to a path of an instance\n` +
				`- The instance must be a known service, like ReplicatedStorage\n\nProject path: ${projectFile}`,
		);
	}

	/** @type {TreeNode} */
	const result = {
		name,
		className,
		properties: { ...fromPath?.properties },
		children: [...(fromPath?.children ?? [])],
	};
	if (fromPath?.attributes) result.attributes = fromPath.attributes;
	if (fromPath?.tags) result.tags = fromPath.tags;
	if (fromPath?.sourcePath) result.sourcePath = fromPath.sourcePath;

	// Rojo keeps project children in a BTreeMap, so they follow the filesystem children in name order.
	for (const key of Object.keys(node).sort()) {
		if (key.startsWith("$")) {
			if (!NODE_KEYS.has(key)) ctx.warn(`${projectFile}: unknown key "${key}" in "${name}" ignored`);
			continue;
		}
		const child = projectNode(ctx, projectFile, key, node[key], className);
		if (child) result.children.push(child);
	}
	setProperties(result, node.$properties ?? {}, projectFile, ctx);
	if (node.$attributes) result.attributes = { ...node.$attributes };
	return result;
}

/**
 * @param {string} name @param {string | undefined} parentClass
 * @param {(name: string) => boolean} isService
 */
function inferClassName(name, parentClass, isService) {
	if (parentClass === "DataModel") return isService(name) ? name : undefined;
	if (parentClass === "StarterPlayer" && (name === "StarterPlayerScripts" || name === "StarterCharacterScripts"))
		return name;
	if (parentClass === "Workspace" && name === "Terrain") return name;
	return undefined;
}
