/**
 * find_instances: a query over the place (class, name pattern, property value, attribute,
 * tag) under a root, capped in entries and characters, with the full count.
 *
 * Why: "every unanchored Part in Workspace.Map" or "every RemoteEvent" is one call instead of
 * walking list_children level by level; the count beyond the cap tells the model whether
 * it saw everything. A tag query starts from CollectionService:GetTagged (creator-docs
 * CollectionService.yaml) and keeps the tagged instances under the root.
 */
import { ok } from "Shared/Result";
import { PathNamer } from "Shared/PathNamer";
import { outlineLine, readProperty, tagService } from "../Core/InstanceText";
import { displayPath, resolvePath } from "../Core/PathResolver";
import { int, objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import { describeValue } from "../Core/ValueCodec";
import { MAX_ENTRY_CHARS, MAX_LIST_CHARS, clipped } from "./InstanceReads";
import { patternProblem } from "./LineSearch";

/** `wanted` is text: a string value itself, or the value as Lux shows it ("true", "5", "Enum.Material.Plastic"). */
function valueMatches(actual: unknown, wanted: string, root: Instance): boolean {
	if (typeIs(actual, "string")) return actual === wanted;
	return describeValue(actual, root) === wanted;
}

export const findInstances: ToolSpec = {
	definition: {
		name: "find_instances",
		risk: "read",
		description:
			"Finds instances under root by class (IsA), name pattern, property value, attribute or tag (all must match); paths capped at limit, with the total.",
		parameters: objectSchema(
			{
				root: str('Where to search (default "game").'),
				class: str("Class name; subclasses match too (IsA)."),
				name: str("Lua pattern the Name must match, e.g. ^Lava."),
				property: str("A property that must equal value."),
				value: str(
					"The property's or attribute's value as text: a string as is, else as Lux shows values (true, 5, Enum.Material.Plastic, Vector3(0, 1, 0)).",
				),
				attribute: str("An attribute the instance must have (equal to value when value is given)."),
				tag: str("A CollectionService tag the instance must have."),
				limit: int("Most paths to list (default 50, at most 200).", 1),
			},
			[],
		),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const rootPath = (args.root as string | undefined) ?? "game";
			const found = rootPath === "game" || rootPath === "" ? ok(hosts.root) : resolvePath(hosts.root, rootPath);
			if (!found.ok) return found;
			const root = found.value;
			const className = args.class as string | undefined;
			const pattern = args.name as string | undefined;
			const property = args.property as string | undefined;
			const attribute = args.attribute as string | undefined;
			const tag = args.tag as string | undefined;
			const wanted = args.value as string | undefined;
			if (property === undefined && attribute === undefined && wanted !== undefined)
				return fail("invalid_args", "value needs property or attribute.");
			if (property !== undefined && wanted === undefined) return fail("invalid_args", "property needs value.");
			if (pattern !== undefined && !pcall(() => "".match(pattern))[0])
				return fail("invalid_args", `name is not a valid Lua pattern: ${pattern}`);
			const limit = math.min((args.limit as number | undefined) ?? 50, 200);
			const CollectionService = tagService(hosts.root);
			const candidates =
				tag !== undefined
					? CollectionService.GetTagged(tag).filter((i) => i.IsDescendantOf(root))
					: root.GetDescendants();
			const lines: string[] = [];
			let total = 0;
			let used = 0;
			const namer = new PathNamer(hosts.root);
			for (const instance of candidates) {
				if (className !== undefined && !instance.IsA(className as keyof Instances)) continue;
				if (pattern !== undefined) {
					// A malformed pattern can pass the check on "" and fail on a real name ("A%", "x[").
					const [valid, matched] = pcall(() => instance.Name.match(pattern)[0]);
					if (!valid)
						return fail("invalid_args", `name is not a valid Lua pattern: ${patternProblem(matched)}`);
					if (matched === undefined) continue;
				}
				if (property !== undefined) {
					const [readable, actual] = readProperty(instance, property);
					if (!readable || !valueMatches(actual, wanted!, hosts.root)) continue;
				}
				if (attribute !== undefined) {
					const actual = instance.GetAttribute(attribute);
					if (actual === undefined || (wanted !== undefined && !valueMatches(actual, wanted!, hosts.root)))
						continue;
				}
				total++;
				if (lines.size() >= limit || used > MAX_LIST_CHARS - 2 * MAX_ENTRY_CHARS) continue;
				// Attributes can be long: each entry is cut, the path before them never.
				const line = `${namer.pathOf(instance)}: ${clipped(outlineLine(instance, hosts.root), MAX_ENTRY_CHARS)}`;
				lines.push(line);
				used += line.size() + 1;
			}
			const where = displayPath(hosts.root, root);
			if (total === 0)
				return ok({ content: `No instance under ${where} matches.`, summary: `Found nothing under ${where}` });
			const more =
				total > lines.size()
					? `\n[${total - lines.size()} more match: narrow the query${lines.size() < limit ? "" : " or raise limit"}]`
					: "";
			return ok({
				content: `${total} match under ${where}:\n${lines.join("\n")}${more}`,
				summary: `Found ${total} under ${where}`,
			});
		},
	},
};
