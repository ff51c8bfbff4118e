// @ts-check
/**
 * Streams a large instance tree into the simulator in pieces.
 *
 * Why: a real place's tree is megabytes of JSON (Adonis: 9 MB, one script of 1.8 MB).
 * luau-web copies a string argument onto the WebAssembly stack and aborts the VM near 1 MB,
 * and decoding the whole tree at once in Luau needs the JSON, the decoded tables and the
 * instances in memory together. So the host cuts the tree into subtrees of at most
 * `pieceBytes` of JSON (a node too big keeps its children as further pieces), hands each
 * through `vm.text` (64 KB chunks pulled by Luau's `__text`) and Luau builds it under the
 * instance the previous pieces made. Mounting goes through TreeBuilder like any other tree.
 */

/** @typedef {import("./Rbxmx.mjs").TreeNode} TreeNode */
/** @typedef {import("./Vm.mjs").Vm} Vm */

/** The Luau global whose tables hold streamed roots: `TREE_REGISTRY[registry][1]` is the root. */
export const TREE_REGISTRY = "__simTrees";

const PREPARE = `
	local registryName = ...
	__simTrees = __simTrees or {}
	__simTrees[registryName] = {}
`;

const MOUNT = `
	local registryName, parentId, id, pieceJson, rootPath = ...
	local TreeBuilder = engineRequire("TreeBuilder")
	local Json = engineRequire("Json")
	local registry = __simTrees[registryName]
	local parent
	if parentId == 0 then
		parent = Sim.game
		for name in string.gmatch(rootPath, "[^/]+") do
			parent = parent:FindFirstChild(name) or error("no instance named " .. name .. " on the mount path")
		end
	else
		parent = registry[parentId] or error("piece parent " .. parentId .. " not mounted")
	end
	local ok, result = pcall(TreeBuilder.build, Json.decode(__text(pieceJson)), parent)
	if not ok then return tostring(result) end
	registry[id] = result
	return nil
`;

/**
 * Mounts `tree` under the instance at `rootPath` (slash-separated names below game, so
 * names may hold dots). Returns the key in the Luau global `__simTrees` of a table whose [1] is the root.
 * @param {Vm} vm @param {TreeNode} tree @param {string} rootPath @param {number} [pieceBytes]
 * A piece the engine refuses (an unknown property in a model file) is left out with its
 * subtree and reported in `failures`; the rest of the place still mounts.
 * @returns {Promise<{ registry: string, pieces: number, bytes: number, failures: string[] }>}
 */
export async function streamTree(vm, tree, rootPath, pieceBytes = 256 * 1024) {
	const registry = `__simTree${Date.now()}${Math.floor(Math.random() * 1e6)}`;
	await vm.run(PREPARE, "=sim/treeStream", registry);
	let nextId = 1;
	let pieces = 0;
	let bytes = 0;
	/** @type {string[]} */
	const failures = [];
	/** @type {Set<number>} pieces not mounted: their queued children are left out too */
	const lost = new Set();
	/** @type {{ node: TreeNode, parentId: number }[]} */
	const queue = [{ node: tree, parentId: 0 }];
	while (queue.length > 0) {
		const { node, parentId } = /** @type {{ node: TreeNode, parentId: number }} */ (queue.shift());
		const id = nextId++;
		if (lost.has(parentId)) {
			lost.add(id);
			continue;
		}
		let json = JSON.stringify(node);
		if (json.length > pieceBytes && node.children.length > 0) {
			json = JSON.stringify({ ...node, children: [] });
			for (const child of node.children) queue.push({ node: child, parentId: id });
		}
		pieces++;
		bytes += json.length;
		let [error] = await vm.run(MOUNT, "=sim/treeStream", registry, parentId, id, vm.text(json), rootPath);
		if (typeof error === "string") {
			// Model files carry properties the class database lacks (SourceAssetId, $xml
			// values); a script's text and its place are what the index needs, so the piece
			// is tried again with only Source/Value kept, and reported either way.
			const bare = JSON.stringify(scriptsOnly(JSON.parse(json)));
			const [again] = await vm.run(MOUNT, "=sim/treeStream", registry, parentId, id, vm.text(bare), rootPath);
			failures.push(`${node.name}: ${error}${typeof again === "string" ? "" : " (mounted without its other properties)"}`);
			error = again;
		}
		if (typeof error === "string") {
			lost.add(id);
		}
	}
	return { registry, pieces, bytes, failures };
}

/** A copy of `node` keeping only the properties scripts and values need. @param {TreeNode} node @returns {TreeNode} */
function scriptsOnly(node) {
	/** @type {Record<string, any>} */
	const properties = {};
	for (const key of ["Source", "Value", "Disabled", "RunContext"]) {
		if (node.properties[key] !== undefined && typeof node.properties[key] !== "object") properties[key] = node.properties[key];
	}
	if (node.properties.RunContext !== undefined) properties.RunContext = node.properties.RunContext;
	return { name: node.name, className: node.className, properties, children: node.children.map(scriptsOnly) };
}
