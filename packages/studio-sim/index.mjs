// @ts-check
/**
 * studio-sim: a headless Roblox Studio for testing plugins. This is the package's public API;
 * everything else under host/ and engine/ is internal and may change.
 *
 * Why one module: a plugin project (roblox-ts or Luau) imports what it needs from here and
 * never reaches into the engine, so the simulator can change inside without breaking it.
 * See README.md for a walk-through.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

// Boot, mount (Rojo project or .rbxmx), run a plugin, drive widgets, inspect, record HTTP.
export { Simulator, loadTreeFile } from "./host/Simulator.mjs";
// The VM underneath (for runners that need raw Luau calls).
export { Vm } from "./host/Vm.mjs";
// Rojo 7 project loader and .rbxmx reader/writer (also usable without a VM: a plugin build).
export { loadProject } from "./host/RojoLoader.mjs";
export { readRbxmx, writeRbxmx } from "./host/Rbxmx.mjs";
// Roblox's classes, members and enums as the simulator knows them.
export { loadClassDatabase } from "./host/ClassDatabase.mjs";
// Large places: mount a tree of many megabytes in pieces.
export { streamTree, TREE_REGISTRY } from "./host/TreeStream.mjs";
// luau-web's heap: call before creating other luau-web states in the same process.
export { installLargeHeap, HEAP_MIB } from "./host/LuauMemory.mjs";
// Screenshots: a GUI dump rendered as HTML with the fonts the engine measures with.
export { renderHtml } from "./host/GuiHtml.mjs";
export { fontFaceCss } from "./host/FontMetrics.mjs";
// The loopback server the simulator's own HttpService specs talk to.
export { startTestServer } from "./host/TestServer.mjs";
// Host-side self tests (this package's, or a project's own folder of *.selftest.mjs).
export { runSelfTests } from "./host/selftest/runSelfTests.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The simulator's own TestEZ specs as a Rojo project (mount it, e.g. under ServerStorage). */
export const SPECS_PROJECT = path.join(here, "specs.project.json");
