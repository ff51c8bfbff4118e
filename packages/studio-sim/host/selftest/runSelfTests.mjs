// @ts-check
/**
 * Runs the host-side self tests (`*.selftest.mjs` in this folder): checks of the Node half
 * of the simulator (class database, Rojo loader, rbxmx, the runner itself) that do not
 * need the VM. Each file exports `tests`, a map of name -> async (assert) => void.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** @returns {Promise<{path: string, status: string, message: string}[]>} */
export async function runSelfTests(/** @type {string | undefined} */ filter) {
	const results = [];
	for (const file of fs.readdirSync(here).filter((f) => f.endsWith(".selftest.mjs")).sort()) {
		const suite = path.basename(file, ".selftest.mjs");
		/** @type {Record<string, (a: typeof assert) => Promise<void> | void>} */
		let tests;
		try {
			tests = (await import(pathToFileURL(path.join(here, file)).href)).tests;
		} catch (err) {
			results.push({ path: `host > ${suite}`, status: "Failure", message: `failed to load: ${err}` });
			continue;
		}
		for (const [name, fn] of Object.entries(tests)) {
			const full = `host > ${suite} > ${name}`;
			if (filter && !full.includes(filter)) continue;
			try {
				await fn(assert);
				results.push({ path: full, status: "Success", message: "" });
			} catch (err) {
				results.push({ path: full, status: "Failure", message: String(/** @type {Error} */ (err).stack ?? err) });
			}
		}
	}
	return results;
}
