// @ts-check
/**
 * Lists the Roblox APIs the plugin's source (src/) uses, as "Class.Member" names, and checks
 * that docs/STUDIO.md has an entry for each.
 *
 * Why: docs/STUDIO.md is the project's own record of what each Studio API promises (creator
 * docs), what Lux assumes and what the simulator does. A new call to an API nobody wrote down
 * is exactly how the simulator and Studio drift apart, so `npm test` fails on it (selftest
 * StudioApis). Found by reading source text, class facts from the simulator's class database
 * (@rbxts/types), so it names only members that exist on the class.
 *
 * What counts: members of a service reached through `@rbxts/services` or `game.GetService`,
 * or held in a variable named after the service's class (a service of an injected DataModel);
 * methods and events of the Studio objects Lux creates or is handed (STUDIO_CLASSES); the
 * globals `settings()` and `loadstring`. Properties of ordinary GUI and parts are not listed.
 */
import fs from "node:fs";
import path from "node:path";
import { loadClassDatabase } from "studio-sim";

/** Objects Lux only meets in Studio: their methods and events are listed when used. */
export const STUDIO_CLASSES = [
	"Plugin",
	"PluginToolbar",
	"PluginToolbarButton",
	"DockWidgetPluginGui",
	"PluginGui",
	"ScriptDocument",
	"WebStreamClient",
	"Studio",
	"StudioTheme",
	"TextBox",
	"GuiObject",
];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
	/** @type {string[]} */
	const out = [];
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) out.push(...sourceFiles(full));
		else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
	}
	return out;
}

/** @param {any} db @param {string} cls @param {string} member */
function hasMember(db, cls, member) {
	for (let c = cls; c && c !== "Instance"; c = db.classes[c]?.superclass) {
		const info = db.classes[c];
		if (!info) return false;
		if (info.methods[member] || info.events[member] || info.properties[member] || info.callbacks[member]) return true;
	}
	return false;
}

/** @param {any} db @param {string} cls @param {string} member */
function ownMethodOrEvent(db, cls, member) {
	const info = db.classes[cls];
	return Boolean(info && (info.methods[member] || info.events[member] || info.callbacks[member]));
}

/** @param {string} srcDir @returns {Map<string, Set<string>>} API name -> files using it */
export function scanApis(srcDir) {
	const db = loadClassDatabase();
	/** @type {Map<string, Set<string>>} */
	const found = new Map();
	const add = (/** @type {string} */ name, /** @type {string} */ file) => {
		if (!found.has(name)) found.set(name, new Set());
		found.get(name)?.add(path.relative(path.dirname(srcDir), file));
	};
	const strip = (/** @type {string} */ text) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
	for (const file of sourceFiles(srcDir)) {
		const text = strip(fs.readFileSync(file, "utf8"));
		/** @type {Map<string, string>} variable -> service class */
		const services = new Map();
		for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@rbxts\/services"/g))
			for (const name of m[1].split(",").map((s) => s.trim()).filter(Boolean)) services.set(name, name);
		for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*game\.GetService\("(\w+)"\)/g)) services.set(m[1], m[2]);
		// A service reached through an injected DataModel (hosts.root) is named after its class.
		for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=/g)) if (db.classes[m[1]]?.service) services.set(m[1], m[1]);
		for (const m of text.matchAll(/game\.GetService\("(\w+)"\)\.(\w+)/g))
			if (hasMember(db, m[1], m[2])) add(`${m[1]}.${m[2]}`, file);
		for (const [variable, cls] of services) {
			for (const m of text.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, "g")))
				if (hasMember(db, cls, m[1])) add(`${cls}.${m[1]}`, file);
		}
		for (const cls of STUDIO_CLASSES) {
			const info = db.classes[cls];
			if (!info) continue;
			const members = [...Object.keys(info.methods), ...Object.keys(info.events), ...Object.keys(info.callbacks)];
			for (const member of members) {
				if (!ownMethodOrEvent(db, cls, member)) continue;
				if (new RegExp(`\\.${member}\\b|\\b${member}:`).test(text)) add(`${cls}.${member}`, file);
			}
		}
		// WebStreamClient is missing from @rbxts/types: its documented members, where a client is made.
		if (/CreateWebStreamClient/.test(text))
			for (const member of ["Opened", "MessageReceived", "Error", "Closed", "Close"])
				if (new RegExp(`\\.${member}\\b`).test(text)) add(`WebStreamClient.${member}`, file);
		if (/\bsettings\(\)/.test(text)) add("global.settings", file);
		if (/\bloadstring\(/.test(text)) add("global.loadstring", file);
	}
	return found;
}

/** @param {string} docText @param {Iterable<string>} apis @returns {string[]} the APIs without an entry */
export function missingEntries(docText, apis) {
	const missing = [];
	for (const api of apis) {
		const [cls, member] = api.split(".");
		const spellings = [`${cls}.${member}`, `${cls}:${member}`];
		if (!spellings.some((s) => docText.includes(s))) missing.push(api);
	}
	return missing.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
	const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
	const apis = scanApis(path.join(root, "src"));
	const doc = fs.readFileSync(path.join(root, "docs/STUDIO.md"), "utf8");
	for (const [api, files] of [...apis].sort()) console.log(`${api}\t${[...files].join(", ")}`);
	const missing = missingEntries(doc, apis.keys());
	if (missing.length > 0) {
		console.error(`docs/STUDIO.md has no entry for: ${missing.join(", ")}`);
		process.exit(1);
	}
}
