// @ts-check
/**
 * `npm test`: compile the plugin with rbxtsc, run the host self tests (the simulator
 * package's and the harness's), then every TestEZ spec (plugin specs, the simulator's own and
 * the harness's) inside the simulator, then a bounded fuzz set
 * (tests/fuzz, fixed seed, one test per invariant), print failures with
 * their TestEZ path and traceback, and end with one line "N passed, N failed".
 *
 * Options: a bare word or `--filter <text>` keeps only tests whose full name contains it;
 * `--no-compile` skips rbxtsc; `--project <file>` and `--roots <a,b>` run another spec
 * tree (used by the runner's own self test on a failing fixture).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runSelfTests } from "studio-sim";
import { REPO_ROOT } from "./LuxSimulator.mjs";
import { runSpecSuite } from "./SpecSuite.mjs";
import { runFuzzInSuite } from "../fuzz/FuzzInSuite.mjs";

const HARNESS_SELFTESTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "selftest");

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
	const i = args.indexOf(name);
	if (i < 0) return undefined;
	const value = args[i + 1];
	args.splice(i, 2);
	return value;
};
const flag = (/** @type {string} */ name) => {
	const i = args.indexOf(name);
	if (i >= 0) args.splice(i, 1);
	return i >= 0;
};
const noCompile = flag("--no-compile");
const noBuild = flag("--no-build");
const verbose = flag("--verbose");
const project = option("--project");
const roots = option("--roots");
const filter = option("--filter") ?? args.find((a) => !a.startsWith("--"));

/** @type {{path: string, status: string, message: string}[]} */
const results = [];

if (!noCompile) {
	const rbxtsc = path.join(REPO_ROOT, "node_modules", ".bin", "rbxtsc");
	const compile = spawnSync(rbxtsc, ["--type", "model", "--rojo", "test.project.json"], { cwd: REPO_ROOT, stdio: "inherit" });
	if (compile.status !== 0) {
		console.error("rbxtsc failed: the plugin does not compile");
		console.log("0 passed, 1 failed");
		process.exit(1);
	}
}

if (!project) results.push(...(await runSelfTests(filter)), ...(await runSelfTests(filter, HARNESS_SELFTESTS)));

// The plugin specs test the file users install (dist/Lux.rbxmx), built by `npm run build`'s
// own code; rbxtsc already ran above (or the caller asked to skip it). The spec runner plugin
// (dist/LuxSpecs.rbxmx, `npm run build:specs`) is built the same way: a spec clicks its button.
if (!project) {
	for (const [file, extra] of [["dist/Lux.rbxmx", []], ["dist/LuxSpecs.rbxmx", ["--specs"]]]) {
		const build = spawnSync(
			process.execPath,
			[path.join(REPO_ROOT, "tools/build/build.mjs"), "--no-compile", ...extra],
			{ cwd: REPO_ROOT, encoding: "utf8" },
		);
		if (build.status !== 0) {
			const message = `${build.stdout ?? ""}${build.stderr ?? ""}${build.error ? String(build.error) : ""}`;
			results.push({ path: `build > ${file}`, status: "Failure", message: message.trim() });
		} else if (verbose) process.stdout.write(build.stdout);
	}
}

/** @type {string[]} */
const output = [];
results.push(
	...(await runSpecSuite({
		onLog: (kind, text) => {
			output.push(`[${kind}] ${text}`);
			if (verbose) process.stdout.write(`[${kind}] ${text}\n`);
		},
		pattern: filter,
		project,
		roots,
	})),
);

// The bounded fuzz set (issue 12's invariants), one test per invariant, in its own process.
if (!project) results.push(...runFuzzInSuite(filter));

const failed = results.filter((r) => r.status === "Failure");
const passed = results.filter((r) => r.status === "Success");
const skipped = results.filter((r) => r.status === "Skipped");
for (const f of failed) {
	console.log(`\n✗ ${f.path}\n${f.message.replace(/^/gm, "    ")}`);
}
if (failed.length > 0 && !verbose && output.length > 0) {
	console.log("\nSimulator output (last 30 lines):");
	console.log(output.slice(-30).join("\n"));
}
console.log(`\n${passed.length} passed, ${failed.length} failed` + (skipped.length ? `, ${skipped.length} skipped` : ""));
process.exit(failed.length > 0 || passed.length === 0 ? 1 : 0);
