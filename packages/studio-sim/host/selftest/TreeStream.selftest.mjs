// @ts-check
/**
 * Streaming a large place into the simulator (TreeStream): a tree far over luau-web's
 * one-string limit mounts in pieces with every script intact, and a piece the engine
 * refuses (a property the class database lacks) is retried with only script data, its
 * subtree kept. Runs in a child process because a process keeps one luau-web VM.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HOST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const tests = {
	"a 3 MB place mounts in pieces, scripts intact, refused properties dropped not the subtree": (/** @type {any} */ assert) => {
		const url = (/** @type {string} */ f) => new URL(path.join(HOST, f), "file://").href;
		const script = `
			import { Simulator } from ${JSON.stringify(url("Simulator.mjs"))};
			import { streamTree } from ${JSON.stringify(url("TreeStream.mjs"))};
			const sim = await Simulator.boot({ onLog() {} });
			const big = "-- " + "x".repeat(1500 * 1024);
			const folders = [];
			for (let f = 0; f < 20; f++) {
				const children = [];
				for (let i = 0; i < 40; i++) children.push({ name: "M" + i, className: "ModuleScript", properties: { Source: "return " + (f * 40 + i) + " -- " + "y".repeat(1500) }, children: [] });
				folders.push({ name: "F" + f, className: "Folder", properties: {}, children });
			}
			folders.push({ name: "Odd", className: "Folder", properties: { SourceAssetId: 5 }, children: [{ name: "Kept", className: "Script", properties: { Source: "print(1)" }, children: [] }] });
			const tree = { name: "Place", className: "Folder", properties: {}, children: [{ name: "Big", className: "ModuleScript", properties: { Source: big }, children: [] }, ...folders] };
			const result = await streamTree(sim.vm, tree, "ServerStorage", 64 * 1024);
			const [count, bigSize, kept] = await sim.vm.run(
				"local root = __simTrees[...][1] local n = 0 for _, d in root:GetDescendants() do if d:IsA('LuaSourceContainer') then n += 1 end end return n, #root.Big.Source, root.Odd.Kept.Source",
				"=t", result.registry);
			console.log(JSON.stringify({ count, bigSize, kept, pieces: result.pieces, failures: result.failures.length, json: JSON.stringify(tree).length }));
			sim.close();`;
		const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
		assert.equal(run.status, 0, run.stdout + run.stderr);
		const r = JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}");
		assert.ok(r.json > 2.5e6, `the tree is large: ${r.json}`);
		assert.equal(r.count, 802);
		assert.equal(r.bigSize, 3 + 1500 * 1024);
		assert.equal(r.kept, "print(1)");
		assert.ok(r.pieces > 20, `cut into pieces: ${r.pieces}`);
		assert.equal(r.failures, 1);
	},
};
