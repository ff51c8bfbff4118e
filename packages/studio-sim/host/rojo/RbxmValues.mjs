// @ts-check
/**
 * The values of a binary model's PROP chunk (rbx-dom's docs/binary.md, Data Types), in the
 * explicit forms the rbxmx reader gives (`{ Vector3: [..] }`, `{ CFrame: { position,
 * orientation } }`), so TreeBuilder resolves both formats the same way; a type the simulator
 * has no use for comes back as null (Rbxm.mjs reports it as skipped).
 *
 * Why apart from Rbxm.mjs: that file reads the file's layout (header, chunks, compression,
 * instances and parents); this is the value encodings, which grow one type at a time.
 */
/** @typedef {import("./RbxmReader.mjs").Reader} Reader */

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
 * One PROP chunk's values (binary.md, Data Types), or null for a type left out.
 * @param {Reader} r @param {number} type @param {number} n @param {(string | Buffer)[]} shared
 * @returns {any[] | null}
 */
export function readValues(r, type, n, shared) {
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
