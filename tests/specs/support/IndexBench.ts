/**
 * The Luau side of `npm run bench:index`: generates a place of N scripts, builds the script
 * index in time slices and measures the build, the largest slice and incremental updates.
 *
 * Why generated places: 1,000 / 5,000 / 20,000 scripts are sizes no fixture should carry;
 * the generated scripts are shaped like the sample place's (requires, remotes, functions,
 * tables), so outlining costs what it costs on real code.
 */
import { HttpService } from "@rbxts/services";
import { ScriptIndex, StudioScriptWatcher, outlineItems } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "./PlaceIndexHost";

const PER_FOLDER = 50;

function sourceFor(i: number): string {
	const name = `Module${i}`;
	const lines = [
		`--[[\n\t${name}: generated module ${i} for the index benchmark.\n]]`,
		`local Remotes = require(game:GetService("ReplicatedStorage"):WaitForChild("Shared"):WaitForChild("Remotes"))`,
		`local Helper = require(script.Parent:WaitForChild("Module${math.max(0, i - 1)}"))`,
		`local Settings = {\n\tspeed = ${i % 17},\n\tlabel = "item ${i}",\n}`,
		`local ${name} = {}`,
	];
	for (let f = 0; f < 8; f++) {
		lines.push(
			`function ${name}.step${f}(player, amount)\n\tlocal state = ${name}[player] or {}\n\tstate.total = (state.total or 0) + amount * Settings.speed\n\tif state.total > ${100 + f} then\n\t\tRemotes.getEvent("Event${i % 40}"):FireClient(player, state.total)\n\tend\n\t${name}[player] = state\n\treturn Helper.step${f} and state\nend`,
		);
	}
	lines.push(`Remotes.getEvent("Request${i % 40}").OnServerEvent:Connect(${name}.step0)`);
	lines.push(`return ${name}`);
	return lines.join("\n\n");
}

/** Sizes of the large scripts every generated place also holds (real games carry such files). */
const LARGE_SIZES = [160_000, 400_000, 1_000_000];

/** A module of at least `bytes`, made of many generated modules' functions (distinct names). */
function largeSource(seed: number, bytes: number): string {
	const parts: string[] = [`--[[\n\tLarge${seed}: a generated command table for the index benchmark.\n]]`];
	let size = 0;
	for (let k = 0; size < bytes; k++) {
		const part = sourceFor(seed * 10000 + k);
		parts.push(part);
		size += part.size();
	}
	return parts.join("\n\n");
}

function generate(count: number): Instance {
	const root = new Instance("Folder");
	root.Name = `Generated${count}`;
	const services = new Instance("Folder");
	services.Name = "ServerScriptService";
	services.Parent = root;
	let folder: Instance | undefined;
	for (let i = 0; i < count; i++) {
		if (i % PER_FOLDER === 0) {
			folder = new Instance("Folder");
			folder.Name = `System${math.floor(i / PER_FOLDER)}`;
			folder.Parent = services;
		}
		const m = new Instance("ModuleScript");
		m.Name = `Module${i}`;
		(m as unknown as { Source: string }).Source = sourceFor(i);
		m.Parent = folder;
	}
	const large = new Instance("Folder");
	large.Name = "Large";
	large.Parent = services;
	LARGE_SIZES.forEach((bytes, i) => {
		const m = new Instance("ModuleScript");
		m.Name = `Large${i}`;
		(m as unknown as { Source: string }).Source = largeSource(i + 1, bytes);
		m.Parent = large;
	});
	root.Parent = game.GetService("ServerStorage");
	return root;
}

/**
 * `--settle KB`: allocates about `kb` KB of short-lived tables outside the timed slices, so
 * the collector's debt from the bench's own garbage (the generated place, the large edit's
 * text) is paid before the index's slices run. Off by default; a diagnosis, not the figure:
 * in Studio the engine makes the place and the edit outside the plugin's VM, but reading
 * the edited text allocates it in the plugin's VM, which the simulator's host does not.
 */
function settle(kb: number): number {
	let made = 0;
	for (let i = 0; i < kb * 16; i++) made += [i].size();
	return made;
}

/** Luau's string table as the host reads it ("strings,buckets"; "" when it cannot). */
function readStringTable(read: () => string): { strings: number; buckets: number } | undefined {
	const [strings, buckets] = read()
		.split(",")
		.map((x) => tonumber(x));
	return strings !== undefined && buckets !== undefined ? { strings, buckets } : undefined;
}

/**
 * `cpuSeconds`: the host's process CPU clock, to tell a slow slice from a descheduled VM.
 * `stringTable`: the VM's string table, to name the slice in which Luau doubled it.
 */
export function runIndexBench(
	count: number,
	sliceSeconds: number,
	cpuSeconds: () => number,
	stealSeconds: () => number,
	stringTable: () => string,
	settleKb = 0,
): string {
	const clock = new StudioClockHost();
	const stringsBefore = readStringTable(stringTable);
	const place = generate(count);
	const stringsPlace = readStringTable(stringTable);
	settle(settleKb);
	// Slices in which the string table doubled: scripts indexed, the new bucket count, CPU.
	const doublings: Array<{ indexed: number; buckets: number; cpuMs: number }> = [];
	const host = new PlaceIndexHost(place);
	const index = new ScriptIndex(host, clock);
	// Attached before the build, as the plugin does: each script is watched as it is read, so
	// the per-script connections are part of the build's slices, not one long attach.
	const watcher = new StudioScriptWatcher(host);
	const attachStart = clock.now();
	const detach = index.attach(watcher);
	const attachSeconds = clock.now() - attachStart;
	const slices: number[] = [];
	// The same loop as ScriptIndex.build, plus what the VM did around each slice, so a slice
	// over 10 ms can be told apart: the heap shrank (a GC sweep step ran), a weak-keyed probe
	// lost its unreachable key (the GC's atomic phase, which clears weak tables, ran), or the
	// heap jumped by 512 KB or more in one go (a table or Luau's string table doubled).
	const spikes: Array<{
		ms: number;
		cpuMs: number;
		stealMs: number;
		heapDeltaKb: number;
		atomic: boolean;
		doubled: boolean;
		indexed: number;
	}> = [];
	let largestCpu = 0;
	let over10Cpu = 0;
	let over10CpuNoSteal = 0;
	// CPU time of the slices in which the GC's atomic phase ran, and of those with a heap
	// jump of 512 KB or more (a table or Luau's string table doubled).
	const atomicCpu: number[] = [];
	const rehashCpu: number[] = [];
	const started = clock.now();
	index.start();
	for (;;) {
		const steal0 = stealSeconds();
		const probe = setmetatable(new Map<object, true>(), { __mode: "k" }) as Map<object, true>;
		probe.set({}, true);
		const heapBefore = gcinfo();
		const bucketsBefore = readStringTable(stringTable)?.buckets;
		const cpu0 = cpuSeconds();
		const t0 = clock.now();
		const done = index.step(sliceSeconds);
		const dt = clock.now() - t0;
		const cpu = cpuSeconds() - cpu0;
		const stealMs = (stealSeconds() - steal0) * 1000;
		const bucketsAfter = readStringTable(stringTable)?.buckets;
		const doubled = bucketsBefore !== undefined && bucketsAfter !== bucketsBefore;
		if (doubled) doublings.push({ indexed: index.size(), buckets: bucketsAfter ?? 0, cpuMs: cpu * 1000 });
		slices.push(dt);
		largestCpu = math.max(largestCpu, cpu);
		if (cpu > 0.01) over10Cpu += 1;
		if (cpu > 0.01 && stealMs === 0) over10CpuNoSteal += 1;
		if (probe.size() === 0) atomicCpu.push(cpu);
		if (gcinfo() - heapBefore >= 512) rehashCpu.push(cpu);
		if (dt > 0.01) {
			const atomic = probe.size() === 0;
			const cpuMs = cpu * 1000;
			const heapDeltaKb = gcinfo() - heapBefore;
			spikes.push({ ms: dt * 1000, cpuMs, stealMs, heapDeltaKb, atomic, doubled, indexed: index.size() });
		}
		if (done) break;
		clock.wait(0);
	}
	const elapsed = clock.now() - started;
	const stringsBuilt = readStringTable(stringTable);
	let work = 0;
	let largest = 0;
	for (const s of slices) {
		work += s;
		largest = math.max(largest, s);
	}
	const sortedSlices = [...slices];
	sortedSlices.sort((a, b) => a < b);
	const pct = (p: number) =>
		sortedSlices[math.clamp(math.ceil(p * sortedSlices.size()) - 1, 0, sortedSlices.size() - 1)];
	const over10 = slices.filter((x) => x > 0.01).size();
	let bytes = 0;
	for (const e of index.each()) bytes += e.size;

	// Incremental: a change signal marks one script dirty; the next step re-reads only it.
	const updates: number[] = [];
	let updateMaxCpu = 0;
	for (let k = 0; k < 20; k++) {
		const target = place.FindFirstChild("ServerScriptService")!.GetChildren()[k % 3].GetChildren()[
			k
		] as ModuleScript;
		(target as unknown as { Source: string }).Source = sourceFor(k) + `\n-- edit ${k}`;
		task.wait();
		const cpu0 = cpuSeconds();
		const t0 = clock.now();
		index.step(sliceSeconds);
		updates.push(clock.now() - t0);
		updateMaxCpu = math.max(updateMaxCpu, cpuSeconds() - cpu0);
		if (outlineItems(index.get(target)?.outline.functions ?? "").size() !== 8 || index.busy())
			error("the incremental update did not land");
	}
	// An edit to a large script: re-read a chunk per unit, over as many slices as it takes.
	const big = place
		.FindFirstChild("ServerScriptService")!
		.FindFirstChild("Large")!
		.FindFirstChild("Large1") as ModuleScript;
	(big as unknown as { Source: string }).Source = largeSource(7, LARGE_SIZES[1]) + "\n-- edit";
	task.wait();
	settle(settleKb);
	let largeUpdateSlices = 0;
	let largeUpdateMax = 0;
	let largeUpdateMaxCpu = 0;
	let largeUpdateTotal = 0;
	for (;;) {
		const cpu0 = cpuSeconds();
		const t0 = clock.now();
		const done = index.step(sliceSeconds);
		const dt = clock.now() - t0;
		largeUpdateSlices += 1;
		largeUpdateTotal += dt;
		largeUpdateMax = math.max(largeUpdateMax, dt);
		largeUpdateMaxCpu = math.max(largeUpdateMaxCpu, cpuSeconds() - cpu0);
		if (done) break;
		clock.wait(0);
	}
	if (outlineItems(index.get(big)?.outline.functions ?? "").size() === 0) error("the large update did not land");
	let largestScript = 0;
	for (const e of index.each()) largestScript = math.max(largestScript, e.size);
	detach();
	let updateMax = 0;
	let updateSum = 0;
	for (const u of updates) {
		updateMax = math.max(updateMax, u);
		updateSum += u;
	}
	place.Destroy();
	return HttpService.JSONEncode({
		terms: index.termStats().sizes(),
		strings: { before: stringsBefore, place: stringsPlace, built: stringsBuilt, doublings },
		count,
		indexed: index.size(),
		bytes,
		elapsed,
		work,
		slices: slices.size(),
		largest,
		p50: pct(0.5),
		p99: pct(0.99),
		over10,
		largestCpu,
		over10Cpu,
		over10CpuNoSteal,
		atomicCpu,
		rehashCpu,
		spikes,
		attachSeconds,
		updateMax,
		updateMean: updateSum / updates.size(),
		updateMaxCpu,
		largestScript,
		largeUpdate: {
			slices: largeUpdateSlices,
			max: largeUpdateMax,
			maxCpu: largeUpdateMaxCpu,
			total: largeUpdateTotal,
		},
	});
}
