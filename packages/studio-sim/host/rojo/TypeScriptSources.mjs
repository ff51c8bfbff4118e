// @ts-check
/**
 * Where a roblox-ts project's scripts come from when it was never compiled (the `typescript`
 * load option): a `$path` into the tsconfig's outDir reads the same path under its rootDir.
 *
 * Why its own module: this is not something Rojo does; it lets `npm run realplace` and the
 * benches load a roblox-ts game without installing its toolchain, and keeps that apart from
 * the Rojo rules.
 */
import fs from "node:fs";
import path from "node:path";
import { parseLenientJson } from "./LenientJson.mjs";

/**
 * Where rbxtsc would have compiled `full` from: the same path under the tsconfig's rootDir
 * when `full` lies under its outDir; `full` itself otherwise.
 * @param {string} projectFile @param {string} full
 */
export function typescriptSource(projectFile, full) {
	const folder = path.dirname(projectFile);
	let options = {};
	try {
		options =
			parseLenientJson(fs.readFileSync(path.join(folder, "tsconfig.json"), "utf8"), "tsconfig.json")
				.compilerOptions ?? {};
	} catch {
		return full;
	}
	const outDir = path.resolve(folder, options.outDir ?? "out");
	const rootDir = path.resolve(folder, options.rootDir ?? "src");
	const rel = path.relative(outDir, full);
	if (rel.startsWith("..") || path.isAbsolute(rel)) return full;
	const mapped = path.join(rootDir, rel);
	// A compiled file (x.lua / x.server.lua) comes from x.ts / x.server.ts.
	if (!fs.existsSync(mapped)) {
		for (const ext of [".ts", ".tsx"]) {
			const candidate = mapped.replace(/\.lua$/, ext);
			if (candidate !== mapped && fs.existsSync(candidate)) return candidate;
		}
	}
	return mapped;
}
