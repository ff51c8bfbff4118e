// @ts-check
/**
 * Gives the luau-web VM a bigger heap before it boots.
 *
 * Why: luau-web ships its WebAssembly with a fixed memory of 274 pages (about 17 MiB) that
 * cannot grow, shared by every LuauState in the process. The plugin, Roact, TestEZ, the
 * class database and a sample place do not fit in that. Emscripten's loader accepts an
 * `instantiateWasm` hook, so we instantiate the same module bytes with the memory
 * section's page counts raised. Nothing else in the module changes.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { InternalLuauWasmModule } from "luau-web";

const WASM_PAGE = 65536;
export const HEAP_MIB = 512;

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
/** Installs the hook once, before the first LuauState is created. */
export function installLargeHeap() {
	if (installed) return;
	installed = true;
	const pages = (HEAP_MIB * 1024 * 1024) / WASM_PAGE;
	const bytes = withMemoryPages(luauWebWasm(), pages);
	/** @type {any} */ (InternalLuauWasmModule).instantiateWasm = (
		/** @type {WebAssembly.Imports} */ imports,
		/** @type {(i: WebAssembly.Instance, m: WebAssembly.Module) => void} */ receive,
	) => {
		WebAssembly.instantiate(bytes, imports).then(({ instance, module }) => receive(instance, module));
		return {};
	};
}
