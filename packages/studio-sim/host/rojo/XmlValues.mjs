// @ts-check
/**
 * Converts property values between Rojo's JSON forms and Roblox XML property elements.
 *
 * Why: .rbxmx stores every property under its XML type name (`<bool>`, `<token>`,
 * `<Vector3>`...), while project files give values either explicitly (`{ "Vector3": [..] }`)
 * or implicitly (`true`, `"Plastic"`), which only the property's type can resolve. Reading
 * returns plain strings and booleans, and an explicit form for everything else, so that
 * writing what was read gives the same XML back.
 */
import { escapeText, escapeAttr, cdata } from "./Xml.mjs";

/** @typedef {import("./Xml.mjs").XmlElement} XmlElement */
/**
 * @typedef {object} ValueContext
 * @property {(className: string, prop: string) => string | undefined} [typeOf] e.g. "boolean", "number", "Vector3", "Enum.Material"; also "float", "int", "int64", "double", "Content"
 * @property {(enumName: string, itemName: string) => number | undefined} [enumValue]
 * @property {(message: string) => void} warn
 */

/** Explicit value kind -> [XML element name, child tag names for vector-like kinds]. */
const VECTORS = /** @type {Record<string, [string, string[]]>} */ ({
	Vector3: ["Vector3", ["X", "Y", "Z"]],
	Vector2: ["Vector2", ["X", "Y"]],
	Color3: ["Color3", ["R", "G", "B"]],
	UDim: ["UDim", ["S", "O"]],
});
const SCALARS = /** @type {Record<string, string>} */ ({
	Float32: "float",
	Float64: "double",
	Int32: "int",
	Int64: "int64",
	Enum: "token",
	BrickColor: "int",
});
const SCALAR_KINDS = /** @type {Record<string, string>} */ ({
	float: "Float32",
	double: "Float64",
	int: "Int32",
	int64: "Int64",
	token: "Enum",
});
const EXPLICIT = new Set([
	...Object.keys(VECTORS),
	...Object.keys(SCALARS),
	"Bool",
	"String",
	"ProtectedString",
	"Content",
	"UDim2",
	"CFrame",
	"NumberRange",
	"Color3uint8",
	"BinaryString",
	"$xml",
]);
const NUMBER_TYPES = /** @type {Record<string, string>} */ ({
	number: "Float64",
	double: "Float64",
	float: "Float32",
	int: "Int32",
	int64: "Int64",
	BrickColor: "Int32",
});

/** @param {any} value @returns {value is Record<string, any>} */
export function isExplicit(value) {
	if (!value || typeof value !== "object" || Array.isArray(value)) return false;
	const keys = Object.keys(value);
	return keys.length === 1 && EXPLICIT.has(keys[0]);
}

/**
 * Resolves a project value to [kind, payload], or undefined (after a warning) when it
 * cannot be typed.
 * @param {string} className @param {string} prop @param {any} value @param {ValueContext} ctx
 * @returns {[string, any] | undefined}
 */
function resolve(className, prop, value, ctx) {
	if (isExplicit(value)) {
		const kind = Object.keys(value)[0];
		return [kind, value[kind]];
	}
	const type = ctx.typeOf?.(className, prop);
	if (prop === "Source" && typeof value === "string") return ["ProtectedString", value];
	if (type === undefined) {
		if (typeof value === "string") return ["String", value];
		if (typeof value === "boolean") return ["Bool", value];
		if (typeof value === "number") return ["Float64", value];
	} else if (type.startsWith("Enum.") && (typeof value === "string" || typeof value === "number")) {
		const number = typeof value === "number" ? value : ctx.enumValue?.(type.slice(5), value);
		if (number !== undefined) return ["Enum", number];
	} else if ((type === "boolean" || type === "bool") && typeof value === "boolean") return ["Bool", value];
	else if ((type === "string" || type === "Content" || type === "ProtectedString") && typeof value === "string") {
		return [type === "string" ? "String" : type, value];
	} else if (typeof value === "number" && NUMBER_TYPES[type]) return [NUMBER_TYPES[type], value];
	else if (Array.isArray(value) && (type in VECTORS || ["UDim2", "NumberRange", "Color3uint8"].includes(type))) {
		return [type, value];
	}
	ctx.warn(
		`${className}.${prop}: cannot tell how to store ${JSON.stringify(value)} (type ${type ?? "unknown"}); skipped`,
	);
	return undefined;
}

function num(/** @type {number} */ n) {
	if (Number.isNaN(n)) return "NAN";
	if (!Number.isFinite(n)) return n > 0 ? "INF" : "-INF";
	return String(n);
}

/**
 * One `<type name="...">...</type>` element, or "" when the value is skipped.
 * @param {string} className @param {string} prop @param {any} value @param {ValueContext} ctx
 */
export function writeProperty(className, prop, value, ctx) {
	const resolved = resolve(className, prop, value, ctx);
	if (!resolved) return "";
	const [kind, v] = resolved;
	const el = (/** @type {string} */ tag, /** @type {string} */ inner) =>
		`<${tag} name="${escapeAttr(prop)}">${inner}</${tag}>`;
	const fields = (/** @type {string[]} */ tags, /** @type {number[]} */ values) =>
		tags.map((t, i) => `<${t}>${num(values[i])}</${t}>`).join("");
	if (kind === "Bool") return el("bool", v ? "true" : "false");
	if (kind === "String") return el("string", escapeText(v));
	if (kind === "ProtectedString") return el("ProtectedString", cdata(v));
	if (kind === "Content") return el("Content", v === "" ? "<null></null>" : `<url>${escapeText(v)}</url>`);
	if (kind in SCALARS) return el(SCALARS[kind], num(v));
	if (kind in VECTORS) return el(VECTORS[kind][0], fields(VECTORS[kind][1], v));
	if (kind === "UDim2") return el("UDim2", fields(["XS", "XO", "YS", "YO"], [v[0][0], v[0][1], v[1][0], v[1][1]]));
	if (kind === "NumberRange") return el("NumberRange", `${num(v[0])} ${num(v[1])} `);
	if (kind === "Color3uint8")
		return el("Color3uint8", String((0xff000000 | (v[0] << 16) | (v[1] << 8) | v[2]) >>> 0));
	if (kind === "BinaryString") return el("BinaryString", v);
	if (kind === "CFrame") {
		const r = v.orientation ?? [
			[1, 0, 0],
			[0, 1, 0],
			[0, 0, 1],
		];
		const names = ["X", "Y", "Z", "R00", "R01", "R02", "R10", "R11", "R12", "R20", "R21", "R22"];
		return el("CoordinateFrame", fields(names, [...v.position, ...r[0], ...r[1], ...r[2]]));
	}
	return el(v.type, v.inner); // "$xml": a property kept verbatim from a file we read
}

function parseNum(/** @type {string} */ text) {
	const t = text.trim();
	if (/^[+-]?inf/i.test(t)) return t[0] === "-" ? -Infinity : Infinity;
	if (/^[+-]?nan/i.test(t)) return NaN;
	return Number(t);
}

/** Re-serialises an element's content, for property types this module does not model. @returns {string} */
function innerXml(/** @type {XmlElement} */ el) {
	/** @returns {string} */
	const attrs = (/** @type {XmlElement} */ c) =>
		Object.entries(c.attrs)
			.map(([k, a]) => ` ${k}="${escapeAttr(a)}"`)
			.join("");
	return (
		escapeText(el.text) +
		el.children.map((/** @type {XmlElement} */ c) => `<${c.name}${attrs(c)}>${innerXml(c)}</${c.name}>`).join("")
	);
}

/** @param {XmlElement} el a child of `<Properties>` @returns {any} */
export function readProperty(el) {
	const tag = el.name;
	const child = (/** @type {string} */ name) => parseNum(el.children.find((c) => c.name === name)?.text ?? "0");
	if (tag === "bool") return el.text.trim() === "true";
	if (tag === "string") return el.text;
	if (tag === "ProtectedString") return el.attrs.name === "Source" ? el.text : { ProtectedString: el.text };
	if (tag === "Content") return { Content: el.children.find((c) => c.name === "url")?.text ?? "" };
	if (tag in SCALAR_KINDS) return { [SCALAR_KINDS[tag]]: parseNum(el.text) };
	for (const [kind, [xmlTag, names]] of Object.entries(VECTORS)) {
		if (tag === xmlTag) return { [kind]: names.map(child) };
	}
	if (tag === "UDim2")
		return {
			UDim2: [
				[child("XS"), child("XO")],
				[child("YS"), child("YO")],
			],
		};
	if (tag === "NumberRange") return { NumberRange: el.text.trim().split(/\s+/).map(parseNum) };
	if (tag === "Color3uint8") {
		const packed = Number(el.text.trim());
		return { Color3uint8: [(packed >>> 16) & 255, (packed >>> 8) & 255, packed & 255] };
	}
	if (tag === "BinaryString") return { BinaryString: el.text.replace(/\s+/g, "") };
	if (tag === "CoordinateFrame") {
		const r = (/** @type {number} */ row) => [0, 1, 2].map((c) => child(`R${row}${c}`));
		return { CFrame: { position: ["X", "Y", "Z"].map(child), orientation: [r(0), r(1), r(2)] } };
	}
	return { $xml: { type: tag, inner: innerXml(el) } };
}
