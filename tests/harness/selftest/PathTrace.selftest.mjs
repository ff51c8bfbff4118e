// @ts-check
/**
 * The path of one user message, measured (tests/harness/pathtrace): `npm run trace:path`
 * drives a message through the panel as the plugin wires it, with every src function
 * instrumented, and the files on the message's path (on the call stack, across the threads
 * it hops, when the request leaves and when each state update reaches the panel's store) are
 * at most 15 for a plain answer. The instrumenter leaves strings and comments alone. Uses the
 * rbxtsc output `npm test` built.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../LuxSimulator.mjs";
import { instrument } from "../pathtrace/Instrument.mjs";

const cli = path.join(REPO_ROOT, "tests/harness/path-trace.mjs");

export const tests = {
	"the instrumenter reports every function header with its parameters, and skips strings and comments": (
		/** @type {any} */ assert,
	) => {
		const source = [
			`local f = function(a, b) return "function(x)" end`,
			`function T:m(...) end -- function(y)`,
			`local s = [==[function() ]==] .. 'function()'`,
			`local g = function() end`,
		].join("\n");
		const { source: out, functions } = instrument(source, 7);
		assert.equal(functions, 3);
		assert.equal(
			out,
			[
				`local f = function(a, b) __pathTrace(7, a, b)  return "function(x)" end`,
				`function T:m(...) __pathTrace(7, ...)  end -- function(y)`,
				`local s = [==[function() ]==] .. 'function()'`,
				`local g = function() __pathTrace(7)  end`,
			].join("\n"),
		);
	},
	"one plain message passes through at most 15 src files, from the input box to the panel's store": (
		/** @type {any} */ assert,
	) => {
		const run = spawnSync(process.execPath, [cli, "--no-compile", "--json"], { cwd: REPO_ROOT, encoding: "utf8" });
		const out = run.stdout ?? "";
		const trace = JSON.parse(out.slice(out.indexOf("{")));
		for (const kind of ["plain", "tool"]) {
			const t = trace[kind];
			// The ends of the path: the input box, the model request, the panel's store.
			for (const file of [
				"src/UI/Chat/InputBar.tsx",
				"src/App/Studio/StudioHttpHost.ts",
				"src/UI/Store/PanelStore.ts",
			])
				assert.ok(t.onPath.includes(file), `${kind}: ${file} is not on the path: ${t.onPath.join(", ")}`);
			// Every file on the path ran, and the path is part of what ran.
			assert.ok(
				t.onPath.every((/** @type {string} */ f) => t.ran.includes(f)),
				kind,
			);
		}
		// A read-only tool call adds the tools' files to what ran.
		assert.ok(trace.tool.ran.includes("src/Tools/Read/InstanceReads.ts"), trace.tool.ran.join(", "));
		assert.ok(!trace.plain.ran.includes("src/Tools/Read/InstanceReads.ts"));
		assert.ok(
			trace.plain.onPath.length <= 15,
			`${trace.plain.onPath.length} files: ${trace.plain.onPath.join(", ")}`,
		);
		assert.equal(run.status, 0, run.stderr);
	},
};
