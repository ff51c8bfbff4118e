/**
 * Mounts the real panel (LuxRoot over a PanelController over a Conversation) in a simulated ScreenGui, wired like
 * the plugin but with MemorySettings and the FAKE PanelFakeTools (or real Tools, alone or
 * with the plugin's modules through LuxModules), against the scripted model server; plus
 * helpers a spec needs to act as the user and wait for the loop.
 */
import Roact from "@rbxts/roact";
import { StarterGui } from "@rbxts/services";
import { Message, SETTING_KEYS } from "Core";
import { SETTINGS, TextSizeChoice } from "Shared";
import { StudioClockHost, StudioHttpHost, StudioWebStreamHost, everyFrame, studioTheme } from "App/Studio";
import { LuxRoot } from "UI/LuxRoot";
import { PanelController, PanelStore } from "UI/Store";
import { Conversation, saveConversation, ToolsBridge } from "Conversation";
import { SCRIPT_ROOTS } from "Context";
import { ProjectContext } from "Memory";
import { TaskPlanner } from "Planning";
import { Tools } from "Tools/createTools";
import { createLuxModules, LuxModules } from "App/LuxModules";
import { placeKeyOf } from "Shared/SettingKeys";
import { MemorySettings } from "./MemorySettings";
import { loadScenario } from "./ModelServerClient";
import { PanelFakeTools } from "./PanelFakeTools";

export const PANEL_KEY = "sk-or-v1-panel-secret-0123456789abcdef";

export interface Panel {
	readonly screen: ScreenGui;
	/** The headless conversation the panel renders. */
	readonly conversation: Conversation;
	/** What the panel renders (the conversation's state and the page). */
	readonly store: PanelStore;
	readonly tools: PanelFakeTools;
	readonly settings: MemorySettings;
	readonly server: string;
	/** The plugin's modules, when mounted with `lux`. */
	readonly modules?: LuxModules;
	readonly unmount: () => void;
}

export function sim(): LuxSimApi {
	assert(LuxSim !== undefined, "these specs need the Lux simulator");
	return LuxSim;
}

export function server(): string {
	const url = sim().modelServerUrl();
	assert(url !== undefined, "the scripted model server is not running");
	return url;
}

/** Loads a scenario (turns and optional account/models) into the model server. */
export function loadTurns(scenario: object): void {
	loadScenario(
		server(),
		game.GetService("HttpService").JSONEncode({ name: "panel", user: ["-"], expect: {}, ...scenario }),
	);
}

export interface PanelOptions {
	readonly withKey?: boolean;
	readonly width?: number;
	/** The panel's height (default 640). */
	readonly height?: number;
	readonly settings?: MemorySettings;
	/** Real Tools through the shell's bridge, instead of the FAKE PanelFakeTools. */
	readonly bridge?: ToolsBridge;
	/** Stream replies (SSE through the simulator's web streams). */
	readonly streaming?: boolean;
	/** Settings > Text size, as chosen in an earlier session. */
	readonly textSize?: TextSizeChoice;
	/** A conversation saved by an earlier session, restored when the panel starts. */
	readonly conversation?: ReadonlyArray<Message>;
	/** Real Tools with the plugin's modules (index, memory, verification, Safety, the Task). */
	readonly lux?: { readonly tools: Tools; readonly project: ProjectContext; readonly planner?: TaskPlanner };
}

export function mountPanel(options: PanelOptions = {}): Panel {
	const url = server();
	const settings = options.settings ?? new MemorySettings();
	if (options.settings === undefined) {
		// Without a key this is a first run, which points at OpenRouter (a keyless custom
		// endpoint is a connection the user saved: the chat would open, not the setup).
		if (options.withKey !== false) settings.set(SETTING_KEYS.baseUrl, `${url}/api/v1`);
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		if (options.withKey !== false) settings.set(SETTING_KEYS.apiKey, PANEL_KEY);
		if (options.streaming) settings.set(SETTING_KEYS.streaming, true);
	}
	if (options.textSize !== undefined) settings.set(SETTINGS.textSize.key, options.textSize);
	const placeKey = placeKeyOf(game);
	if (options.conversation !== undefined) saveConversation(settings, placeKey, options.conversation);
	const tools = new PanelFakeTools();
	const clock = new StudioClockHost();
	const http = new StudioHttpHost();
	const bridge = options.bridge ?? (options.lux !== undefined ? new ToolsBridge(options.lux.tools) : undefined);
	const hosts = options.lux?.tools.hosts;
	const modules =
		options.lux !== undefined && hosts !== undefined
			? createLuxModules(
					{
						settings,
						clock,
						frames: everyFrame,
						http,
						scripts: hosts.scripts,
						selection: hosts.selection,
						toolHosts: hosts,
						project: options.lux.project,
						planner: options.lux.planner,
						// Lux's own code and these specs live in ReplicatedStorage here; index the place only.
						indexRoots: SCRIPT_ROOTS.filter((name) => name !== "ReplicatedStorage"),
						dataModel: hosts.root,
					},
					bridge!.runner,
				)
			: undefined;
	const conversation = new Conversation({
		settings,
		http,
		clock,
		tools: modules?.runner ?? bridge?.runner ?? tools,
		previews: bridge ?? tools,
		checkpoints: bridge,
		navigator: bridge,
		policy: bridge,
		activity: bridge,
		stream: new StudioWebStreamHost("SSE"),
		lux: modules,
		memory: modules?.memory,
		placeKey,
	});
	const controller = new PanelController(conversation);
	const screen = new Instance("ScreenGui");
	screen.Name = "PanelSpec";
	screen.Parent = StarterGui;
	sim().setSize(screen, options.width ?? 360, options.height ?? 640);
	const tree = Roact.mount(
		<LuxRoot store={controller.store} actions={controller} theme={studioTheme} clock={() => clock.now()} />,
		screen,
		"LuxRoot",
	);
	sim().flush();
	return {
		screen,
		conversation,
		store: controller.store,
		tools,
		settings,
		server: url,
		modules,
		unmount: () => {
			conversation.destroy();
			controller.destroy();
			modules?.destroy();
			Roact.unmount(tree);
			screen.Destroy();
		},
	};
}

/** Waits (simulated time) until `predicate` holds; errors with `what` after `timeout` seconds. */
export function waitFor(what: string, predicate: () => boolean, timeout = 10): void {
	const start = os.clock();
	while (!predicate()) {
		if (os.clock() - start > timeout) error(`timed out waiting for ${what}`, 2);
		task.wait(0.05);
	}
	sim().flush();
}

export function byText(panel: Panel, text: string): GuiObject {
	const found = sim().findByText(panel.screen, text);
	assert(found !== undefined, `nothing on screen shows "${text}"`);
	return found;
}

export function hasText(panel: Panel, text: string): boolean {
	return sim().findByText(panel.screen, text) !== undefined;
}

export function inputBox(panel: Panel): TextBox {
	const box = sim().findByName(panel.screen, "MessageBox");
	assert(box !== undefined && box.IsA("TextBox"), "no message box");
	return box;
}

/** A Settings or setup field's text box, by the field's name. */
export function field(panel: Panel, name: string): TextBox {
	return sim().findByName(sim().findByName(panel.screen, name)!, "Input") as TextBox;
}

/** The user selects the box's text and types over it. */
export function retype(box: TextBox, text: string): void {
	box.Text = "";
	sim().typeInto(box, text);
}

/** The user types a message and presses Enter. */
export function sendMessage(panel: Panel, text: string): void {
	sim().typeInto(inputBox(panel), text, true);
}

/** The button whose label is exactly `label` (TextButtons only). */
export function button(panel: Panel, label: string): TextButton {
	for (const d of panel.screen.GetDescendants()) {
		if (d.IsA("TextButton") && d.Text === label && d.Visible) return d;
	}
	error(`no button "${label}"`, 2);
}

/** Scrolls the page so `target` is in view, as the user would with the wheel. */
export function reveal(target: GuiObject) {
	const frame = target.FindFirstAncestorWhichIsA("ScrollingFrame");
	if (frame !== undefined) {
		const offset = target.AbsolutePosition.Y - frame.AbsolutePosition.Y;
		if (offset < 0 || offset + target.AbsoluteSize.Y > frame.AbsoluteSize.Y) {
			frame.CanvasPosition = new Vector2(0, math.max(0, frame.CanvasPosition.Y + offset - 40));
			sim().flush();
		}
	}
}

/** Scrolls the page so `target` is in view, as the user would with the wheel, then clicks it. */
export function press(target: GuiObject) {
	reveal(target);
	sim().click(target);
}
