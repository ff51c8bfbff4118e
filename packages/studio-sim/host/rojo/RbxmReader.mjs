// @ts-check
/**
 * Sequential reads over one chunk of a binary Roblox model, with the array encodings of
 * rbx-dom's docs/binary.md (interleaved bytes, transformed integers, Roblox floats, accumulated
 * referents).
 *
 * Why its own module: these encodings are the format's, shared by every value type Rbxm.mjs reads.
 */

/** The shortest decimal that reads back as the same float32 (1.2, not 1.2000000476837158), as Studio writes rbxmx. */
function shortestFloat32(/** @type {number} */ v) {
	for (let digits = 1; digits < 9; digits++) {
		const candidate = Number(v.toPrecision(digits));
		if (Math.fround(candidate) === v) return candidate;
	}
	return v;
}

/** Sequential reads over one chunk's data, with binary.md's array encodings. */
export class Reader {
	constructor(/** @type {Buffer} */ buf) {
		this.buf = buf;
		this.at = 0;
	}
	/** @param {number} n */
	need(n) {
		if (this.at + n > this.buf.length) throw new Error("binary model chunk is shorter than its contents say");
	}
	/** @param {number} n */
	skip(n) {
		this.need(n);
		this.at += n;
	}
	u8() {
		this.need(1);
		return this.buf[this.at++];
	}
	u32() {
		this.need(4);
		const v = this.buf.readUInt32LE(this.at);
		this.at += 4;
		return v;
	}
	f64() {
		this.need(8);
		const v = this.buf.readDoubleLE(this.at);
		this.at += 8;
		return v;
	}
	f32le() {
		this.need(4);
		const v = this.buf.readFloatLE(this.at);
		this.at += 4;
		return shortestFloat32(v);
	}
	/** Valid UTF-8 reads as text; other bytes come back as a Buffer (binary data). */
	string() {
		const length = this.u32();
		this.need(length);
		const bytes = this.buf.subarray(this.at, (this.at += length));
		const text = bytes.toString("utf8");
		return Buffer.byteLength(text) === length && !text.includes("\ufffd") ? text : Buffer.from(bytes);
	}
	/** A class or property name: always text. */
	name() {
		const value = this.string();
		return typeof value === "string" ? value : value.toString("latin1");
	}
	/** @param {number} n */
	bytes(n) {
		this.need(n);
		return this.buf.subarray(this.at, (this.at += n));
	}
	/** n big-endian u32 stored interleaved (binary.md, Byte Interleaving). */
	uints(/** @type {number} */ n) {
		const raw = this.bytes(n * 4);
		return Array.from(
			{ length: n },
			(_, i) => ((raw[i] << 24) | (raw[n + i] << 16) | (raw[2 * n + i] << 8) | raw[3 * n + i]) >>> 0,
		);
	}
	/** Transformed integers (binary.md, Integer Transformations): (x >> 1) ^ -(x & 1). */
	ints(/** @type {number} */ n) {
		return this.uints(n).map((v) => ((v >>> 1) ^ -(v & 1)) | 0);
	}
	/** Transformed 64-bit integers, interleaved over 8 byte columns. */
	int64s(/** @type {number} */ n) {
		const raw = this.bytes(n * 8);
		return Array.from({ length: n }, (_, i) => {
			let v = 0n;
			for (let b = 0; b < 8; b++) v = (v << 8n) | BigInt(raw[b * n + i]);
			return Number((v >> 1n) ^ -(v & 1n));
		});
	}
	/** Roblox floats: the sign bit moved to the end (binary.md, Roblox Float Format). */
	floats(/** @type {number} */ n) {
		const view = new DataView(new ArrayBuffer(4));
		return this.uints(n).map((bits) => {
			view.setUint32(0, ((bits >>> 1) | ((bits & 1) << 31)) >>> 0);
			return shortestFloat32(view.getFloat32(0));
		});
	}
	/** Referents: transformed, interleaved and accumulated (binary.md, Referent). */
	referents(/** @type {number} */ n) {
		let last = 0;
		return this.ints(n).map((v) => (last += v));
	}
}
