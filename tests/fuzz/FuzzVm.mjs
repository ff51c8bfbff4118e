// @ts-check
/**
 * One booted simulator for a whole fuzz run: the plugin's test place mounted once, and a call
 * that runs one generated session through the compiled driver
 * (tests/specs/support/fuzz/FuzzDriver.ts) and returns its record.
 *
 * Why one VM: booting costs seconds and a session milliseconds; the driver resets the place
 * itself between sessions (luau-web also allows only one VM per process).
 */
import { Simulator } from "../harness/LuxSimulator.mjs";

const DRIVER = "ReplicatedStorage.Lux.tests.specs.support.fuzz.FuzzDriver";

export class FuzzVm {
	/** @param {{ onLog?: (kind: string, text: string) => void }} [options] */
	static async boot(options = {}) {
		const logs = /** @type {string[]} */ ([]);
		const sim = await Simulator.boot({
			onLog:
				options.onLog ??
				((kind, text) => {
					logs.push(`[${kind}] ${text}`);
					if (logs.length > 200) logs.shift();
				}),
		});
		await sim.mountProject("test.project.json");
		await sim.vm.run(`Sim.grantApi(Sim.find("ReplicatedStorage.Lux.tests"))`, "=fuzz/grant");
		const vm = new FuzzVm(sim, logs);
		return vm;
	}

	/** @param {Simulator} sim @param {string[]} logs */
	constructor(sim, logs) {
		this.sim = sim;
		this.logs = logs;
	}

	/**
	 * Runs one session; returns the driver's record (events with snapshots, request bodies, ...).
	 * @param {object} session
	 */
	async run(session) {
		const [json] = await this.sim.vm.run(
			`local text, driverPath = ...
			local ScriptRuntime = engineRequire("ScriptRuntime")
			local Scheduler = engineRequire("Scheduler")
			local out
			Scheduler.spawn(function()
				local ok, result = pcall(function()
					local driver = ScriptRuntime.require(Sim.find(driverPath))
					return driver.runSessionJson(__text(text))
				end)
				out = if ok then result else '{"crashed":' .. engineRequire("Json").encode(tostring(result)) .. '}'
			end)
			Scheduler.runUntil(function() return out ~= nil end)
			return out or '{"crashed":"the session stalled"}'`,
			"=fuzz/session",
			this.sim.vm.text(JSON.stringify(session)),
			DRIVER,
		);
		return JSON.parse(json);
	}

	close() {
		this.sim.close();
	}
}
