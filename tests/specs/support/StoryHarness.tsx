/**
 * Mounts one component with fake data inside the ThemeProvider, in a simulated ScreenGui,
 * for story-like specs.
 */
import Roact from "@rbxts/roact";
import { StarterGui } from "@rbxts/services";
import { ThemeProvider } from "UI/Theme";
import { studioTheme } from "App/Studio";

export interface Story {
	readonly screen: ScreenGui;
	readonly update: (element: Roact.Element) => void;
	readonly unmount: () => void;
}

export function mountStory(element: Roact.Element, width = 320, height = 480): Story {
	const screen = new Instance("ScreenGui");
	screen.Name = "Story";
	screen.Parent = StarterGui;
	LuxSim!.setSize(screen, width, height);
	const wrap = (e: Roact.Element) => (
		<ThemeProvider theme={studioTheme}>
			<frame Key="Story" Size={UDim2.fromScale(1, 1)} BackgroundTransparency={1}>
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} />
				{e}
			</frame>
		</ThemeProvider>
	);
	let tree = Roact.mount(wrap(element), screen, "Story");
	LuxSim!.flush();
	return {
		screen,
		update: (e) => {
			tree = Roact.update(tree, wrap(e));
			LuxSim!.flush();
		},
		unmount: () => {
			Roact.unmount(tree);
			screen.Destroy();
		},
	};
}

export function textOn(root: Instance, text: string): GuiObject | undefined {
	return LuxSim!.findByText(root, text);
}

export function buttonOn(root: Instance, label: string): TextButton {
	for (const d of root.GetDescendants()) if (d.IsA("TextButton") && d.Text === label) return d;
	error(`no button "${label}"`, 2);
}
