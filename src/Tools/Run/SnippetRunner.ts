/**
 * Runs a compiled snippet for run_luau: its own environment (print and warn captured,
 * spawned threads tracked, the loop guard), a time limit for yields, and a report.
 *
 * Why: a snippet runs in the plugin's VM with the plugin's rights, so Lux must be able to
 * tell the model exactly what happened (output, return values, the error and its line) and
 * must not leave it running: on a timeout the snippet's thread and every thread it spawned
 * through `task` are cancelled. Plugins may call `loadstring` in edit mode (Roblox's own MCP
 * plugin runs code the same way); ServerScriptService.LoadStringEnabled concerns game
 * servers, not plugins.
 */
import type { ClockHost } from "Shared/Hosts";
import { describeValue } from "../Core/ValueCodec";
import { GUARD_NAME, instrumentLoops, makeLoopGuard } from "./LoopGuard";
import { OutputCapture, joinArgs } from "./OutputCapture";

export const CHUNK_NAME = "run_luau";

/** Luau's table.pack, which the typings lack: every value, nils included, and their count. */
const luauTable = table as unknown as { pack: (...values: unknown[]) => { n: number } & { [index: number]: unknown } };
const POLL_SECONDS = 0.05;
const MAX_RETURNED = 10;

export type SnippetReport =
	| { readonly kind: "returned"; readonly output: OutputCapture; readonly values: ReadonlyArray<string> }
	| {
			readonly kind: "errored";
			readonly output: OutputCapture;
			readonly message: string;
			/** The snippet's line the error points at, when the message names one. */
			readonly line: number | undefined;
	  }
	| { readonly kind: "timed_out"; readonly output: OutputCapture; readonly seconds: number }
	/** The user pressed Stop while it ran (interruptSnippets). */
	| { readonly kind: "stopped"; readonly output: OutputCapture };

/** Counts the user's Stops; a snippet that sees the count change ends at once. */
let stops = 0;

/** Ends every snippet running now (the user pressed Stop); later snippets are not affected. */
export function interruptSnippets() {
	stops++;
}

/** `run_luau:12: boom` -> 12 and "boom" (also `[string "run_luau"]:12:`). */
export function errorLine(message: string): [number | undefined, string] {
	const [line, rest] = message.match(`^%[?s?t?r?i?n?g?%s?"?${CHUNK_NAME}"?%]?:(%d+): (.*)$`);
	if (line === undefined) return [undefined, message];
	return [tonumber(line), rest as string];
}

/** Compiles the instrumented snippet; the syntax error (with its line) when it does not compile. */
export function compileSnippet(source: string): { fn?: Callback; problem?: string; unavailable?: string } {
	const [called, fn, problem] = pcall(() => loadstring(instrumentLoops(source), `=${CHUNK_NAME}`));
	// Studio refuses loadstring during a playtest (it raises rather than returning nil).
	if (!called) return { unavailable: tostring(fn) };
	if (fn === undefined) return { problem: (problem as string | undefined) ?? "the snippet does not compile" };
	return { fn: fn as Callback };
}

/** Runs `fn` with a fresh environment; yields until it returns, errors, or passes `limitSeconds`. */
export function runSnippet(fn: Callback, clock: ClockHost, limitSeconds: number, root: Instance): SnippetReport {
	const output = new OutputCapture();
	const spawned: thread[] = [];
	const track = (t: thread) => {
		spawned.push(t);
		return t;
	};
	const trackedTask = {
		...task,
		spawn: (f: Callback | thread, ...args: unknown[]) => track(task.spawn(f as Callback, ...args)),
		defer: (f: Callback | thread, ...args: unknown[]) => track(task.defer(f as Callback, ...args)),
		delay: (s: number, f: Callback | thread, ...args: unknown[]) => track(task.delay(s, f as Callback, ...args)),
	};
	const env = setmetatable(
		{
			print: (...args: unknown[]) => {
				output.add("output", joinArgs(args, args.size()));
				print(...args);
			},
			warn: (...args: unknown[]) => {
				output.add("warning", joinArgs(args, args.size()));
				warn(...args);
			},
			task: trackedTask,
			[GUARD_NAME]: makeLoopGuard(() => clock.now(), limitSeconds),
		} as object,
		{ __index: getfenv(1) as never },
	);
	setfenv(fn, env);

	let report: SnippetReport | undefined;
	const main = task.spawn(() => {
		const packed = luauTable.pack(...xpcall(fn as () => unknown, (e: unknown) => tostring(e)));
		// Lua indices: [1] is xpcall's status, [2] the error or the first value.
		if (packed[1] !== true) {
			const [line, message] = errorLine(tostring(packed[2]));
			report = { kind: "errored", output, message, line };
			return;
		}
		const values: string[] = [];
		const count = (packed as unknown as { n: number }).n - 1;
		for (let i = 1; i <= math.min(count, MAX_RETURNED); i++) values.push(describeValue(packed[i + 1], root));
		report = { kind: "returned", output, values };
	});
	const started = clock.now();
	const stopsAtStart = stops;
	while (report === undefined && stops === stopsAtStart && clock.now() - started < limitSeconds)
		clock.wait(POLL_SECONDS);
	for (const t of [main, ...spawned]) if (coroutine.status(t) !== "dead") task.cancel(t);
	if (report === undefined && stops !== stopsAtStart) return { kind: "stopped", output };
	return report ?? { kind: "timed_out", output, seconds: limitSeconds };
}
