/**
 * Fingerprints of everything a change could overwrite: every property the engine lets a
 * plugin read, the name, the parent, attributes, tags and (for scripts) the editor's text,
 * for every instance in the reach of the change, with no cap on depth.
 *
 * Why all properties: the approval card shows a few values, but applying or undoing a change
 * writes over whatever the user did since the preview. A user edit to any property, anywhere
 * in the affected subtree, must make the operation stale (nothing applied) or make "Undo this
 * turn" ask first. A subtree too large to fingerprint cheaply is refused rather than applied
 * blind.
 */
import { Result, ok } from "Shared/Result";
import type { ToolHosts } from "../Hosts/ToolHosts";
import { displayPath } from "./PathResolver";
import { ToolFailure, fail } from "./ToolFailure";
import { readProperty } from "./InstanceText";

/** The most instances one fingerprint reads; larger changes are refused with a clear message. */
export const MAX_FINGERPRINT_NODES = 2000;

/** Exact text for a value: numbers round-trip, datatypes print every component. */
function exact(value: unknown, root: Instance): string {
	if (value === undefined) return "nil";
	if (typeIs(value, "string")) return string.format("%q", value);
	if (typeIs(value, "number")) return value === value ? string.format("%.17g", value) : "nan";
	if (typeIs(value, "Instance"))
		return value === root || value.IsDescendantOf(root) ? `@${displayPath(root, value)}` : "@<outside>";
	return `${typeOf(value)}(${tostring(value)})`;
}

const readableByClass = new Map<string, string[]>();

/** The names of the class's properties a plugin can read, in a stable order (Source aside: the editor's text is read). */
function readableNames(hosts: ToolHosts, instance: Instance): string[] {
	const cached = readableByClass.get(instance.ClassName);
	if (cached !== undefined) return cached;
	const names: string[] = [];
	for (const p of hosts.reflection.properties(instance.ClassName)) {
		if (p.name === "Source" || p.name === "Parent" || names.includes(p.name)) continue;
		const [readable] = readProperty(instance, p.name);
		if (readable) names.push(p.name);
	}
	names.sort();
	readableByClass.set(instance.ClassName, names);
	return names;
}

/** Everything observable about one instance. */
export function instanceState(hosts: ToolHosts, instance: Instance): string {
	const root = hosts.root;
	const parts = [instance.ClassName, exact(instance.Name, root), `parent=${exact(instance.Parent, root)}`];
	for (const name of readableNames(hosts, instance)) {
		const [, value] = readProperty(instance, name);
		parts.push(`${name}=${exact(value, root)}`);
	}
	const attributes = instance.GetAttributes();
	const keys: string[] = [];
	for (const [k] of attributes) keys.push(k);
	keys.sort();
	for (const k of keys) parts.push(`@${k}=${exact(attributes.get(k), root)}`);
	const tags = [...instance.GetTags()];
	tags.sort();
	parts.push(`tags=${tags.join(",")}`);
	if (!instance.IsA("LuaSourceContainer")) return parts.join("\n");
	// The text first, raw, after its length (the length says where it ends, so the rest cannot
	// be confused with it): `%q` escaped every byte of it, 8 ms of the simulator's CPU per
	// fingerprint of a 1.8 MB script, and an approved edit takes three.
	const source = hosts.scripts.read(instance);
	return `source#${source.size()}=${source}\n${parts.join("\n")}`;
}

/** Every instance of the subtree, depth first in child order; fails past MAX_FINGERPRINT_NODES. */
export function subtreeState(hosts: ToolHosts, top: Instance): Result<string, ToolFailure> {
	const count = top.GetDescendants().size() + 1;
	if (count > MAX_FINGERPRINT_NODES)
		return fail(
			"invalid_args",
			`${displayPath(hosts.root, top)} holds ${count} instances, more than the ${MAX_FINGERPRINT_NODES} Lux can check for edits made while the change waits for approval, so it will not change it in one step. Change smaller parts of it.`,
		);
	const parts: string[] = [];
	const visit = (node: Instance, depth: number) => {
		parts.push(`${depth}|${instanceState(hosts, node)}`);
		for (const child of node.GetChildren()) visit(child, depth + 1);
	};
	visit(top, 0);
	return ok(parts.join("\n--\n"));
}

/** subtreeState as a plain fingerprint: a subtree that grew past the cap reads as changed. */
export function subtreeFingerprint(hosts: ToolHosts, top: Instance): string {
	const state = subtreeState(hosts, top);
	return state.ok ? state.value : "<too large>";
}

/** Where an instance is and which names its children hold: a creation goes stale if either changed. */
export function placeFingerprint(hosts: ToolHosts, instance: Instance): string {
	if (instance !== hosts.root && !instance.IsDescendantOf(hosts.root)) return "<gone>";
	const names = instance.GetChildren().map((c) => c.Name);
	names.sort();
	return `${instance === hosts.root ? "game" : displayPath(hosts.root, instance)}|${names.join("\0")}`;
}
