// @ts-check
/**
 * Self tests of how `bench:context` reads the labels of a query file (bench/RealPlaces.mjs):
 * an outsider labelling a game may point at its files rather than write instance paths, and
 * will do so from wherever they stand: the repository's root when the project file sits one
 * folder down, an init script by its folder, an instance path with slashes. Each such label
 * had counted as a miss (a warning and zero recall for it), lowering the score for no fault of
 * the ranking.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { labelsAsInstancePaths, loadPlaceTree } from "../../../bench/RealPlaces.mjs";

/** A repository whose project file is one folder down (`game/`), with a folder script and a plain one. */
function repository() {
	const root = fs.mkdtempSync(path.join(os.tmpdir(), "lux-bench-labels-"));
	const files = {
		"game/default.project.json": JSON.stringify({
			name: "G",
			tree: { $className: "DataModel", ServerScriptService: { $path: "src/server" } },
		}),
		"game/src/server/Shop/init.lua": "return {}",
		"game/src/server/Shop/Prices.lua": "return 1",
		"game/src/server/Data.server.lua": "print(1)",
	};
	for (const [file, text] of Object.entries(files)) {
		fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
		fs.writeFileSync(path.join(root, file), text);
	}
	return root;
}

/** @param {string} place @param {string[]} labels */
function read(place, labels) {
	const tree = loadPlaceTree(place);
	return JSON.parse(labelsAsInstancePaths(tree, place, JSON.stringify([{ query: "q", relevant: labels }])))[0]
		.relevant;
}

/** @type {Record<string, (assert: typeof import("node:assert/strict")) => void>} */
export const tests = {
	"file labels from the project folder or the repository root, and an init script by its folder": (assert) => {
		const root = repository();
		const place = path.join(root, "game");
		assert.deepEqual(
			read(place, [
				"src/server/Data.server.lua",
				"game/src/server/Data.server.lua",
				"src/server/Shop/init.lua",
				"src/server/Shop",
				"game/src/server/Shop/",
				"src/server/Shop/Prices.lua",
			]),
			[
				"ServerScriptService.Data",
				"ServerScriptService.Data",
				"ServerScriptService.Shop",
				"ServerScriptService.Shop",
				"ServerScriptService.Shop",
				"ServerScriptService.Shop.Prices",
			],
		);
		fs.rmSync(root, { recursive: true, force: true });
	},
	"an instance path with slashes is read as dotted; dotted labels and unknown files are kept": (assert) => {
		const root = repository();
		const place = path.join(root, "game");
		assert.deepEqual(
			read(place, ["ServerScriptService/Shop/Prices", "ServerScriptService.Shop", "src/server/Gone.lua"]),
			["ServerScriptService.Shop.Prices", "ServerScriptService.Shop", "src/server/Gone.lua"],
		);
		fs.rmSync(root, { recursive: true, force: true });
	},
};
