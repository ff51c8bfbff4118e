// @ts-check
/**
 * Writes and reads Roblox XML model files (.rbxmx), version 4.
 *
 * Why: Rojo cannot be installed here, yet a plugin build must produce the .rbxmx that
 * users drop into Studio's Plugins folder, and Rojo projects may contain .rbxmx models that
 * the simulator has to load. Output is deterministic (referents are counters) so two builds
 * of the same tree are byte-identical. Property values use Rojo's JSON forms; see
 * rojo/XmlValues.mjs for how they map to XML types.
 */
import { parseXml, escapeText, escapeAttr } from "./rojo/Xml.mjs";
import { writeProperty, readProperty } from "./rojo/XmlValues.mjs";
import { encodeAttributes, decodeAttributes } from "./rojo/Attributes.mjs";

/**
 * @typedef {object} TreeNode
 * @property {string} name
 * @property {string} className
 * @property {Record<string, any>} properties
 * @property {Record<string, any>} [attributes]
 * @property {string[]} [tags]
 * @property {TreeNode[]} children
 * @property {string} [sourcePath]
 * @property {boolean} [fromModelFile] read from a .rbxm/.rbxmx inside a Rojo project: properties the
 *   class database does not know (ScriptGuid, Capabilities...) are dropped when it is built
 */
/**
 * @typedef {object} WriteOptions
 * @property {(className: string, prop: string) => string | undefined} [typeOf] property type from the class database
 * @property {(enumName: string, itemName: string) => number | undefined} [enumValue] EnumItem number, for implicit enum names
 * @property {(message: string) => void} [warn] defaults to console.warn
 */

/**
 * @param {TreeNode[]} rootNodes
 * @param {WriteOptions} [options]
 * @returns {string}
 */
export function writeRbxmx(rootNodes, options = {}) {
	const ctx = {
		typeOf: options.typeOf,
		enumValue: options.enumValue,
		warn: options.warn ?? ((m) => console.warn(m)),
	};
	/** @type {string[]} */
	const out = ['<roblox version="4">'];
	let nextRef = 0;
	const writeNode = (/** @type {TreeNode} */ node, /** @type {string} */ indent) => {
		const referent = "RBX" + (nextRef++).toString(16).toUpperCase().padStart(32, "0");
		out.push(
			`${indent}<Item class="${escapeAttr(node.className)}" referent="${referent}">`,
			`${indent}\t<Properties>`,
		);
		const p = indent + "\t\t";
		out.push(`${p}<string name="Name">${escapeText(node.name)}</string>`);
		let tags = node.tags;
		let attributes = node.attributes;
		for (const [prop, value] of Object.entries(node.properties ?? {})) {
			// Tags and Attributes may also arrive as properties (Rojo lets projects set them so).
			if (prop === "Name") continue;
			if (prop === "Tags" && (Array.isArray(value) || Array.isArray(value?.Tags)))
				tags = [...(tags ?? []), ...(value.Tags ?? value)];
			else if (prop === "Attributes" && value && typeof value === "object")
				attributes = { ...(value.Attributes ?? value), ...attributes };
			else {
				const line = writeProperty(node.className, prop, value, ctx);
				if (line) out.push(p + line);
			}
		}
		if (attributes && Object.keys(attributes).length > 0) {
			try {
				const blob = encodeAttributes(attributes).toString("base64");
				out.push(`${p}<BinaryString name="AttributesSerialize">${blob}</BinaryString>`);
			} catch (error) {
				ctx.warn(`${node.name}: attributes skipped: ${/** @type {Error} */ (error).message}`);
			}
		}
		if (tags && tags.length > 0) {
			out.push(
				`${p}<BinaryString name="Tags">${Buffer.from(tags.join("\0"), "utf8").toString("base64")}</BinaryString>`,
			);
		}
		out.push(`${indent}\t</Properties>`);
		for (const child of node.children ?? []) writeNode(child, indent + "\t");
		out.push(`${indent}</Item>`);
	};
	for (const node of rootNodes) writeNode(node, "\t");
	out.push("</roblox>", "");
	return out.join("\n");
}

/**
 * The top-level instances of an .rbxmx document.
 * @param {string} xml
 * @returns {TreeNode[]}
 */
export function readRbxmx(xml) {
	const root = parseXml(xml);
	if (root.name !== "roblox") throw new Error(`not a Roblox model file: root element is <${root.name}>`);
	return root.children.filter((c) => c.name === "Item").map(readItem);
}

/** @param {import("./rojo/Xml.mjs").XmlElement} item @returns {TreeNode} */
function readItem(item) {
	const className = item.attrs.class;
	if (!className) throw new Error("<Item> without a class attribute");
	/** @type {TreeNode} */
	const node = { name: className, className, properties: {}, children: [] };
	for (const props of item.children.filter((c) => c.name === "Properties")) {
		for (const el of props.children) {
			const prop = el.attrs.name;
			if (prop === undefined) continue;
			if (prop === "Name" && el.name === "string") node.name = el.text;
			else if (el.name === "BinaryString" && prop === "Tags") {
				const text = Buffer.from(el.text.trim(), "base64").toString("utf8");
				if (text !== "") node.tags = text.split("\0");
			} else if (el.name === "BinaryString" && prop === "AttributesSerialize") {
				const blob = Buffer.from(el.text.trim(), "base64");
				if (blob.length === 0) continue;
				try {
					const attributes = decodeAttributes(blob);
					if (Object.keys(attributes).length > 0) node.attributes = attributes;
				} catch {
					// An attribute type we do not decode: keep the blob so writing it back loses nothing.
					node.properties[prop] = readProperty(el);
				}
			} else node.properties[prop] = readProperty(el);
		}
	}
	node.children = item.children.filter((c) => c.name === "Item").map(readItem);
	return node;
}
