/**
 * A depth-first walk over instance trees that can stop after any instance and resume.
 *
 * Why frames, not a list of pending instances: one frame per level (a children list and a
 * cursor) stays small; pushing every child instead grew one array to the place's size, and
 * Luau's one-step array growth past 16k entries was a long slice of its own on a
 * 20,000-script place.
 */
export class TreeWalk {
	private stack: { readonly children: Instance[]; next: number }[] = [];

	start(roots: ReadonlyArray<Instance>): void {
		this.stack = [{ children: [...roots], next: 0 }];
	}

	done(): boolean {
		return this.stack.size() === 0;
	}

	/** One unit of the walk: the next instance, or undefined when a level ended (or all did). */
	advance(): Instance | undefined {
		const frame = this.stack[this.stack.size() - 1];
		if (frame === undefined) return undefined;
		if (frame.next >= frame.children.size()) {
			this.stack.pop();
			return undefined;
		}
		const child = frame.children[frame.next];
		frame.next += 1;
		const children = child.GetChildren();
		if (children.size() > 0) this.stack.push({ children, next: 0 });
		return child;
	}
}
