// @ts-check
/**
 * `npm run scenario` end to end on the sample place (tests/fixtures/places/Tiny): it prints
 * the transcript and a JSON summary, --place really loads the place (the same scenario fails
 * without it), and --json prints the summary alone. Uses the rbxtsc output `npm test` built.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../LuxSimulator.mjs";

const cli = path.join(REPO_ROOT, "tests/harness/scenario.mjs");
const SCENARIO = "tests/fixtures/places/Tiny/scenarios/delete_old_spawn.json";

/** @param {string[]} args */
function run(args) {
	const result = spawnSync(process.execPath, [cli, SCENARIO, "--no-compile", ...args], { cwd: REPO_ROOT, encoding: "utf8" });
	return { code: result.status, out: result.stdout, err: result.stderr };
}

/** The JSON summary: the last top-level object printed. */
function summaryOf(/** @type {string} */ out) {
	return JSON.parse(out.slice(out.lastIndexOf("\n{") + 1));
}

export const tests = {
	"with --place: transcript, then a summary of outcome, iterations, tokens, cost, errors and changes": (
		/** @type {any} */ assert,
	) => {
		const { code, out, err } = run(["--place", "tests/fixtures/places/Tiny"]);
		assert.equal(code, 0, out + err);
		assert.match(out, /^Scenario: Tiny place: delete the old spawn after approval/);
		assert.match(out, /user approves op_1/);
		assert.match(out, /tool delete_instance: deleted Workspace\.TinyOldSpawn/);
		const summary = summaryOf(out);
		assert.equal(summary.outcome, "answered");
		assert.equal(summary.iterations, 3);
		assert.deepEqual(summary.tokens, { prompt: 300, completion: 60, cached: 0, reasoning: 0 });
		assert.ok(Math.abs(summary.cost - 0.0009) < 1e-12, `cost ${summary.cost}`);
		assert.deepEqual(summary.errors, []);
		assert.deepEqual(summary.changes, ["deleted Workspace.TinyOldSpawn"]);
		assert.deepEqual(summary.failures, []);
	},
	"without the place the change cannot apply, and the exit code says so; --json prints only the summary": (
		/** @type {any} */ assert,
	) => {
		const { code, out } = run(["--json"]);
		assert.equal(code, 1);
		assert.ok(out.trimStart().startsWith("{"), out);
		const summary = JSON.parse(out);
		assert.deepEqual(summary.changes, []);
		assert.ok(summary.failures.some((/** @type {string} */ f) => f.startsWith("changes: expected 1")));
	},
};
