/**
 * edit_tags (add and remove CollectionService tags, behind approval) and list_tags (every
 * tag in the place with how many instances carry it).
 *
 * Why: tags are how many games find their lava, doors and pickups (CollectionService), so
 * the model must read and set them; a tag change alters behaviour as much as a property,
 * so it is a property-risk write with a before/after card and one undo step.
 * Instance:AddTag/RemoveTag/GetTags and CollectionService:GetAllTags/GetTagged:
 * creator-docs Instance.yaml and CollectionService.yaml.
 */
import { Result, err, ok } from "Shared/Result";
import { verifyExpected } from "../Core/Expectations";
import { tagList, tagService } from "../Core/InstanceText";
import { resolveTarget } from "../Core/PathResolver";
import { instanceState } from "../Core/StateFingerprint";
import { objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";

const MAX_TAG_CHARS = 100;
const MAX_LISTED_TAGS = 100;

function tagArray(value: unknown): string[] {
	return [...((value ?? []) as string[])];
}

export const editTags: ToolSpec = {
	definition: {
		name: "edit_tags",
		risk: "property",
		description: "Adds and/or removes CollectionService tags on one instance (after the user approves).",
		parameters: objectSchema(
			{
				path: str("Full path of the instance."),
				add: { type: "array", description: "Tags to add.", items: { type: "string" } },
				remove: { type: "array", description: "Tags to remove.", items: { type: "string" } },
			},
			["path"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveTarget(hosts.root, args.path);
			if (!found.ok) return found;
			const { instance: target, path } = found.value;
			if (target === hosts.root) return fail("permission", "The DataModel itself cannot be tagged.");
			const add = tagArray(args.add);
			const remove = tagArray(args.remove);
			for (const tag of [...add, ...remove])
				if (tag === "" || tag.size() > MAX_TAG_CHARS)
					return fail("invalid_args", `Tag "${tag}" must be 1-${MAX_TAG_CHARS} characters.`);
			for (const tag of add)
				if (remove.includes(tag)) return fail("invalid_args", `"${tag}" is both added and removed.`);
			const before = tagList(target);
			for (const tag of remove)
				if (!before.includes(tag))
					return fail(
						"missing",
						`${path} has no tag "${tag}" to remove (its tags: ${before.join(", ") || "none"}).`,
					);
			const after = before.filter((tag) => !remove.includes(tag));
			for (const tag of add) if (!after.includes(tag)) after.push(tag);
			after.sort();
			if (after.join(",") === before.join(","))
				return fail("invalid_args", `${path} already has exactly these tags.`);
			const fingerprint = () => instanceState(hosts, target);
			const setTags = (wanted: ReadonlyArray<string>): Result<true> => {
				const [done, problem] = pcall(() => {
					for (const tag of target.GetTags()) if (!wanted.includes(tag)) target.RemoveTag(tag);
					for (const tag of wanted) target.AddTag(tag);
				});
				return done ? ok(true) : err(`changing the tags of ${path} failed: ${tostring(problem)}`);
			};
			return ok({
				tool: "edit_tags",
				risk: "property",
				target: path,
				landings: [{ instance: target, reach: "self" }],
				title: `tag ${path}`,
				preview: {
					kind: "properties",
					path,
					rows: [{ name: "Tags", before: before.join(", "), after: after.join(", ") }],
				},
				fingerprint,
				apply: () => {
					const applied = setTags(after);
					if (!applied.ok) return applied;
					return ok({
						afterFingerprint: fingerprint,
						revert: () => setTags(before),
						touched: [path],
						verify: () => verifyExpected(hosts, path, [{ kind: "tags", instance: target, tags: after }]),
					});
				},
			});
		},
	},
};

export const listTags: ToolSpec = {
	definition: {
		name: "list_tags",
		risk: "read",
		description:
			"Lists every CollectionService tag in the place with how many instances carry it. Use find_instances with tag to list them.",
		parameters: objectSchema({}, []),
	},
	handler: {
		kind: "read",
		run: (_args, hosts) => {
			const CollectionService = tagService(hosts.root);
			const tags = CollectionService.GetAllTags();
			if (tags.size() === 0) return ok({ content: "No instance in the place has a tag.", summary: "Tags: none" });
			const lines: string[] = [];
			for (const tag of tags) {
				if (lines.size() >= MAX_LISTED_TAGS) break;
				lines.push(`${tag}: ${CollectionService.GetTagged(tag).size()}`);
			}
			const more = tags.size() > lines.size() ? `\n[${tags.size() - lines.size()} more tags]` : "";
			return ok({ content: `${tags.size()} tags:\n${lines.join("\n")}${more}`, summary: `Tags: ${tags.size()}` });
		},
	},
};
