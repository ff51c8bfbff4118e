// @ts-check
/**
 * Runs a spec-support function of Lux's compiled test modules on a streamed place: the
 * mount-and-call sequence bench:context and realplace share.
 *
 * Why here: it calls Lux's support modules with Lux's arguments (queries, a budget), so it
 * belongs to the benches, not to the simulator package (which streams the tree: streamTree).
 */
import { streamTree, TREE_REGISTRY } from "studio-sim";

/**
 * Mounts `tree` under a fresh Folder `holderName` in ServerStorage and calls
 * `fnName(root, queries, budget, threadCpuSeconds)` of the spec-support module `modulePath` on it, inside the
 * simulator's scheduler; returns the JSON text the function answered (or a `crashed` record).
 * Why one helper: bench:context and realplace run the same mount-and-call sequence.
 * @param {any} sim @param {any} tree @param {string} holderName
 * @param {string} modulePath @param {string} fnName @param {string} queriesText @param {number} budget
 * @returns {Promise<{ json: string, failures: string[] }>}
 */
export async function runOnStreamedPlace(sim, tree, holderName, modulePath, fnName, queriesText, budget) {
	await sim.vm.run(
		`local holder = engineRequire("instance").Instance.new("Folder")
		holder.Name = ...
		holder.Parent = Sim.game:GetService("ServerStorage")`,
		"=streamed/holder",
		holderName,
	);
	const { registry, failures } = await streamTree(sim.vm, tree, `ServerStorage/${holderName}`);
	const [json] = await sim.vm.run(
		`local registry, modulePath, fnName, queries, budget = ...
		local ScriptRuntime = engineRequire("ScriptRuntime")
		local Scheduler = engineRequire("Scheduler")
		local root = ${TREE_REGISTRY}[registry][1]
		${TREE_REGISTRY}[registry] = nil
		local out
		Scheduler.spawn(function()
			local ok, err = pcall(function()
				local support = ScriptRuntime.require(Sim.find(modulePath))
				out = support[fnName](root, __text(queries), tonumber(budget), __host_threadCpuSeconds)
			end)
			if not ok then out = '{"crashed":' .. string.format("%q", tostring(err)) .. '}' end
		end)
		Scheduler.runUntil(function() return out ~= nil end)
		return out or '{"crashed":"stalled"}'`,
		"=streamed/run",
		registry,
		modulePath,
		fnName,
		sim.vm.text(queriesText),
		String(budget),
	);
	return { json, failures };
}
