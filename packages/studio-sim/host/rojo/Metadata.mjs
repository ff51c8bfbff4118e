// @ts-check
/**
 * The JSON files that carry instance data in a Rojo tree: `*.meta.json` / `init.meta.json`
 * (properties, attributes, className for the instance beside them) and `*.model.json`.
 *
 * Why: these rules have Rojo-specific quirks worth keeping in one place: only
 * init.meta.json may set className and only on a Folder, a model's top-level Name is
 * ignored in favour of the file name, and both the camelCase and the older PascalCase keys
 * are accepted.
 */
import fs from "node:fs";
import path from "node:path";
import { parseLenientJson } from "./LenientJson.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */
/** @typedef {import("./FileSnapshot.mjs").Context} Context */

/** @returns {TreeNode} */
export function leaf(
	/** @type {string} */ name,
	/** @type {string} */ className,
	/** @type {Record<string, any>} */ properties,
	/** @type {string} */ sourcePath,
) {
	return { name, className, properties, children: [], sourcePath };
}

/** Applies `<name>.meta.json` beside `file` (Rojo's adjacent metadata), if there is one. */
export function withMeta(
	/** @type {TreeNode} */ node,
	/** @type {string} */ file,
	/** @type {string} */ name,
	/** @type {Context} */ ctx,
) {
	applyMeta(node, path.join(path.dirname(file), `${name}.meta.json`), false, ctx);
	return node;
}

/**
 * @param {TreeNode} node @param {string} metaFile @param {boolean} isFolderMeta init.meta.json may set className
 * @param {Context} ctx
 */
export function applyMeta(node, metaFile, isFolderMeta, ctx) {
	let text;
	try {
		text = fs.readFileSync(metaFile, "utf8");
	} catch {
		return;
	}
	const meta = parseLenientJson(text, metaFile);
	if (meta.className !== undefined) {
		if (!isFolderMeta) ctx.warn(`${metaFile}: className is only read from init.meta.json; ignored`);
		else if (node.className !== "Folder") {
			throw new Error(
				`${metaFile}: className in init.meta.json can only be specified if the affected directory would turn into a Folder instance (it is a ${node.className})`,
			);
		} else node.className = meta.className;
	}
	setProperties(node, meta.properties ?? {}, metaFile, ctx);
	if (meta.attributes) node.attributes = { ...meta.attributes };
}

/**
 * Copies project/meta/model properties onto a node; `Tags` goes to node.tags.
 * @param {TreeNode} node @param {Record<string, any>} properties @param {string} where @param {Context} ctx
 */
export function setProperties(node, properties, where, ctx) {
	for (const [key, value] of Object.entries(properties)) {
		if (key === "Name" || key === "Parent")
			ctx.warn(`${where}: property '${key}' cannot be set manually, ignoring`);
		else if (key === "Tags" && (Array.isArray(value) || Array.isArray(value?.Tags)))
			node.tags = [...(value.Tags ?? value)];
		else node.properties[key] = olderExplicit(value);
	}
}

/**
 * Rojo 0.5 wrote explicit values as `{ "Type": "Vector3", "Value": [3, 5, 3] }` (rojo.space docs,
 * version v0.5, Project Format, Instance Property Value); since Rojo 6 the type is the key
 * (`{ "Vector3": [3, 5, 3] }`). Older projects, meta files and models are read by turning the
 * first form into the second; a CFrame's twelve numbers (position, then the rotation rows) and a
 * UDim2's four become the shapes the newer form uses.
 * @param {any} value
 */
function olderExplicit(value) {
	if (!value || typeof value !== "object" || Array.isArray(value)) return value;
	const keys = Object.keys(value);
	if (keys.length !== 2 || typeof value.Type !== "string" || !("Value" in value)) return value;
	const v = value.Value;
	if (value.Type === "CFrame" && Array.isArray(v) && v.length === 12)
		return { CFrame: { position: v.slice(0, 3), orientation: [v.slice(3, 6), v.slice(6, 9), v.slice(9, 12)] } };
	if (value.Type === "UDim2" && Array.isArray(v) && v.length === 4 && v.every((x) => typeof x === "number"))
		return {
			UDim2: [
				[v[0], v[1]],
				[v[2], v[3]],
			],
		};
	return { [value.Type]: v };
}

/** @param {Context} ctx @param {string} file @param {string} name @returns {TreeNode | null} */
export function modelNode(ctx, file, name) {
	const text = fs.readFileSync(file, "utf8");
	if (text.trim() === "") return null;
	const model = parseLenientJson(text, file);
	if ((model.name ?? model.Name) !== undefined) {
		ctx.warn(`${file}: the top-level Name field is ignored since Rojo 6; the file name gives the name`);
	}
	/** @returns {TreeNode} */
	const build = (/** @type {any} */ m, /** @type {string | undefined} */ forcedName) => {
		const className = m.className ?? m.ClassName;
		if (typeof className !== "string") throw new Error(`${file}: every instance of a JSON model needs a className`);
		const node = leaf(forcedName ?? m.name ?? m.Name ?? className, className, {}, file);
		setProperties(node, m.properties ?? m.Properties ?? {}, file, ctx);
		const attributes = m.attributes ?? m.Attributes;
		if (attributes) node.attributes = { ...attributes };
		node.children = (m.children ?? m.Children ?? []).map((/** @type {any} */ c) => build(c, undefined));
		return node;
	};
	return build(model, name);
}
