// @ts-check
/**
 * `node tools/realplaces/smoke.mjs [--dest DIR] [name...]`: runs `npm run realplace`'s battery on
 * every project of tests/fixtures/realplaces/smoke.json (checked out first with
 * `node tools/realplaces/checkout.mjs --list smoke.json`) and prints one line per project:
 * scripts, calls, calls correct or a clear error, wrong or crashed, calls over 100 ms, the
 * slowest call (index build left out: it is time-sliced) and the exit code.
 *
 * Why: these public Rojo projects have no labelled requests; they are kept to re-check that
 * the loader and the battery still hold on shapes the labelled games do not have (binary
 * models, missing packages, nested and oddly named project files). Needs `npm run compile`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const destAt = args.indexOf("--dest");
const dest = path.resolve(
	destAt >= 0 ? args.splice(destAt, 2)[1] : (process.env.LUX_REALPLACES ?? "/tmp/lux-realplaces"),
);
/** @type {{ name: string, repo: string, commit: string, project: string }[]} */
const projects = JSON.parse(fs.readFileSync(path.join(REPO, "tests/fixtures/realplaces/smoke.json"), "utf8"));
let failed = 0;
console.log("project           scripts  calls  correct  wrong  >100ms  max ms  exit");
for (const p of projects.filter((x) => args.length === 0 || args.includes(x.name))) {
	const place = path.join(dest, p.name, p.project);
	if (!fs.existsSync(place)) {
		console.log(`${p.name.padEnd(17)} missing: node tools/realplaces/checkout.mjs --list smoke.json ${p.name}`);
		failed++;
		continue;
	}
	const run = spawnSync(process.execPath, [path.join(REPO, "bench/realplace.mjs"), place], {
		encoding: "utf8",
		maxBuffer: 1 << 28,
	});
	const out = run.stdout ?? "";
	const scripts = /: (\d+) scripts,/.exec(out)?.[1] ?? "?";
	const total = /^(\d+) calls, (\d+) correct or a clear error, (\d+) wrong or crashed, (\d+) over 100 ms/m.exec(out);
	let max = 0;
	for (const line of out.split("\n")) {
		// summary rows: name, count, correct, mean ms, max ms (wall), then max cpu ms
		const m = /^ {2}(\S.*?)\s+\d+\s+\d+\s+[\d.]+\s+([\d.]+)(?:\s+[\d.]+)?$/.exec(line);
		if (m && m[1].trim() !== "index build") max = Math.max(max, Number(m[2]));
	}
	if (run.status !== 0 || !total || total[3] !== "0") failed++;
	const [calls, correct, wrong, slow] = total ? total.slice(1) : ["?", "?", "?", "?"];
	console.log(
		`${p.name.padEnd(17)} ${scripts.padStart(7)} ${calls.padStart(6)} ${correct.padStart(8)} ${wrong.padStart(6)} ${slow.padStart(7)} ${max.toFixed(1).padStart(7)} ${String(run.status).padStart(5)}`,
	);
	if (run.status !== 0) console.log(`  ${(run.stderr || out).trim().split("\n").slice(-3).join("\n  ")}`);
}
process.exit(failed ? 1 : 0);
