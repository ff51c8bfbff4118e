// @ts-check
/** The test runner itself: failures and modules that fail to load make it exit non-zero. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../LuxSimulator.mjs";

const runner = path.join(REPO_ROOT, "tests/harness/test.mjs");

function runFixture() {
	const result = spawnSync(
		process.execPath,
		[runner, "--no-compile", "--no-build", "--project", "tests/fixtures/failing-specs/default.project.json"],
		{ cwd: REPO_ROOT, encoding: "utf8" },
	);
	return { code: result.status, out: result.stdout + result.stderr };
}

let cached;
const fixture = () => (cached ??= runFixture());

export const tests = {
	"a failing spec makes the runner exit non-zero and is named": (/** @type {any} */ assert) => {
		const { code, out } = fixture();
		assert.notEqual(code, 0);
		assert.match(out, /Failing > arithmetic > is wrong on purpose/);
	},
	"a module that errors while loading is a failure, not a skip": (/** @type {any} */ assert) => {
		const { out } = fixture();
		assert.match(out, /Broken[\s\S]*spec module failed to load[\s\S]*broken on purpose/);
	},
	"a spec that leaves a playtest running fails saying so, and the next spec runs in edit mode": (
		/** @type {any} */ assert,
	) => {
		const { out } = fixture();
		assert.match(out, /LeftPlaytest > 1 starts a playtest[^\n]*\n[\s\S]*?a playtest was still running when this spec ended/);
		assert.doesNotMatch(out, /LeftPlaytest > 2 runs in edit mode/, "the next spec passed");
	},
	"the last line counts passes and failures": (/** @type {any} */ assert) => {
		const { out } = fixture();
		const last = out.trim().split("\n").pop();
		assert.equal(last, "2 passed, 3 failed");
	},
};
