// @ts-check
/**
 * `npm run trace:path [-- --no-compile] [--json]`: prints the src files one user message passes
 * through, from the input box to the model and back to the screen (a plain answer, and one
 * with a read-only tool call), by the rules in pathtrace/PathTrace.mjs: the hand-over chain,
 * what it reaches, what read the message, what ran, and the calls into and out of the UI.
 * Exit code 1 when the plain message's chain is longer than LIMIT files.
 */
import { KINDS, LIMIT, tracePath, withoutShared } from "./pathtrace/PathTrace.mjs";

const args = process.argv.slice(2);
const trace = await tracePath({ compile: !args.includes("--no-compile") });
/** @param {string[]} files */
const count = (files) => `${files.length} src files (${withoutShared(files).length} excluding src/Shared)`;
if (args.includes("--json")) console.log(JSON.stringify(trace, null, 2));
else {
	for (const kind of KINDS) {
		const t = trace[kind];
		console.log(`${kind} message`);
		console.log(
			`  chain, the hand-overs from the input box to the request and back to the store: ${count(t.chain)}`,
		);
		for (const f of t.chain) console.log(`    ${f}`);
		console.log(`  reached, the chain and the files it handed the message or the reply to: ${count(t.reached)}`);
		for (const f of t.handedTo) console.log(`    + ${f}`);
		console.log(`  into the UI: ${t.intoUi.join("; ") || "none"}`);
		console.log(`  out of the UI: ${t.outOfUi.join("; ") || "none"}`);
		console.log(`  carried (read the message or the reply): ${count(t.carried)}`);
		console.log(`  ran (any function): ${count(t.ran)}`);
		console.log(`  re-render only (views drawing the new state): ${t.rerender.length} files`);
	}
	const p = trace.plain;
	console.log(
		`path of one message: chain ${p.chain.length} files (limit ${LIMIT}), reached ${p.reached.length} (${withoutShared(p.reached).length} excluding src/Shared), ran ${p.ran.length}; with a tool call: chain ${trace.tool.chain.length}, reached ${trace.tool.reached.length}, ran ${trace.tool.ran.length}`,
	);
}
process.exit(trace.plain.chain.length > LIMIT ? 1 : 0);
