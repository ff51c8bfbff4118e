/**
 * The plugin's own objects in the DataModel (hosts.protectedRoots).
 *
 * Why: Lux must not delete itself without asking, and its own code is noise for the model:
 * surveys, maps and searches skip it.
 */
import type { ToolHosts } from "../Hosts/ToolHosts";

export function isOwnObject(hosts: ToolHosts, instance: Instance): boolean {
	for (const own of hosts.protectedRoots ?? []) if (instance === own || instance.IsDescendantOf(own)) return true;
	return false;
}

/**
 * The descendants of `root` that are not the plugin's own: a branch holding no own object is
 * taken whole with one GetDescendants; only the few instances above an own object are walked
 * child by child. The plugin's tree (hundreds of modules) is never listed, and no instance is
 * checked against the protected roots' ancestry one by one (each instance call costs, and a
 * place holds thousands of parts).
 */
export function descendantsOutsideOwn(hosts: ToolHosts, root: Instance): Instance[] {
	const own = hosts.protectedRoots ?? [];
	if (own.size() === 0) return root.GetDescendants();
	const out: Instance[] = [];
	const visit = (node: Instance) => {
		for (const child of node.GetChildren()) {
			if (own.includes(child)) continue;
			out.push(child);
			if (own.some((o) => o.IsDescendantOf(child))) visit(child);
			else for (const d of child.GetDescendants()) out.push(d);
		}
	};
	visit(root);
	return out;
}
