/**
 * Studio members that the installed @rbxts/types declarations lack but Studio has.
 *
 * Why here: the plugin must compile against them. The Studio simulator declares the same
 * members in packages/studio-sim/types/StudioExtras.d.ts (its class database reads that file),
 * so add a member to both.
 * Add a member only with a Creator Hub reference for it.
 */

interface PluginGui {
	/** The title shown above the widget. https://create.roblox.com/docs/reference/engine/classes/PluginGui#Title */
	Title: string;
	/** Replaces the close button's default (hide) with `callback`. https://create.roblox.com/docs/reference/engine/classes/PluginGui#BindToClose */
	BindToClose(this: PluginGui, callback?: () => void): void;
}

interface DockWidgetPluginGui {
	/** True when Studio restored the widget's previous state. https://create.roblox.com/docs/reference/engine/classes/DockWidgetPluginGui#HostWidgetWasRestored */
	readonly HostWidgetWasRestored: boolean;
}

interface PluginToolbarButton {
	/** Whether the button works while the 3D viewport is hidden (e.g. a script tab is open). */
	ClickableWhenViewportHidden: boolean;
	/** Whether the button can be clicked. https://create.roblox.com/docs/reference/engine/classes/PluginToolbarButton#Enabled */
	Enabled: boolean;
	/** The button's icon asset. https://create.roblox.com/docs/reference/engine/classes/PluginToolbarButton#Icon */
	Icon: string;
}

/**
 * Compiles Luau source without running it: the function, or undefined and the syntax error.
 * Plugins may call it in edit mode. Never call the returned function.
 */
declare function loadstring(
	source: string,
	chunkName?: string,
): LuaTuple<[compiled: Callback | undefined, syntaxError: string | undefined]>;

interface Selection {
	/** Fires when the Explorer selection changes. https://create.roblox.com/docs/reference/engine/classes/Selection#SelectionChanged */
	readonly SelectionChanged: RBXScriptSignal<() => void>;
}

interface StudioService {
	/** The script open in the script editor, if any. https://create.roblox.com/docs/reference/engine/classes/StudioService#ActiveScript */
	readonly ActiveScript: LuaSourceContainer | undefined;
}

/**
 * Sets a function's environment (Luau's setfenv). run_luau gives a snippet its own
 * environment so print/warn are captured. https://luau.org/library#global-functions
 */
declare function setfenv<T extends Callback>(fn: T, env: object): T;

interface StudioTestService {
	/** Starts a solo Test session; yields until it ends; returns the value given to EndTest, or nil. https://create.roblox.com/docs/reference/engine/classes/StudioTestService#ExecutePlayModeAsync */
	ExecutePlayModeAsync(this: StudioTestService, args: unknown): unknown;
	/** Starts a Run session; yields until it ends; returns the value given to EndTest, or nil. https://create.roblox.com/docs/reference/engine/classes/StudioTestService#ExecuteRunModeAsync */
	ExecuteRunModeAsync(this: StudioTestService, args: unknown): unknown;
}
