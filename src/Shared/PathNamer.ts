/**
 * Paths for many instances at once (a listing), each parent's children read once.
 *
 * Why: a path tells twins apart by position (`Brick[2]`), so each step of `pathOf` reads every
 * child of the parent. A listing of the instances in one big folder (a select-all in the
 * Explorer, find_instances over a map of 30,000 parts) did that once per line: hundreds of
 * lines, each reading the whole folder, froze Studio for seconds. One namer serves one answer;
 * it is not kept, so a later change to the place is never answered from it.
 */
import { PathSegment, childSegments, formatSegments } from "./InstancePath";

export class PathNamer {
	private readonly segments = new Map<Instance, Map<Instance, PathSegment>>();

	constructor(private readonly root: Instance) {}

	/** The path of `instance` from the root, as `pathOf` writes it ("game" for the root itself). */
	pathOf(instance: Instance): string {
		if (instance === this.root) return "game";
		const out: PathSegment[] = [];
		let current: Instance | undefined = instance;
		while (current !== undefined && current !== this.root) {
			const parent: Instance | undefined = current.Parent;
			out.unshift(parent === undefined ? { name: current.Name } : this.segmentIn(parent, current));
			current = parent;
		}
		return formatSegments(out);
	}

	private segmentIn(parent: Instance, child: Instance): PathSegment {
		let known = this.segments.get(parent);
		if (known === undefined) {
			known = new Map();
			for (const [c, segment] of childSegments(parent)) known.set(c, segment);
			this.segments.set(parent, known);
		}
		return known.get(child) ?? { name: child.Name };
	}
}
