/**
 * Creates Lux's toolbar button and dock widget, mounts the Roact root into the widget, and
 * tears everything down when the plugin unloads.
 *
 * Why a function: the entry script only calls this with Studio's `plugin`, so specs can
 * start the same shell with a simulated plugin and check that unloading leaves nothing.
 */
import Roact from "@rbxts/roact";
import { Trove } from "@rbxts/trove";
import { ApiSettings, StudioClockHost, StudioHttpHost, StudioSettingsHost, StudioWebStreamHost } from "Core";
import { projectDiscovererFor, projectStoreForTools } from "Coordination";
import { ProjectContext } from "Memory";
import { TaskPlanner } from "Planning";
import { createStudioToolHosts, createTools, ToolRunner } from "Tools";
import { recoveringHistory, studioHistory, studioScripts } from "Tools/Hosts";
import { pluginSettingsStore } from "Shared/StudioHosts";
import { runDoctor } from "../Doctor";
import { LuxRoot } from "../LuxRoot";
import { ApprovalPreviews, LoopSession, PlaceNavigator, TurnCheckpoints } from "../Session";
import { createLuxModules, LuxModules, placeKeyOf, startPlaceIndex } from "./LuxModules";
import { ToolsBridge } from "./ToolsBridge";

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
	/** The panel's session: the conversation outlives the widget being closed. */
	readonly session: LoopSession;
	readonly button: PluginToolbarButton;
	/** Cleans up everything the shell created (also runs on plugin.Unloading). */
	readonly destroy: () => void;
}

/** A script for the doctor to read: the first in the services scripts usually live in. */
function firstScript(): LuaSourceContainer | undefined {
	for (const name of ["ServerScriptService", "ReplicatedStorage", "StarterPlayer", "Workspace"] as const) {
		const found = game.GetService(name).FindFirstChildWhichIsA("LuaSourceContainer", true);
		if (found !== undefined) return found;
	}
	return undefined;
}

export function startPlugin(host: Plugin, options: PluginOptions = {}): PluginShell {
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

	const clock = new StudioClockHost();
	const settings = new StudioSettingsHost(host);
	const http = new StudioHttpHost();
	// Tools over Studio (the plugin's own widget protected from edits), with this place's
	// notes as their project store and discovery over the place's script index (started
	// first, since the tools need it), behind verification and Safety (see LuxModules).
	let modules: LuxModules | undefined;
	let bridge: ToolsBridge | undefined;
	if (options.tools === undefined) {
		const project = new ProjectContext(settings, placeKeyOf(), clock);
		const planner = new TaskPlanner();
		const studioHosts = createStudioToolHosts(host, [widget]);
		const placeIndex = startPlaceIndex({ scripts: studioHosts.scripts, clock });
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
				placeIndex,
				planner,
			},
			bridge.runner,
		);
		trove.add(modules.destroy);
	}
	const runner = options.tools ?? modules!.runner;
	const session = new LoopSession({
		settings,
		http,
		clock,
		stream: new StudioWebStreamHost("SSE"),
		tools: runner,
		previews: options.previews ?? bridge,
		checkpoints: options.checkpoints ?? bridge,
		navigator: options.navigator ?? bridge,
		policy: bridge,
		lux: modules,
		memory: modules?.memory,
	});
	const doctor = () =>
		runDoctor({
			config: () => new ApiSettings(settings).load(),
			http,
			stream: new StudioWebStreamHost("SSE"),
			raw: pluginSettingsStore(host),
			history: recoveringHistory(studioHistory, settings),
			scripts: studioScripts,
			anyScript: firstScript,
			clock,
		});
	const tree = Roact.mount(
		<LuxRoot store={session.store} actions={session} clock={() => clock.now()} doctor={doctor} />,
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
	return { widget, session, button, destroy };
}
