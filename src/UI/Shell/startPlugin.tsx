/**
 * Creates Lux's toolbar button and dock widget, mounts the Roact root into the widget, and
 * tears everything down when the plugin unloads.
 *
 * Why a function: the entry script only calls this with Studio's `plugin`, so specs can
 * start the same shell with a simulated plugin and check that unloading leaves nothing.
 */
import Roact from "@rbxts/roact";
import { Trove } from "@rbxts/trove";
import { LuxRoot } from "../LuxRoot";

export const WIDGET_ID = "LuxPanel";
export const TOOLBAR_NAME = "Lux";
export const BUTTON_ID = "LuxToggle";

export interface PluginShell {
	readonly widget: DockWidgetPluginGui;
	readonly button: PluginToolbarButton;
	/** Cleans up everything the shell created (also runs on plugin.Unloading). */
	readonly destroy: () => void;
}

export function startPlugin(host: Plugin): PluginShell {
	const trove = new Trove();
	const toolbar = trove.add(host.CreateToolbar(TOOLBAR_NAME));
	const button = trove.add(toolbar.CreateButton(BUTTON_ID, "Open the Lux assistant", "", "Lux"));
	button.ClickableWhenViewportHidden = true;

	const info = new DockWidgetPluginGuiInfo(Enum.InitialDockState.Right, false, false, 420, 640, 280, 320);
	const widget = trove.add(host.CreateDockWidgetPluginGuiAsync(WIDGET_ID, info));
	widget.Title = "Lux";
	widget.Name = "Lux";
	widget.ZIndexBehavior = Enum.ZIndexBehavior.Sibling;

	button.SetActive(widget.Enabled);
	trove.connect(button.Click, () => {
		widget.Enabled = !widget.Enabled;
	});
	trove.connect(widget.GetPropertyChangedSignal("Enabled"), () => button.SetActive(widget.Enabled));

	const tree = Roact.mount(<LuxRoot />, widget, "LuxRoot");
	trove.add(() => Roact.unmount(tree));

	let destroyed = false;
	const destroy = () => {
		if (destroyed) return;
		destroyed = true;
		trove.destroy();
	};
	trove.connect(host.Unloading, destroy);
	return { widget, button, destroy };
}
