// @ts-check
/**
 * The path of one user message, measured (tests/harness/pathtrace): `npm run trace:path`
 * drives a message through the panel as the plugin wires it, with every src function
 * instrumented. For a plain answer the hand-over chain (on the call stack, across the threads
 * it hops, when the request leaves and when each state update reaches the panel's store) is
 * at most 15 files, the files it hands the message to stay under today's ceiling, and the UI
 * is entered once (PanelController -> Conversation) and updated once (the state's signal).
 * The instrumenter leaves strings and comments alone. Uses the rbxtsc output `npm test` built.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../LuxSimulator.mjs";
import { instrument } from "../pathtrace/Instrument.mjs";
import { LIMIT, REACHED_CEILING } from "../pathtrace/PathTrace.mjs";

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
	"one plain message: a hand-over chain of at most 15 src files, one entry from the UI and one state update back": (
		/** @type {any} */ assert,
	) => {
		const run = spawnSync(process.execPath, [cli, "--no-compile", "--json"], { cwd: REPO_ROOT, encoding: "utf8" });
		const out = run.stdout ?? "";
		assert.ok(out.includes("{"), run.stderr);
		const trace = JSON.parse(out.slice(out.indexOf("{")));
		for (const kind of ["plain", "tool"]) {
			const t = trace[kind];
			// The ends of the chain: the input box, the model request, the panel's store.
			for (const file of ["src/UI/Chat/InputBar.tsx", "src/App/Studio/StudioHttpHost.ts", "src/Shared/Store.ts"])
				assert.ok(t.chain.includes(file), `${kind}: ${file} is not on the chain: ${t.chain.join(", ")}`);
			// The steps that only return are reached: the loop's step, the request and the reply's wire format.
			for (const file of ["src/Core/Loop/AgenticLoop.ts", "src/Core/Api/ChatWire.ts"])
				assert.ok(t.reached.includes(file), `${kind}: ${file} is not reached: ${t.reached.join(", ")}`);
			// Each figure contains the one before it.
			assert.ok(
				t.chain.every((/** @type {string} */ f) => t.reached.includes(f)),
				kind,
			);
			assert.ok(
				t.reached.every((/** @type {string} */ f) => t.ran.includes(f)),
				kind,
			);
			assert.deepEqual(t.outOfUi, ["src/UI/Store/PanelController.ts -> src/Conversation/Conversation.ts"], kind);
			// Back into the UI only through the state's change signal, wherever its store lives.
			assert.equal(t.intoUi.length, 1, `${kind}: ${t.intoUi.join("; ")}`);
			assert.match(t.intoUi[0], /Store\.ts -> src\/UI\/Store\/PanelController\.ts$/, kind);
		}
		// A read-only tool call adds the tools' files to what ran.
		assert.ok(trace.tool.ran.includes("src/Tools/Read/InstanceReads.ts"), trace.tool.ran.join(", "));
		assert.ok(!trace.plain.ran.includes("src/Tools/Read/InstanceReads.ts"));
		const { chain, reached } = trace.plain;
		assert.ok(chain.length <= LIMIT, `${chain.length} files: ${chain.join(", ")}`);
		assert.ok(reached.length <= REACHED_CEILING, `${reached.length} files: ${reached.join(", ")}`);
		assert.equal(run.status, 0, run.stderr);
	},
};
