// @ts-check
/**
 * The luau-web WebAssembly's stdout and stderr (its WASI `fd_write` import), in place of
 * Emscripten's. LuauMemory.mjs instantiates the module, and passes this in.
 *
 * Why: luau-web's build writes a debug text, `1: <name>, tag: <n>` with no newline, each time
 * Luau's library `getmetatable` runs on a value that has a metatable. That is every call in
 * the simulator: its environments are not Luau's safe globals (the engine reads `getfenv`),
 * so the call is not a fastcall. Emscripten's `fd_write` keeps the unfinished line byte by
 * byte in one JS array until a newline, which never comes: the array grew by about 20
 * entries for each instance, signal and connection the engine made, and V8 copied it whole
 * each time it outgrew its capacity (by 1.5x). At about 1.3 million bytes, which a
 * 20,000-script place reaches, one copy took 10 ms inside whatever Luau code was running
 * (in `bench:index`, one script's `:Connect`). Studio has no such output.
 *
 * Here complete lines still go to the console, as Emscripten's did (stdout to
 * `console.log`, stderr to `console.error`); an unfinished line keeps only its last
 * MAX_PENDING bytes, so the cost of a write is its own length.
 */

/** Bytes of an unfinished line kept; older ones are dropped (and counted). */
export const MAX_PENDING = 4096;

/**
 * @typedef {object} Stdio
 * @property {(fd: number, iov: number, iovcnt: number, pnum: number) => number} fdWrite
 *   WASI fd_write: writes the iovecs at `iov`, stores the byte count at `pnum`, returns 0
 * @property {(fd: number) => number} pendingBytes bytes of `fd`'s unfinished line held
 */

/**
 * @param {() => WebAssembly.Memory | undefined} getMemory the instance's memory (known
 *   once it is instantiated; no write happens before)
 * @param {Record<number, (line: string) => void>} [sinks] fd -> receiver of whole lines
 * @returns {Stdio}
 */
export function createStdio(getMemory, sinks) {
	const out = sinks ?? { 1: (line) => console.log(line), 2: (line) => console.error(line) };
	const decoder = new TextDecoder();
	/** @type {Map<number, { parts: Uint8Array[], size: number, dropped: number }>} */
	const pending = new Map();

	const lineOf = (/** @type {number} */ fd) => {
		let line = pending.get(fd);
		if (!line) {
			line = { parts: [], size: 0, dropped: 0 };
			pending.set(fd, line);
		}
		return line;
	};

	/** Keeps the last MAX_PENDING bytes once the line holds twice that, so trimming is rare. */
	const trim = (/** @type {{ parts: Uint8Array[], size: number, dropped: number }} */ line) => {
		if (line.size <= 2 * MAX_PENDING) return;
		const all = concat(line.parts, line.size);
		line.dropped += line.size - MAX_PENDING;
		line.parts = [all.slice(line.size - MAX_PENDING)];
		line.size = MAX_PENDING;
	};

	const finish = (/** @type {number} */ fd) => {
		const line = lineOf(fd);
		const text = decoder.decode(concat(line.parts, line.size));
		const note = line.dropped > 0 ? `[${line.dropped} earlier bytes of this line dropped] ` : "";
		pending.set(fd, { parts: [], size: 0, dropped: 0 });
		(out[fd] ?? out[1])?.(note + text);
	};

	return {
		fdWrite(fd, iov, iovcnt, pnum) {
			const memory = getMemory();
			if (!memory) throw new Error("luau-web wrote output before its memory was known");
			const view = new DataView(memory.buffer);
			const heap = new Uint8Array(memory.buffer);
			let written = 0;
			for (let i = 0; i < iovcnt; i++) {
				const ptr = view.getUint32(iov + i * 8, true);
				const len = view.getUint32(iov + i * 8 + 4, true);
				let start = ptr;
				for (let at = ptr; at < ptr + len; at++) {
					// Emscripten ends a line at a newline or a zero byte; so do we.
					if (heap[at] !== 10 && heap[at] !== 0) continue;
					append(fd, heap, start, at);
					finish(fd);
					start = at + 1;
				}
				append(fd, heap, start, ptr + len);
				written += len;
			}
			view.setUint32(pnum, written, true);
			return 0;
		},
		pendingBytes(fd) {
			return pending.get(fd)?.size ?? 0;
		},
	};

	function append(
		/** @type {number} */ fd,
		/** @type {Uint8Array} */ heap,
		/** @type {number} */ from,
		/** @type {number} */ to,
	) {
		if (to <= from) return;
		const line = lineOf(fd);
		line.parts.push(heap.slice(from, to));
		line.size += to - from;
		trim(line);
	}
}

function concat(/** @type {Uint8Array[]} */ parts, /** @type {number} */ size) {
	const all = new Uint8Array(size);
	let at = 0;
	for (const part of parts) {
		all.set(part, at);
		at += part.length;
	}
	return all;
}
