/**
 * A small place built for one ranking spec, indexed, handed to the spec and destroyed after.
 *
 * Why one: every ranking spec built a holder folder, indexed it with the plugin's path grammar
 * (PlaceIndexHost) and a Studio clock, ranked a message and destroyed the holder; seven specs
 * carried their own copy of those steps.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "./PlaceIndexHost";
import { folder } from "./PlaceBuilder";

/** Builds a place under a holder folder, indexes it and calls `use` with what `build` returned. */
export function withIndexedPlace<T, B = void>(
	name: string,
	build: (holder: Instance) => B,
	use: (index: ScriptIndex, selector: ContextSelector, built: B) => T,
): T {
	const holder = folder(name, game.GetService("ServerStorage"));
	try {
		const built = build(holder);
		const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
		index.build();
		return use(index, new ContextSelector(index), built);
	} finally {
		holder.Destroy();
	}
}

/** The paths of the scripts ranked for `message`, best first. */
export function rankedPaths(selector: ContextSelector, message: string): string[] {
	return selector.selectRelevantScripts({ message }).ranked.map((r) => r.entry.path);
}
