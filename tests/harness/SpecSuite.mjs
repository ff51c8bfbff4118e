// @ts-check
/**
 * The whole spec suite in one call: boot the simulator, start the loopback servers the
 * specs talk to, mount the plugin's test place (or another spec project), run TestEZ.
 *
 * Why one place: `npm test` and `npm run bench` must measure and run exactly the same
 * suite, with the same servers, or the benchmark would describe a different run.
 */
import { SPECS_PROJECT, startTestServer } from "studio-sim";
import { Simulator } from "./LuxSimulator.mjs";
import { ScriptedModelServer } from "./modelserver/ScriptedModelServer.mjs";

/** @typedef {{path: string, status: string, message: string}} SpecResult */

/**
 * @param {{
 *   onLog?: (kind: string, text: string) => void,
 *   pattern?: string,
 *   project?: string,
 *   roots?: string,
 *   onPhase?: (phase: "booted" | "mounted" | "ran") => void,
 * }} options
 * @returns {Promise<SpecResult[]>}
 */
export async function runSpecSuite(options) {
	const sim = await Simulator.boot({ onLog: options.onLog });
	options.onPhase?.("booted");
	// Loopback servers: the simulator's HttpService specs (testServerUrl) and Core's scripted model.
	const server = await startTestServer();
	const modelServer = await new ScriptedModelServer().start();
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
		});
	} catch (err) {
		return [{ path: "simulator", status: "Failure", message: String(/** @type {Error} */ (err).stack ?? err) }];
	} finally {
		options.onPhase?.("ran");
		sim.close();
		await server.close();
		await modelServer.close();
	}
}
