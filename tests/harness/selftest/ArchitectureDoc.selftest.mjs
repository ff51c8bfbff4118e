// @ts-check
/**
 * docs/ARCHITECTURE.md names only files that exist: every backticked path with an extension
 * (`Conversation/Conversation.ts`, `tools/eslint/layers.js`) is found in the repository, as
 * written, under src/, or as the tail of a tracked path. Paths cited from Roblox's
 * creator-docs are outside the repository and skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../LuxSimulator.mjs";

const SKIP = new Set(["node_modules", "out", "dist", ".git"]);

/** Every file of the repository (relative, with "/"), without build output and packages. */
function repoFiles(/** @type {string} */ dir = REPO_ROOT, /** @type {string[]} */ out = []) {
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		if (SKIP.has(entry.name)) continue;
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) repoFiles(full, out);
		else out.push(path.relative(REPO_ROOT, full).split(path.sep).join("/"));
	}
	return out;
}

export const tests = {
	"every file docs/ARCHITECTURE.md names exists": (/** @type {any} */ assert) => {
		const doc = fs.readFileSync(path.join(REPO_ROOT, "docs", "ARCHITECTURE.md"), "utf8");
		const files = repoFiles();
		const missing = [];
		for (const m of doc.matchAll(/`([A-Za-z0-9_./-]+\.(?:tsx?|md|mjs|js|json|luau))`/g)) {
			const name = m[1];
			if (doc.slice(Math.max(0, m.index - 16), m.index).includes("creator-docs")) continue;
			const found = files.some((f) => f === name || f === `src/${name}` || f.endsWith(`/${name}`));
			if (!found) missing.push(name);
		}
		assert.deepEqual(missing, []);
	},
};
