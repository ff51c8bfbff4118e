// @ts-check
/**
 * The package stands alone: no file imports anything outside packages/studio-sim except
 * Node's built-ins and the dependencies its package.json lists, no project file points
 * outside it, and no file names the plugin project that first carried it.
 *
 * Why: the simulator is meant for any plugin project; an import of the carrying project's
 * code or a path into its tree would work here and break for everyone else, silently.
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseLenientJson } from "../rojo/LenientJson.mjs";

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TEXT = /\.(mjs|js|luau|json|md|d\.ts)$/;

/** Every text file of the package (not its cache or installed modules). */
function files(dir = PACKAGE) {
	/** @type {string[]} */
	const out = [];
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		if (entry.name === "node_modules" || entry.name === ".cache") continue;
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) out.push(...files(full));
		else if (TEXT.test(entry.name)) out.push(full);
	}
	return out;
}

/** Module specifiers a JS file names: static and dynamic imports, re-exports, require, JSDoc import(). */
export function specifiers(/** @type {string} */ text) {
	const found = [];
	const patterns = [
		/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/gm,
		/^\s*import\s*["']([^"']+)["']/gm,
		/\bimport\(\s*["']([^"']+)["']\s*\)/g,
		/\brequire(?:\.resolve)?\(\s*["']([^"']+)["']/g,
	];
	for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]);
	return found;
}

const inside = (/** @type {string} */ p) => p === PACKAGE || p.startsWith(PACKAGE + path.sep);

export const tests = {
	"imports stay inside the package or name a listed dependency": (/** @type {any} */ assert) => {
		const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE, "package.json"), "utf8"));
		const allowed = new Set([...Object.keys(pkg.dependencies ?? {}), ...builtinModules]);
		const offenders = [];
		// This file is left out: its own sample text names made-up modules on purpose.
		const self = fileURLToPath(import.meta.url);
		for (const file of files().filter((f) => /\.(mjs|js)$/.test(f) && f !== self)) {
			for (const spec of specifiers(fs.readFileSync(file, "utf8"))) {
				const where = `${path.relative(PACKAGE, file)}: ${spec}`;
				if (spec.startsWith(".") || path.isAbsolute(spec)) {
					if (!inside(path.resolve(path.dirname(file), spec))) offenders.push(where);
				} else if (!spec.startsWith("node:")) {
					const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
					if (!allowed.has(name)) offenders.push(where);
				}
			}
		}
		assert.deepEqual(offenders, []);
	},
	"Rojo project files point only inside the package": (/** @type {any} */ assert) => {
		const offenders = [];
		for (const file of files().filter((f) => f.endsWith(".project.json"))) {
			const visit = (/** @type {any} */ node) => {
				if (!node || typeof node !== "object") return;
				if (typeof node.$path === "string" && !inside(path.resolve(path.dirname(file), node.$path)))
					offenders.push(`${path.relative(PACKAGE, file)}: ${node.$path}`);
				for (const value of Object.values(node)) visit(value);
			};
			visit(parseLenientJson(fs.readFileSync(file, "utf8"), file));
		}
		assert.deepEqual(offenders, []);
	},
	"no file names the project that carried the package": (/** @type {any} */ assert) => {
		const word = ["l", "u", "x"].join(""); // spelled apart so this file does not match itself
		const re = new RegExp(`\\b${word}`, "i");
		const offenders = files()
			.flatMap((file) =>
				fs
					.readFileSync(file, "utf8")
					.split("\n")
					.map((line, i) => [file, i + 1, line])
					.filter(([, , line]) => re.test(String(line))),
			)
			.map(([file, n, line]) => `${path.relative(PACKAGE, String(file))}:${n}: ${String(line).trim()}`);
		assert.deepEqual(offenders, []);
	},
	"the check itself sees every kind of import": (/** @type {any} */ assert) => {
		const text = `import a from "../x.mjs";\nimport "side";\nexport { b } from "./y.mjs";\nconst c = await import("z");\nrequire("w"); require.resolve("v/package.json");\n/** @type {import("./t.mjs").T} */`;
		assert.deepEqual(specifiers(text).sort(), ["../x.mjs", "./t.mjs", "./y.mjs", "side", "v/package.json", "w", "z"].sort());
	},
};
