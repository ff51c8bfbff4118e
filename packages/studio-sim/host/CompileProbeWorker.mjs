// @ts-check
/**
 * The worker side of CompileProbe.mjs: a luau-web of its own that compiles what it is sent and
 * writes the answer into the shared buffer the host is blocked on. It exits after an abort (its
 * module cannot be trusted after one); the host starts a fresh worker when it needs one.
 */
import { parentPort, workerData } from "node:worker_threads";
import { installLargeHeap } from "./LuauMemory.mjs";

installLargeHeap();
const { LuauState } = await import("luau-web");
const state = await LuauState.createAsync({});
const flag = new Int32Array(workerData.shared, 0, 2);
const bytes = new Uint8Array(workerData.shared, 8);

/** @param {object} value */
function answer(value) {
	const data = new TextEncoder().encode(JSON.stringify(value)).subarray(0, bytes.length);
	bytes.set(data);
	Atomics.store(flag, 1, data.length);
	Atomics.store(flag, 0, 1);
	Atomics.notify(flag, 0);
}

parentPort?.on("message", (/** @type {{ source: string, chunkName: string }} */ { source, chunkName }) => {
	try {
		const result = state.loadstring(source, chunkName, false);
		answer(typeof result === "string" ? { error: result } : { ok: true });
	} catch (error) {
		const aborted = String(error).includes("Aborted(");
		answer(aborted ? { aborted: true } : { error: String(error) });
		if (aborted) process.exit(0);
	}
});
answer({ ready: true });
