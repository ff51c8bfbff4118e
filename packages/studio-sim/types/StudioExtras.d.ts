/**
 * Studio members the installed @rbxts/types declarations lack but Studio has.
 *
 * Why: the simulator implements these members (its engine and its own specs use them), and
 * its class database is built from @rbxts/types, so they are declared here and always read.
 * A plugin project that compiles against more such members passes its own .d.ts as
 * `classDatabase.extraTypes`. Each member cites its creator-docs page
 * (Roblox/creator-docs content/en-us/reference/engine/classes/<Class>.yaml).
 */

interface PluginGui {
	/** PluginGui.yaml Title: the title shown above the widget. */
	Title: string;
	/** PluginGui.yaml BindToClose: replaces the close button's default (hide) with `callback`. */
	BindToClose(this: PluginGui, callback?: () => void): void;
}

interface DockWidgetPluginGui {
	/** DockWidgetPluginGui.yaml HostWidgetWasRestored: Studio restored the widget's previous state. */
	readonly HostWidgetWasRestored: boolean;
}

interface PluginToolbarButton {
	/** PluginToolbarButton.yaml ClickableWhenViewportHidden. */
	ClickableWhenViewportHidden: boolean;
	/** PluginToolbarButton.yaml Enabled: whether the button can be clicked. */
	Enabled: boolean;
	/** PluginToolbarButton.yaml Icon: the button's icon asset. */
	Icon: string;
}

interface Selection {
	/** Selection.yaml SelectionChanged: fires when the Explorer selection changes. */
	readonly SelectionChanged: RBXScriptSignal<() => void>;
}

interface StudioService {
	/** StudioService.yaml ActiveScript: the script open in the script editor, if any. */
	readonly ActiveScript: LuaSourceContainer | undefined;
}

interface StudioTestService {
	/** StudioTestService.yaml ExecutePlayModeAsync: a solo Test session; yields until EndTest. */
	ExecutePlayModeAsync(this: StudioTestService, args: unknown): unknown;
	/** StudioTestService.yaml ExecuteRunModeAsync: a Run session; yields until EndTest. */
	ExecuteRunModeAsync(this: StudioTestService, args: unknown): unknown;
}
