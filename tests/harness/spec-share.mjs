// @ts-check
/**
 * One share of the plugin's spec suite in this process (SpecSuite.SHARES says why the suite
 * is split): `node spec-share.mjs <share JSON> <pattern or ""> <out file>` writes
 * { results, logs, phases } to the out file for the parent (SpecSuite.runShares) to join.
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { runSpecSuite } from "./SpecSuite.mjs";

const [shareJson, pattern, out] = process.argv.slice(2);
/** @type {[string, string][]} */
const logs = [];
/** @type {Record<string, number>} */
const phases = {};
let t = performance.now();
const results = await runSpecSuite({
	share: JSON.parse(shareJson),
	pattern: pattern === "" ? undefined : pattern,
	onLog: (kind, text) => logs.push([kind, text]),
	onPhase: (phase) => {
		phases[phase] = (phases[phase] ?? 0) + performance.now() - t;
		t = performance.now();
	},
});
fs.writeFileSync(out, JSON.stringify({ results, logs, phases }));
process.exit(0);
