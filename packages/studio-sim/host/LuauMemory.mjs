// @ts-check
/**
 * Gives the luau-web VM a bigger heap before it boots.
 *
 * Why: luau-web ships its WebAssembly with a fixed memory of 274 pages (about 17 MiB) that
 * cannot grow, shared by every LuauState in the process. The plugin, Roact, TestEZ, the
 * class database and a sample place do not fit in that. Emscripten's loader accepts an
 * `instantiateWasm` hook, so we instantiate the same module bytes with the memory
 * section's page counts raised. Nothing else in the module changes; one import is swapped:
 * its stdout/stderr writer (LuauStdio.mjs says why).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { InternalLuauWasmModule } from "luau-web";
import { createStdio } from "./LuauStdio.mjs";

const WASM_PAGE = 65536;
export const HEAP_MIB = 960;

/** Reads one unsigned LEB128 number; returns [value, bytesRead]. */
function readLeb(/** @type {Uint8Array} */ bytes, /** @type {number} */ at) {
	let value = 0;
	let shift = 0;
	let i = at;
	for (;;) {
		const b = bytes[i++];
		value |= (b & 0x7f) << shift;
		shift += 7;
		if ((b & 0x80) === 0) return [value >>> 0, i - at];
	}
}

/** Unsigned LEB128 padded to `width` bytes, so the section keeps its size. */
function writeLeb(/** @type {number} */ value, /** @type {number} */ width) {
	const out = [];
	for (let i = 0; i < width; i++) {
		const byte = value & 0x7f;
		value >>>= 7;
		out.push(i < width - 1 ? byte | 0x80 : byte);
	}
	if (value !== 0) throw new Error("value does not fit in the LEB128 width");
	return out;
}

/** Returns a copy of the module with its (single) memory's min and max set to `pages`. */
export function withMemoryPages(/** @type {Uint8Array} */ wasm, /** @type {number} */ pages) {
	const bytes = new Uint8Array(wasm);
	let at = 8;
	while (at < bytes.length) {
		const id = bytes[at];
		const [size, sizeLen] = readLeb(bytes, at + 1);
		const body = at + 1 + sizeLen;
		if (id === 5) {
			const [count, countLen] = readLeb(bytes, body);
			if (count !== 1) throw new Error("expected one memory");
			let p = body + countLen;
			const flags = bytes[p++];
			const fields = flags & 1 ? 2 : 1;
			for (let f = 0; f < fields; f++) {
				const [, len] = readLeb(bytes, p);
				bytes.set(writeLeb(pages, len), p);
				p += len;
			}
			return bytes;
		}
		at = body + size;
	}
	throw new Error("no memory section in the luau-web module");
}

function luauWebWasm() {
	const require = createRequire(import.meta.url);
	const dir = path.dirname(require.resolve("luau-web"));
	const file = "Suspending" in WebAssembly ? "Luau.Web.JSPI.js" : "Luau.Web.Asyncify.js";
	const source = fs.readFileSync(path.join(dir, "lib", file), "utf8");
	const match = /base64Decode\("([A-Za-z0-9+/=]+)"\)/.exec(source);
	if (!match) throw new Error("could not find the luau-web WebAssembly module");
	return Buffer.from(match[1], "base64");
}

let installed = false;
/** @type {import("./LuauStdio.mjs").Stdio | undefined} */
let stdio;
/** The module's memory, once instantiated (stdio and the string-table reader read it). */
/** @type {WebAssembly.Memory | undefined} */
let vmMemory;

/**
 * Luau's string table for the state `L` (luau-web's `LuauState.state`, a pointer into the
 * module's memory): `{ strings, buckets }`, or undefined when what is read there does not
 * look like a string table.
 *
 * Why: Luau interns every string and doubles the table's buckets in one step when the count
 * passes the bucket count, relinking every string; `bench:index` names the slice in which that
 * happened instead of guessing from the heap. The layout is Luau's (lstate.h) on wasm32 and
 * is checked, not trusted: `lua_State` has its `global_State*` at byte 16 (a 3-byte GC
 * header, four one-byte fields, `top`, `base`), and `global_State` starts with the string
 * table `{ TString** hash; uint32_t nuse; int size; }`.
 */
export function luauStringTable(/** @type {number} */ L) {
	if (!vmMemory || !L) return undefined;
	const view = new DataView(vmMemory.buffer);
	if (L + 20 > view.byteLength) return undefined;
	const g = view.getUint32(L + 16, true);
	if (g === 0 || g + 12 > view.byteLength) return undefined;
	const strings = view.getUint32(g + 4, true);
	const buckets = view.getInt32(g + 8, true);
	const powerOfTwo = buckets >= 32 && (buckets & (buckets - 1)) === 0;
	if (!powerOfTwo || strings > buckets * 2) return undefined;
	return { strings, buckets };
}

/**
 * Raises Luau's parse error limit (the fast int `LuauParseErrorLimit`, 100: Luau's
 * Ast/src/Parser.cpp) out of reach in the module's memory; returns whether it was found.
 *
 * Why: at the limit Luau's parser throws a C++ exception that its own compile step catches;
 * luau-web is built without exception catching, so the throw aborts the module instead, and an
 * abort inside a call the running Luau made (a plugin's `loadstring` of TypeScript or of a garbled
 * edit) leaves the VM unable to resume: the process hangs. Studio's `loadstring` answers nil and
 * the first error (creator-docs LuaGlobals.yaml, loadstring), which is what Luau gives when the
 * limit is never reached. The flag is a static `FValue<int>` `{ value, dynamic, name, next }`
 * in the data segment: found by the pointer to its name string, and changed only when it
 * holds 100.
 */
export function liftParseErrorLimit() {
	if (!vmMemory) return false;
	const scan = Math.min(vmMemory.buffer.byteLength, 16 * 1024 * 1024) & ~3;
	const name = Buffer.from(vmMemory.buffer, 0, scan).indexOf(Buffer.from("LuauParseErrorLimit\0", "latin1"));
	if (name < 0) return false;
	const words = new Int32Array(vmMemory.buffer, 0, scan / 4);
	for (let i = 2; i < words.length; i++) {
		if (words[i] === name && words[i - 2] === 100) {
			words[i - 2] = 0x3fffffff;
			return true;
		}
	}
	return false;
}

/**
 * The text of a Luau buffer read straight from the VM's memory, or undefined when the address
 * does not hold a buffer of `length` bytes whose sampled bytes sum to `sample` (see
 * `sampleSum`), or the bytes are not UTF-8 (then the caller passes the text the ordinary way,
 * which is exact for every string).
 *
 * Why: luau-web passes every value between Luau and JS as JSON text, so handing a 1.8 MB
 * script to the host's compiler cost about 26 ms of encoding and parsing around a 17-21 ms
 * compile (the Adonis API dump script), where Studio's `loadstring` compiles the Luau string
 * where it lies. The layout is Luau's `Buffer` (lobject.h) on wasm32: a 3-byte GC header,
 * `unsigned len` at byte 4, the data at byte 8; `tostring(buffer)` prints its address.
 */
export function readLuauBuffer(
	/** @type {number} */ address,
	/** @type {number} */ length,
	/** @type {number} */ sample,
) {
	if (!vmMemory || !Number.isInteger(address) || address <= 0 || !Number.isInteger(length)) return undefined;
	const view = new DataView(vmMemory.buffer);
	if (address + 8 + length > view.byteLength || view.getUint32(address + 4, true) !== length) return undefined;
	const bytes = new Uint8Array(vmMemory.buffer, address + 8, length);
	if (sampleSum(bytes) !== sample) return undefined;
	try {
		return utf8.decode(bytes);
	} catch {
		return undefined;
	}
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The sum of up to 64 evenly spaced bytes (1-based positions 1 + k * step), as the engine computes it. */
export function sampleSum(/** @type {Uint8Array} */ bytes) {
	const step = Math.max(1, Math.floor(bytes.length / 64));
	let sum = 0;
	for (let i = 0; i < bytes.length; i += step) sum += bytes[i];
	return sum;
}

/** The module's memory once instantiated (FunctionRefMap reads luau-web's glue there). */
export function luauMemory() {
	return vmMemory;
}

/** Bytes of the module's unfinished output line on `fd` held by the host (self tests). */
export function luauPendingOutputBytes(/** @type {number} */ fd) {
	return stdio?.pendingBytes(fd) ?? 0;
}

/** Installs the hook once, before the first LuauState is created. */
export function installLargeHeap() {
	if (installed) return;
	installed = true;
	const pages = (HEAP_MIB * 1024 * 1024) / WASM_PAGE;
	const bytes = withMemoryPages(luauWebWasm(), pages);
	const io = createStdio(() => vmMemory);
	stdio = io;
	/** @type {any} */ (InternalLuauWasmModule).instantiateWasm = (
		/** @type {WebAssembly.Imports} */ imports,
		/** @type {(i: WebAssembly.Instance, m: WebAssembly.Module) => void} */ receive,
	) => {
		// The module's stdout and stderr go through LuauStdio.mjs (bounded), not Emscripten's
		// line buffer, which kept luau-web's unterminated debug text in an ever-growing array.
		const wasi = { ...imports.wasi_snapshot_preview1, fd_write: io.fdWrite };
		WebAssembly.instantiate(bytes, { ...imports, wasi_snapshot_preview1: wasi }).then(({ instance, module }) => {
			vmMemory = /** @type {WebAssembly.Memory} */ (instance.exports.memory);
			receive(instance, module);
		});
		return {};
	};
}
