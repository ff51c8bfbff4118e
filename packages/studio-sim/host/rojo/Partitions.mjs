// @ts-check
/**
 * Reads a Rojo 0.4 project file (`rojo.json`), the format before `*.project.json` trees.
 *
 * Why: public games from 2018-2019 still carry one; loading them as the tree a newer project
 * would declare lets `npm run realplace` and the benches run on them instead of failing.
 */

/**
 * A Rojo 0.4 project (`rojo.json`: `"partitions": { name: { "path": ..., "target": "ReplicatedStorage.X" } }`)
 * as the tree a newer project would declare. Rojo 0.4's README ("Syncing into Roblox"): `path` is
 * relative to the project file; `target` starts at `game` and crawls down the tree, and objects
 * missing along the way are created as Folders. Its file rules were not today's (any other file
 * became a StringValue); today's are used, which the warning says.
 * @param {any} project @param {string} file
 */
export function fromPartitions(project, file) {
	/** @type {Record<string, any>} */
	const tree = { $className: "DataModel" };
	for (const [key, partition] of Object.entries(project.partitions)) {
		const target = /** @type {any} */ (partition)?.target;
		const from = /** @type {any} */ (partition)?.path;
		if (typeof target !== "string" || typeof from !== "string")
			throw new Error(`${file}: partition "${key}" needs a "path" and a "target"`);
		let node = tree;
		const names = target.split(".").filter((n) => n !== "" && n !== "game");
		if (names.length === 0) throw new Error(`${file}: partition "${key}" targets the whole game`);
		names.forEach((name, i) => {
			node[name] ??= i === 0 ? {} : { $className: "Folder" };
			node = node[name];
		});
		if (names.length > 1) delete node.$className;
		node.$path = from;
	}
	return { name: project.name, tree };
}
