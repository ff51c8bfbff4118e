/**
 * Puts an instance back at its old place among its siblings when a move or delete is undone.
 *
 * Why: re-parenting appends, so "Undo this turn" would leave a deleted or moved instance last
 * among its siblings, and GetChildren order (which scripts iterating children see) would
 * differ from before the turn. There is no API to insert at an index, so the siblings that
 * came after it are re-parented after it, in order. A sibling the engine will not re-parent
 * (Terrain, a locked instance) is left where it is: the order is then as close as possible,
 * and the undo itself still succeeds.
 *
 * Never through nil: parenting an instance to nil and back within one frame is known to crash
 * Studio (Rojo's plugin defers it; issue 16 item 8). The later siblings step through a holder
 * folder under the same parent, so they never leave the DataModel; the holder is destroyed
 * after, inside the same recording, so the place ends exactly as it was.
 */

/** The siblings after `instance`, in order, captured just before it is moved away. */
export function siblingsAfter(instance: Instance): Instance[] {
	const parent = instance.Parent;
	if (parent === undefined) return [];
	const children = parent.GetChildren();
	const index = children.indexOf(instance);
	return children.filter((_, i) => i > index);
}

/** Parents `instance` under `parent`, then moves `after` (still there) behind it in order. */
export function reparentBefore(instance: Instance, parent: Instance, after: ReadonlyArray<Instance>) {
	instance.Parent = parent;
	const moving = after.filter((sibling) => sibling.Parent === parent);
	if (moving.size() === 0) return;
	const holder = new Instance("Folder");
	holder.Name = "LuxSiblingOrder";
	const [made] = pcall(() => {
		holder.Parent = parent;
	});
	if (!made) {
		holder.Destroy();
		return;
	}
	const held = moving.filter((sibling) => pcall(() => (sibling.Parent = holder))[0]);
	for (const sibling of held) pcall(() => (sibling.Parent = parent));
	holder.Destroy();
}
