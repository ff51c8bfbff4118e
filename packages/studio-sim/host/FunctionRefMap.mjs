// @ts-check
/**
 * luau-web's table of the JS functions it handed Luau (closure address -> JS ref), read and
 * corrected from the host, so that a chunk just compiled is never taken for one of them.
 *
 * Why: luau-web 1.4.0 gives Luau a JS function as a C closure and records, in a C++ map of its
 * glue (`unordered_map<const void*, std::string>`), the closure's address -> the function's JS
 * ref; whenever a Luau function crosses to JS it looks the function's address up there first and,
 * when found, hands JS that JS function. Entries are never erased, and every read of a JS
 * object's function field (`__host_io.poll` in the scheduler's loop) makes a new closure, so the
 * map keeps the addresses of thousands of collected closures. When Luau's allocator gives such
 * an address to a chunk `loadstring` just made (a burst of compiles after much garbage: a
 * playtest booting a copy of the plugin), the compile answers an old JS function instead of the
 * chunk; Luau gets a C function back, and `setfenv` fails with "'setfenv' cannot change
 * environment of given object". Retrying is no cure: the next chunk gets the same freed address.
 *
 * A chunk that `loadstring` just made is a Luau closure, never a JS function, so any entry for
 * its address is stale: `forget` disables it before the chunk crosses. The node stays where it
 * is (its stored hash keeps its bucket chain valid); only its key becomes 1, an address no
 * object has (Luau's objects are 8-byte aligned), so no look-up finds it and a later JS function
 * at that address gets a node of its own. The layout is libc++'s on wasm32 and is checked, not
 * trusted: the map is found by content (the node of a JS function the host just gave Luau).
 */

/** libc++'s `std::hash<const void*>` on wasm32: MurmurHash2 of the 4 bytes (seed: the length). */
export function pointerHash(/** @type {number} */ key) {
	const m = 0x5bd1e995;
	let k = Math.imul(key, m);
	k ^= k >>> 24;
	let h = Math.imul(4, m) ^ Math.imul(k, m);
	h ^= h >>> 13;
	h = Math.imul(h, m);
	h ^= h >>> 15;
	return h >>> 0;
}

/** A static `unordered_map` header: bucket array, bucket count, first node, size, max load factor. */
const HEADER_BYTES = 20;
const ONE_F32 = 0x3f800000;
/** Where the module's static data can be: below its initial stack pointer (about 1.1 MB). */
const STATIC_LIMIT = 2 * 1024 * 1024;
const NODE_WALK_LIMIT = 100000;

export class FunctionRefMap {
	/**
	 * Finds the map in the module's memory: a header whose nodes hold `closure` (the address of a
	 * JS function's closure, from Luau's `tostring`) with the value `ref`, under libc++'s hash.
	 * @param {WebAssembly.Memory} memory
	 * @param {number} closure
	 * @param {string} ref
	 * @returns {FunctionRefMap | undefined}
	 */
	static locate(memory, closure, ref) {
		const view = new DataView(memory.buffer);
		const end = Math.min(view.byteLength, STATIC_LIMIT) - HEADER_BYTES;
		for (let at = 1024; at < end; at += 4) {
			if (view.getUint32(at + 16, true) !== ONE_F32) continue;
			const map = new FunctionRefMap(memory, at);
			const node = map.#walkFor(closure);
			if (node && map.#value(node) === ref && view.getUint32(node + 4, true) === pointerHash(closure)) return map;
		}
		return undefined;
	}

	/** @param {WebAssembly.Memory} memory @param {number} header */
	constructor(memory, header) {
		this.memory = memory;
		this.header = header;
		/** How many stale entries were disabled (self tests). */
		this.forgotten = 0;
	}

	/** The node for `key` by its bucket, as libc++ looks it up; 0 when absent. */
	find(/** @type {number} */ key) {
		const view = new DataView(this.memory.buffer);
		const buckets = view.getUint32(this.header, true);
		const count = view.getUint32(this.header + 4, true);
		if (buckets === 0 || count === 0) return 0;
		const hash = pointerHash(key);
		const bucket = constrain(hash, count);
		const before = view.getUint32(buckets + bucket * 4, true);
		if (before === 0) return 0;
		for (let node = view.getUint32(before, true), n = 0; node !== 0 && n < NODE_WALK_LIMIT; n++) {
			const nodeHash = view.getUint32(node + 4, true);
			if (nodeHash === hash) {
				if (view.getUint32(node + 8, true) === key) return node;
			} else if (constrain(nodeHash, count) !== bucket) return 0;
			node = view.getUint32(node, true);
		}
		return 0;
	}

	/** Disables the entry for `address` (a Luau closure that is not a JS function); whether there was one. */
	forget(/** @type {number} */ address) {
		const node = this.find(address);
		if (node === 0) return false;
		new DataView(this.memory.buffer).setUint32(node + 8, 1, true);
		this.forgotten++;
		return true;
	}

	/** The node holding `key`, by walking the list from the first node (used only to locate). */
	#walkFor(/** @type {number} */ key) {
		const view = new DataView(this.memory.buffer);
		const size = view.getUint32(this.header + 12, true);
		if (size === 0 || size > NODE_WALK_LIMIT) return 0;
		let node = view.getUint32(this.header + 8, true);
		for (let n = 0; n < size && node > 0 && node + 24 <= view.byteLength; n++) {
			if (view.getUint32(node + 8, true) === key) return node;
			node = view.getUint32(node, true);
		}
		return 0;
	}

	/** The node's `std::string` (libc++ wasm32: long when the byte at 11 is negative). */
	#value(/** @type {number} */ node) {
		const view = new DataView(this.memory.buffer);
		const at = node + 12;
		const short = view.getInt8(at + 11);
		const [data, length] = short >= 0 ? [at, short] : [view.getUint32(at, true), view.getUint32(at + 4, true)];
		if (length > 64 || data + length > view.byteLength) return undefined;
		return Buffer.from(this.memory.buffer, data, length).toString("latin1");
	}
}

/** libc++'s bucket of a hash: a mask for a power-of-two count, else the remainder. */
function constrain(/** @type {number} */ hash, /** @type {number} */ count) {
	if ((count & (count - 1)) === 0) return hash & (count - 1);
	return hash < count ? hash : hash % count;
}

/**
 * The address of the function on top of the Luau stack of `L`, or 0 when the top is not a Luau
 * (not C) function. Luau's layouts on wasm32: `lua_State.top` at byte 8; a `TValue` is 16
 * bytes, its GC pointer at 0 and its type tag at 12 (function: 7); a `Closure` has `isC` at byte 3.
 */
export function topLuauFunction(/** @type {WebAssembly.Memory} */ memory, /** @type {number} */ L) {
	const view = new DataView(memory.buffer);
	if (!L || L + 12 > view.byteLength) return 0;
	const top = view.getUint32(L + 8, true);
	if (top < 16 || top > view.byteLength) return 0;
	if (view.getInt32(top - 4, true) !== 7) return 0;
	const closure = view.getUint32(top - 16, true);
	if (closure === 0 || closure + 4 > view.byteLength || view.getUint8(closure + 3) !== 0) return 0;
	return closure;
}
