/**
 * set_properties, set_attributes and rename_instance: changing values on one instance.
 *
 * Why: the approval card shows each value before and after; the fingerprint covers the
 * instance's observable state so a change the user made in the Properties window since the
 * preview makes the proposal stale instead of being overwritten.
 */
import { Result, ok, err } from "Shared/Result";
import { readProperty } from "../Core/InstanceText";
import { verifyExpected } from "../Core/Expectations";
import { instanceState, subtreeFingerprint } from "../Core/StateFingerprint";
import { displayPath, resolveTarget } from "../Core/PathResolver";
import { obj, objectSchema, str } from "../Core/Schema";
import { ToolFailure, fail } from "../Core/ToolFailure";
import { nameLengthProblem, uniqueNameProblem } from "../Core/WriteGuards";
import type { ToolSpec } from "../Core/ToolSpec";
import { describeValue } from "../Core/ValueCodec";
import type { ToolHosts } from "../Hosts/ToolHosts";
import type { PropertyRow, WritePlan } from "../ApprovalQueue/WritePlan";
import { attributeNameProblem, checkProperty, decodeAttribute } from "./CreationSpec";

type Setter = (instance: Instance, key: string, value: unknown) => void;

/** One property or attribute change: its key, the value now and the value asked for. */
interface ValueChange {
	readonly key: string;
	readonly before: unknown;
	readonly after: unknown;
	readonly label: string;
}

const setProperty: Setter = (instance, key, value) => ((instance as unknown as Record<string, unknown>)[key] = value);
const setAttribute: Setter = (instance, key, value) => instance.SetAttribute(key, value as AttributeValue);

/** A plan that writes `changes` in key order and reverts them in reverse order. */
function valuesPlan(
	hosts: ToolHosts,
	tool: string,
	risk: "property",
	verb: string,
	target: Instance,
	unsorted: ReadonlyArray<ValueChange>,
	set: Setter,
	attribute = false,
): Result<WritePlan, ToolFailure> {
	const path = displayPath(hosts.root, target);
	const changes = [...unsorted];
	changes.sort((a, b) => a.key < b.key);
	const rows: PropertyRow[] = changes.map((c) => ({
		name: c.label,
		before: describeValue(c.before, hosts.root),
		after: describeValue(c.after, hosts.root),
	}));
	if (rows.every((r) => r.before === r.after))
		return fail("invalid_args", `${path} already has these values: there is nothing to change.`);
	const fingerprint = () => instanceState(hosts, target);
	const writeAll = (pick: "before" | "after"): Result<true> => {
		const ordered: ValueChange[] = [];
		for (const c of changes) {
			if (pick === "after") ordered.push(c);
			else ordered.unshift(c);
		}
		for (const c of ordered) {
			const [written, problem] = pcall(() => set(target, c.key, c[pick]));
			if (!written) return err(`setting ${c.label} on ${path} failed: ${tostring(problem)}`);
		}
		return ok(true);
	};
	return ok({
		tool,
		risk,
		target: path,
		landings: [{ instance: target, reach: "self" }],
		title: `${verb} ${path}`,
		preview: { kind: "properties", path, rows },
		fingerprint,
		apply: () => {
			const written = writeAll("after");
			if (!written.ok) return written;
			const values = changes.map((c) => ({ key: c.key, value: c.after, attribute }));
			// A rename changes the path of every descendant: an edit anywhere below counts.
			const renames = changes.some((c) => c.key === "Name" && !attribute);
			return ok({
				afterFingerprint: renames ? () => subtreeFingerprint(hosts, target) : fingerprint,
				revert: () => writeAll("before"),
				touched: [path],
				verify: () =>
					verifyExpected(hosts, displayPath(hosts.root, target), [
						{ kind: "values", instance: target, values },
					]),
			});
		},
	});
}

function protectRoot(hosts: ToolHosts, target: Instance, path: string): Result<true, ToolFailure> {
	if (target === hosts.root) return fail("permission", `${path} is the DataModel itself; it cannot be changed.`);
	return ok(true);
}

export const setProperties: ToolSpec = {
	definition: {
		name: "set_properties",
		risk: "property",
		description: "Sets properties of one instance.",
		parameters: objectSchema({ path: str("Instance path."), properties: obj("Name -> value.") }, [
			"path",
			"properties",
		]),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveTarget(hosts.root, args.path, (t, shown) => protectRoot(hosts, t, shown));
			if (!found.ok) return found;
			const { instance: target, path } = found.value;
			const changes: ValueChange[] = [];
			for (const [key, json] of pairs(args.properties as object)) {
				const name = tostring(key);
				if (name === "Name") return fail("invalid_args", "Use rename_instance to change Name.");
				const checked = checkProperty(hosts, target, name, json, path);
				if (!checked.ok) return checked;
				const [, before] = readProperty(target, name);
				changes.push({ key: name, before, after: checked.value, label: name });
			}
			if (changes.size() === 0) return fail("invalid_args", "properties is empty.");
			return valuesPlan(hosts, "set_properties", "property", "set properties of", target, changes, setProperty);
		},
	},
};

export const setAttributes: ToolSpec = {
	definition: {
		name: "set_attributes",
		risk: "property",
		description: "Sets or removes attributes of one instance.",
		parameters: objectSchema(
			{
				path: str("Instance path."),
				attributes: obj("Name -> value."),
				remove: { type: "array", description: "Names to remove.", items: { type: "string" } },
			},
			["path"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveTarget(hosts.root, args.path, (t, shown) => protectRoot(hosts, t, shown));
			if (!found.ok) return found;
			const { instance: target, path } = found.value;
			const changes: ValueChange[] = [];
			for (const [key, json] of pairs((args.attributes ?? {}) as object)) {
				const name = tostring(key);
				const problem = attributeNameProblem(name);
				if (problem !== undefined) return fail("invalid_args", `${problem}.`);
				const before = target.GetAttribute(name);
				const decoded = decodeAttribute(before, json, hosts.root, `attribute ${name}`);
				if (!decoded.ok) return fail("invalid_args", decoded.error);
				changes.push({ key: name, before, after: decoded.value, label: `attribute ${name}` });
			}
			for (const name of (args.remove ?? []) as string[]) {
				if (changes.some((c) => c.key === name))
					return fail("invalid_args", `attribute ${name} is both set and removed; do one or the other.`);
				const before = target.GetAttribute(name);
				if (before === undefined) return fail("missing", `${path} has no attribute "${name}" to remove.`);
				changes.push({ key: name, before, after: undefined, label: `attribute ${name}` });
			}
			if (changes.size() === 0) return fail("invalid_args", "Give attributes to set or names to remove.");
			return valuesPlan(
				hosts,
				"set_attributes",
				"property",
				"set attributes of",
				target,
				changes,
				setAttribute,
				true,
			);
		},
	},
};

export const renameInstance: ToolSpec = {
	definition: {
		name: "rename_instance",
		risk: "property",
		description: "Renames an instance.",
		parameters: objectSchema({ path: str("Instance path."), new_name: str("New name.") }, ["path", "new_name"]),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveTarget(hosts.root, args.path, (t, shown) => protectRoot(hosts, t, shown));
			if (!found.ok) return found;
			const { instance: target, path } = found.value;
			if (target.Parent === hosts.root)
				return fail("permission", `${path} is a service; services cannot be renamed.`);
			const newName = args.new_name as string;
			if (newName === "") return fail("invalid_args", "new_name is empty.");
			const named = nameLengthProblem(newName, "new_name");
			if (!named.ok) return named;
			const parent = target.Parent;
			if (parent !== undefined) {
				const unique = uniqueNameProblem(parent, newName, displayPath(hosts.root, parent), target);
				if (!unique.ok) return unique;
			}
			return valuesPlan(
				hosts,
				"rename_instance",
				"property",
				"rename",
				target,
				[{ key: "Name", before: target.Name, after: newName, label: "Name" }],
				setProperty,
			);
		},
	},
};
