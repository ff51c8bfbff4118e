// @ts-check
/**
 * The Studio simulator (packages/studio-sim) set up for Lux: the repository as its root for
 * relative paths, the spec API under the name Lux's specs use (`LuxSim`) and Lux's own spec-API
 * module (tests/harness/simapi: where the scripted model server listens).
 *
 * Lux's extra Studio declarations (src/Shared/StudioTypes.d.ts) are not passed as the class
 * database's `extraTypes`: the package's own types/StudioExtras.d.ts declares the same members
 * (the generated database is byte-identical), and one database per process keeps a cold run
 * from parsing @rbxts/types twice (a fresh-clone suite run failed that way, see the report).
 * A member Lux adds there that the simulator lacks fails loudly; add it to StudioExtras.d.ts.
 *
 * Why one module: the simulator knows nothing of Lux; every runner of Lux's specs, scenarios,
 * benches and fuzz sessions boots it through here, so they all see the same simulator.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Simulator as StudioSimulator } from "studio-sim";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Boot options every Lux runner passes (the caller's own options win). */
export const LUX_SIMULATOR_OPTIONS = {
	root: REPO_ROOT,
	apiName: "LuxSim",
	apiModules: [path.join(REPO_ROOT, "tests/harness/simapi")],
};

export const Simulator = {
	/** @param {Parameters<typeof StudioSimulator.boot>[0]} [options] */
	boot: (options = {}) => StudioSimulator.boot({ ...LUX_SIMULATOR_OPTIONS, ...options }),
};
