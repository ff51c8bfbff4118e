// @ts-check
/**
 * `npm run scenario -- <scenario.json> [--place <rojo project dir>] [--no-compile] [--json]`:
 * runs one scenario (tests/scenarios, format in tests/README.md) inside the simulator, through
 * the loop's public runner against the scripted model server, and prints the transcript and a
 * JSON summary (outcome, iterations, tokens, cost, errors shown to the user, instance changes
 * applied, failed expectations). Exits 1 when an expectation failed.
 *
 * Why in the simulator: the same compiled Luau as the plugin runs, over the same HttpService.
 * The driver (tests/specs/support/ScenarioDriver.ts) wires LoopRunner itself, with a fake
 * tool runner (ScenarioToolRunner), so a scenario tests the loop and client alone.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Simulator, REPO_ROOT } from "./LuxSimulator.mjs";
import { ScriptedModelServer } from "./modelserver/ScriptedModelServer.mjs";
import { checkScenario } from "./modelserver/ScenarioFormat.mjs";

const args = process.argv.slice(2);
const take = (/** @type {string} */ name) => {
	const i = args.indexOf(name);
	if (i < 0) return undefined;
	const [, value] = args.splice(i, 2);
	return value;
};
const flag = (/** @type {string} */ name) => {
	const i = args.indexOf(name);
	if (i >= 0) args.splice(i, 1);
	return i >= 0;
};
const place = take("--place");
const noCompile = flag("--no-compile");
const jsonOnly = flag("--json");
const file = args[0];
if (!file) {
	console.error("usage: npm run scenario -- <scenario.json> [--place <rojo project dir>]");
	process.exit(2);
}
const candidates = [path.resolve(file), path.resolve(REPO_ROOT, "tests/scenarios", file)];
const scenarioFile = candidates.find((f) => fs.existsSync(f));
if (!scenarioFile) {
	console.error(`no scenario file ${file}`);
	process.exit(2);
}
const text = fs.readFileSync(scenarioFile, "utf8");
let scenario;
try {
	scenario = JSON.parse(text);
} catch (err) {
	console.error(`${file} is not JSON: ${err}`);
	process.exit(2);
}
const problems = checkScenario(scenario);
if (problems.length) {
	console.error(`${file} is not a valid scenario:\n  ${problems.join("\n  ")}`);
	process.exit(2);
}

if (!noCompile) {
	const rbxtsc = path.join(REPO_ROOT, "node_modules", ".bin", "rbxtsc");
	const compile = spawnSync(rbxtsc, ["--rojo", "test.project.json"], { cwd: REPO_ROOT, stdio: "inherit" });
	if (compile.status !== 0) process.exit(1);
}

/** @type {string[]} */
const logs = [];
const sim = await Simulator.boot({ onLog: (kind, line) => logs.push(`[${kind}] ${line}`) });
const server = await new ScriptedModelServer().start();
let result;
try {
	await sim.mountProject("test.project.json");
	// A DataModel project merges into game (its Workspace into Workspace); any other root goes under Workspace.
	if (place) await sim.vm.run(`Sim.loadTree(..., Sim.find("Workspace"))`, "=scenario/place", path.resolve(place));
	await sim.vm.run(`Sim.modelServerUrl = ...`, "=scenario/server", server.url);
	// Studio-side faults (scenario key "studio") flip the simulator's switches through LuxSim.
	await sim.vm.run(`Sim.grantApi(Sim.find("ReplicatedStorage.Lux.tests"))`, "=scenario/grant");
	const [json] = await sim.vm.run(
		`local text, url = ...
		local ScriptRuntime = engineRequire("ScriptRuntime")
		local Scheduler = engineRequire("Scheduler")
		local out
		Scheduler.spawn(function()
			local driver = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.ScenarioDriver"))
			out = driver.runScenarioJson(text, url)
		end)
		Scheduler.runUntil(function() return out ~= nil end)
		return out or '{"crashed":"the scenario stalled"}'`,
		"=scenario/run",
		text,
		server.url,
	);
	result = JSON.parse(json);
} finally {
	sim.close();
	await server.close();
}

if (result.crashed) {
	console.error(`the scenario crashed: ${result.crashed}`);
	if (logs.length) console.error(logs.slice(-20).join("\n"));
	process.exit(1);
}
if (!jsonOnly) {
	console.log(`Scenario: ${scenario.name}\n`);
	for (const line of result.transcript ?? []) console.log(`  ${line}`);
	console.log("");
}
console.log(JSON.stringify(result.summary, null, 2));
process.exit(result.summary.failures.length > 0 ? 1 : 0);
