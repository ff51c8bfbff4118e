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
 * The descendants of `root` that are not the plugin's own, found by walking children and
 * never entering an own object: the plugin's tree (hundreds of modules) is not visited, and
 * no instance is checked against every protected root's ancestry.
 */
export function descendantsOutsideOwn(hosts: ToolHosts, root: Instance): Instance[] {
	const own = hosts.protectedRoots ?? [];
	if (own.size() === 0) return root.GetDescendants();
	const out: Instance[] = [];
	const stack: Instance[] = [root];
	while (stack.size() > 0) {
		const node = stack.pop()!;
		for (const child of node.GetChildren()) {
			if (own.includes(child)) continue;
			out.push(child);
			stack.push(child);
		}
	}
	return out;
}
