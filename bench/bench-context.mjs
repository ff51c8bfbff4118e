// @ts-check
/**
 * `npm run bench:context -- [--set all|<name>[,<name>]] [--place <rojo project> --queries <file.json>]
 * [--budget N] [--quiet]`: builds the script index of each place in the simulator and, for each
 * labelled query, prints the ranked selection and its token cost, then recall@3, recall@5 and
 * mean/max context tokens per set. Default: the shipped Adventure place and its queries.
 * `--set` runs the real games of tests/fixtures/realplaces (checked out by
 * tools/realplaces/checkout.mjs into --dest, default /tmp/lux-realplaces); the held-out set
 * (tuning: false) is reported on its own line.
 *
 * Why in the simulator: the figures must come from the compiled plugin code on the same Luau
 * VM the specs use. Why streamed: a real place's tree is megabytes; TreeStream mounts it in pieces.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { installLargeHeap } from "studio-sim";
import { Simulator } from "../tests/harness/LuxSimulator.mjs";
import { runOnStreamedPlace } from "./StreamedPlace.mjs";
import {
	REALPLACES_DIR,
	checkoutDir,
	labelsAsInstancePaths,
	loadPlaceTree,
	realGames,
	treeStats,
} from "./RealPlaces.mjs";

const args = process.argv.slice(2);
const opt = (/** @type {string} */ name, /** @type {string | undefined} */ fallback) => {
	const i = args.indexOf(`--${name}`);
	return i >= 0 ? args[i + 1] : fallback;
};
const budget = Number(opt("budget", "4000"));
const quiet = args.includes("--quiet");
const setArg = opt("set", undefined);
/** @type {{ name: string, place: string, queries: string, heldOut: boolean }[]} */
const sets = [];
if (setArg) {
	const games = realGames();
	const names = setArg === "all" ? games.map((g) => g.name) : setArg.split(",");
	for (const name of names) {
		const game = games.find((g) => g.name === name);
		if (!game) throw new Error(`no real place named ${name} in games.json`);
		const place = path.join(checkoutDir(opt("dest", undefined)), game.name);
		if (!fs.existsSync(place)) throw new Error(`${place} missing: run node tools/realplaces/checkout.mjs first`);
		sets.push({
			name,
			place: path.join(place, game.project),
			queries: path.join(REALPLACES_DIR, game.queries),
			heldOut: !game.tuning,
		});
	}
} else {
	const place = path.resolve(opt("place", "tests/fixtures/places/Adventure") ?? "");
	const queries = path.resolve(opt("queries", "tests/fixtures/places/Adventure.queries.json") ?? "");
	sets.push({ name: path.basename(place), place, queries, heldOut: false });
}

installLargeHeap();
const summaries = [];
// Each set runs in its own process when there are several: a process holds only so many
// luau-web heaps (the third large place failed to boot a VM in one process).
if (sets.length > 1) {
	for (const set of sets) {
		const child = spawnSync(process.execPath, [process.argv[1], ...childArgs(set.name)], {
			encoding: "utf8",
			maxBuffer: 1 << 28,
		});
		const lines = child.stdout.split("\n");
		process.stdout.write(lines.filter((l) => !l.startsWith("SUMMARY ")).join("\n"));
		if (child.stderr) process.stderr.write(child.stderr);
		const line = lines.find((l) => l.startsWith("SUMMARY "));
		if (line) summaries.push(JSON.parse(line.slice(8)));
		else process.exitCode = 1;
	}
	sets.length = 0;
}
for (const set of sets) {
	const warnings = [];
	const tree = loadPlaceTree(set.place, warnings);
	const stats = treeStats(tree);
	const result = await runSet(tree, labelsAsInstancePaths(tree, set.place, fs.readFileSync(set.queries, "utf8")));
	if (result.crashed) {
		console.error(`${set.name}: bench crashed: ${result.crashed}`);
		process.exitCode = 1;
		continue;
	}
	const summary = { set, stats, ...report(set, result) };
	summaries.push(summary);
	if (args.includes("--child")) console.log(`SUMMARY ${JSON.stringify(summary)}`);
}
// process.exit drops what a pipe has not taken yet (the parent lost a child's last lines and
// its SUMMARY): exit once stdout has drained.
if (args.includes("--child")) process.stdout.write("", () => process.exit(process.exitCode ?? 0));
else if (summaries.length > 1 || setArg) {
	console.log(`\nper set (budget ${budget} tokens of script context per query)`);
	console.log("set        scripts  source MB  queries  recall@3  recall@5  tokens mean  tokens max  build s");
	for (const s of summaries) {
		console.log(
			[
				(s.set.name + (s.set.heldOut ? "*" : "")).padEnd(9),
				String(s.stats.scripts).padStart(8),
				(s.stats.bytes / 1e6).toFixed(2).padStart(10),
				String(s.n).padStart(8),
				s.r3.toFixed(3).padStart(9),
				s.r5.toFixed(3).padStart(9),
				s.meanTokens.toFixed(0).padStart(12),
				String(s.maxTokens).padStart(11),
				s.build.toFixed(2).padStart(8),
			].join(" "),
		);
	}
	if (summaries.some((s) => s.set.heldOut)) console.log("* held out: never used for tuning");
}

/** The command line for one set in a child process. @param {string} name */
function childArgs(name) {
	const rest = [];
	for (let i = 0; i < args.length; i++) {
		if (args[i] === "--set") i++;
		else rest.push(args[i]);
	}
	return ["--set", name, "--child", ...rest];
}

/** @param {any} tree @param {string} queriesText */
async function runSet(tree, queriesText) {
	const sim = await Simulator.boot({ onLog: () => {} });
	try {
		await sim.mountProject("test.project.json");
		const { json, failures } = await runOnStreamedPlace(
			sim,
			tree,
			"BenchPlace",
			"ReplicatedStorage.Lux.tests.specs.support.ContextBench",
			"runContextBench",
			queriesText,
			budget,
		);
		for (const f of failures) console.log(`WARNING: left out of the place: ${f}`);
		return JSON.parse(json);
	} finally {
		sim.close();
	}
}

/** Prints one set's queries (unless --quiet) and returns its figures. */
function report(/** @type {any} */ set, /** @type {any} */ result) {
	console.log(`Context benchmark: ${set.name}${set.heldOut ? " (held out)" : ""}, ${result.scripts} scripts indexed`);
	if (result.missing.length)
		console.log(`WARNING: labels or selections not found in the place: ${result.missing.join(", ")}`);
	let r3 = 0,
		r5 = 0,
		labelled = 0,
		tokens = 0,
		maxTokens = 0;
	for (const [i, q] of result.results.entries()) {
		if (!quiet) {
			console.log(`${String(i + 1).padStart(2)}. ${q.query}`);
			for (const [rank, p] of q.top.entries()) {
				const item = q.items.find((/** @type {any} */ it) => it.path === p);
				const mark = q.relevant.includes(p) ? "*" : " ";
				const score = q.topScores ? ` ${Number(q.topScores[rank]).toFixed(1)}` : "";
				console.log(
					`    ${mark}${rank + 1}. ${p}${item ? `  [${item.tier}, ${item.tokens} tok]` : ""}${score}`,
				);
			}
		}
		let line = `    tokens ${q.tokens}`;
		if (q.recall5 !== undefined && q.recall5 !== null) {
			line += `  recall@3 ${q.recall3.toFixed(2)}  recall@5 ${q.recall5.toFixed(2)}`;
			r3 += q.recall3;
			r5 += q.recall5;
			labelled += 1;
			const missed = q.relevant
				.map((/** @type {string} */ p, /** @type {number} */ i) => ({
					p,
					rank: q.ranks?.[i],
					score: q.scores?.[i],
				}))
				.filter((/** @type {any} */ m) => !q.top.slice(0, 5).includes(m.p));
			if (missed.length)
				line += `  missed: ${missed.map((/** @type {any} */ m) => `${m.p}${m.rank !== undefined ? ` (#${m.rank || "-"} ${Number(m.score).toFixed(1)})` : ""}`).join(", ")}`;
		}
		if (!quiet) console.log(line);
		tokens += q.tokens;
		maxTokens = Math.max(maxTokens, q.tokens);
	}
	const n = result.results.length;
	const out = {
		n,
		r3: labelled ? r3 / labelled : 0,
		r5: labelled ? r5 / labelled : 0,
		meanTokens: tokens / n,
		maxTokens,
		build: result.buildSeconds,
	};
	console.log(
		`${set.name}: queries ${n}, recall@3 ${out.r3.toFixed(3)}, recall@5 ${out.r5.toFixed(3)}, tokens mean ${out.meanTokens.toFixed(0)} max ${maxTokens} (budget ${budget}), index build ${out.build.toFixed(2)} s\n`,
	);
	return out;
}
