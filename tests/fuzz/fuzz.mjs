// @ts-check
/**
 * `npm run fuzz -- --seed S --sessions N [--no-compile] [--json] [--shrink K] [--verbose]`:
 * the randomized invariant checker of issue 12. Generates N whole sessions with fast-check,
 * runs each through Lux's public path in one simulator VM (tests/fuzz/FuzzVm.mjs), checks the
 * invariants after every step (tests/fuzz/Oracle.mjs), and prints sessions, steps, violations
 * and, for each distinct violation, the seed, the invariant and a shrunk step list.
 * Exits 1 when any violation was found.
 *
 * Why two phases: the first run visits all N sessions (so the counts mean something); then each
 * distinct violation is replayed from its fast-check path and shrunk on its own.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import fc from "fast-check";
import { REPO_ROOT } from "../harness/LuxSimulator.mjs";
import { FuzzVm } from "./FuzzVm.mjs";
import { checkSession } from "./Oracle.mjs";
import { sessionArbitrary } from "./SessionArbitrary.mjs";

const SNAPSHOT_SERVICES = [
	"Workspace",
	"ServerScriptService",
	"ReplicatedStorage",
	"ServerStorage",
	"StarterGui",
	"StarterPlayer",
	"Lighting",
];

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
	const i = args.indexOf(name);
	return i >= 0 ? args[i + 1] : fallback;
};
const flag = (/** @type {string} */ name) => args.includes(name);
const seed = Number(option("--seed", String(Date.now() % 1e9)));
const sessions = Number(option("--sessions", "200"));
const shrinkLimit = Number(option("--shrink", "12"));
const json = flag("--json");
const verbose = flag("--verbose");
const log = (/** @type {string} */ text) => {
	if (!json) console.log(text);
};

if (!flag("--no-compile")) {
	const rbxtsc = path.join(REPO_ROOT, "node_modules", ".bin", "rbxtsc");
	const compile = spawnSync(rbxtsc, ["--type", "model", "--rojo", "test.project.json"], {
		cwd: REPO_ROOT,
		stdio: "inherit",
	});
	if (compile.status !== 0) {
		console.error("rbxtsc failed: the plugin does not compile");
		process.exit(2);
	}
}

/** One violation kind: the invariant and the message up to its first specific detail. */
function signature(/** @type {{invariant: string, kind: string}} */ v) {
	return `${v.invariant} ${v.kind}`;
}

const vm = await FuzzVm.boot();
/** @type {Record<string, number>} */
const stats = {};
/** @param {any} session @param {Record<string, number>} [into] */
async function check(session, into) {
	const record = await vm.run(session);
	return { record, violations: checkSession(session, record, { services: SNAPSHOT_SERVICES, stats: into }) };
}

let run = 0;
let steps = 0;
let violating = 0;
let violationCount = 0;
/** @type {Map<string, { count: number, run: number, example: any }>} */
const kinds = new Map();
const started = Date.now();
await fc.check(
	fc.asyncProperty(sessionArbitrary, async (session) => {
		const index = run++;
		const { violations } = await check(session, stats);
		steps += session.steps.length;
		if (violations.length) violating++;
		violationCount += violations.length;
		for (const v of violations) {
			const sig = signature(v);
			const known = kinds.get(sig);
			if (known) known.count++;
			else kinds.set(sig, { count: 1, run: index, example: v });
		}
		if (verbose && violations.length)
			log(`session ${index}: ${violations.map((v) => `${v.invariant} ${v.message}`).join("\n    ")}`);
		if (!json && index > 0 && index % 500 === 0)
			log(`  ${index} sessions, ${violating} with violations, ${((Date.now() - started) / 1000).toFixed(0)} s`);
		return true;
	}),
	{ seed, numRuns: sessions },
);
const seconds = (Date.now() - started) / 1000;

/** Replays run `index` of this seed and shrinks it while it still shows the same kind of violation. */
async function shrink(/** @type {string} */ sig, /** @type {number} */ index) {
	const result = await fc.check(
		fc.asyncProperty(sessionArbitrary, async (session) => {
			const { violations } = await check(session);
			return !violations.some((v) => signature(v) === sig);
		}),
		{ seed, path: String(index), numRuns: 1, endOnFailure: false },
	);
	if (!result.failed || !result.counterexample) return undefined;
	const [session] = result.counterexample;
	const { violations } = await check(session);
	return { session, violation: violations.find((v) => signature(v) === sig), shrinks: result.numShrinks };
}

const report = {
	seed,
	sessions: run,
	steps,
	seconds,
	sessionsPerSecond: run / seconds,
	sessionsWithViolations: violating,
	violations: violationCount,
	coverage: stats,
	kinds: /** @type {any[]} */ ([]),
};
log(
	`\nfuzz: seed ${seed}, ${run} sessions, ${steps} steps, ${violationCount} violations in ${violating} sessions (${(run / seconds).toFixed(1)} sessions/s)`,
);
log("coverage (what the sessions exercised):");
for (const [what, n] of Object.entries(stats).sort((a, b) => b[1] - a[1])) log(`  ${String(n).padStart(6)}  ${what}`);
let shrunk = 0;
for (const [sig, kind] of [...kinds.entries()].sort((a, b) => b[1].count - a[1].count)) {
	/** @type {any} */
	const entry = {
		signature: sig,
		invariant: kind.example.invariant,
		count: kind.count,
		run: kind.run,
		message: kind.example.message,
	};
	if (shrunk < shrinkLimit) {
		shrunk++;
		const small = await shrink(sig, kind.run);
		if (small) {
			entry.shrunk = small.session;
			entry.shrunkMessage = small.violation?.message;
			entry.shrunkStep = small.violation?.step;
		}
	}
	report.kinds.push(entry);
	log(`\n✗ ${sig}  (${kind.count}×; seed ${seed}, path ${kind.run})`);
	log(`    ${entry.shrunkMessage ?? entry.message}`);
	if (entry.shrunk) {
		log(`    shrunk place: ${JSON.stringify(entry.shrunk.place)}`);
		log(`    shrunk steps (violation at step ${entry.shrunkStep}):`);
		entry.shrunk.steps.forEach((/** @type {any} */ s, /** @type {number} */ n) =>
			log(`      ${n}. ${JSON.stringify(s)}`),
		);
	}
}
vm.close();
if (json) console.log(JSON.stringify(report));
else log(`\n${run} sessions, ${steps} steps, ${violationCount} violations`);
process.exit(violationCount > 0 ? 1 : 0);
