// @ts-check
/**
 * `npm run realplace -- <project dir or *.project.json> [--queries file.json] [--budget N]`:
 * builds the place from any Rojo project in the simulator (streamed in pieces) and runs the
 * standard battery (RealPlaceBattery): place map, searches for the ten most-used identifiers,
 * reads, a patch and its undo on the largest script, a rename and a move with undo, the index
 * build and a context query per labelled request. Prints one row per call: outcome and time
 * in Studio-VM milliseconds (os.clock inside the VM) and the CPU time of the VM's thread
 * (the host's scheduler count, a few ms granular: on a shared machine wall time also counts
 * the VM waiting for a CPU), then a summary. With no --queries, a
 * checked-out real place finds its labelled set through games.json.
 */
import fs from "node:fs";
import path from "node:path";
import { installLargeHeap } from "studio-sim";
import { Simulator } from "../tests/harness/LuxSimulator.mjs";
import { runOnStreamedPlace } from "./StreamedPlace.mjs";
import { REALPLACES_DIR, loadPlaceTree, realGames, treeStats } from "./RealPlaces.mjs";

const args = process.argv.slice(2);
const opt = (/** @type {string} */ name) => {
	const i = args.indexOf(`--${name}`);
	if (i < 0) return undefined;
	const value = args[i + 1];
	args.splice(i, 2);
	return value;
};
const budget = Number(opt("budget") ?? "4000");
let queriesFile = opt("queries");
const place = args[0] ? path.resolve(args[0]) : undefined;
if (!place || !fs.existsSync(place)) {
	console.error("usage: npm run realplace -- <rojo project dir or file> [--queries file.json] [--budget N]");
	process.exit(2);
}
if (!queriesFile) {
	const game = realGames().find((g) => path.basename(fs.statSync(place).isDirectory() ? place : path.dirname(place)) === g.name);
	if (game) queriesFile = path.join(REALPLACES_DIR, game.queries);
}
if (queriesFile && !fs.existsSync(queriesFile)) {
	console.error(`no labelled-requests file at ${queriesFile}`);
	process.exit(2);
}
const queriesText = queriesFile ? fs.readFileSync(queriesFile, "utf8") : "[]";
const queriesProblem = checkQueries(queriesText);
if (queriesProblem) {
	console.error(`${queriesFile}: ${queriesProblem}\nexpected: [{ "query": "...", "relevant": ["Service.Folder.Script"], "reason": "..." }, ...]`);
	process.exit(2);
}
/** @type {string[]} */
const warnings = [];
let tree;
try {
	tree = loadPlaceTree(place, warnings);
} catch (error) {
	// A project Rojo itself would refuse: say which file and why, without a stack trace.
	console.error(`cannot load ${place} as a Rojo project:\n${/** @type {Error} */ (error).message}`);
	process.exit(2);
}
const stats = treeStats(tree);
console.log(`${place}: ${stats.scripts} scripts, ${(stats.bytes / 1e6).toFixed(2)} MB of source, largest ${(stats.largest / 1e3).toFixed(0)} KB; ${warnings.length} loader warnings`);
for (const w of warnings.slice(0, 12)) console.log(`  warning: ${w}`);
if (warnings.length > 12) console.log(`  ... and ${warnings.length - 12} more warnings`);

installLargeHeap();
const sim = await Simulator.boot({ onLog: () => {} });
let result;
try {
	await sim.mountProject("test.project.json");
	const mounted = await runOnStreamedPlace(
		sim,
		tree,
		"RealPlace",
		"ReplicatedStorage.Lux.tests.specs.support.RealPlaceBattery",
		"runRealPlaceBattery",
		queriesText,
		budget,
	);
	if (mounted.failures.length) console.log(`${mounted.failures.length} pieces mounted without model-only properties or left out (first: ${mounted.failures[0]})`);
	result = JSON.parse(mounted.json);
} finally {
	sim.close();
}
if (result.crashed) {
	console.error(`battery crashed: ${result.crashed}`);
	process.exit(1);
}
console.log("\ncall              ms   cpu ms      bytes  ok  target / outcome");
for (const r of result.rows) {
	console.log(`${r.call.padEnd(16)} ${r.ms.toFixed(1).padStart(7)} ${r.cpuMs.toFixed(1).padStart(8)} ${String(r.bytes).padStart(8)}  ${r.ok ? "yes" : "NO "}  ${r.target} -> ${r.outcome}`);
}
const rows = result.rows;
const bad = rows.filter((/** @type {any} */ r) => !r.ok);
const slow = rows.filter((/** @type {any} */ r) => r.ms > 100 && r.call !== "index build");
const slowCpu = rows.filter((/** @type {any} */ r) => r.cpuMs > 100 && r.call !== "index build");
const byCall = new Map();
for (const r of rows) {
	const e = byCall.get(r.call) ?? { n: 0, ok: 0, max: 0, maxCpu: 0, total: 0 };
	e.n++;
	e.ok += r.ok ? 1 : 0;
	e.max = Math.max(e.max, r.ms);
	e.maxCpu = Math.max(e.maxCpu, r.cpuMs);
	e.total += r.ms;
	byCall.set(r.call, e);
}
console.log("\nsummary: call, count, correct, mean ms, max ms, max cpu ms");
for (const [call, e] of byCall) console.log(`  ${call.padEnd(16)} ${String(e.n).padStart(3)} ${String(e.ok).padStart(3)} ${(e.total / e.n).toFixed(1).padStart(8)} ${e.max.toFixed(1).padStart(8)} ${e.maxCpu.toFixed(1).padStart(8)}`);
console.log(`\n${rows.length} calls, ${rows.length - bad.length} correct or a clear error, ${bad.length} wrong or crashed, ${slow.length} over 100 ms wall, ${slowCpu.length} over 100 ms of the VM thread's CPU (index build excluded: it is time-sliced)`);

/** Why a labelled-requests file cannot be used, or undefined when it can. @param {string} text */
function checkQueries(text) {
	let list;
	try {
		list = JSON.parse(text);
	} catch (error) {
		return `not JSON: ${/** @type {Error} */ (error).message}`;
	}
	if (!Array.isArray(list)) return "not a JSON list of requests";
	for (const [i, q] of list.entries()) {
		if (!q || typeof q.query !== "string") return `entry ${i + 1} has no "query" text`;
		if (q.relevant !== undefined && !(Array.isArray(q.relevant) && q.relevant.every((p) => typeof p === "string")))
			return `entry ${i + 1}: "relevant" must be a list of instance paths`;
	}
	return undefined;
}
