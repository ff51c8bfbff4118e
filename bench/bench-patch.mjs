// @ts-check
/**
 * `npm run bench:patch`: what the "closest lines" hint of a failed patch costs on a 156 KB
 * script (issue 15 defect 6: the old full scan froze Studio for about 5 s on one), as ratios
 * measured in one run: the bounded hint (Tools/Write/PatchSearch.closestLines) against the
 * same script's full scan (an edit distance per line, what the hint used to do) and against
 * the bounded hint on a 1.5 KB script. Times are the host's wall clock around whole VM calls.
 */
import { performance } from "node:perf_hooks";
import { installLargeHeap } from "studio-sim";
import { Simulator } from "../tests/harness/LuxSimulator.mjs";

installLargeHeap();
const sim = await Simulator.boot({ onLog: () => {} });
/** @type {Record<string, {ms: number, distances: string}>} */
const rows = {};
try {
	await sim.mountProject("test.project.json");
	const setup = `
		local ScriptRuntime = engineRequire("ScriptRuntime")
		local PatchSearch = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.src.Tools.Write.PatchSearch"))
		local Suggest = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.src.Shared.Suggest"))
		local function source(items)
			local lines = { "local Items = {}" }
			for n = 0, items - 1 do
				table.insert(lines, string.format('Items.item%d = { price = %d, weight = %d, tier = "t%d" }', n, n * 3, n % 7, n % 5))
			end
			table.insert(lines, "local function grantBonus(player, coins) return coins + 10 end")
			table.insert(lines, "return Items")
			return table.concat(lines, "\\n")
		end
		local search = "local function grantBonus(player, coin) return coin + 10 end"
		local big, small = source(2700), source(25)
		-- The old hint: an edit distance on every non-empty line (first 200 characters).
		local function fullScan(text)
			local n = 0
			for line in string.gmatch(text, "[^\\n]+") do
				Suggest.editDistance(string.sub(line, 1, 200), search)
				n += 1
			end
			return n
		end
	`;
	const cases = [
		["bounded hint, 1.5 KB script", "local r = PatchSearch.closestLines(small, search) return tostring(r.distances) .. ' distances, ' .. #small .. ' bytes'"],
		["bounded hint, 156 KB script", "local r = PatchSearch.closestLines(big, search) return tostring(r.distances) .. ' distances, ' .. #big .. ' bytes'"],
		["full scan (old hint), 156 KB script", "return tostring(fullScan(big)) .. ' distances, ' .. #big .. ' bytes'"],
	];
	// The set-up alone (requires, building the two sources), measured warm, to subtract from each case.
	await sim.vm.run(`${setup}\nreturn ""`, "=bench/patch-warm");
	let base = Infinity;
	for (let i = 0; i < 3; i++) {
		const t = performance.now();
		await sim.vm.run(`${setup}\nreturn ""`, "=bench/patch-setup");
		base = Math.min(base, performance.now() - t);
	}
	for (const [name, body] of cases) {
		// The fastest of three runs (one for the full scan, which takes seconds).
		const runs = name.startsWith("full") ? 1 : 3;
		let best = Infinity;
		let distances = "";
		for (let i = 0; i < runs; i++) {
			const t = performance.now();
			[distances] = await sim.vm.run(`${setup}\n${body}`, "=bench/patch");
			best = Math.min(best, performance.now() - t);
		}
		rows[name] = { ms: best, distances: String(distances) };
	}
	console.log("Closest lines for a failed patch, one run (set-up of %s ms subtracted)\n", base.toFixed(1));
	const ref = Math.max(0.01, rows["bounded hint, 1.5 KB script"].ms - base);
	for (const [name, r] of Object.entries(rows)) {
		const ms = Math.max(0, r.ms - base);
		console.log(`${name.padEnd(40)} ${ms.toFixed(1).padStart(9)} ms ${(ms / ref).toFixed(1).padStart(8)}x  (${r.distances})`);
	}
	const bounded = Math.max(0.01, rows["bounded hint, 156 KB script"].ms - base);
	const full = rows["full scan (old hint), 156 KB script"].ms - base;
	console.log(`\nfull scan / bounded hint on the 156 KB script: ${(full / bounded).toFixed(1)}x`);
} finally {
	sim.close();
}
process.exit(0);
