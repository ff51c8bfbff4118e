// @ts-check
/**
 * A booted Studio simulator: a Vm with the engine's `Sim` module loaded, plus the calls
 * the command-line tools share (mount a Rojo project, run specs).
 *
 * Why: `npm test`, `npm run bench`, the scenario runner and the snapshot tool all need the
 * same boot sequence; keeping it here means they all test the same simulator.
 */
import fs from "node:fs";
import path from "node:path";
import { Vm } from "./Vm.mjs";
import { loadProject } from "./RojoLoader.mjs";
import { readRbxmx } from "./Rbxmx.mjs";

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");

/**
 * A Rojo project, or a model file (.rbxmx: its first top-level instance, as a plugin file
 * holds one root), as the tree JSON the engine's TreeBuilder mounts.
 * @param {string} file
 */
function loadTreeFile(file) {
	if (file.toLowerCase().endsWith(".rbxmx")) {
		const [root] = readRbxmx(fs.readFileSync(file, "utf8"));
		if (!root) throw new Error(`${file} holds no instance`);
		return root;
	}
	return loadProject(file);
}

export class Simulator {
	/** @param {import("./Vm.mjs").VmOptions} [options] */
	static async boot(options = {}) {
		const vm = await Vm.create({
			...options,
			loadTree: (/** @type {string} */ file) => JSON.stringify(loadTreeFile(path.resolve(REPO_ROOT, file))),
		});
		const sim = new Simulator(vm);
		await vm.run(`Sim = engineRequire("Sim")`, "=sim/boot");
		return sim;
	}

	/** @param {Vm} vm */
	constructor(vm) {
		this.vm = vm;
	}

	/** Mounts a Rojo project file (path relative to the repo) under `parentPath` ("" = game). */
	async mountProject(/** @type {string} */ projectFile, parentPath = "") {
		const tree = loadProject(path.resolve(REPO_ROOT, projectFile));
		await this.vm.run(
			`local tree, parentPath = ...
			Sim.mount(__text(tree), parentPath)`,
			"=sim/mount",
			this.vm.text(JSON.stringify(tree)),
			parentPath,
		);
	}

	/**
	 * Runs TestEZ specs under the given instance paths.
	 * @param {{ testez: string, roots: string[], engineRoots?: string[], apiRoots?: string[], pattern?: string }} options
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
			`local testez, roots, pattern = ...
			return Sim.runSpecs(testez, string.split(roots, ","), if pattern == "" then nil else pattern)`,
			"=sim/runSpecs",
			options.testez,
			options.roots.join(","),
			options.pattern ?? "",
		);
		return JSON.parse(json);
	}

	close() {
		this.vm.close();
	}
}
