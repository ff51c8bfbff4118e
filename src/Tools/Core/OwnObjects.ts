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
