// @ts-check
/**
 * `npm run bench`: the simulator's baseline figures, measured in one run — boot time (a
 * bare Luau state, the engine, the plugin and its specs mounted) and spec throughput.
 *
 * Why ratios: machines differ, so every figure is also given relative to a reference
 * measured in the same run (a bare luau-web state), never asserted in a test.
 * Later benchmarks (context selection, indexing) add their own `bench:*` scripts.
 */
import { performance } from "node:perf_hooks";
import { LuauState } from "luau-web";
import { installLargeHeap } from "../LuauMemory.mjs";
import { Simulator } from "../Simulator.mjs";

const time = async (/** @type {() => Promise<unknown>} */ fn) => {
	const start = performance.now();
	const value = await fn();
	return { ms: performance.now() - start, value };
};

installLargeHeap();
const bare = await time(() => LuauState.createAsync({}));
const boot = await time(() => Simulator.boot({ onLog: () => {} }));
const sim = boot.value;
const mount = await time(async () => {
	await sim.mountProject("test.project.json");
	await sim.mountProject("tests/sim/specs.project.json", "ServerStorage");
});
const run = await time(() =>
	sim.runSpecs({
		testez: "ReplicatedStorage.Lux.include.node_modules.@rbxts.testez",
		roots: ["ReplicatedStorage.Lux.tests.specs", "ServerStorage.SimSpecs"],
		engineRoots: ["ServerStorage.SimSpecs"],
		apiRoots: ["ReplicatedStorage.Lux.tests"],
	}),
);
const results = /** @type {{status: string}[]} */ (run.value);
const passed = results.filter((r) => r.status === "Success").length;

const rows = [
	["bare luau-web state (reference)", bare.ms, 1],
	["engine boot (class database, services, globals)", boot.ms, boot.ms / bare.ms],
	["mount plugin + specs (Rojo loader -> instances)", mount.ms, mount.ms / bare.ms],
	[`run ${results.length} specs`, run.ms, run.ms / bare.ms],
];
console.log("Simulator benchmark (one run; ratios are to the bare state in this run)\n");
for (const [name, ms, ratio] of rows) {
	console.log(`${String(name).padEnd(52)} ${Number(ms).toFixed(1).padStart(9)} ms  ${Number(ratio).toFixed(1).padStart(7)}x`);
}
const perSpec = run.ms / Math.max(1, results.length);
console.log(`\nspec throughput: ${(1000 / perSpec).toFixed(0)} specs/s (${perSpec.toFixed(2)} ms per spec, ${passed} passed)`);
console.log(`time to first spec (boot + mount) is ${((boot.ms + mount.ms) / perSpec).toFixed(0)}x one spec`);
process.exit(0);
