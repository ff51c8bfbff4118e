/**
 * get_instance, list_children and get_selection: what an instance is and what it holds.
 *
 * Why: the model must see real classes, values, attributes and tags before it proposes a
 * change, in compact text with caps so a huge folder cannot flood the conversation.
 */
import { PathSegment, childLabel, childSegments } from "Shared/InstancePath";
import { ok } from "Shared/Result";
import { PathNamer } from "Shared/PathNamer";
import { charSpan, visibleLineCount } from "Shared/TextLines";
import { attributeLines, propertyLines, tagList } from "../Core/InstanceText";
import { displayPath, resolvePath, resolveTarget } from "../Core/PathResolver";
import { int, objectSchema, str } from "../Core/Schema";
import type { ToolSpec } from "../Core/ToolSpec";
import type { ToolHosts } from "../Hosts/ToolHosts";

/** The most characters one list_children, get_instance or get_selection answer carries, and one entry of it. */
export const MAX_LIST_CHARS = 12000;
export const MAX_ENTRY_CHARS = 300;
/** Characters of one property shown by get_instance (a TextLabel's Text can be a whole document). */
const MAX_PROPERTY_CHARS = 500;

export function clipped(text: string, max: number): string {
	return text.size() <= max ? text : `${charSpan(text, 1, max)}... [cut: ${text.size()} characters]`;
}

/** `Spawn[2] (SpawnLocation) tags: ... attributes: ...`: the label is what a path to it uses. */
function entryLine(child: Instance, segment: PathSegment, root: Instance): string {
	const tags = tagList(child);
	const attrs = attributeLines(child, root);
	let line = `${childLabel(segment)} (${child.ClassName})`;
	if (tags.size() > 0) line += ` tags: ${tags.join(", ")}`;
	if (attrs.size() > 0) line += ` attributes: ${attrs.join(", ")}`;
	return clipped(line, MAX_ENTRY_CHARS);
}

function childSummary(instance: Instance): string {
	const children = instance.GetChildren();
	if (children.size() === 0) return "no children";
	const byClass = new Map<string, number>();
	for (const c of children) byClass.set(c.ClassName, (byClass.get(c.ClassName) ?? 0) + 1);
	const parts: string[] = [];
	byClass.forEach((n, cls) => parts.push(`${n} ${cls}`));
	parts.sort();
	return `${children.size()} children (${parts.join(", ")})`;
}

export const getInstance: ToolSpec = {
	definition: {
		name: "get_instance",
		risk: "read",
		description: "One instance: class, main properties, attributes, tags, children.",
		parameters: objectSchema({ path: str("Instance path.") }, ["path"]),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const found = resolveTarget(hosts.root, args.path);
			if (!found.ok) return found;
			const { instance: instance, path } = found.value;
			const lines = [
				`${path}`,
				`ClassName = ${instance.ClassName}`,
				`Name = ${string.format("%q", instance.Name)}`,
			];
			for (const p of propertyLines(instance, hosts.root)) lines.push(clipped(p, MAX_PROPERTY_CHARS));
			if (instance.IsA("LuaSourceContainer"))
				lines.push(`Source: ${visibleLineCount(hosts.scripts.read(instance))} lines (read it with get_script)`);
			const attributes = attributeLines(instance, hosts.root);
			const attributeText = attributes.size() > 0 ? `Attributes: ${attributes.join("; ")}` : "Attributes: none";
			lines.push(clipped(attributeText, MAX_LIST_CHARS / 2));
			const tags = tagList(instance);
			lines.push(clipped(tags.size() > 0 ? `Tags: ${tags.join(", ")}` : "Tags: none", MAX_LIST_CHARS / 4));
			lines.push(clipped(`Children: ${childSummary(instance)}`, MAX_LIST_CHARS / 8));
			return ok({ content: clipped(lines.join("\n"), MAX_LIST_CHARS - 40), summary: `Inspected ${path}` });
		},
	},
};

export const listChildren: ToolSpec = {
	definition: {
		name: "list_children",
		risk: "read",
		description: "Lists children (to depth levels) with class, tags and attributes.",
		parameters: objectSchema(
			{
				path: str('Parent path ("game": services).'),
				depth: int("Levels (default 1, max 5).", 1),
				limit: int("Max entries (default 100, max 500).", 1),
			},
			["path"],
		),
	},
	handler: {
		kind: "read",
		run: (args, hosts: ToolHosts) => {
			const found = resolvePath(hosts.root, args.path as string);
			if (!found.ok) return found;
			const depth = math.min((args.depth as number | undefined) ?? 1, 5);
			const limit = math.min((args.limit as number | undefined) ?? 100, 500);
			const lines: string[] = [];
			let total = 0;
			let used = 0;
			const visit = (node: Instance, level: number) => {
				for (const [child, segment] of childSegments(node)) {
					total++;
					if (lines.size() < limit && used < MAX_LIST_CHARS - MAX_ENTRY_CHARS - 200) {
						const more =
							level === depth && child.GetChildren().size() > 0
								? ` +${child.GetChildren().size()} children`
								: "";
						const line = `${string.rep("  ", level - 1)}${entryLine(child, segment, hosts.root)}${more}`;
						lines.push(line);
						used += line.size() + 1;
					}
					if (level < depth) visit(child, level + 1);
				}
			};
			visit(found.value, 1);
			const where = displayPath(hosts.root, found.value);
			if (total === 0) return ok({ content: `${where} has no children.`, summary: `Listed ${where}: empty` });
			let content = `${where}:\n${lines.join("\n")}`;
			if (total > lines.size())
				content += `\n[${total - lines.size()} more not shown: raise limit or list a deeper path.]`;
			return ok({ content, summary: `Listed ${where} (${total} entries)` });
		},
	},
};

export const getSelection: ToolSpec = {
	definition: {
		name: "get_selection",
		risk: "read",
		description: "The instances selected in Studio.",
		parameters: objectSchema({}, []),
	},
	handler: {
		kind: "read",
		run: (_args, hosts) => {
			const selected = hosts.selection.get();
			if (selected.size() === 0) return ok({ content: "Nothing is selected.", summary: "Selection: empty" });
			// A select-all in the Explorer is thousands of paths: listed up to the cap, the rest counted.
			const lines: string[] = [];
			let used = 0;
			const namer = new PathNamer(hosts.root);
			for (const i of selected) {
				const line = `${namer.pathOf(i)} (${i.ClassName})`;
				if (used + line.size() + 1 > MAX_LIST_CHARS - 200) break;
				lines.push(line);
				used += line.size() + 1;
			}
			const more =
				selected.size() > lines.size()
					? `\n[${selected.size() - lines.size()} more selected, not listed.]`
					: "";
			return ok({
				content: `${selected.size()} selected:\n${lines.join("\n")}${more}`,
				summary: `Selection: ${selected.size()} instances`,
			});
		},
	},
};
