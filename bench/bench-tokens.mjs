// @ts-check
/**
 * `npm run bench:tokens [-- --budget 32000]`: prompt tokens per task for every scripted
 * scenario of the Core issue (tests/scenarios) and a 60-turn conversation, without and with
 * Context's compression, in one run, as a ratio. Tokens are measured on the scripted
 * server's request log (body characters / 4), not reported by Lux; requests carry the real tool
 * schemas (ToolRegistry), as every request of the plugin does.
 *
 * Why include the long conversation: Core's scenarios are short and never reach the
 * budget, so compression rightly leaves them alone (ratio 1.0); the long conversation is
 * where the budget binds.
 */
import fs from "node:fs";
import path from "node:path";
import { installLargeHeap } from "studio-sim";
import { Simulator, REPO_ROOT } from "../tests/harness/LuxSimulator.mjs";
import { ScriptedModelServer } from "../tests/harness/modelserver/ScriptedModelServer.mjs";

const args = process.argv.slice(2);
const bi = args.indexOf("--budget");
const budget = bi >= 0 ? Number(args[bi + 1]) : 32000;
const dir = path.join(REPO_ROOT, "tests/scenarios");
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
/** @type {[string, string][]} */
const texts = files.map((f) => [f, fs.readFileSync(path.join(dir, f), "utf8")]);

// The 60-turn conversation: 30 user messages, each a bulky read and an answer.
const bulky = "local value = computeSomething(player, amount) -- line of a long script\n".repeat(70);
const user = ["Build a coin shop: a ShopService, a ShopWindow UI and prices in ShopConfig."];
const turns = [];
for (let i = 1; i < 30; i++) user.push(`Step ${i}: continue with the next part of the shop.`);
for (let i = 0; i < 30; i++) {
	turns.push({ reply: { content: `Reading Script${i}.`, tool_calls: [{ name: "get_script", arguments: { path: `ServerScriptService.Script${i}` } }] } });
	turns.push({ reply: { content: `Done with step ${i}.` } });
}
texts.push([
	"(60-turn conversation)",
	JSON.stringify({ name: "60-turn conversation", defaultUsage: { prompt_tokens: "estimate" }, tools: [{ name: "get_script", risk: "read", result: bulky }], user, turns, expect: { requests: 60 } }),
]);

installLargeHeap();
const sim = await Simulator.boot({ onLog: () => {} });
const server = await new ScriptedModelServer().start();
const rows = [];
try {
	await sim.mountProject("test.project.json");
	await sim.vm.run(`Sim.modelServerUrl = ...`, "=bench/server", server.url);
	// Scenarios with Studio faults act through LuxSim, as in npm run scenario.
	await sim.vm.run(`Sim.grantApi(Sim.find("ReplicatedStorage.Lux.tests"))`, "=bench/grant");
	for (const [file, text] of texts) {
		const [json] = await sim.vm.run(
			`local text, url, budget = ...
			local ScriptRuntime = engineRequire("ScriptRuntime")
			local Scheduler = engineRequire("Scheduler")
			local out
			Scheduler.spawn(function()
				local ok, err = pcall(function()
					local bench = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.TokenBench"))
					out = bench.runTokenBench(text, url, tonumber(budget))
				end)
				if not ok then out = '{"crashed":' .. string.format("%q", tostring(err)) .. '}' end
			end)
			Scheduler.runUntil(function() return out ~= nil end)
			return out or '{"crashed":"stalled"}'`,
			"=bench/tokens",
			text,
			server.url,
			String(budget),
		);
		const r = JSON.parse(json);
		rows.push({ file, ...r });
	}
} finally {
	sim.close();
	await server.close();
}
console.log(`Prompt tokens per task, without / with Context compression (budget ${budget}), one run\n`);
console.log(`${"scenario".padEnd(48)} ${"requests".padStart(8)} ${"without".padStart(9)} ${"with".padStart(9)} ${"ratio".padStart(6)} ${"largest w/o".padStart(11)} ${"largest with".padStart(12)}`);
let sumPlain = 0, sumWith = 0;
for (const r of rows) {
	if (r.crashed) {
		console.log(`${r.file.padEnd(48)} crashed: ${r.crashed}`);
		continue;
	}
	sumPlain += r.plain.total;
	sumWith += r.compressed.total;
	console.log(
		`${r.file.slice(0, 48).padEnd(48)} ${String(r.compressed.requests).padStart(8)} ${String(r.plain.total).padStart(9)} ${String(r.compressed.total).padStart(9)} ${(r.compressed.total / Math.max(1, r.plain.total)).toFixed(2).padStart(6)} ${String(r.plain.largest).padStart(11)} ${String(r.compressed.largest).padStart(12)}`,
	);
}
console.log(`\nall scenarios: ${sumPlain} -> ${sumWith} prompt tokens (ratio ${(sumWith / Math.max(1, sumPlain)).toFixed(2)})`);
