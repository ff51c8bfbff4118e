/**
 * A slow script does not slow the walk of the place after it.
 *
 * Why: the index learns a script's cost and does not start one that would end past its slice's
 * deadline. That gate also stopped walk steps, which cost next to nothing: after one slow
 * script each slice walked a single instance, so a map of 20,000 parts after it took 20,000
 * frames to index (a generated flat place: 369 s of the index's clock, 28 s after the fix).
 */
import { ScriptIndex } from "Context";
import { FakeClock } from "../support/FakeClock";
import { PlaceIndexHost } from "../support/PlaceIndexHost";
import { folder, module } from "../support/PlaceBuilder";

/** Reading a script spends clock time: the script named Slow 10 ms (more than a slice), others 0.1 ms. */
class TimedHost extends PlaceIndexHost {
	constructor(
		root: Instance,
		private readonly clock: FakeClock,
	) {
		super(root);
	}

	read(target: LuaSourceContainer): string {
		this.clock.time += target.Name === "Slow" ? 0.01 : 0.0001;
		return super.read(target);
	}
}

export = () => {
	if (LuxSim === undefined) return;
	it("walks the instances after a slow script in a few slices, not one per slice", () => {
		const holder = folder("IndexWalkPlace", game.GetService("ServerStorage"));
		try {
			const first = folder("A", holder);
			module("Slow", first, "return 1\n");
			const map = folder("Map", holder);
			for (let i = 0; i < 1500; i++) {
				const part = new Instance("Part");
				part.Parent = map;
			}
			module("Last", folder("Z", holder), "return 2\n");
			const clock = new FakeClock();
			const index = new ScriptIndex(new TimedHost(holder, clock), clock);
			let slices = 0;
			index.build(undefined, () => (slices += 1));
			expect(index.size()).to.equal(2);
			if (slices > 20) error(`the walk took ${slices} slices`);
		} finally {
			holder.Destroy();
		}
	});
};
