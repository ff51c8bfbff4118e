// @ts-check
/**
 * `npm run bench:context -- --place <rojo project dir> --queries <file.json> [--budget N]`:
 * builds the script index of the place in the simulator and, for each query, prints the
 * ranked selection and its token cost; with `relevant` labels, recall@3, recall@5 and
 * tokens per query. Defaults to the shipped sample place and its labelled queries.
 *
 * Why in the simulator: the figures must come from the compiled plugin code on the same
 * Luau VM the specs use, not from a JavaScript re-implementation.
 */
import fs from "node:fs";
import path from "node:path";
import { installLargeHeap } from "../LuauMemory.mjs";
import { Simulator } from "../Simulator.mjs";
import { loadProject } from "../RojoLoader.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
	const i = args.indexOf(`--${name}`);
	return i >= 0 ? args[i + 1] : fallback;
};
const place = path.resolve(opt("place", "tests/fixtures/places/Adventure"));
const queriesFile = path.resolve(opt("queries", "tests/fixtures/places/Adventure.queries.json"));
const budget = Number(opt("budget", "4000"));
const queriesText = fs.readFileSync(queriesFile, "utf8");
// A place whose root is the DataModel is mounted as a Folder, so its services do not merge
// with the test place that carries Lux itself; paths stay relative to the place root.
const projectFile = fs.statSync(place).isDirectory() ? path.join(place, "default.project.json") : place;
const tree = loadProject(projectFile);
if (tree.className === "DataModel") tree.className = "Folder";

installLargeHeap();
const sim = await Simulator.boot({ onLog: () => {} });
let result;
try {
	await sim.mountProject("test.project.json");
	const [json] = await sim.vm.run(
		`local treeJson, queries, budget = ...
		local ScriptRuntime = engineRequire("ScriptRuntime")
		local Scheduler = engineRequire("Scheduler")
		local holder = engineRequire("instance").Instance.new("Folder")
		holder.Name = "BenchPlace"
		holder.Parent = Sim.game:GetService("ServerStorage")
		local root = Sim.mount(treeJson, "ServerStorage.BenchPlace")
		local out
		Scheduler.spawn(function()
			local ok, err = pcall(function()
				local bench = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.ContextBench"))
				out = bench.runContextBench(root, queries, tonumber(budget))
			end)
			if not ok then out = '{"crashed":' .. string.format("%q", tostring(err)) .. '}' end
		end)
		Scheduler.runUntil(function() return out ~= nil end)
		return out or '{"crashed":"stalled"}'`,
		"=bench/context",
		JSON.stringify(tree),
		queriesText,
		String(budget),
	);
	result = JSON.parse(json);
} finally {
	sim.close();
}
if (result.crashed) {
	console.error(`bench crashed: ${result.crashed}`);
	process.exit(1);
}
console.log(`Context benchmark: ${path.relative(process.cwd(), place)}, ${result.scripts} scripts indexed`);
console.log(`budget ${budget} tokens of script context per query\n`);
if (result.missing.length) console.log(`WARNING: labels or selections not found in the place: ${result.missing.join(", ")}\n`);
let r3 = 0, r5 = 0, labelled = 0, tokens = 0, maxTokens = 0;
for (const [i, q] of result.results.entries()) {
	console.log(`${String(i + 1).padStart(2)}. ${q.query}`);
	for (const [rank, p] of q.top.entries()) {
		const item = q.items.find((it) => it.path === p);
		const mark = q.relevant.includes(p) ? "*" : " ";
		console.log(`    ${mark}${rank + 1}. ${p}${item ? `  [${item.tier}, ${item.tokens} tok]` : ""}`);
	}
	const full = q.items.filter((it) => it.tier === "full").length;
	const outl = q.items.filter((it) => it.tier === "outline").length;
	const names = q.items.filter((it) => it.tier === "name").length;
	let line = `    tokens ${q.tokens} (${full} full, ${outl} outlines, ${names} names)`;
	if (q.recall5 !== undefined && q.recall5 !== null) {
		line += `  recall@3 ${q.recall3.toFixed(2)}  recall@5 ${q.recall5.toFixed(2)}`;
		r3 += q.recall3;
		r5 += q.recall5;
		labelled += 1;
		const missed = q.relevant.filter((p) => !q.top.slice(0, 5).includes(p));
		if (missed.length) line += `  missed: ${missed.join(", ")}`;
	}
	console.log(line);
	tokens += q.tokens;
	maxTokens = Math.max(maxTokens, q.tokens);
}
const n = result.results.length;
console.log(`\nqueries ${n} (${labelled} labelled)`);
if (labelled) console.log(`mean recall@3 ${(r3 / labelled).toFixed(3)}   mean recall@5 ${(r5 / labelled).toFixed(3)}`);
console.log(`tokens per query: mean ${(tokens / n).toFixed(0)}, max ${maxTokens} (budget ${budget})`);
