// @ts-check
/**
 * Runs host-side self tests (`*.selftest.mjs` in a folder; by default this one): checks of
 * the Node half of the simulator (class database, Rojo loader, rbxmx, the VM host). A project
 * can run its own folder of such files the same way. Each file exports `tests`, a map of
 * name -> async (assert) => void.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** @returns {Promise<{path: string, status: string, message: string}[]>} */
export async function runSelfTests(/** @type {string | undefined} */ filter, dir = here) {
	const results = [];
	for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".selftest.mjs")).sort()) {
		const suite = path.basename(file, ".selftest.mjs");
		/** @type {Record<string, (a: typeof assert) => Promise<void> | void>} */
		let tests;
		try {
			tests = (await import(pathToFileURL(path.join(dir, file)).href)).tests;
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
