/**
 * Checks and builds the instance trees that create_instance and create_script describe.
 *
 * Why: everything that can be checked is checked when the call is made (classes exist and are
 * creatable, properties exist and are writable, values convert), so the approval card only
 * shows trees that can be built. Building happens later, off the DataModel, and the root is
 * parented last: a tree that fails halfway is thrown away and nothing in the place changed.
 */
import { Result, ok, err } from "Shared/Result";
import { didYouMean } from "Shared/Suggest";
import { describeValue, decodeValue, hasNonFinite } from "../Core/ValueCodec";
import { ToolFailure, fail } from "../Core/ToolFailure";
import { nameLengthProblem } from "../Core/WriteGuards";
import { readProperty } from "../Core/InstanceText";
import type { ToolHosts } from "../Hosts/ToolHosts";

/** A checked node: values already converted, ready to build. */
export interface NodeSpec {
	readonly className: string;
	readonly name: string;
	readonly properties: ReadonlyArray<readonly [string, unknown]>;
	readonly attributes: ReadonlyArray<readonly [string, unknown]>;
	readonly tags: ReadonlyArray<string>;
	readonly source?: string;
	readonly children: ReadonlyArray<NodeSpec>;
}

const MAX_NODES = 200;

/**
 * Roblox's attribute name rule (Instance.yaml, Instance:SetAttribute, Limitations): letters and
 * digits, "You may also include periods, hyphens, slashes, and underscores", at most 100, not
 * starting with RBX. An existing attribute such as "Stats.Speed" must stay editable.
 */
export function attributeNameProblem(name: string): string | undefined {
	if (name.size() === 0 || name.size() > 100) return `attribute name "${name}" must be 1-100 characters`;
	if (name.find("[^%w%._/%-]")[0] !== undefined)
		return `attribute name "${name}" may contain only letters, digits, periods, hyphens, slashes and underscores`;
	if (name.sub(1, 3) === "RBX") return `attribute name "${name}" starts with RBX, which Roblox reserves`;
	return undefined;
}

/** Converts a JSON attribute value (string, number, boolean, or a typed value like the current one). */
export function decodeAttribute(current: unknown, json: unknown, root: Instance, what: string): Result<unknown> {
	if (hasNonFinite(json)) return err(`${what}: numbers must be finite (got NaN or an infinity)`);
	if (current !== undefined && typeOf(current) !== typeOf(json)) return decodeValue(current, json, root, what);
	if (typeIs(json, "string") || typeIs(json, "number") || typeIs(json, "boolean")) return ok(json);
	return err(`${what}: a new attribute takes a string, number or boolean`);
}

/** Checks that the engine knows the class and lets plugins create it. */
export function checkCreatable(hosts: ToolHosts, className: string, where: string): Result<string, ToolFailure> {
	const info = hosts.reflection.classInfo(className);
	if (!info)
		return fail(
			"invalid_args",
			`${where}: there is no class "${className}".${didYouMean(className, hosts.reflection.classNames())}`,
		);
	if (!info.creatable || info.service)
		return fail("invalid_args", `${where}: ${info.name} cannot be created with Instance.new.`);
	return ok(info.name);
}

/** Checks one property name against the engine and converts its value using a scratch instance's default. */
export function checkProperty(
	hosts: ToolHosts,
	scratch: Instance,
	name: string,
	json: unknown,
	where: string,
): Result<unknown, ToolFailure> {
	if (name === "Parent" || name === "ClassName")
		return fail(
			"invalid_args",
			`${where}: ${name} cannot be set as a property here (use move_instance to change a parent, or the tool's parent/class arguments).`,
		);
	// A script's text goes only through the script tools: they show a diff, check the syntax
	// and keep the editor's undo; a property write would do none of that.
	if (name === "Source" || name === "LinkedSource")
		return fail(
			"invalid_args",
			`${where}: ${name} is a script's text; use patch_script or edit_script_lines (or create_script for a new script) to change it.`,
		);
	const properties = hosts.reflection.properties(scratch.ClassName);
	const info = properties.find((p) => p.name === name);
	if (!info)
		return fail(
			"invalid_args",
			`${where}: ${scratch.ClassName} has no property "${name}".${didYouMean(
				name,
				properties.map((p) => p.name),
			)} (get_class_info lists them all.)`,
		);
	if (!info.writable) return fail("permission", `${where}: ${scratch.ClassName}.${name} is read-only.`);
	const [readable, current] = readProperty(scratch, name);
	if (!readable) return fail("permission", `${where}: ${scratch.ClassName}.${name} cannot be read by plugins.`);
	const value = decodeValue(current, json, hosts.root, `${where}: ${name}`);
	if (!value.ok) return fail("invalid_args", value.error);
	return ok(value.value);
}

function sortedEntries(map: unknown): [string, unknown][] {
	const out: [string, unknown][] = [];
	if (!typeIs(map, "table")) return out;
	for (const [k, v] of pairs(map as object)) out.push([tostring(k), v]);
	out.sort((a, b) => a[0] < b[0]);
	return out;
}

/** Checks a JSON node (and its children) into a NodeSpec. `counter` bounds the tree size. */
export function checkNode(
	hosts: ToolHosts,
	json: unknown,
	where: string,
	counter: { n: number },
): Result<NodeSpec, ToolFailure> {
	counter.n++;
	if (counter.n > MAX_NODES)
		return fail("invalid_args", `A creation is limited to ${MAX_NODES} instances; split it into several calls.`);
	if (!typeIs(json, "table")) return fail("invalid_args", `${where} must be an object with class_name.`);
	const node = json as Record<string, unknown>;
	for (const [key] of sortedEntries(node)) {
		if (!["class_name", "name", "properties", "attributes", "tags", "children"].includes(key))
			return fail(
				"invalid_args",
				`${where} has an unknown key "${key}".${didYouMean(key, ["class_name", "name", "properties", "attributes", "tags", "children"])}`,
			);
	}
	if (!typeIs(node.class_name, "string")) return fail("invalid_args", `${where}.class_name must be a string.`);
	const className = checkCreatable(hosts, node.class_name, where);
	if (!className.ok) return className;
	const name = node.name === undefined ? className.value : node.name;
	if (!typeIs(name, "string")) return fail("invalid_args", `${where}.name must be a string.`);
	const label = `${where} (${name})`;
	const scratch = new Instance(className.value as keyof CreatableInstances);
	const properties: [string, unknown][] = [];
	const attributes: [string, unknown][] = [];
	try {
		for (const [prop, value] of sortedEntries(node.properties)) {
			const checked = checkProperty(hosts, scratch, prop, value, label);
			if (!checked.ok) return checked;
			properties.push([prop, checked.value]);
		}
	} finally {
		scratch.Destroy();
	}
	for (const [attr, value] of sortedEntries(node.attributes)) {
		const problem = attributeNameProblem(attr);
		if (problem !== undefined) return fail("invalid_args", `${label}: ${problem}.`);
		const decoded = decodeAttribute(undefined, value, hosts.root, `${label}: attribute ${attr}`);
		if (!decoded.ok) return fail("invalid_args", decoded.error);
		attributes.push([attr, decoded.value]);
	}
	const tags: string[] = [];
	if (node.tags !== undefined) {
		if (!typeIs(node.tags, "table")) return fail("invalid_args", `${label}: tags must be an array of strings.`);
		for (const tag of node.tags as unknown[]) {
			if (!typeIs(tag, "string")) return fail("invalid_args", `${label}: tags must be an array of strings.`);
			tags.push(tag);
		}
	}
	const children: NodeSpec[] = [];
	if (node.children !== undefined) {
		if (!typeIs(node.children, "table"))
			return fail("invalid_args", `${label}: children must be an array of objects.`);
		let index = 0;
		for (const child of node.children as unknown[]) {
			index++;
			const checked = checkNode(hosts, child, `${label}.children[${index}]`, counter);
			if (!checked.ok) return checked;
			// Two children with one name would make every path to them ambiguous.
			if (children.some((c) => c.name === checked.value.name))
				return fail(
					"invalid_args",
					`${label}: two children are named "${checked.value.name}"; give each child its own name.`,
				);
			children.push(checked.value);
		}
	}
	return ok({ className: className.value, name, properties, attributes, tags, children });
}

/** A name in the tree (a node's, or a Name given as a property) that Studio would not take. */
export function treeNameProblem(spec: NodeSpec, where: string): Result<true, ToolFailure> {
	const named = nameLengthProblem(spec.name, `${where} name "${spec.name.sub(1, 40)}..."`);
	if (!named.ok) return named;
	for (const [prop, value] of spec.properties)
		if (prop === "Name" && typeIs(value, "string")) {
			const given = nameLengthProblem(value, `${where} property Name`);
			if (!given.ok) return given;
		}
	for (const child of spec.children) {
		const inner = treeNameProblem(child, `${where} child`);
		if (!inner.ok) return inner;
	}
	return ok(true);
}

/** The outline an approval card shows for a tree about to be created. */
export function nodeOutline(spec: NodeSpec, root: Instance, depth = 0): string[] {
	const indent = string.rep("  ", depth);
	let line = `${indent}${spec.name} (${spec.className})`;
	if (spec.tags.size() > 0) line += ` tags: ${spec.tags.join(", ")}`;
	if (spec.attributes.size() > 0)
		line += ` attributes: ${spec.attributes.map(([k, v]) => `${k} = ${describeValue(v, root)}`).join(", ")}`;
	const lines = [line];
	for (const [k, v] of spec.properties) lines.push(`${indent}  . ${k} = ${describeValue(v, root)}`);
	if (spec.source !== undefined) {
		lines.push(`${indent}  . Source:`);
		for (const l of spec.source.split("\n")) lines.push(`${indent}    ${l}`);
	}
	for (const child of spec.children) for (const l of nodeOutline(child, root, depth + 1)) lines.push(l);
	return lines;
}

export function nodeCount(spec: NodeSpec): number {
	let n = 1;
	for (const child of spec.children) n += nodeCount(child);
	return n;
}

/** Builds the tree off the DataModel; on any failure destroys what it built and returns the error. */
export function buildNode(hosts: ToolHosts, spec: NodeSpec): Result<Instance> {
	const built: Instance[] = [];
	const build = (node: NodeSpec, parent: Instance | undefined): Instance => {
		const instance = hosts.instances.create(node.className);
		built.push(instance);
		instance.Name = node.name;
		for (const [k, v] of node.properties) (instance as unknown as Record<string, unknown>)[k] = v;
		if (node.source !== undefined) (instance as LuaSourceContainer & { Source: string }).Source = node.source;
		for (const [k, v] of node.attributes) instance.SetAttribute(k, v as AttributeValue);
		for (const tag of node.tags) instance.AddTag(tag);
		for (const child of node.children) build(child, instance);
		if (parent) instance.Parent = parent;
		return instance;
	};
	const [succeeded, result] = pcall(() => build(spec, undefined));
	if (!succeeded) {
		for (const instance of built) pcall(() => instance.Destroy());
		return err(`building ${spec.name} failed: ${tostring(result)}`);
	}
	return ok(result as Instance);
}
