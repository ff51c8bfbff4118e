/**
 * create_script and create_instance: new instances under an existing parent.
 *
 * Why: creation is the commonest write after script edits. The plan holds a checked tree;
 * applying builds it off the DataModel and parents the root last, so the place only ever
 * sees the whole tree or nothing.
 */
import { formatPath } from "Shared/InstancePath";
import { ok } from "Shared/Result";
import { Expectation, verifyExpected } from "../Core/Expectations";
import { placeFingerprint, subtreeFingerprint } from "../Core/StateFingerprint";
import { displayPath, resolvePath } from "../Core/PathResolver";
import { uniqueNameProblem } from "../Core/WriteGuards";
import { obj, objectSchema, oneOf, str } from "../Core/Schema";
import { checkSyntax } from "../Core/SyntaxCheck";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import type { ToolHosts } from "../Hosts/ToolHosts";
import type { WritePlan } from "../ApprovalQueue/WritePlan";
import { NodeSpec, buildNode, checkNode, nodeCount, nodeOutline, treeNameProblem } from "./CreationSpec";
import type { Result } from "Shared/Result";
import type { ToolFailure } from "../Core/ToolFailure";

function creationPlan(
	hosts: ToolHosts,
	tool: string,
	risk: "create" | "script_edit",
	parent: Instance,
	spec: NodeSpec,
): Result<WritePlan, ToolFailure> {
	const parentPath = displayPath(hosts.root, parent);
	const named = treeNameProblem(spec, "the new instance's");
	if (!named.ok) return named;
	const unique = uniqueNameProblem(parent, spec.name, parent === hosts.root ? "game" : parentPath);
	if (!unique.ok) return unique;
	const path =
		parent === hosts.root ? formatPath([spec.name]) : `${parentPath}${formatPath(["x", spec.name]).sub(2)}`;
	return ok({
		tool,
		risk,
		target: path,
		landings: [{ instance: parent, reach: "children" }],
		title: `create ${path}`,
		preview: {
			kind: "subtree",
			path,
			action: "create",
			outline: nodeOutline(spec, hosts.root).join("\n"),
			count: nodeCount(spec),
		},
		fingerprint: () => placeFingerprint(hosts, parent),
		apply: () => {
			const built = buildNode(hosts, spec);
			if (!built.ok) return built;
			const instance = built.value;
			instance.Parent = parent;
			const after = () => subtreeFingerprint(hosts, instance);
			const expected: Expectation[] = [
				{ kind: "placed", instance, parent, name: spec.name, className: spec.className },
				{
					kind: "values",
					instance,
					values: spec.properties.map(([key, value]) => ({ key, value, attribute: false })),
				},
			];
			if (spec.source !== undefined && instance.IsA("LuaSourceContainer"))
				expected.push({ kind: "source", script: instance, source: spec.source });
			return ok({
				afterFingerprint: after,
				revert: () => {
					instance.Parent = undefined;
					return ok(true as const);
				},
				touched: [path],
				verify: () => verifyExpected(hosts, displayPath(hosts.root, instance), expected),
			});
		},
	});
}

function resolveParent(hosts: ToolHosts, path: string) {
	return path === "game" ? ok(hosts.root) : resolvePath(hosts.root, path);
}

export const createScript: ToolSpec = {
	definition: {
		name: "create_script",
		risk: "create",
		description: "Creates a script under parent (source is syntax-checked).",
		parameters: objectSchema(
			{
				parent: str("Parent path."),
				name: str("Name."),
				class_name: oneOf("Kind.", ["Script", "LocalScript", "ModuleScript"]),
				source: str("Full Luau source."),
			},
			["parent", "name", "class_name", "source"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const parent = resolveParent(hosts, args.parent as string);
			if (!parent.ok) return parent;
			const name = args.name as string;
			if (name === "") return fail("invalid_args", "name is empty.");
			const source = args.source as string;
			const syntax = checkSyntax(source, name);
			if (!syntax.ok)
				return fail(
					"syntax",
					`The source of ${name} would not compile, so nothing was proposed: ${syntax.error}`,
				);
			const spec: NodeSpec = {
				className: args.class_name as string,
				name,
				properties: [],
				attributes: [],
				tags: [],
				source,
				children: [],
			};
			return creationPlan(hosts, "create_script", "create", parent.value, spec);
		},
	},
};

export const createInstance: ToolSpec = {
	definition: {
		name: "create_instance",
		risk: "create",
		description: "Creates an instance with properties, attributes, tags and nested children, in one step.",
		parameters: objectSchema(
			{
				parent: str("Parent path."),
				class_name: str('e.g. "Part"'),
				name: str("Default: the class name."),
				properties: obj("Name -> value."),
				attributes: obj("Name -> value."),
				tags: { type: "array", description: "Tags.", items: { type: "string" } },
				children: {
					type: "array",
					description: "Same shape as this call, without parent.",
					items: { type: "object" },
				},
			},
			["parent", "class_name"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const parent = resolveParent(hosts, args.parent as string);
			if (!parent.ok) return parent;
			const node = {
				class_name: args.class_name,
				name: args.name,
				properties: args.properties,
				attributes: args.attributes,
				tags: args.tags,
				children: args.children,
			};
			const spec = checkNode(hosts, node, "create_instance", { n: 0 });
			if (!spec.ok) return spec;
			return creationPlan(hosts, "create_instance", "create", parent.value, spec.value);
		},
	},
};
