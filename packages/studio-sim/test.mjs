// @ts-check
/**
 * `npm test` inside packages/studio-sim: the simulator's own checks without any plugin: the
 * host self tests (host/selftest) and the engine's TestEZ specs (specs/), then one line
 * "N passed, N failed". A project that embeds the simulator runs the same specs in its own
 * suite instead (mount SPECS_PROJECT, grant it the engine: see README.md).
 *
 * Why standalone: the package must be checkable on its own, so nothing it needs can hide in
 * the project that carries it. Options: a bare word keeps only tests whose name contains it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { Simulator, SPECS_PROJECT, runSelfTests, startTestServer } from "./index.mjs";

const filter = process.argv.slice(2).find((a) => !a.startsWith("--"));
const require = createRequire(import.meta.url);
const testez = path.join(path.dirname(require.resolve("@rbxts/testez/package.json")), "src");

const results = await runSelfTests(filter);
const sim = await Simulator.boot({ onLog: () => {} });
const server = await startTestServer();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-sim-test-"));
try {
	await sim.run(
		`local url, closedPort = ...
		Sim.testServerUrl, Sim.closedPort = url, tonumber(closedPort)`,
		server.url,
		String(server.closedPort),
	);
	const project = path.join(dir, "testez.project.json");
	fs.writeFileSync(project, JSON.stringify({ name: "TestEZ", tree: { $path: testez } }));
	await sim.mount(project, "ReplicatedStorage");
	await sim.mount(SPECS_PROJECT, "ServerStorage");
	results.push(
		...(await sim.runSpecs({
			testez: "ReplicatedStorage.TestEZ",
			roots: ["ServerStorage.SimSpecs"],
			engineRoots: ["ServerStorage.SimSpecs"],
			pattern: filter,
		})),
	);
} finally {
	sim.close();
	await server.close();
	fs.rmSync(dir, { recursive: true, force: true });
}

const failed = results.filter((r) => r.status === "Failure");
const passed = results.filter((r) => r.status === "Success");
for (const f of failed) console.log(`\n✗ ${f.path}\n${f.message.replace(/^/gm, "    ")}`);
console.log(`\n${passed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 || passed.length === 0 ? 1 : 0);
