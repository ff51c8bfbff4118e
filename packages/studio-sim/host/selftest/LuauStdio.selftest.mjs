// @ts-check
/**
 * Self-tests for the luau-web module's stdout/stderr writer (host/LuauStdio.mjs): whole lines
 * reach their stream as Emscripten's did, and an unfinished line holds a bounded number of
 * bytes however much is written to it (luau-web's unterminated debug text, see the module).
 */
import { MAX_PENDING, createStdio } from "../LuauStdio.mjs";
import { luauPendingOutputBytes } from "../LuauMemory.mjs";
import { sharedLuau } from "./sharedLuau.mjs";

/** A fake instance memory and a way to issue one fd_write of `pieces` (one iovec each). */
function harness() {
	const memory = new WebAssembly.Memory({ initial: 2 });
	/** @type {Record<number, string[]>} */
	const lines = { 1: [], 2: [] };
	const stdio = createStdio(() => memory, {
		1: (line) => lines[1].push(line),
		2: (line) => lines[2].push(line),
	});
	const write = (/** @type {number} */ fd, /** @type {string[]} */ pieces) => {
		const heap = new Uint8Array(memory.buffer);
		const view = new DataView(memory.buffer);
		const iov = 0;
		const pnum = 1024;
		let at = 2048;
		pieces.forEach((piece, i) => {
			const bytes = new TextEncoder().encode(piece);
			heap.set(bytes, at);
			view.setUint32(iov + i * 8, at, true);
			view.setUint32(iov + i * 8 + 4, bytes.length, true);
			at += bytes.length;
		});
		const status = stdio.fdWrite(fd, iov, pieces.length, pnum);
		return { status, written: view.getUint32(pnum, true) };
	};
	return { stdio, lines, write };
}

export const tests = {
	"whole lines go to their stream, split across writes and iovecs": (/** @type {any} */ assert) => {
		const { lines, write } = harness();
		assert.deepEqual(write(1, ["hel", "lo\nwor"]), { status: 0, written: 9 });
		write(1, ["ld\n"]);
		write(2, ["é and ü\n"]);
		assert.deepEqual(lines[1], ["hello", "world"]);
		assert.deepEqual(lines[2], ["é and ü"]);
	},
	"an unfinished line keeps only its last bytes, and says how many it dropped": (/** @type {any} */ assert) => {
		const { stdio, lines, write } = harness();
		const noise = "1: (null), tag: 129";
		for (let i = 0; i < 5000; i++) write(1, [noise]);
		assert.ok(stdio.pendingBytes(1) <= 2 * MAX_PENDING, `holds ${stdio.pendingBytes(1)} bytes`);
		write(1, ["end\n"]);
		assert.equal(lines[1].length, 1);
		const match = /^\[(\d+) earlier bytes of this line dropped\] (.*)$/s.exec(lines[1][0]);
		assert.ok(match, lines[1][0].slice(0, 80));
		assert.ok(match[2].length >= MAX_PENDING && match[2].endsWith(`${noise}end`));
		assert.equal(Number(match[1]) + match[2].length, 5000 * noise.length + 3);
		assert.equal(stdio.pendingBytes(1), 0);
	},
	"luau-web's getmetatable debug text does not pile up in the VM's process": async (/** @type {any} */ assert) => {
		// What LuauStdio is for: in an environment that is not Luau's safe globals (getfenv),
		// luau-web's library getmetatable writes unterminated text on each call (19 bytes
		// here); Emscripten kept all of it, the host keeps a bounded tail.
		const luau = await sharedLuau();
		const fn = luau.loadstring(
			"local e = getfenv(0) local p = newproxy(true) for i = 1, 20000 do local m = getmetatable(p) end return true",
			"=stdio",
			true,
		);
		await fn();
		const held = luauPendingOutputBytes(1);
		assert.ok(held <= 2 * MAX_PENDING, `holds ${held} bytes`);
		// A canary for the cause: if a luau-web version stops writing, this module may go.
		assert.ok(held > 0, "luau-web wrote no getmetatable debug text (has a new version dropped it?)");
	},
};
