// @ts-check
/**
 * Encodes and decodes Roblox's binary attribute blob (the `AttributesSerialize` property
 * of .rbxmx files, base64 in XML).
 *
 * Why: projects may set `$attributes`, and a built plugin file must carry them the way
 * Studio stores them. Values use Rojo's JSON forms: a plain string, boolean or number
 * (number means Float64, as Rojo's "unambiguous" rule says) or `{ "Vector3": [x, y, z] }`
 * style explicit values. Only the common types are supported; an unsupported type throws,
 * and readers then keep the blob undecoded rather than lose it.
 */

const TYPE_IDS = /** @type {const} */ ({
	String: 0x02,
	Bool: 0x03,
	Float32: 0x05,
	Float64: 0x06,
	UDim: 0x09,
	UDim2: 0x0a,
	BrickColor: 0x0e,
	Color3: 0x0f,
	Vector2: 0x10,
	Vector3: 0x11,
	EnumItem: 0x15,
	NumberRange: 0x1b,
	Rect: 0x1c,
});
const TYPE_NAMES = Object.fromEntries(Object.entries(TYPE_IDS).map(([name, id]) => [id, name]));

/** @param {Record<string, any>} attributes @returns {Buffer} */
export function encodeAttributes(attributes) {
	/** @type {Buffer[]} */
	const parts = [];
	const u32 = (/** @type {number} */ n) => {
		const b = Buffer.alloc(4);
		b.writeUInt32LE(n >>> 0);
		parts.push(b);
	};
	const i32 = (/** @type {number} */ n) => {
		const b = Buffer.alloc(4);
		b.writeInt32LE(n | 0);
		parts.push(b);
	};
	const f32 = (/** @type {number[]} */ ...ns) => {
		for (const n of ns) {
			const b = Buffer.alloc(4);
			b.writeFloatLE(n);
			parts.push(b);
		}
	};
	const str = (/** @type {string} */ s) => {
		const b = Buffer.from(s, "utf8");
		u32(b.length);
		parts.push(b);
	};
	const entries = Object.entries(attributes);
	u32(entries.length);
	for (const [key, raw] of entries) {
		const [type, v] = explicitForm(raw, key);
		str(key);
		parts.push(Buffer.from([TYPE_IDS[type]]));
		if (type === "String") str(v);
		else if (type === "Bool") parts.push(Buffer.from([v ? 1 : 0]));
		else if (type === "Float32") f32(v);
		else if (type === "Float64") {
			const b = Buffer.alloc(8);
			b.writeDoubleLE(v);
			parts.push(b);
		} else if (type === "UDim") {
			f32(v[0]);
			i32(v[1]);
		} else if (type === "UDim2") {
			f32(v[0][0]);
			i32(v[0][1]);
			f32(v[1][0]);
			i32(v[1][1]);
		} else if (type === "BrickColor") u32(v);
		else if (type === "EnumItem") {
			str(v.type);
			u32(v.value);
		} else if (type === "Rect") f32(v[0][0], v[0][1], v[1][0], v[1][1]);
		else f32(...v); // Color3, Vector2, Vector3, NumberRange: flat float lists
	}
	return Buffer.concat(parts);
}

/** @returns {[keyof typeof TYPE_IDS, any]} */
function explicitForm(/** @type {any} */ raw, /** @type {string} */ key) {
	if (typeof raw === "string") return ["String", raw];
	if (typeof raw === "boolean") return ["Bool", raw];
	if (typeof raw === "number") return ["Float64", raw];
	const keys = raw && typeof raw === "object" && !Array.isArray(raw) ? Object.keys(raw) : [];
	if (keys.length === 1 && keys[0] in TYPE_IDS) return [/** @type {keyof typeof TYPE_IDS} */ (keys[0]), raw[keys[0]]];
	throw new Error(`attribute ${key}: unsupported value ${JSON.stringify(raw)}`);
}

/** @param {Buffer} blob @returns {Record<string, any>} */
export function decodeAttributes(blob) {
	let at = 0;
	const need = (/** @type {number} */ n) => {
		if (at + n > blob.length) throw new Error("attribute blob is truncated");
	};
	const u32 = () => {
		need(4);
		at += 4;
		return blob.readUInt32LE(at - 4);
	};
	const i32 = () => {
		need(4);
		at += 4;
		return blob.readInt32LE(at - 4);
	};
	const f32 = () => {
		need(4);
		at += 4;
		return blob.readFloatLE(at - 4);
	};
	const str = () => {
		const n = u32();
		need(n);
		at += n;
		return blob.toString("utf8", at - n, at);
	};
	/** @type {Record<string, any>} */
	const out = {};
	const count = u32();
	for (let k = 0; k < count; k++) {
		const key = str();
		need(1);
		const type = TYPE_NAMES[blob[at++]];
		if (!type) throw new Error(`attribute ${key}: unsupported type id ${blob[at - 1]}`);
		if (type === "String") out[key] = str();
		else if (type === "Bool") {
			need(1);
			out[key] = blob[at++] !== 0;
		} else if (type === "Float64") {
			need(8);
			at += 8;
			out[key] = blob.readDoubleLE(at - 8);
		} else if (type === "Float32") out[key] = { Float32: f32() };
		else if (type === "UDim") out[key] = { UDim: [f32(), i32()] };
		else if (type === "UDim2")
			out[key] = {
				UDim2: [
					[f32(), i32()],
					[f32(), i32()],
				],
			};
		else if (type === "BrickColor") out[key] = { BrickColor: u32() };
		else if (type === "EnumItem") out[key] = { EnumItem: { type: str(), value: u32() } };
		else if (type === "Rect")
			out[key] = {
				Rect: [
					[f32(), f32()],
					[f32(), f32()],
				],
			};
		else {
			const size = type === "Vector2" || type === "NumberRange" ? 2 : 3;
			out[key] = { [type]: Array.from({ length: size }, f32) };
		}
	}
	return out;
}
