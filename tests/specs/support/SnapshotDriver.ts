/**
 * For `npm run snapshots`: drives the panel to each live state (support/LiveStates: the real
 * loop and Tools against the scripted model server, the user's clicks and keys) at one width
 * and theme and returns the GUI dumps as JSON; the host renders them to HTML and PNG.
 *
 * Why in the simulator: the dumps carry the layout the simulator computed for the real
 * components, so the pictures show what the code draws, not a mock-up, and the cards show
 * what Tools previewed, not story data.
 */
import { HttpService } from "@rbxts/services";
import { LIVE_STATES } from "./LiveStates";

/**
 * Each live state is reached once at the first width, then drawn at every width and theme:
 * the widget resized and Studio's theme switched under it, as a user does. (Reaching every
 * state anew per width and theme ran the simulator's heap out.)
 */
export function renderSnapshots(
	themes: ReadonlyArray<"Dark" | "Light">,
	widths: ReadonlyArray<number>,
	height: number,
): string {
	const sim = LuxSim!;
	assert(sim.modelServerUrl() !== undefined, "the live states need the scripted model server");
	const out = new Array<{ name: string; theme: string; width: number; entries: unknown }>();
	for (const live of LIVE_STATES) {
		const shot = live.run(widths[0], height);
		for (const theme of themes) {
			sim.setTheme(theme);
			for (const width of widths) {
				sim.setSize(shot.screen, width, height);
				sim.flush();
				const [entries] = sim.dumpGui(shot.screen);
				out.push({ name: live.name, theme, width, entries });
			}
		}
		sim.setTheme("Dark");
		shot.done();
	}
	return HttpService.JSONEncode(out);
}
