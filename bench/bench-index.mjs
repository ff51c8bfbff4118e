// @ts-check
/**
 * `npm run bench:index [-- --sizes 1000,5000,20000 --slice-ms 3]`: builds the script index
 * of generated places in the simulator and reports build time, the largest time slice,
 * incremental update time for one changed script, and how time grows with size.
 *
 * Why simulator time: the acceptance lines (no slice over 10 ms, an update under 5 ms) are
 * about what Studio would feel; the simulator's clock is real elapsed time for CPU work, so
 * the figures are comparable within one run. Ratios between sizes, not absolute numbers,
 * are what carries between machines.
 *
 * Why one process per size: a place and its index, destroyed after their row, were garbage
 * the next place's first slices swept (a 13.1 ms CPU slice at 1,631 of 20,003 scripts indexed,
 * the heap 3.6 MB smaller), and nothing can force a full collection between places
 * (`collectgarbage` has only "count", as in Roblox). Studio's plugin does not index a place
 * right after destroying another.
 *
 * `--settle <KB>` (off by default, a diagnosis): allocates that much short-lived garbage
 * outside the timed slices after generating the place and after making the large edit, so
 * the collector's debt from the bench's own allocations is paid before the index's slices
 * run. Without it the first slice after each pays it (in one run a 15.5 ms build slice at 1
 * script indexed; the large update's first slice was 9-13 ms of CPU, 3.9 ms with it). The
 * default figures keep that debt in: in Studio the engine makes the place and the edit
 * outside the plugin's VM, but reading the edited text allocates it in the plugin's VM,
 * which the simulator's host does not, so neither way is exactly what Studio would feel.
 *
 * Why a warm-up place (`--warmup 200` scripts, not reported): the first slices of a fresh
 * process also pay for V8 compiling the WebAssembly's hot paths (a first slice of 11-18 ms
 * of CPU, on background threads too, with nothing happening in the VM); Studio runs native
 * Luau, so that cost belongs to no place size.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { installLargeHeap } from "studio-sim";
import { Simulator } from "../tests/harness/LuxSimulator.mjs";
import { streamTree, TREE_REGISTRY } from "studio-sim";
import { checkoutDir, loadPlaceTree, realGames } from "./RealPlaces.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
	const i = args.indexOf(`--${name}`);
	return i >= 0 ? args[i + 1] : fallback;
};
const sizes = opt("sizes", "1000,5000,20000").split(",").map(Number);
const sliceMs = Number(opt("slice-ms", "3"));
const warmup = Number(opt("warmup", "200"));
const settleKb = Number(opt("settle", "0"));
const ROW = "INDEX-BENCH-ROW ";

// `--real`: the real games (tools/realplaces/checkout.mjs), one process each (a process
// holds only so many luau-web heaps); `--real-one <name>` is that child.
if (args.includes("--real")) {
	for (const game of realGames()) {
		const child = spawnSync(process.execPath, [process.argv[1], "--real-one", game.name, "--slice-ms", String(sliceMs)], {
			encoding: "utf8",
			maxBuffer: 1 << 26,
		});
		process.stdout.write(child.stdout);
		process.stderr.write(child.stderr);
	}
	process.exit(0);
}
const realOne = opt("real-one", undefined);
if (realOne) {
	await benchRealPlace(realOne);
	process.exit(0);
}

// `--one <count>`: the child that builds one size (after its warm-up) and prints its row.
const one = opt("one", undefined);
/** @type {any[]} */
const rows = [];
if (one === undefined) {
	for (const count of sizes) {
		const child = spawnSync(
			process.execPath,
			[process.argv[1], "--one", String(count), "--slice-ms", String(sliceMs), "--warmup", String(warmup), "--settle", String(settleKb)],
			{ encoding: "utf8", maxBuffer: 1 << 26 },
		);
		const line = child.stdout.split("\n").find((l) => l.startsWith(ROW));
		if (!line) {
			process.stderr.write(child.stdout + child.stderr);
			console.error(`bench crashed at ${count}`);
			process.exit(1);
		}
		rows.push(JSON.parse(line.slice(ROW.length)));
	}
} else {
	installLargeHeap();
	const sim = await Simulator.boot({ onLog: () => {} });
	try {
		await sim.mountProject("test.project.json");
		for (const r of await buildSizes(sim, warmup > 0 ? [warmup, Number(one)] : [Number(one)])) rows.push(r);
	} finally {
		sim.close();
	}
	process.stdout.write(`${ROW}${JSON.stringify(rows[rows.length - 1])}\n`);
	process.exit(0);
}

/** Builds each size's index in `sim`; the warm-up's row (the first when there is one) is dropped by the caller. */
async function buildSizes(/** @type {any} */ sim, /** @type {number[]} */ runs) {
	const out = [];
	for (const [i, count] of runs.entries()) {
		const [json] = await sim.vm.run(
			`local count, slice, settleKb = ...
			local ScriptRuntime = engineRequire("ScriptRuntime")
			local Scheduler = engineRequire("Scheduler")
			local out
			Scheduler.spawn(function()
				local ok, err = pcall(function()
					local bench = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.IndexBench"))
					out = bench.runIndexBench(tonumber(count), tonumber(slice), __host_cpuSeconds, __host_stealSeconds, __host_stringTable, tonumber(settleKb))
				end)
				if not ok then out = '{"crashed":' .. string.format("%q", tostring(err)) .. '}' end
			end)
			Scheduler.runUntil(function() return out ~= nil end)
			return out or '{"crashed":"stalled"}'`,
			"=bench/index",
			String(count),
			String(sliceMs / 1000),
			String(settleKb),
		);
		const r = JSON.parse(json);
		if (r.crashed) {
			console.error(`bench crashed at ${count}: ${r.crashed}`);
			process.exit(1);
		}
		if (warmup > 0 && i === 0) continue;
		out.push(r);
	}
	return out;
}
const ms = (s) => (s * 1000).toFixed(2);
console.log(`Index benchmark (simulator clock, slice budget ${sliceMs} ms, one run, one process per size${warmup > 0 ? `, each after a ${warmup}-script warm-up place` : ""}${settleKb > 0 ? `, --settle ${settleKb} KB` : ""})\n`);
console.log("Slices are simulator (wall) time; the CPU columns are the process's CPU time in the same slices, so a slice the OS descheduled shows as long wall time with little CPU. Process CPU also counts V8's helper threads (GC, compilers), which run beside the VM's thread, so a slice's CPU can exceed its wall time; on a kernel that does not account hypervisor steal it can include stolen time too (/proc/stat steal, machine-wide, 10 ms ticks): '(no steal)' counts the slices without any.\n");
console.log(`machine load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} CPUs (the simulator clock is real time: preemption shows up in slices)\n`);
console.log("(every generated place also holds three large scripts of 160 KB, 400 KB and 1 MB; 'large update' is an edit to the 400 KB one, read a chunk per unit over several slices)\n");
console.log("scripts   source MB   build work ms   elapsed ms   slices   slice p50/p99/max ms   >10ms   max CPU ms   >10ms CPU (no steal)   us/script   update max ms   update max CPU ms   update mean ms   watch ms");
for (const r of rows) {
	console.log(
		[
			String(r.indexed).padStart(7),
			(r.bytes / 1e6).toFixed(1).padStart(11),
			ms(r.work).padStart(15),
			ms(r.elapsed).padStart(12),
			String(r.slices).padStart(8),
			`${ms(r.p50)}/${ms(r.p99)}/${ms(r.largest)}`.padStart(22),
			String(r.over10).padStart(7),
			ms(r.largestCpu).padStart(12),
			`${r.over10Cpu} (${r.over10CpuNoSteal})`.padStart(22),
			((r.work / r.indexed) * 1e6).toFixed(1).padStart(11),
			ms(r.updateMax).padStart(15),
			ms(r.updateMaxCpu).padStart(19),
			ms(r.updateMean).padStart(16),
			ms(r.attachSeconds).padStart(10),
		].join(" "),
	);
}
console.log("\nscripts   largest KB   large update: slices   max slice ms   max slice CPU ms   total ms");
for (const r of rows) {
	const u = r.largeUpdate;
	console.log(
		[
			String(r.indexed).padStart(7),
			(r.largestScript / 1e3).toFixed(0).padStart(12),
			String(u.slices).padStart(22),
			ms(u.max).padStart(14),
			ms(u.maxCpu).padStart(18),
			ms(u.total).padStart(10),
		].join(" "),
	);
}
/** What the VM did during a long slice (IndexBench's probes), or "-" for nothing visible. */
const cause = (x) =>
	[
		x.cpuMs < x.ms * 0.6 && `preempted (the process ran ${x.cpuMs.toFixed(1)} ms of CPU)`,
		x.stealMs > 0 && `hypervisor steal (${x.stealMs.toFixed(0)} ms machine-wide)`,
		x.atomic && "GC atomic",
		x.heapDeltaKb < 0 && "GC sweep",
		x.doubled && "Luau's string table doubled",
		!x.doubled && x.heapDeltaKb >= 512 && "table rehash",
	]
		.filter(Boolean)
		.join(" + ") || "no VM event seen";
for (const r of rows) {
	if (!r.spikes?.length) continue;
	console.log(`${r.indexed}: slices over 10 ms:`);
	for (const x of r.spikes) {
		const heap = `${x.heapDeltaKb >= 0 ? "+" : ""}${Math.round(x.heapDeltaKb)} KB`;
		console.log(`  ${x.ms.toFixed(1)} ms at ${x.indexed} indexed, heap ${heap}, CPU ${x.cpuMs.toFixed(1)} ms: ${cause(x)}`);
	}
}
for (const r of rows) {
	const list = (xs) => xs.map((x) => ms(x)).join(", ") || "none";
	console.log(`${r.indexed}: CPU ms of slices with a GC atomic phase: ${list([...r.atomicCpu].sort((a, b) => a - b))}`);
	console.log(`${r.indexed}: CPU ms of slices with a 512 KB+ heap jump (a table or the string table grew): ${list(r.rehashCpu)}`);
	const s = r.strings;
	const n = (x) => (x ? x.strings.toLocaleString("en") : "?");
	const doublings = s.doublings.map((d) => `to ${d.buckets.toLocaleString("en")} buckets at ${d.indexed} indexed (CPU ${d.cpuMs.toFixed(2)} ms)`);
	if (r.terms) console.log(`${r.indexed}: word counts: ${r.terms.words.toLocaleString("en")} words, ${r.terms.defined.toLocaleString("en")} defined names, largest hash table ${r.terms.largestTable.toLocaleString("en")} keys`);
	console.log(`${r.indexed}: Luau strings ${n(s.before)} before the place, ${n(s.place)} with it, ${n(s.built)} when built; string table doubled ${doublings.join(", ") || "never"} during the build`);
}
const first = rows[0];
console.log("\ngrowth relative to the smallest place (1.0 = linear):");
for (const r of rows.slice(1)) {
	const sizeRatio = r.indexed / first.indexed;
	const timeRatio = r.work / first.work;
	console.log(`  ${r.indexed} vs ${first.indexed}: ${sizeRatio.toFixed(1)}x scripts, ${timeRatio.toFixed(1)}x build work (${(timeRatio / sizeRatio).toFixed(2)} per script relative)`);
}

/** The index on one checked-out real game: build slices, then updates after edits. */
async function benchRealPlace(/** @type {string} */ name) {
	const game = realGames().find((g) => g.name === name);
	if (!game) throw new Error(`no real place ${name}`);
	const place = path.join(checkoutDir(undefined), game.name);
	if (!fs.existsSync(place)) throw new Error(`${place} missing: run node tools/realplaces/checkout.mjs first`);
	const tree = loadPlaceTree(path.join(place, game.project));
	installLargeHeap();
	const sim = await Simulator.boot({ onLog: () => {} });
	let r;
	try {
		await sim.mountProject("test.project.json");
		await sim.vm.run(
			`local holder = engineRequire("instance").Instance.new("Folder")
			holder.Name = "BenchPlace"
			holder.Parent = Sim.game:GetService("ServerStorage")`,
			"=bench/holder",
		);
		const { registry } = await streamTree(sim.vm, tree, "ServerStorage/BenchPlace");
		const [json] = await sim.vm.run(
			`local registry, slice = ...
			local ScriptRuntime = engineRequire("ScriptRuntime")
			local Scheduler = engineRequire("Scheduler")
			local root = ${TREE_REGISTRY}[registry][1]
			${TREE_REGISTRY}[registry] = nil
			local out
			Scheduler.spawn(function()
				local ok, err = pcall(function()
					local bench = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.RealIndexBench"))
					out = bench.runRealIndexBench(root, tonumber(slice), __host_cpuSeconds)
				end)
				if not ok then out = '{"crashed":' .. string.format("%q", tostring(err)) .. '}' end
			end)
			Scheduler.runUntil(function() return out ~= nil end)
			return out or '{"crashed":"stalled"}'`,
			"=bench/realIndex",
			registry,
			String(sliceMs / 1000),
		);
		r = JSON.parse(json);
	} finally {
		sim.close();
	}
	if (r.crashed) {
		console.error(`${name}: bench crashed: ${r.crashed}`);
		process.exitCode = 1;
		return;
	}
	const ms = (/** @type {number} */ s) => (s * 1000).toFixed(2);
	const b = r.build;
	console.log(`${name}: ${r.indexed} scripts, ${(r.bytes / 1e6).toFixed(2)} MB, largest ${(r.largest / 1e3).toFixed(0)} KB (load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPUs)`);
	console.log(`  build: ${b.count} slices, work ${ms(b.total)} ms, max slice ${ms(b.max)} ms (CPU ${ms(b.maxCpu)} ms), over 10 ms: ${b.over10} wall / ${b.over10Cpu} CPU`);
	let worst = { max: 0, maxCpu: 0 };
	for (const u of r.updates) if (u.maxCpu > worst.maxCpu) worst = u;
	const bigOnes = r.updates.slice(0, 5).map((/** @type {any} */ u) => `${(u.bytes / 1e3).toFixed(0)} KB: ${u.slices} slices, max ${ms(u.max)} ms (CPU ${ms(u.maxCpu)})`);
	console.log(`  updates of the 5 largest scripts: ${bigOnes.join("; ")}`);
	const small = r.updates.slice(5);
	const smallMax = Math.max(...small.map((/** @type {any} */ u) => u.max));
	const smallMaxCpu = Math.max(...small.map((/** @type {any} */ u) => u.maxCpu));
	console.log(`  updates of ${small.length} other scripts: max slice ${ms(smallMax)} ms (CPU ${ms(smallMaxCpu)} ms)`);
}
