// @ts-check
/**
 * Compiles a text in a second luau-web, in a worker thread, before the VM compiles it.
 *
 * Why: Luau's parser stops at its 100th syntax error by throwing and catching an exception;
 * luau-web is built without exception catching, so that throw aborts the module instead. An
 * abort inside a call the running Luau made (a plugin's `loadstring` of TypeScript, of a model's
 * garbled edit) leaves the VM unable to resume and the process hangs. Studio answers such a
 * `loadstring` with nil and the first error (creator-docs LuaGlobals.yaml, loadstring). The
 * worker has its own module, so an abort there costs only the worker: the host then finds the
 * first error by compiling ever shorter prefixes in fresh workers, and the VM compiles only
 * texts the worker compiled without aborting (same compiler, same text, same result).
 * The call is synchronous for the VM: the host blocks on a shared flag until the worker answers.
 */
import { Worker } from "node:worker_threads";

const ANSWER_BYTES = 64 * 1024;
const TIMEOUT_MS = 60_000;

/** @typedef {{ ok?: true, error?: string, aborted?: true, ready?: true }} Answer */

export class CompileProbe {
	/** @type {Worker | undefined} */
	worker;
	shared = new SharedArrayBuffer(8 + ANSWER_BYTES);

	/**
	 * What compiling `source` does: `{ ok }`, `{ error }` (the compiler's message), or the first
	 * error when the compiler would abort on it.
	 * @param {string} source @param {string} chunkName @returns {{ ok: boolean, error?: string }}
	 */
	check(source, chunkName) {
		const first = this.ask(source, chunkName);
		if (!first.aborted) return first.error === undefined ? { ok: true } : { ok: false, error: first.error };
		const lines = source.split("\n");
		for (let keep = Math.floor(lines.length / 2); keep >= 1; keep = Math.floor(keep / 2)) {
			const answer = this.ask(lines.slice(0, keep).join("\n"), chunkName);
			if (answer.error !== undefined) return { ok: false, error: answer.error };
		}
		return { ok: false, error: `${chunkName.replace(/^[=@]/, "")}:1: Reached error limit (100)` };
	}

	/** @param {string} source @param {string} chunkName @returns {Answer} */
	ask(source, chunkName) {
		const worker = this.start();
		const flag = new Int32Array(this.shared, 0, 2);
		Atomics.store(flag, 0, 0);
		worker.postMessage({ source, chunkName });
		const answer = this.wait();
		if (answer.aborted) this.stop();
		return answer;
	}

	/** The running worker, started (and waited for) when there is none. */
	start() {
		if (this.worker) return this.worker;
		const worker = new Worker(new URL("./CompileProbeWorker.mjs", import.meta.url), {
			workerData: { shared: this.shared },
			// Not the parent's flags: `--input-type=module` (a `node -e` parent) stops a file worker from starting.
			execArgv: [],
			stdout: true,
			stderr: true,
		});
		// luau-web prints the abort itself; that text belongs to the probe, not to the user.
		worker.stdout.resume();
		worker.stderr.resume();
		worker.unref();
		this.worker = worker;
		const ready = this.wait();
		if (!ready.ready) throw new Error(`the compile probe did not start: ${JSON.stringify(ready)}`);
		return worker;
	}

	/** @returns {Answer} */
	wait() {
		const flag = new Int32Array(this.shared, 0, 2);
		if (Atomics.wait(flag, 0, 0, TIMEOUT_MS) === "timed-out") {
			this.stop();
			throw new Error("the compile probe did not answer within a minute");
		}
		Atomics.store(flag, 0, 0);
		const length = Atomics.load(flag, 1);
		return JSON.parse(new TextDecoder().decode(new Uint8Array(this.shared, 8, length).slice()));
	}

	stop() {
		this.worker?.terminate();
		this.worker = undefined;
	}
}
