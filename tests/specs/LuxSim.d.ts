/**
 * The simulator-only `LuxSim` global: packages/studio-sim's spec API (engine/simapi/*.luau)
 * under the name Lux's harness gives it, plus tests/harness/simapi/*.luau; nil in real Studio.
 * Its functions are plain (dot-called) Luau functions, hence function-typed fields.
 * Declarations are additive: each area adds its members to the LuxSimApi interface.
 */
interface LuxSimApi {
	/** The scripted model server (tests/harness/modelserver), "http://127.0.0.1:<port>". */
	readonly modelServerUrl: () => string | undefined;
	/** SSE-mode web streams: one event's data per message ("events", default) or raw text pieces. */
	readonly setSseDelivery: (mode: "events" | "pieces") => void;
	/** "allow" | "deny": the user's answer to Studio's per-domain HTTP prompt. */
	readonly setHttpPermission: (domain: string, mode: "allow" | "deny") => void;
	readonly setHttpEnabled: (enabled: boolean) => void;
	/** A loopback port with nothing listening, when the host started the test server. */
	readonly closedPort: () => number | undefined;
	/** Every line written to the output so far. */
	readonly logHistory: () => Array<{ message: string; messageType?: unknown }> | Array<unknown>;
	/** Runs deferred work now, without advancing time. */
	readonly flush: () => void;
	readonly now: () => number;

	// GUI, as a user (simapi/Gui.luau). Each action flushes deferred work.
	readonly click: (target: GuiObject) => void;
	readonly typeInto: (box: TextBox, text: string, pressEnter?: boolean) => void;
	/** Pastes text into a TextBox as one Text change (Ctrl+V). */
	readonly paste: (box: TextBox, text: string) => void;
	readonly pressKey: (keyCodeName: string) => void;
	/** Holds a key (InputBegan) until releaseKey (InputEnded); UserInputService:IsKeyDown reports it. */
	readonly holdKey: (keyCodeName: string) => void;
	readonly releaseKey: (keyCodeName: string) => void;
	readonly focusedTextBox: () => TextBox | undefined;
	/** Moves the mouse over target (MouseEnter/MouseLeave); keys with no TextBox focused go to what it is over. */
	readonly hover: (target: GuiObject) => void;
	/** Moves the mouse off every GUI (MouseLeave on everything hovered). */
	readonly unhover: () => void;
	/** The plugin widget a click gave window focus to, or nil. */
	readonly focusedWindow: () => PluginGui | undefined;
	readonly findByName: (root: Instance, name: string) => Instance | undefined;
	/** First visible text object under root whose displayed text contains `text`. */
	readonly findByText: (root: Instance, text: string) => GuiObject | undefined;
	readonly setSize: (layerCollector: LayerCollector, w: number, h: number) => void;
	/** Back-to-front list of what is drawn (plain data; see services/GuiDump.luau), and the instances. */
	readonly dumpGui: (root: Instance) => LuaTuple<[Array<LuxSimDumpEntry>, Array<Instance>]>;

	// Plugin and Studio user (simapi/Plugin.luau, simapi/Studio.luau).
	readonly setTheme: (name: "Dark" | "Light") => void;
	readonly settingsStore: () => { [key: string]: unknown };
	readonly clearSettings: () => void;
	/** The raw text per key, as Studio's settings file holds it; restoreSettings puts such a copy back. */
	readonly settingsRaw: () => { [key: string]: string };
	readonly restoreSettings: (raw: { [key: string]: string }) => void;
	/** Why the store was lost, per write that would corrupt Studio's settings file (Plugin.yaml). */
	readonly settingsCorruptions: () => string[];
	/** The canonical text of a subtree (default: the whole place), for == comparisons. */
	readonly snapshot: (root?: Instance) => string;
	readonly clearUnrecordedChanges: () => void;
	/** Runs fn as the user editing in Studio (one waypoint named `name`). */
	readonly userEdit: (name: string, fn: () => void) => void;
	/** The options of the plugin's last OpenScriptDocumentAsync on `script`, or nil. */
	readonly documentOpenOptions: (script: Instance) => unknown;
	/** What the editor highlights after that call (documented HighlightRange keys only), or nil. */
	readonly documentHighlight: (
		script: Instance,
	) => { startLine: number; startCharacter: number; endLine: number; endCharacter: number } | undefined;
	/** Loads a Rojo project directory or file (repo-relative) under parent (default Workspace). */
	readonly loadPlace: (projectPath: string, parent?: Instance) => Instance;
	/** Boots a plugin model already in the DataModel; yields on unload/reload (script thread). */
	readonly bootPlugin: (root: Instance) => LuxPluginHandle;
	/** The user presses Play: the plugin file loads in a server and a client copy (IsRunning true). */
	readonly playSolo: (path: string) => { readonly copies: LuxPluginHandle[]; readonly stop: () => void };
	/** Each instance parented to nil and back within one frame since the last clear (known to crash Studio). */
	readonly reparentHazards: () => string[];
	readonly clearReparentHazards: () => void;
	/** The user clicks a plugin toolbar button (nothing happens while it is disabled). */
	readonly clickToolbarButton: (button: PluginToolbarButton) => boolean;
	/** Boots a built plugin file (e.g. "dist/Lux.rbxmx") as Studio loads an installed plugin. */
	readonly loadPluginFile: (path: string) => LuxPluginHandle;
}

interface LuxPluginHandle {
	readonly plugin: Plugin;
	readonly root: Instance;
	readonly unload: () => unknown;
	/** Unloads and boots again; settings carry over. Returns the new handle. */
	readonly reload: () => LuxPluginHandle;
}

/** One drawn object in LuxSim.dumpGui (the fields the panel specs read). */
interface LuxSimDumpEntry {
	readonly class: string;
	readonly name: string;
	readonly path: string;
	readonly x: number;
	readonly y: number;
	readonly w: number;
	readonly h: number;
	readonly text?: string;
	readonly textColor?: { r: number; g: number; b: number };
	readonly backgroundColor: { r: number; g: number; b: number };
	readonly backgroundTransparency: number;
	readonly [key: string]: unknown;
}

declare const LuxSim: LuxSimApi | undefined;
