/**
 * A ScriptIndexHost over a place loaded under a folder (LuxSim.loadPlace), with paths
 * relative to that folder, so labels read "ServerScriptService.Services.ShopService".
 *
 * Why: specs and benchmarks load sample places into a folder rather than over the test
 * place's own services; the index must see the sample's layout, not the test harness.
 */
import { ScriptIndexHost } from "Context";

export class PlaceIndexHost implements ScriptIndexHost {
	private readonly prefix: string;

	constructor(private readonly placeRoot: Instance) {
		this.prefix = placeRoot.GetFullName() + ".";
	}

	roots(): ReadonlyArray<Instance> {
		return this.placeRoot.GetChildren();
	}

	read(target: LuaSourceContainer): string {
		return (target as unknown as { Source: string }).Source;
	}

	pathOf(target: LuaSourceContainer): string {
		const full = target.GetFullName();
		return full.sub(1, this.prefix.size()) === this.prefix ? full.sub(this.prefix.size() + 1) : full;
	}

	/** The instance at a path relative to the place root. */
	find(path: string): Instance | undefined {
		let current: Instance | undefined = this.placeRoot;
		for (const [name] of path.gmatch("[^%.]+")) {
			current = current?.FindFirstChild(name as string);
			if (current === undefined) return undefined;
		}
		return current;
	}
}
