/**
 * The plugin's composition root: creates Lux's toolbar button and dock widget, builds Tools
 * over Studio's hosts, the modules around them (LuxModules), the Conversation and the
 * panel's controller, mounts the Roact root into the widget, and tears everything down when
 * the plugin unloads.
 *
 * Why a function: the entry script only calls this with Studio's `plugin`, so specs can
 * start the same shell with a simulated plugin and check that unloading leaves nothing.
 * Studio's hosts come from App/Studio (studioShellHosts), the only folder that touches
 * Studio's globals; the toolbar and widget are made through the `plugin` it is given.
 */
import Roact from "@rbxts/roact";
import { Trove } from "@rbxts/trove";
import { ApiSettings } from "Core";
import { Conversation, ApprovalPreviews, PlaceNavigator, ToolsBridge, TurnCheckpoints } from "Conversation";
import { ProjectContext } from "Memory";
import { TaskPlanner } from "Planning";
import { createTools, ToolRunner } from "Tools";
import { recoveringHistory } from "Tools/Hosts";
import { LuxRoot, PanelController } from "UI";
import { runDoctor } from "./LuxDoctor";
import { placeKeyOf } from "Shared/SettingKeys";
import { createLuxModules, LuxModules, startPlaceIndex } from "./LuxModules";
import type { ShellHosts } from "./ShellHosts";
import { projectDiscovererFor, projectStoreForTools } from "./ToolStores";

export const WIDGET_ID = "LuxPanel";
export const TOOLBAR_NAME = "Lux";
export const BUTTON_ID = "LuxToggle";

/** What the plugin is wired with; by default Tools (issue 4) over Studio's hosts. */
export interface PluginOptions {
	readonly tools?: ToolRunner;
	readonly previews?: ApprovalPreviews;
	readonly checkpoints?: TurnCheckpoints;
	readonly navigator?: PlaceNavigator;
}

export interface PluginShell {
	readonly widget: DockWidgetPluginGui;
	/** The conversation: it outlives the widget being closed. */
	readonly conversation: Conversation;
	/** The panel's controller (its store and the intents it forwards). */
	readonly panel: PanelController;
	readonly button: PluginToolbarButton;
	/** Cleans up everything the shell created (also runs on plugin.Unloading). */
	readonly destroy: () => void;
}

/** `studio`: Studio's hosts, built by App/Studio (studioShellHosts). */
export function startPlugin(host: Plugin, studio: ShellHosts, options: PluginOptions = {}): PluginShell {
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
	trove.connect(widget.GetPropertyChangedSignal("Enabled"), () => {
		button.SetActive(widget.Enabled);
		// Opening the widget puts the cursor in the message box, as Studio's own panels do.
		const box = widget.FindFirstChild("MessageBox", true);
		if (widget.Enabled && box !== undefined && box.IsA("TextBox") && box.TextEditable) box.CaptureFocus();
	});

	const { clock, settings, http, dataModel } = studio;
	const placeKey = placeKeyOf(dataModel);
	// Tools over Studio (the plugin's own widget protected from edits), with this place's
	// notes as their project store and discovery over the place's script index (started
	// first, since the tools need it), behind verification and Safety (see LuxModules).
	let modules: LuxModules | undefined;
	let bridge: ToolsBridge | undefined;
	if (options.tools === undefined) {
		const project = new ProjectContext(settings, placeKey, clock);
		const planner = new TaskPlanner();
		const studioHosts = studio.toolHosts([widget]);
		const placeIndex = startPlaceIndex({ scripts: studioHosts.scripts, clock, frames: studio.frames, dataModel });
		const hosts = {
			...studioHosts,
			projectContext: projectStoreForTools(project),
			projectDiscoverer: projectDiscovererFor(placeIndex.index, clock),
			plan: planner,
			// The saved API key, so run_luau, get_output and playtest never return it.
			secrets: () => [new ApiSettings(settings).load().apiKey],
		};
		const tools = createTools(hosts);
		bridge = new ToolsBridge(tools);
		modules = createLuxModules(
			{
				settings,
				clock,
				http,
				scripts: hosts.scripts,
				selection: hosts.selection,
				toolHosts: hosts,
				project,
				dataModel,
				placeIndex,
				planner,
				frames: studio.frames,
			},
			bridge.runner,
		);
		trove.add(modules.destroy);
	}
	const runner = options.tools ?? modules!.runner;
	const conversation = new Conversation({
		settings,
		http,
		clock,
		stream: studio.stream(),
		tools: runner,
		previews: options.previews ?? bridge,
		checkpoints: options.checkpoints ?? bridge,
		navigator: options.navigator ?? bridge,
		policy: bridge,
		activity: bridge,
		lux: modules,
		memory: modules?.memory,
		placeKey,
	});
	trove.add(() => conversation.destroy());
	const panel = new PanelController(conversation);
	trove.add(() => panel.destroy());
	const doctor = () =>
		runDoctor({
			config: () => new ApiSettings(settings).load(),
			http,
			stream: studio.stream(),
			raw: studio.rawSettings,
			history: recoveringHistory(studio.history, settings),
			scripts: studio.scripts,
			anyScript: studio.anyScript,
			clock,
		});
	const tree = Roact.mount(
		<LuxRoot store={panel.store} actions={panel} theme={studio.theme} clock={() => clock.now()} doctor={doctor} />,
		widget,
		"LuxRoot",
	);
	trove.add(() => Roact.unmount(tree));

	let destroyed = false;
	const destroy = () => {
		if (destroyed) return;
		destroyed = true;
		trove.destroy();
	};
	trove.connect(host.Unloading, destroy);
	return { widget, conversation, panel, button, destroy };
}
