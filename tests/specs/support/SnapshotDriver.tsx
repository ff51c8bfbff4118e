/**
 * For `npm run snapshots`: mounts the panel in each story state at one width and theme and
 * returns the GUI dumps as JSON; the host renders them to HTML and PNG.
 *
 * Why in the simulator: the dumps carry the layout the simulator computed for the real
 * components, so the pictures show what the code draws, not a mock-up. The "live-" states go
 * further: they are reached through the real loop and Tools against the scripted model server
 * (support/LiveStates), so the cards show what Tools previewed, not story data.
 */
import Roact from "@rbxts/roact";
import { HttpService, StarterGui } from "@rbxts/services";
import { LuxRoot } from "UI/LuxRoot";
import { PanelStore } from "UI/Store";
import { recordingActions } from "./RecordingActions";
import { LIVE_STATES } from "./LiveStates";
import { ALL_STATES } from "./ReviewStates";
import { studioTheme } from "App/Studio";

export function renderSnapshots(theme: "Dark" | "Light", width: number, height: number): string {
	const sim = LuxSim!;
	sim.setTheme(theme);
	const out = new Array<{ name: string; entries: unknown }>();
	for (const story of ALL_STATES) {
		const screen = new Instance("ScreenGui");
		screen.Name = "Snapshot";
		screen.Parent = StarterGui;
		sim.setSize(screen, width, height);
		const store = new PanelStore(story.state);
		const tree = Roact.mount(
			<LuxRoot store={store} actions={recordingActions().actions} theme={studioTheme} clock={() => 14} />,
			screen,
			"LuxRoot",
		);
		sim.flush();
		const focused = sim.focusedTextBox();
		focused?.ReleaseFocus();
		sim.flush();
		story.act?.(screen);
		sim.flush();
		const [entries] = sim.dumpGui(screen);
		out.push({ name: story.name, entries });
		Roact.unmount(tree);
		screen.Destroy();
	}
	if (sim.modelServerUrl() !== undefined)
		for (const live of LIVE_STATES) {
			const shot = live.run(width, height);
			const [entries] = sim.dumpGui(shot.screen);
			out.push({ name: live.name, entries });
			shot.done();
		}
	sim.setTheme("Dark");
	return HttpService.JSONEncode(out);
}
