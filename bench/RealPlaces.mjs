// @ts-check
/**
 * The labelled real places (tests/fixtures/realplaces/games.json) and how to load any Rojo
 * project as a place for the benches and `npm run realplace`.
 *
 * Why one module: bench:context, bench:index and realplace must load a place the same way
 * (roblox-ts sources, missing packages left out) and find the same checkouts.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadProject } from "studio-sim";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const REALPLACES_DIR = path.join(REPO, "tests/fixtures/realplaces");

/**
 * @typedef {object} RealGame
 * @property {string} name @property {string} repo @property {string} commit @property {string} style
 * @property {string} project @property {string} queries @property {boolean} tuning
 */

/** @returns {RealGame[]} */
export function realGames() {
	return JSON.parse(fs.readFileSync(path.join(REALPLACES_DIR, "games.json"), "utf8"));
}

/** Where tools/realplaces/checkout.mjs put the games. */
export function checkoutDir(/** @type {string | undefined} */ dest) {
	return path.resolve(dest ?? process.env.LUX_REALPLACES ?? "/tmp/lux-realplaces");
}

/**
 * Loads a Rojo project as a place tree: a DataModel root becomes a Folder so it can be
 * mounted beside the test place without merging services; paths stay relative to it.
 * @param {string} place a project file, or a folder holding default.project.json or a single *.project.json
 * @param {string[]} [warnings] collects loader warnings
 */
export function loadPlaceTree(place, warnings = []) {
	let projectFile = place;
	if (
		fs.statSync(place).isDirectory() &&
		!fs.existsSync(path.join(place, "default.project.json")) &&
		!fs.existsSync(path.join(place, "default.project.jsonc"))
	) {
		// An outsider's game may name its only project file otherwise (place.project.json); with
		// several, the loader's error lists them so the caller can pick one.
		const projects = fs.readdirSync(place).filter((f) => /\.project\.jsonc?$/.test(f));
		if (projects.length === 1) {
			projectFile = path.join(place, projects[0]);
			warnings.push(`${place} has no default.project.json; loaded its only project file, ${projects[0]}`);
		}
	}
	const tree = loadProject(projectFile, { typescript: true, skipMissing: true, warn: (m) => warnings.push(m) });
	if (tree.className === "DataModel") {
		tree.className = "Folder";
		// Service settings (Lighting.Technology, Workspace.SignalBehavior2...) describe the
		// running game, not its scripts; some are missing from the class database (from
		// @rbxts/types), so they are dropped rather than failing the mount.
		for (const service of tree.children) {
			if (Object.keys(service.properties).length) warnings.push(`${service.name}: service properties left out`);
			service.properties = {};
		}
	}
	return tree;
}

/** Script count and source bytes of a tree. @param {any} node */
export function treeStats(node) {
	let scripts = 0;
	let bytes = 0;
	let largest = 0;
	const walk = (/** @type {any} */ n) => {
		if (/Script$/.test(n.className)) {
			const length = String(n.properties.Source ?? "").length;
			scripts++;
			bytes += length;
			largest = Math.max(largest, length);
		}
		n.children.forEach(walk);
	};
	walk(node);
	return { scripts, bytes, largest };
}

/** Rojo's init files (and roblox-ts's index files, which roblox-ts compiles to init). */
const INIT_FILE = /^(init|index)(\.server|\.client)?\.(lua|luau|ts|tsx)$/;
const SOURCE_FILE = /\.(lua|luau|ts|tsx|json|txt|csv|rbxmx?)$/;

/**
 * Rewrites the labels of a query file that name a source file (`src/server/Shop.lua`,
 * relative to the project folder) as the instance path the loader made of that file, so a
 * labeller may point at files instead of writing instance paths. A file path may also be
 * relative to a folder above the project's (the repository's root when the project file sits
 * lower), and may name an init script by its folder. A path with slashes that is no file is read
 * as an instance path (`ServerScriptService/Core/Data`); every other label is kept.
 * @param {any} tree a tree from loadPlaceTree @param {string} place its project file or folder
 * @param {string} queriesText @returns {string}
 */
export function labelsAsInstancePaths(tree, place, queriesText) {
	const dir = fs.statSync(place).isDirectory() ? place : path.dirname(place);
	/** @type {Map<string, string>} */
	const byFile = new Map();
	const quoted = (/** @type {string} */ name) =>
		/^[^.[\]"\\\s][^.[\]"\\]*$/.test(name) && !/\s$/.test(name) ? name : `[${JSON.stringify(name)}]`;
	const walk = (/** @type {any} */ node, /** @type {string} */ at) => {
		for (const child of node.children) {
			const here =
				at === ""
					? quoted(child.name)
					: `${at}${quoted(child.name).startsWith("[") ? "" : "."}${quoted(child.name)}`;
			if (child.sourcePath && !byFile.has(path.resolve(child.sourcePath)))
				byFile.set(path.resolve(child.sourcePath), here);
			// A script made from a folder's init file is also labelled by its folder's path.
			if (child.sourcePath && INIT_FILE.test(path.basename(child.sourcePath))) {
				const folder = path.dirname(path.resolve(child.sourcePath));
				if (!byFile.has(folder)) byFile.set(folder, here);
			}
			walk(child, here);
		}
	};
	walk(tree, "");
	const rewrite = (/** @type {string} */ label) => {
		if (!/[\\/]/.test(label) && !SOURCE_FILE.test(label)) return label;
		const trimmed = label.replace(/[\\/]+$/, "");
		for (let base = dir, up = 0; up <= 3; up++, base = path.dirname(base)) {
			const found = byFile.get(path.resolve(base, trimmed));
			if (found !== undefined) return found;
		}
		if (SOURCE_FILE.test(label)) return label;
		return trimmed
			.replace(/^[\\/]+/, "")
			.split(/[\\/]+/)
			.join(".");
	};
	const queries = JSON.parse(queriesText);
	for (const q of queries) {
		if (Array.isArray(q.relevant)) q.relevant = q.relevant.map(rewrite);
		if (Array.isArray(q.selection)) q.selection = q.selection.map(rewrite);
	}
	return JSON.stringify(queries);
}
