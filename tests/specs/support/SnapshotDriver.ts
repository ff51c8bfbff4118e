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

export function renderSnapshots(theme: "Dark" | "Light", width: number, height: number): string {
	const sim = LuxSim!;
	sim.setTheme(theme);
	const out = new Array<{ name: string; entries: unknown }>();
	assert(sim.modelServerUrl() !== undefined, "the live states need the scripted model server");
	for (const live of LIVE_STATES) {
		const shot = live.run(width, height);
		const [entries] = sim.dumpGui(shot.screen);
		out.push({ name: live.name, entries });
		shot.done();
	}
	sim.setTheme("Dark");
	return HttpService.JSONEncode(out);
}
