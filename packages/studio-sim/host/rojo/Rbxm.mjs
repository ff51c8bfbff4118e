// @ts-check
/**
 * Reads Roblox's binary model format (`.rbxm`), which Rojo syncs like `.rbxmx` (rojo.space
 * "Sync Details", Models): one top-level instance, named after the file.
 *
 * Why: real games keep maps, tools and whole script folders as binary models; a loader that
 * skips them loses those scripts. The layout (header, META/SSTR/INST/PROP/PRNT/END chunks, LZ4
 * or ZSTD chunk bodies, interleaved and transformed integers, Roblox's float format, the
 * 24 special CFrame rotations) follows rbx-dom's docs/binary.md ("Roblox Binary Model Format,
 * Version 0"). Values come out in the explicit forms the rbxmx reader gives (`{ Vector3: [..] }`),
 * so TreeBuilder resolves both the same way. Types the simulator has no use for (Referent,
 * Ray, Faces, Axes, sequences, Rect, PhysicalProperties, Font, UniqueId, Bytecode...) are left
 * out and reported through `skipped`.
 */
import lz4 from "lz4js";
import { decompress as zstdDecompress } from "fzstd";
import { decodeAttributes } from "./Attributes.mjs";
import { Reader } from "./RbxmReader.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */

const MAGIC = "<roblox!";
const SIGNATURE = [0x89, 0xff, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * binary.md, CFrame: the orientation of each special rotation ID as (X, Y, Z) degrees, applied
 * in the order Y, X, Z.
 */
const SPECIAL_ROTATIONS = /** @type {Record<number, [number, number, number]>} */ ({
	0x02: [0, 0, 0],
	0x03: [90, 0, 0],
	0x05: [0, 180, 180],
	0x06: [-90, 0, 0],
	0x07: [0, 180, 90],
	0x09: [0, 90, 90],
	0x0a: [0, 0, 90],
	0x0c: [0, -90, 90],
	0x0d: [-90, -90, 0],
	0x0e: [0, -90, 0],
	0x10: [90, -90, 0],
	0x11: [0, 90, 180],
	0x14: [0, 180, 0],
	0x15: [-90, -180, 0],
	0x17: [0, 0, 180],
	0x18: [90, 180, 0],
	0x19: [0, 0, -90],
	0x1b: [0, -90, -90],
	0x1c: [0, -180, -90],
	0x1e: [0, 90, -90],
	0x1f: [90, 90, 0],
	0x20: [0, 90, 0],
	0x22: [-90, 90, 0],
	0x23: [0, -90, 180],
});

/**
 * The top-level instances of a binary model file; throws a message saying what is wrong with
 * the file when it is not one.
 * @param {Buffer} data @returns {{ roots: TreeNode[], skipped: string[] }}
 */
export function readRbxm(data) {
	if (data.length < 32 || data.toString("latin1", 0, 8) !== MAGIC || SIGNATURE.some((b, i) => data[8 + i] !== b))
		throw new Error("not a binary Roblox model (the file does not start with <roblox! and its signature)");
	const classCount = data.readInt32LE(16);
	/** @type {Map<number, string>} class id -> class name */
	const classes = new Map();
	/** @type {Map<number, number[]>} class id -> referents */
	const members = new Map();
	/** @type {Map<number, TreeNode>} */
	const byRef = new Map();
	/** @type {(string | Buffer)[]} SSTR strings; bytes that are not text stay a Buffer */
	const shared = [];
	/** @type {Set<string>} */
	const skipped = new Set();
	/** @type {[number, number][]} */
	let parents = [];
	let offset = 32;
	for (;;) {
		if (offset + 16 > data.length) throw new Error("binary model ends without an END chunk");
		const name = data.toString("latin1", offset, offset + 4).replace(/\0+$/, "");
		const compressed = data.readUInt32LE(offset + 4);
		const length = data.readUInt32LE(offset + 8);
		offset += 16;
		const chunk = chunkData(data, offset, compressed, length, name);
		offset += compressed || length;
		if (name === "END") break;
		const r = new Reader(chunk);
		if (name === "SSTR") {
			r.u32();
			for (let i = r.u32(); i > 0; i--) {
				r.skip(16); // MD5, unused (binary.md, SSTR)
				shared.push(r.string());
			}
		} else if (name === "INST") {
			const id = r.u32();
			const className = r.name();
			r.skip(1);
			const refs = r.referents(r.u32());
			classes.set(id, className);
			members.set(id, refs);
			for (const ref of refs) byRef.set(ref, { name: className, className, properties: {}, children: [] });
		} else if (name === "PROP") {
			const id = r.u32();
			const prop = r.name();
			const type = r.u8();
			const refs = members.get(id) ?? [];
			const values = readValues(r, type, refs.length, shared);
			if (!values) skipped.add(`${classes.get(id)}.${prop} (type 0x${type.toString(16)})`);
			else
				refs.forEach((ref, i) => {
					// Binary data in a String property (Terrain's SmoothGrid and PhysicsGrid, megabytes,
					// MaterialColors...) means nothing to the simulator and would not fit in one VM string.
					if (values[i] instanceof Uint8Array && prop !== "Tags" && prop !== "AttributesSerialize")
						skipped.add(`${classes.get(id)}.${prop} (binary data)`);
					else setProperty(/** @type {TreeNode} */ (byRef.get(ref)), prop, values[i]);
				});
		} else if (name === "PRNT") {
			r.u8();
			const count = r.u32();
			const children = r.referents(count);
			const parentRefs = r.referents(count);
			parents = children.map((c, i) => [c, parentRefs[i]]);
		}
	}
	if (classes.size !== classCount)
		throw new Error(`binary model declares ${classCount} classes but holds ${classes.size}`);
	/** @type {TreeNode[]} */
	const roots = [];
	/** @type {Set<number>} */
	const placed = new Set();
	for (const [child, parent] of parents) {
		const node = byRef.get(child);
		if (!node) continue;
		// One parent per instance: a hostile PRNT listing a child twice would share one node
		// under two parents, or close a loop that every tree walk then recurses round forever.
		if (placed.has(child)) throw new Error(`binary model gives instance ${child} more than one parent`);
		placed.add(child);
		const holder = parent === -1 ? undefined : byRef.get(parent);
		if (holder) holder.children.push(node);
		else roots.push(node);
	}
	// With one parent each, a node the roots do not reach is in a parent loop (its own ancestor).
	let reached = 0;
	const stack = [...roots];
	for (let node = stack.pop(); node; node = stack.pop()) {
		reached++;
		for (const child of node.children) stack.push(child);
	}
	if (reached !== placed.size)
		throw new Error("binary model parents instances in a loop (an instance is its own ancestor)");
	return { roots, skipped: [...skipped] };
}

/** binary.md, Chunks: a body is raw, LZ4 (no frame) or ZSTD (magic 28 b5 2f fd). */
function chunkData(
	/** @type {Buffer} */ data,
	/** @type {number} */ at,
	/** @type {number} */ compressed,
	/** @type {number} */ length,
	/** @type {string} */ name,
) {
	if (compressed === 0) return data.subarray(at, at + length);
	const body = data.subarray(at, at + compressed);
	if (body.length < compressed) throw new Error(`binary model chunk ${name} is cut short`);
	if (body[0] === 0x28 && body[1] === 0xb5 && body[2] === 0x2f && body[3] === 0xfd) {
		// No output buffer handed in: fzstd compares it with a number, turning all `length` bytes
		// into text first (seconds, then "Invalid string length", for a hostile 4 GB length).
		const out = zstdDecompress(body);
		if (out.length !== length)
			throw new Error(`binary model chunk ${name}: ZSTD body gave ${out.length} bytes, expected ${length}`);
		return Buffer.from(out.buffer, out.byteOffset, out.length);
	}
	const out = Buffer.alloc(length);
	const end = lz4.decompressBlock(body, out, 0, compressed, 0);
	if (end !== length) throw new Error(`binary model chunk ${name}: LZ4 body gave ${end} bytes, expected ${length}`);
	return out;
}

/** Name, Tags and AttributesSerialize become the node's name, tags and attributes, as in readRbxmx. */
function setProperty(/** @type {TreeNode} */ node, /** @type {string} */ prop, /** @type {any} */ value) {
	if (prop === "Name" && typeof value === "string") node.name = value;
	else if (prop === "Tags") {
		if (value.length > 0) node.tags = String(value).split("\0");
	} else if (prop === "AttributesSerialize") {
		if (value.length === 0) return;
		try {
			const attributes = decodeAttributes(Buffer.from(value));
			if (Object.keys(attributes).length > 0) node.attributes = attributes;
		} catch {
			// An attribute type the decoder does not know: the attributes are left out.
		}
	} else node.properties[prop] = value;
}

/**
 * One PROP chunk's values (binary.md, Data Types), or null for a type left out.
 * @param {Reader} r @param {number} type @param {number} n @param {(string | Buffer)[]} shared
 * @returns {any[] | null}
 */
function readValues(r, type, n, shared) {
	const times = (/** @type {() => any} */ f) => Array.from({ length: n }, f);
	switch (type) {
		case 0x01: // String; Tags and AttributesSerialize are bytes, kept as latin1 to stay exact
			return times(() => r.string());
		case 0x02:
			return times(() => r.u8() !== 0);
		case 0x03:
			return r.ints(n);
		case 0x04:
			return r.floats(n).map((v) => ({ Float32: v }));
		case 0x05:
			return times(() => ({ Float64: r.f64() }));
		case 0x06: {
			const [scale, off] = [r.floats(n), r.ints(n)];
			return scale.map((s, i) => ({ UDim: [s, off[i]] }));
		}
		case 0x07: {
			const [xs, ys, xo, yo] = [r.floats(n), r.floats(n), r.ints(n), r.ints(n)];
			return xs.map((_, i) => ({
				UDim2: [
					[xs[i], xo[i]],
					[ys[i], yo[i]],
				],
			}));
		}
		case 0x0b:
			return r.uints(n).map((v) => ({ BrickColor: v }));
		case 0x0c:
			return vectors(r, n, 3).map((v) => ({ Color3: v }));
		case 0x0d:
			return vectors(r, n, 2).map((v) => ({ Vector2: v }));
		case 0x0e:
			return vectors(r, n, 3).map((v) => ({ Vector3: v }));
		case 0x10: {
			const orientations = times(() => rotation(r));
			const positions = vectors(r, n, 3);
			return orientations.map((orientation, i) => ({ CFrame: { position: positions[i], orientation } }));
		}
		case 0x12:
			return r.uints(n).map((v) => ({ Enum: v }));
		case 0x1a: {
			const bytes = [r.bytes(n), r.bytes(n), r.bytes(n)];
			return times((_, i) => ({ Color3uint8: [bytes[0][i], bytes[1][i], bytes[2][i]] }));
		}
		case 0x1b:
			return r.int64s(n).map((v) => ({ Int64: v }));
		case 0x1c:
			return r.uints(n).map((i) => shared[i] ?? "");
		default:
			return null;
	}
}

/** n values of `width` components stored as `width` separately interleaved float arrays. */
function vectors(/** @type {Reader} */ r, /** @type {number} */ n, /** @type {number} */ width) {
	const columns = Array.from({ length: width }, () => r.floats(n));
	return Array.from({ length: n }, (_, i) => columns.map((c) => c[i]));
}

/** A CFrame's rotation rows: nine IEEE floats after ID 0, else one of the special rotations. */
function rotation(/** @type {Reader} */ r) {
	const id = r.u8();
	if (id === 0) {
		const m = Array.from({ length: 9 }, () => r.f32le());
		return [m.slice(0, 3), m.slice(3, 6), m.slice(6, 9)];
	}
	const angles = SPECIAL_ROTATIONS[id];
	if (!angles) throw new Error(`binary model: unknown CFrame rotation id 0x${id.toString(16)}`);
	const [x, y, z] = angles.map((d) => (d * Math.PI) / 180);
	const mul = (/** @type {number[][]} */ a, /** @type {number[][]} */ b) =>
		a.map((row) => [0, 1, 2].map((j) => row.reduce((sum, v, k) => sum + v * b[k][j], 0)));
	const rx = [
		[1, 0, 0],
		[0, Math.cos(x), -Math.sin(x)],
		[0, Math.sin(x), Math.cos(x)],
	];
	const ry = [
		[Math.cos(y), 0, Math.sin(y)],
		[0, 1, 0],
		[-Math.sin(y), 0, Math.cos(y)],
	];
	const rz = [
		[Math.cos(z), -Math.sin(z), 0],
		[Math.sin(z), Math.cos(z), 0],
		[0, 0, 1],
	];
	// Multiples of 90 degrees: every entry is exactly -1, 0 or 1.
	return mul(mul(ry, rx), rz).map((row) => row.map((v) => Math.round(v) + 0));
}
