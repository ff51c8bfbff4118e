/**
 * A ScriptIndexHost over a place loaded under a folder (LuxSim.loadPlace), with paths
 * relative to that folder, so labels read "ServerScriptService.Services.ShopService".
 *
 * Why: specs and benchmarks load sample places into a folder rather than over the test
 * place's own services; the index must see the sample's layout, not the test harness.
 * Paths use the plugin's own grammar (Shared/InstancePath, as the Studio script watcher
 * writes them), so a name with a dot or two siblings of one name are addressed in the bench
 * exactly as the model sees them in Studio.
 */
import { ScriptIndexHost } from "Context";
import { pathOf } from "Shared/InstancePath";
import { resolvePath } from "Tools";

/**
 * Follows a plain dotted path (as `GetFullName` writes it) where names may contain dots:
 * each step takes a child whose whole name starts the rest of the path, trying longer names
 * first, and backs up when a longer choice leads nowhere.
 */
function findDotted(parent: Instance, rest: string): Instance | undefined {
	const candidates = parent
		.GetChildren()
		.filter((child) => rest === child.Name || rest.sub(1, child.Name.size() + 1) === child.Name + ".");
	candidates.sort((a, b) => a.Name.size() > b.Name.size());
	for (const child of candidates) {
		if (rest === child.Name) return child;
		const found = findDotted(child, rest.sub(child.Name.size() + 2));
		if (found !== undefined) return found;
	}
	return undefined;
}

export class PlaceIndexHost implements ScriptIndexHost {
	constructor(private readonly placeRoot: Instance) {}

	roots(): ReadonlyArray<Instance> {
		return this.placeRoot.GetChildren();
	}

	read(target: LuaSourceContainer): string {
		return (target as unknown as { Source: string }).Source;
	}

	pathOf(target: LuaSourceContainer): string {
		return pathOf(target, this.placeRoot);
	}

	/**
	 * The instance at a path relative to the place root: the plugin's path grammar first
	 * (quoted names, `[2]` positions, a leading `game`), then a plain dotted path whose names
	 * may hold dots, as a label copied from Studio's `GetFullName` reads.
	 */
	find(path: string): Instance | undefined {
		const resolved = resolvePath(this.placeRoot, path);
		if (resolved.ok) return resolved.value;
		const [plain] = path.gsub("^game%.", "");
		return findDotted(this.placeRoot, plain);
	}
}
