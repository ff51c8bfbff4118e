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
import { readValues } from "./RbxmValues.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */

const MAGIC = "<roblox!";
const SIGNATURE = [0x89, 0xff, 0x0d, 0x0a, 0x1a, 0x0a];

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
