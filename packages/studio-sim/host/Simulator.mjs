// @ts-check
/**
 * A booted Studio simulator: a Vm with the engine's `Sim` module loaded, plus the calls a
 * test runner needs (mount a Rojo project or a model file, boot a plugin, run Luau or TestEZ
 * specs, read what the plugin sent over HTTP).
 *
 * Why: every runner (a spec suite, a benchmark, a one-off script) needs the same boot
 * sequence; keeping it here means they all test the same simulator. The simulator knows no
 * project: where files are (`root`), what the spec API global is called (`apiName`), extra
 * spec-API modules (`apiModules`) and extra Studio declarations (`classDatabase`) are options.
 */
import fs from "node:fs";
import path from "node:path";
import { Vm } from "./Vm.mjs";
import { loadProject } from "./RojoLoader.mjs";
import { readRbxmx } from "./Rbxmx.mjs";

/**
 * A Rojo project, or a model file (.rbxmx: its first top-level instance, as a plugin file
 * holds one root), as the tree JSON the engine's TreeBuilder mounts.
 * @param {string} file
 */
export function loadTreeFile(file) {
	if (file.toLowerCase().endsWith(".rbxmx")) {
		const [root] = readRbxmx(fs.readFileSync(file, "utf8"));
		if (!root) throw new Error(`${file} holds no instance`);
		return root;
	}
	return loadProject(file);
}

/**
 * @typedef {import("./Vm.mjs").VmOptions & {
 *   apiName?: string,
 *   recordHttp?: boolean,
 * }} SimulatorOptions
 * apiName: the global specs reach the simulator through (default "StudioSim");
 * recordHttp: keep every request the plugin sends (see `httpRequests`).
 */

export class Simulator {
	/** @param {SimulatorOptions} [options] */
	static async boot(options = {}) {
		const root = path.resolve(options.root ?? process.cwd());
		const vm = await Vm.create({
			...options,
			root,
			loadTree: (/** @type {string} */ file) => JSON.stringify(loadTreeFile(path.resolve(root, file))),
		});
		if (options.recordHttp) vm.io.recorded = [];
		const sim = new Simulator(vm, root);
		await vm.run(
			`Sim = engineRequire("Sim")
			Sim.setApiName(...)`,
			"=sim/boot",
			options.apiName ?? "StudioSim",
		);
		return sim;
	}

	/** @param {Vm} vm @param {string} [root] */
	constructor(vm, root = process.cwd()) {
		this.vm = vm;
		this.root = root;
	}

	/**
	 * Mounts a Rojo project or an .rbxmx model file (path relative to `root`) under the
	 * instance at `parentPath` ("" = game; a DataModel project merges into the place).
	 */
	async mount(/** @type {string} */ file, parentPath = "") {
		const tree = loadTreeFile(path.resolve(this.root, file));
		await this.vm.run(
			`local tree, parentPath = ...
			Sim.mount(__text(tree), parentPath)`,
			"=sim/mount",
			this.vm.text(JSON.stringify(tree)),
			parentPath,
		);
	}

	/** The same as `mount`, kept for runners that mount Rojo projects only. */
	async mountProject(/** @type {string} */ projectFile, parentPath = "") {
		await this.mount(projectFile, parentPath);
	}

	/**
	 * Runs a Luau chunk in the engine's environment; `Sim` and `Sim.api` (the spec API) are in
	 * scope, `...` are the arguments (strings and numbers). Returns the chunk's results.
	 * Script threads the chunk starts run when the scheduler runs (`flush`, `runFor`).
	 */
	async run(/** @type {string} */ source, /** @type {any[]} */ ...args) {
		return this.vm.run(source, "=sim/run", ...args);
	}

	/**
	 * Boots a plugin as Studio loads one: an .rbxmx file (relative to `root`) or a plugin model
	 * already mounted at `instancePath` (dotted, from game). The plugin's scripts start and run
	 * until they wait. Returns nothing; specs get the handle through the spec API instead.
	 * @param {{ file?: string, instancePath?: string }} which
	 */
	async loadPlugin(which) {
		await this.vm.run(
			`local file, instancePath = ...
			local handle
			if file ~= "" then
				handle = Sim.api.loadPluginFile(file)
			else
				handle = Sim.api.bootPlugin(Sim.find(instancePath) or error("no instance at " .. instancePath))
			end
			Sim.plugins = Sim.plugins or {}
			table.insert(Sim.plugins, handle)
			Sim.Scheduler.flush()`,
			"=sim/loadPlugin",
			which.file ?? "",
			which.instancePath ?? "",
		);
	}

	/** Runs every thread that can run now (deferred signal handlers), without advancing time. */
	async flush() {
		await this.vm.run(`Sim.Scheduler.flush()`, "=sim/flush");
	}

	/** Lets virtual time pass (task.wait timers fire, I/O completes) for `seconds`. */
	async runFor(/** @type {number} */ seconds) {
		await this.vm.run(
			`local seconds = tonumber((...))
			local thread = coroutine.create(function() Sim.Scheduler.wait(seconds) end)
			Sim.Scheduler.resume(thread)
			Sim.Scheduler.runUntil(function() return coroutine.status(thread) == "dead" end)`,
			"=sim/runFor",
			String(seconds),
		);
	}

	/** The user clicks the toolbar button named `buttonName` of a loaded plugin (see loadPlugin). */
	async clickToolbarButton(/** @type {string} */ buttonName) {
		const [clicked] = await this.vm.run(
			`local name = ...
			for _, handle in Sim.plugins or {} do
				for _, toolbar in handle.plugin:GetChildren() do
					local button = toolbar:IsA("PluginToolbar") and toolbar:FindFirstChild(name)
					if button then
						local clicked = Sim.api.clickToolbarButton(button)
						Sim.Scheduler.flush()
						return clicked
					end
				end
			end
			error("no loaded plugin has a toolbar button named " .. name)`,
			"=sim/toolbar",
			buttonName,
		);
		return clicked === true;
	}

	/** The user clicks the GUI object at `instancePath` (dotted, from game), then handlers run. */
	async click(/** @type {string} */ instancePath) {
		await this.#onInstance(instancePath, `Sim.api.click(target)`);
	}

	/** The user types `text` into the TextBox at `instancePath` (and presses Enter when asked). */
	async typeInto(/** @type {string} */ instancePath, /** @type {string} */ text, pressEnter = false) {
		await this.#onInstance(instancePath, `Sim.api.typeInto(target, arg, ${pressEnter ? "true" : "false"})`, text);
	}

	/**
	 * What the user sees under `instancePath`: one entry per visible GUI object, in drawing order,
	 * with `class`, `name`, `path`, absolute `x`, `y`, `w`, `h`, text and colours (Sim.api.dumpGui).
	 * @returns {Promise<Record<string, any>[]>}
	 */
	async dumpGui(/** @type {string} */ instancePath) {
		const [json] = await this.#onInstance(instancePath, `return engineRequire("Json").encode(Sim.api.dumpGui(target))`);
		return JSON.parse(String(json));
	}

	/** The canonical text of the subtree at `instancePath` (every property, attribute, tag). */
	async snapshot(/** @type {string} */ instancePath) {
		const [text] = await this.#onInstance(instancePath, `return Sim.api.snapshot(target)`);
		return String(text);
	}

	/** Studio's Output so far: `{ message, messageType }` per line. */
	async output() {
		const [json] = await this.vm.run(
			`return engineRequire("Json").encode(Sim.api.logHistory())`,
			"=sim/output",
		);
		return /** @type {{ message: string, messageType: string }[]} */ (JSON.parse(json));
	}

	/** The requests and streams the plugin started, as sent (needs `recordHttp: true`). */
	httpRequests() {
		if (!this.vm.io.recorded) throw new Error("boot the simulator with { recordHttp: true } to record HTTP");
		return [...this.vm.io.recorded];
	}

	/**
	 * Runs `body` (Luau) with `target` bound to the instance at `instancePath` and `arg` to the
	 * extra argument, then flushes deferred handlers.
	 * @param {string} instancePath @param {string} body @param {string} [arg]
	 */
	async #onInstance(instancePath, body, arg = "") {
		return this.vm.run(
			`local instancePath, arg = ...
			local target = Sim.find(instancePath) or error("no instance at " .. instancePath)
			local results = table.pack((function() ${body} end)())
			Sim.Scheduler.flush()
			return table.unpack(results, 1, results.n)`,
			"=sim/instance",
			instancePath,
			arg,
		);
	}

	/**
	 * Runs TestEZ specs under the given instance paths.
	 * engineRoots: may use `engineRequire` and the spec API; apiRoots: the spec API only.
	 * `share` limits the run to spec modules whose path ("specs > UI > Panel") lies under one
	 * of `only` and none of `except`: a suite too big for one VM's heap runs in shares.
	 * @param {{ testez: string, roots: string[], engineRoots?: string[], apiRoots?: string[], pattern?: string, share?: { only?: string[], except?: string[] } }} options
	 * @returns {Promise<{path: string, status: string, message: string}[]>}
	 */
	async runSpecs(options) {
		for (const root of options.engineRoots ?? []) {
			await this.vm.run(`Sim.grantEngine(Sim.find(...))`, "=sim/grant", root);
		}
		for (const root of options.apiRoots ?? []) {
			await this.vm.run(`Sim.grantApi(Sim.find(...))`, "=sim/grant", root);
		}
		const [json] = await this.vm.run(
			`local testez, roots, pattern, share = ...
			return Sim.runSpecs(testez, string.split(roots, ","), if pattern == "" then nil else pattern, share)`,
			"=sim/runSpecs",
			options.testez,
			options.roots.join(","),
			options.pattern ?? "",
			options.share ? JSON.stringify(options.share) : "",
		);
		return JSON.parse(json);
	}

	close() {
		this.vm.close();
	}
}
