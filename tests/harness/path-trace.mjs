// @ts-check
/**
 * `npm run trace:path [-- --no-compile] [--json]`: prints the src files one user message passes
 * through, from the input box to the model and back to the screen (a plain answer, and one
 * with a read-only tool call), by the rules in pathtrace/PathTrace.mjs. Exit code 1 when the
 * plain message passes through more than LIMIT files.
 */
import { KINDS, LIMIT, tracePath, withoutShared } from "./pathtrace/PathTrace.mjs";

const args = process.argv.slice(2);
const trace = await tracePath({ compile: !args.includes("--no-compile") });
if (args.includes("--json")) console.log(JSON.stringify(trace, null, 2));
else {
	for (const kind of KINDS) {
		const t = trace[kind];
		console.log(
			`${kind} message: the path passes through ${t.onPath.length} src files (${withoutShared(t.onPath).length} excluding src/Shared):`,
		);
		for (const f of t.onPath) console.log(`  ${f}`);
		console.log(
			`  the message or the reply was handed to functions of ${t.carried.length} src files (${withoutShared(t.carried).length} excluding src/Shared): ${t.carried.join(", ")}`,
		);
		console.log(
			`  code of ${t.ran.length} src files ran in all (${withoutShared(t.ran).length} excluding src/Shared); off the path: ${t.ran.filter((f) => !t.onPath.includes(f)).join(", ")}`,
		);
		console.log(`  re-render only (views drawing the new state): ${t.rerender.join(", ") || "none"}`);
	}
	console.log(
		`path: plain ${trace.plain.onPath.length} files (${withoutShared(trace.plain.onPath).length} excluding src/Shared), tool ${trace.tool.onPath.length} (${withoutShared(trace.tool.onPath).length}); limit ${LIMIT} for the plain message`,
	);
}
process.exit(trace.plain.onPath.length > LIMIT ? 1 : 0);
