// @ts-check
/**
 * `npm run bench`: the simulator's baseline figures, measured in one run — boot time,
 * mounting the test place, and spec throughput of the whole suite.
 *
 * Why ratios: machines differ, so every figure is also given relative to a reference
 * measured in the same run (creating a bare luau-web state), never asserted in a test.
 * Later benchmarks (context selection, indexing) add their own `bench:*` scripts.
 */
import { performance } from "node:perf_hooks";
import { LuauState } from "luau-web";
import { installLargeHeap } from "studio-sim";
import { runSpecSuite } from "../tests/harness/SpecSuite.mjs";

installLargeHeap();
let t = performance.now();
await LuauState.createAsync({});
const bare = performance.now() - t;

/** @type {Record<string, number>} */
const phases = {};
const results = await runSpecSuite({
	onLog: () => {},
	// The suite runs in shares, one process (VM) each: each phase is summed over the shares.
	onPhaseTimes: (times) => {
		for (const [phase, ms] of Object.entries(times)) phases[phase] = (phases[phase] ?? 0) + ms;
	},
});
const passed = results.filter((r) => r.status === "Success").length;
const failed = results.filter((r) => r.status === "Failure").length;

const rows = [
	["bare luau-web state (reference)", bare],
	["engine boot (class database, services, globals)", phases.booted],
	["servers + mount plugin and specs (Rojo loader)", phases.mounted],
	[`run ${results.length} specs (${passed} passed, ${failed} failed)`, phases.ran],
];
console.log("Simulator benchmark: one run; ratios are to the bare state measured in the same run\n");
for (const [name, ms] of rows) {
	const ratio = Number(ms) / bare;
	console.log(`${String(name).padEnd(56)} ${Number(ms).toFixed(1).padStart(9)} ms ${ratio.toFixed(1).padStart(8)}x`);
}
const perSpec = phases.ran / Math.max(1, results.length);
console.log(`\nspec throughput: ${(1000 / perSpec).toFixed(0)} specs/s (${perSpec.toFixed(2)} ms per spec)`);
console.log(`start-up (boot + mount) costs as much as ${((phases.booted + phases.mounted) / perSpec).toFixed(0)} specs`);
process.exit(0);
