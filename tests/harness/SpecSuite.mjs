// @ts-check
/**
 * The whole spec suite in one call: boot the simulator, start the loopback servers the
 * specs talk to, mount the plugin's test place (or another spec project), run TestEZ.
 *
 * Why one place: `npm test` and `npm run bench` must measure and run exactly the same
 * suite, with the same servers, or the benchmark would describe a different run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SPECS_PROJECT, startTestServer } from "studio-sim";
import { REPO_ROOT, Simulator } from "./LuxSimulator.mjs";
import { ScriptedModelServer } from "./modelserver/ScriptedModelServer.mjs";

/** @typedef {{path: string, status: string, message: string}} SpecResult */

/**
 * @param {{
 *   onLog?: (kind: string, text: string) => void,
 *   pattern?: string,
 *   project?: string,
 *   roots?: string,
 *   onPhase?: (phase: "booted" | "mounted" | "ran") => void,
 *   onPhaseTimes?: (phases: Record<string, number>) => void,
 *   share?: { only?: string[], except?: string[] },
 * }} options
 * @returns {Promise<SpecResult[]>}
 */
export async function runSpecSuite(options) {
	if (!options.project && !options.share) return runShares(options);
	// Loopback servers: the simulator's HttpService specs (testServerUrl) and Core's scripted model.
	const server = await startTestServer();
	const modelServer = await new ScriptedModelServer().start();
	try {
		return await runShare(options, server, modelServer, options.share);
	} finally {
		await server.close();
		await modelServer.close();
	}
}

/**
 * The plugin's suite runs in shares, each in a process (and so a VM) of its own. Why: the
 * VM's heap is fixed (LuauMemory.HEAP_MIB), luau-web keeps one heap per process, and every
 * spec module stays loaded for the whole run; one VM for everything ran out of memory once
 * the suite grew, which surfaced as "Requested module experienced an error while loading"
 * and "'setfenv' cannot change environment" in whatever ran next. The panel specs (Roact
 * trees, live states) and the tools' specs (sample places, playtests) are the heaviest.
 */
/**
 * The panel specs' second half (from PanelReadability on, by name): with the review's panel
 * specs added, one VM holding all of specs > UI ran out of heap (a playtest's copy failed to
 * load, its playtest never ended, and every later write in the share failed as "during a
 * playtest").
 */
const UI_SECOND = [
	"PanelReadability",
	"PanelSettingsAndCode",
	"PanelStatus",
	"PanelTextSize",
	"PanelWiring",
	"PlanFlow",
	"ProjectMemoryPanel",
	"PromptCache",
	"ReadableChanges",
	"ReasoningFlow",
	"RunCodeFlow",
	"ScriptHunks",
	"SettingsPanel",
	"Stories",
	"ToolsBridge",
	"UsabilityReview",
].map((name) => `specs > UI > ${name}`);
const HEAVY = [
	{ only: ["specs > UI"], except: UI_SECOND },
	{ only: UI_SECOND },
	{ only: ["specs > Tools"] },
	{ only: ["specs > Safety", "specs > Studio", "specs > Conversation"] },
	// The simulator's own specs and the built-plugin specs: the rest came within a few MiB of
	// the heap with these in it (one full run failed there).
	{ only: ["SimSpecs", "HarnessSpecs"] },
];
const SHARE_TIMEOUT_MS = 20 * 60 * 1000;
/**
 * How often a share runs when its VM faults. Why at all: luau-web (npm, 1.4.0) now and then
 * hands back a wrong value for a compiled chunk, at a random point of a long share, and the
 * VM stays broken after it (packages/studio-sim/README.md, "Known faults"). The engine detects
 * it; a fresh process does not inherit it.
 */
const SHARE_RUNS = 3;
export const SHARES = [...HEAVY, { except: HEAVY.flatMap((share) => share.only) }];

/**
 * Runs every share in a child process (spec-share.mjs), one after the other, and joins
 * their results, their simulator output (to onLog) and their phase times (to onPhaseTimes).
 * @param {Parameters<typeof runSpecSuite>[0]} options
 * @returns {Promise<SpecResult[]>}
 */
function runShares(options) {
	/** @type {SpecResult[]} */
	const results = [];
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lux-specs-"));
	try {
		SHARES.forEach((share, i) => {
			const out = path.join(dir, `share-${i}.json`);
			for (let run = 1; ; run++) {
				fs.rmSync(out, { force: true });
				const child = spawnSync(
					process.execPath,
					[
						path.join(REPO_ROOT, "tests/harness/spec-share.mjs"),
						JSON.stringify(share),
						options.pattern ?? "",
						out,
					],
					// A share that hangs fails on its own instead of hanging `npm test` (CI has 90 minutes).
					{
						cwd: REPO_ROOT,
						encoding: "utf8",
						maxBuffer: 256 * 1024 * 1024,
						timeout: SHARE_TIMEOUT_MS,
						killSignal: "SIGKILL",
					},
				);
				if (!fs.existsSync(out)) {
					const ended = child.signal
						? `the share was stopped (${child.signal}) after ${SHARE_TIMEOUT_MS / 60000} minutes or crashed\n`
						: "";
					const message = `${ended}${child.stdout ?? ""}${child.stderr ?? ""}${child.error ? String(child.error) : ""}`;
					results.push({
						path: `simulator > share ${JSON.stringify(share)}`,
						status: "Failure",
						message: message.trim(),
					});
					return;
				}
				/** @type {{ results: SpecResult[], logs: [string, string][], phases: Record<string, number> }} */
				const done = JSON.parse(fs.readFileSync(out, "utf8"));
				const faults = done.logs.filter(([kind]) => kind === "fault").map(([, text]) => text);
				if (faults.length > 0 && run < SHARE_RUNS) {
					// A VM fault (ScriptRuntime.checkCompiled) is the simulator's, not a spec's: the
					// share runs again in a fresh VM, and the run says so. Spec failures never rerun.
					console.log(
						`simulator fault in share ${i + 1} (run ${run} of at most ${SHARE_RUNS}): ${faults[0]}; running the share again`,
					);
					continue;
				}
				for (const [kind, text] of done.logs) options.onLog?.(kind, text);
				options.onPhaseTimes?.(done.phases);
				results.push(...done.results);
				if (faults.length > 0) {
					const message = `the Luau VM faulted in each of ${SHARE_RUNS} runs of this share; first fault: ${faults[0]}`;
					results.push({
						path: `simulator > share ${JSON.stringify(share)} > VM fault`,
						status: "Failure",
						message,
					});
				}
				return;
			}
		});
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
	return Promise.resolve(results);
}

/**
 * @param {Parameters<typeof runSpecSuite>[0]} options
 * @param {{ url: string, closedPort: number }} server
 * @param {{ url: string }} modelServer
 * @param {{ only?: string[], except?: string[] } | undefined} share
 * @returns {Promise<SpecResult[]>}
 */
async function runShare(options, server, modelServer, share) {
	const sim = await Simulator.boot({ onLog: options.onLog });
	options.onPhase?.("booted");
	try {
		await sim.vm.run(
			`local url, closedPort, modelUrl = ...
			Sim.testServerUrl, Sim.closedPort, Sim.modelServerUrl = url, tonumber(closedPort), modelUrl`,
			"=sim/servers",
			server.url,
			String(server.closedPort),
			modelServer.url,
		);
		if (options.project) {
			await sim.mountProject(options.project);
			options.onPhase?.("mounted");
			return await sim.runSpecs({
				testez: "ReplicatedStorage.TestEZ",
				roots: (options.roots ?? "ReplicatedStorage.Specs").split(","),
				pattern: options.pattern,
			});
		}
		await sim.mountProject("test.project.json");
		await sim.mount(SPECS_PROJECT, "ServerStorage");
		// Luau specs of the harness itself (the built plugin file booted as Studio would).
		await sim.mountProject("tests/harness/specs.project.json", "ServerStorage");
		options.onPhase?.("mounted");
		return await sim.runSpecs({
			testez: "ReplicatedStorage.Lux.include.node_modules.@rbxts.testez",
			roots: ["ReplicatedStorage.Lux.tests.specs", "ServerStorage.SimSpecs", "ServerStorage.HarnessSpecs"],
			engineRoots: ["ServerStorage.SimSpecs", "ServerStorage.HarnessSpecs"],
			apiRoots: ["ReplicatedStorage.Lux.tests"],
			pattern: options.pattern,
			share,
		});
	} catch (err) {
		return [{ path: "simulator", status: "Failure", message: String(/** @type {Error} */ (err).stack ?? err) }];
	} finally {
		options.onPhase?.("ran");
		sim.close();
	}
}
