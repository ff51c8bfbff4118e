/**
 * Text views of instances: the properties worth showing and a subtree outline.
 *
 * Why one module: get_instance and the previews must show the same properties. (Fingerprints
 * read every property, not just these: StateFingerprint.)
 */
import { describeValue } from "./ValueCodec";

/** Properties shown by get_instance and the previews, by the class that declares them. */
const WORTH_SHOWING: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
	["BasePart", ["Anchored", "CanCollide", "Transparency", "Color", "Material", "Size", "Position", "Orientation"]],
	["Model", ["PrimaryPart"]],
	["BaseScript", ["Enabled", "RunContext"]],
	["ValueBase", ["Value"]],
	[
		"GuiObject",
		[
			"Visible",
			"Position",
			"Size",
			"AnchorPoint",
			"BackgroundColor3",
			"BackgroundTransparency",
			"ZIndex",
			"LayoutOrder",
		],
	],
	["TextLabel", ["Text", "TextColor3", "TextSize", "Font"]],
	["TextButton", ["Text", "TextColor3", "TextSize", "Font"]],
	["TextBox", ["Text", "PlaceholderText"]],
	["ImageLabel", ["Image"]],
	["ImageButton", ["Image"]],
	["LayerCollector", ["Enabled", "ResetOnSpawn"]],
	["ScreenGui", ["DisplayOrder", "IgnoreGuiInset"]],
	["Light", ["Enabled", "Brightness", "Color"]],
	["PointLight", ["Range"]],
	["Sound", ["SoundId", "Volume", "Looped"]],
	["Humanoid", ["Health", "MaxHealth", "WalkSpeed"]],
	["SpawnLocation", ["Enabled", "Duration"]],
	["ProximityPrompt", ["ActionText", "ObjectText", "HoldDuration", "MaxActivationDistance"]],
];

/** Reads a property without erroring (undefined plus false when the class lacks it). */
export function readProperty(instance: Instance, name: string): [boolean, unknown] {
	const [readable, value] = pcall(() => (instance as unknown as Record<string, unknown>)[name]);
	return [readable, value];
}

/** The names of the properties worth showing for this instance, in a stable order. */
export function shownPropertyNames(instance: Instance): string[] {
	const names: string[] = [];
	for (const [className, props] of WORTH_SHOWING) {
		if (!instance.IsA(className as keyof Instances)) continue;
		for (const p of props) if (!names.includes(p)) names.push(p);
	}
	return names;
}

/** "Name = value" lines for the properties worth showing. */
export function propertyLines(instance: Instance, root: Instance): string[] {
	const lines: string[] = [];
	for (const name of shownPropertyNames(instance)) {
		const [okRead, value] = readProperty(instance, name);
		if (okRead) lines.push(`${name} = ${describeValue(value, root)}`);
	}
	return lines;
}

function sortedKeys(map: object): string[] {
	const keys: string[] = [];
	for (const [k] of pairs(map)) keys.push(tostring(k));
	keys.sort();
	return keys;
}

/** The CollectionService of the DataModel the tools work on (hosts.root), for GetAllTags / GetTagged. */
export function tagService(root: Instance): CollectionService {
	return (root as DataModel).GetService("CollectionService");
}

export function attributeLines(instance: Instance, root: Instance): string[] {
	const attributes = instance.GetAttributes();
	return sortedKeys(attributes).map((k) => `${k} = ${describeValue(attributes.get(k), root)}`);
}

/**
 * An instance's tags, sorted: Instance:GetTags (creator-docs Instance.yaml, "Gets an array of
 * all tags applied to the instance"). CollectionService declares its own GetTags(instance),
 * which hides Instance:GetTags on the service itself (CollectionService.yaml,
 * CollectionService:GetTags), so the service is asked about itself with that form.
 */
export function tagList(instance: Instance): string[] {
	const tags = instance.IsA("CollectionService") ? [...instance.GetTags(instance)] : [...instance.GetTags()];
	tags.sort();
	return tags;
}

/** One line for an instance in an outline: `Name (Class) [tags] {attributes}`. */
export function outlineLine(instance: Instance, root: Instance): string {
	const tags = tagList(instance);
	const attrs = attributeLines(instance, root);
	let line = `${instance.Name} (${instance.ClassName})`;
	if (tags.size() > 0) line += ` tags: ${tags.join(", ")}`;
	if (attrs.size() > 0) line += ` attributes: ${attrs.join(", ")}`;
	return line;
}

/** An indented outline of a subtree with its properties, capped at `maxNodes`. */
export function subtreeText(instance: Instance, root: Instance, maxNodes = 60): string {
	const lines: string[] = [];
	let count = 0;
	const visit = (node: Instance, depth: number) => {
		count++;
		if (count > maxNodes) return;
		const indent = string.rep("  ", depth);
		lines.push(indent + outlineLine(node, root));
		for (const p of propertyLines(node, root)) lines.push(`${indent}  . ${p}`);
		if (node.IsA("LuaSourceContainer")) {
			const [, source] = readProperty(node, "Source");
			lines.push(`${indent}  . Source: ${typeIs(source, "string") ? source.size() : 0} characters`);
		}
		for (const child of node.GetChildren()) visit(child, depth + 1);
	};
	visit(instance, 0);
	if (count > maxNodes) lines.push(`... ${count - maxNodes} more instances`);
	return lines.join("\n");
}
