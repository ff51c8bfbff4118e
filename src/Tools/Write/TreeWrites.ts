/**
 * move_instance, clone_instance and delete_instance: changes to where instances are.
 *
 * Why: these touch whole subtrees, so the card shows the subtree, services are refused
 * outright (the engine will not move or delete them), and deleting the plugin's own objects
 * or many instances always asks. A deletion only unparents the instance (as Studio's own
 * Delete does for undo), so "Undo this turn" can put it back.
 */
import { formatPath } from "Shared/InstancePath";
import { ok } from "Shared/Result";
import { redactSecrets } from "Shared/Secrets";
import { verifyExpected } from "../Core/Expectations";
import { subtreeText } from "../Core/InstanceText";
import { placeFingerprint, subtreeFingerprint, subtreeState } from "../Core/StateFingerprint";
import { displayPath, resolvePath, resolveTarget } from "../Core/PathResolver";
import { nameLengthProblem, uniqueNameProblem } from "../Core/WriteGuards";
import { objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import type { ToolHosts } from "../Hosts/ToolHosts";
import { reparentBefore, siblingsAfter } from "./SiblingOrder";

function childPath(hosts: ToolHosts, parent: Instance, name: string): string {
	return parent === hosts.root
		? formatPath([name])
		: `${displayPath(hosts.root, parent)}${formatPath(["x", name]).sub(2)}`;
}

function movable(hosts: ToolHosts, target: Instance, path: string) {
	if (target === hosts.root) return fail("permission", "The DataModel itself cannot be moved, cloned or deleted.");
	if (target.Parent === hosts.root)
		return fail("permission", `${path} is a service; services cannot be moved, cloned or deleted.`);
	return ok(true as const);
}

export const moveInstance: ToolSpec = {
	definition: {
		name: "move_instance",
		risk: "property",
		description: "Moves an instance under a new parent.",
		parameters: objectSchema({ path: str("Instance path."), new_parent: str("New parent path.") }, [
			"path",
			"new_parent",
		]),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveTarget(hosts.root, args.path, (t, shown) => movable(hosts, t, shown));
			if (!found.ok) return found;
			const { instance: target, path } = found.value;
			const dest = resolvePath(hosts.root, args.new_parent as string);
			if (!dest.ok) return dest;
			const newParent = dest.value;
			if (newParent === target || newParent.IsDescendantOf(target))
				return fail("invalid_args", `${path} cannot be moved into itself or its own descendant.`);
			const oldParent = target.Parent!;
			if (oldParent === newParent)
				return fail("invalid_args", `${path} is already under ${displayPath(hosts.root, newParent)}.`);
			const unique = uniqueNameProblem(newParent, target.Name, displayPath(hosts.root, newParent), target);
			if (!unique.ok) return unique;
			const checked = subtreeState(hosts, target);
			if (!checked.ok) return checked;
			const fingerprint = () => `${subtreeFingerprint(hosts, target)}|${placeFingerprint(hosts, newParent)}`;
			const after = childPath(hosts, newParent, target.Name);
			const name = target.Name;
			return ok({
				tool: "move_instance",
				risk: "property",
				target: path,
				landings: [
					{ instance: target, reach: "subtree" },
					{ instance: newParent, reach: "children" },
				],
				title: `move ${path}`,
				preview: {
					kind: "properties",
					path,
					rows: [
						{
							name: "Parent",
							before: displayPath(hosts.root, oldParent),
							after: displayPath(hosts.root, newParent),
						},
					],
				},
				fingerprint,
				apply: () => {
					const laterSiblings = siblingsAfter(target);
					target.Parent = newParent;
					return ok({
						afterFingerprint: () => subtreeFingerprint(hosts, target),
						revert: () => {
							reparentBefore(target, oldParent, laterSiblings);
							return ok(true as const);
						},
						touched: [path, after],
						verify: () =>
							verifyExpected(hosts, after, [
								{ kind: "placed", instance: target, parent: newParent, name },
							]),
					});
				},
			});
		},
	},
};

export const cloneInstance: ToolSpec = {
	definition: {
		name: "clone_instance",
		risk: "create",
		description: "Clones an instance (default: same parent and name).",
		parameters: objectSchema(
			{
				path: str("Instance path."),
				new_parent: str("Parent path for the copy."),
				new_name: str("Name of the copy."),
			},
			["path"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const found = resolveTarget(hosts.root, args.path, (t, shown) => movable(hosts, t, shown));
			if (!found.ok) return found;
			const { instance: target, path } = found.value;
			let newParent = target.Parent!;
			if (args.new_parent !== undefined) {
				const dest = resolvePath(hosts.root, args.new_parent as string);
				if (!dest.ok) return dest;
				newParent = dest.value;
			}
			if (!target.Archivable)
				return fail("permission", `${path} has Archivable = false, so it cannot be cloned.`);
			const name = (args.new_name as string | undefined) ?? target.Name;
			if (name === "") return fail("invalid_args", "new_name is empty.");
			const named = nameLengthProblem(name, "new_name");
			if (!named.ok) return named;
			const unique = uniqueNameProblem(
				newParent,
				name,
				newParent === hosts.root ? "game" : displayPath(hosts.root, newParent),
			);
			if (!unique.ok) return unique;
			const destPath = childPath(hosts, newParent, name);
			const count = target.GetDescendants().size() + 1;
			const checked = subtreeState(hosts, target);
			if (!checked.ok) return checked;
			// A copy of an API key would be a new place for the key to leak from.
			if (redactSecrets(checked.value, hosts.secrets?.() ?? []) !== checked.value)
				return fail(
					"permission",
					`${path} holds an API key (in a script, a value or an attribute); Lux does not copy it. Remove the key first.`,
				);
			const fingerprint = () => `${subtreeFingerprint(hosts, target)}|${placeFingerprint(hosts, newParent)}`;
			return ok({
				tool: "clone_instance",
				risk: "create",
				target: destPath,
				landings: [{ instance: newParent, reach: "children" }],
				title: `clone ${path} to ${destPath}`,
				preview: {
					kind: "subtree",
					path: destPath,
					action: "clone",
					outline: subtreeText(target, hosts.root),
					count,
				},
				fingerprint,
				apply: () => {
					const copy = target.Clone();
					copy.Name = name;
					copy.Parent = newParent;
					return ok({
						afterFingerprint: () => subtreeFingerprint(hosts, copy),
						revert: () => {
							copy.Parent = undefined;
							return ok(true as const);
						},
						touched: [destPath],
						verify: () =>
							verifyExpected(hosts, destPath, [
								{
									kind: "placed",
									instance: copy,
									parent: newParent,
									name,
									className: target.ClassName,
								},
							]),
					});
				},
			});
		},
	},
};

export const deleteInstance: ToolSpec = {
	definition: {
		name: "delete_instance",
		risk: "delete",
		description: "Deletes an instance and its descendants.",
		parameters: objectSchema({ path: str("Instance path.") }, ["path"]),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			// The engine refuses to unparent a service, so asking the user first would only end in a rollback.
			const found = resolveTarget(hosts.root, args.path, (t, shown) => movable(hosts, t, shown));
			if (!found.ok) return found;
			const { instance: target, path } = found.value;
			const oldParent = target.Parent!;
			const count = target.GetDescendants().size() + 1;
			const checked = subtreeState(hosts, target);
			if (!checked.ok) return checked;
			const fingerprint = () => subtreeFingerprint(hosts, target);
			return ok({
				tool: "delete_instance",
				risk: "delete",
				target: path,
				landings: [{ instance: target, reach: "subtree" }],
				title: `delete ${path}`,
				preview: { kind: "subtree", path, action: "delete", outline: subtreeText(target, hosts.root), count },
				deleteCount: count,
				fingerprint,
				apply: () => {
					const laterSiblings = siblingsAfter(target);
					target.Parent = undefined;
					return ok({
						afterFingerprint: () =>
							target.Parent === undefined ? "<deleted>" : subtreeFingerprint(hosts, target),
						revert: () => {
							reparentBefore(target, oldParent, laterSiblings);
							return ok(true as const);
						},
						touched: [path],
						verify: () => verifyExpected(hosts, path, [{ kind: "removed", instance: target }]),
					});
				},
			});
		},
	},
};
