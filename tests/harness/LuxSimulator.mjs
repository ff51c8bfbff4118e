// @ts-check
/**
 * The Studio simulator (packages/studio-sim) set up for Lux: the repository as its root for
 * relative paths, the spec API under the name Lux's specs use (`LuxSim`), Lux's own spec-API
 * module (tests/harness/simapi: where the scripted model server listens) and the Studio
 * declarations Lux compiles against (src/Shared/StudioTypes.d.ts).
 *
 * Why one module: the simulator knows nothing of Lux; every runner of Lux's specs, scenarios,
 * benches and fuzz sessions boots it through here, so they all see the same simulator.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Simulator as StudioSimulator } from "studio-sim";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The Studio members Lux compiles against beyond @rbxts/types. */
export const LUX_STUDIO_TYPES = path.join(REPO_ROOT, "src/Shared/StudioTypes.d.ts");

/** Boot options every Lux runner passes (the caller's own options win). */
export const LUX_SIMULATOR_OPTIONS = {
	root: REPO_ROOT,
	apiName: "LuxSim",
	apiModules: [path.join(REPO_ROOT, "tests/harness/simapi")],
	classDatabase: { extraTypes: [LUX_STUDIO_TYPES] },
};

export const Simulator = {
	/** @param {Parameters<typeof StudioSimulator.boot>[0]} [options] */
	boot: (options = {}) => StudioSimulator.boot({ ...LUX_SIMULATOR_OPTIONS, ...options }),
};
