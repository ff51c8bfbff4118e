// @ts-check
/**
 * The bounded fuzz set `npm test` runs: a fixed seed and a few hundred sessions of
 * `npm run fuzz`, in its own process (luau-web allows one VM per process), reported as one
 * test per invariant so the counts join the suite's `N passed, N failed` line.
 *
 * Why fixed: CI must be deterministic; the open-ended search is `npm run fuzz` with any seed.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../harness/LuxSimulator.mjs";

export const SUITE_SEED = 20261125;
export const SUITE_SESSIONS = 300;
export const INVARIANTS = ["1-effect", "2-approval", "3-undo", "4-key", "5-guards", "6-calls", "driver"];

/**
 * @param {string | undefined} filter keeps only tests whose name contains it
 * @returns {{path: string, status: string, message: string}[]}
 */
export function runFuzzInSuite(filter) {
	const name = (/** @type {string} */ invariant) =>
		`fuzz > ${SUITE_SESSIONS} sessions, seed ${SUITE_SEED} > invariant ${invariant}`;
	const wanted = INVARIANTS.filter((i) => filter === undefined || name(i).includes(filter));
	if (wanted.length === 0) return [];
	const run = spawnSync(
		process.execPath,
		[
			path.join(REPO_ROOT, "tests/fuzz/fuzz.mjs"),
			"--seed",
			String(SUITE_SEED),
			"--sessions",
			String(SUITE_SESSIONS),
			"--no-compile",
			"--json",
			"--shrink",
			"3",
		],
		{ cwd: REPO_ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
	);
	const last = (run.stdout ?? "").trim().split("\n").pop() ?? "";
	let report;
	try {
		report = JSON.parse(last);
	} catch {
		return [
			{
				path: "fuzz > run",
				status: "Failure",
				message: `npm run fuzz did not report: ${(run.stderr ?? "").slice(-2000)}`,
			},
		];
	}
	return wanted.map((invariant) => {
		const kinds = report.kinds.filter((/** @type {any} */ k) => k.invariant === invariant);
		if (kinds.length === 0) return { path: name(invariant), status: "Success", message: "" };
		const message = kinds
			.map(
				(/** @type {any} */ k) =>
					`${k.signature} (${k.count}×, path ${k.run}): ${k.shrunkMessage ?? k.message}` +
					(k.shrunk ? `\n  shrunk steps: ${JSON.stringify(k.shrunk.steps)}` : ""),
			)
			.join("\n");
		return {
			path: name(invariant),
			status: "Failure",
			message: `${message}\n(replay: npm run fuzz -- --seed ${SUITE_SEED} --sessions ${SUITE_SESSIONS})`,
		};
	});
}
