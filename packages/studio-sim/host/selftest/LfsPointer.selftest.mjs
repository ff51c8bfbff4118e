// @ts-check
/**
 * Self tests of Git LFS pointers in a Rojo project's data modules, scripts and init files (the
 * shape of a game cloned without `git lfs pull`; model files have theirs in RojoBinaryModel).
 *
 * Why: a JSON data module kept in LFS stopped the whole load with "malformed JSON", though the
 * loader was asked to skip what is not there.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadProject } from "../RojoLoader.mjs";

const POINTER = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 12345678\n";

/** @type {Record<string, (assert: typeof import("node:assert/strict")) => void>} */
export const tests = {
	"an LFS pointer in place of a data module, a script or an init file is left out with a warning when skipping": (
		assert,
	) => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-sim-lfs-"));
		const files = {
			"default.project.json": JSON.stringify({ name: "P", tree: { $path: "src" } }),
			"src/Items.json": POINTER,
			"src/Prices.json": '{ "sword": 10 }',
			"src/Huge.lua": POINTER,
			"src/Note.txt": POINTER,
			"src/Shop/init.lua": POINTER,
			"src/Shop/Buy.lua": "return 1",
		};
		try {
			for (const [rel, text] of Object.entries(files)) {
				fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
				fs.writeFileSync(path.join(dir, rel), text);
			}
			// Not skipping, the loader reads the pointer as Rojo does: the JSON module does not parse.
			assert.throws(() => loadProject(dir, { warn: () => {} }), /Items\.json: malformed JSON/);
			/** @type {string[]} */
			const warnings = [];
			const tree = loadProject(dir, { skipMissing: true, warn: (m) => warnings.push(m) });
			assert.deepEqual(
				tree.children.map((c) => `${c.name}:${c.className}`),
				["Prices:ModuleScript", "Shop:Folder"],
			);
			assert.deepEqual(
				tree.children[1].children.map((c) => c.name),
				["Buy"],
			);
			for (const file of ["Items.json", "Huge.lua", "Note.txt", "init.lua"])
				assert.ok(
					warnings.some((w) => w.includes(file) && /Git LFS pointer.*git lfs pull.*left out/.test(w)),
					`${file}: ${warnings.join("\n")}`,
				);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
};
