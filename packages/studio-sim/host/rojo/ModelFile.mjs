// @ts-check
/**
 * What the Rojo loader does to the instances of a model file (`.rbxm`, `.rbxmx`) it syncs.
 *
 * Why: model files hold properties under their serialized names (`size`, `Color3uint8`), which
 * Rojo translates through rbx-dom's reflection database, and serialized-only properties
 * (ScriptGuid, Capabilities, SourceAssetId...) that Studio accepts but the simulator's class
 * database (from @rbxts/types) does not list. Renaming the common aliases keeps a part's size and
 * colour; marking the nodes lets TreeBuilder drop what it cannot resolve instead of refusing the
 * whole place.
 */

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */

/**
 * Serialized name -> property, from rbx-dom's patches (`AliasFor` entries): parts.yml
 * (size, Color3uint8, shape, formFactorRaw, MaterialVariantSerialized), fire-and-smoke.yml
 * (size_xml, heat_xml, opacity_xml, riseVelocity_xml), sound.yml (xmlRead_MaxDistance_3,
 * EmitterSize), instance.yml (archivable).
 */
const ALIASES = /** @type {Record<string, string>} */ ({
	size: "Size",
	Color3uint8: "Color",
	shape: "Shape",
	formFactorRaw: "FormFactor",
	MaterialVariantSerialized: "MaterialVariant",
	size_xml: "Size",
	heat_xml: "Heat",
	opacity_xml: "Opacity",
	riseVelocity_xml: "RiseVelocity",
	xmlRead_MaxDistance_3: "RollOffMaxDistance",
	EmitterSize: "RollOffMinDistance",
	archivable: "Archivable",
});

/**
 * The model file's single root, renamed to the file's name (Rojo only builds a model file with
 * exactly one top-level instance: rojo.space "Sync Details", Models; rbxm.rs/rbxmx.rs).
 * @param {string} file @param {string} name @param {TreeNode[]} roots @returns {TreeNode}
 */
export function modelFileRoot(file, name, roots) {
	if (roots.length !== 1)
		throw new Error(`${file}: Rojo only supports model files with one top-level instance (found ${roots.length})`);
	const mark = (/** @type {TreeNode} */ node) => {
		for (const [from, to] of Object.entries(ALIASES)) {
			if (from in node.properties && !(to in node.properties)) node.properties[to] = node.properties[from];
			delete node.properties[from];
		}
		// rbxmx BinaryString values (Terrain grids run to megabytes) resolve to nothing in the
		// simulator and would not fit in one VM string: dropped here, not at mount.
		for (const [key, value] of Object.entries(node.properties)) {
			if (value && typeof value === "object" && "BinaryString" in value) delete node.properties[key];
		}
		node.fromModelFile = true;
		node.children.forEach(mark);
	};
	mark(roots[0]);
	return { ...roots[0], name, sourcePath: file };
}
