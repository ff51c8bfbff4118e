/**
 * The LuxSim members the tool specs use (packages/studio-sim/engine/simapi/Studio.luau), merged into
 * the shared LuxSimApi declaration, and TestEZ's lifecycle hooks, which the runtime has but
 * @rbxts/testez's globals omit.
 */
interface LuxSimApi {
	readonly loadPlace: (projectPath: string, parent?: Instance) => Instance;
	readonly snapshot: (root?: Instance) => string;
	readonly userEdit: (name: string, fn: () => void) => void;
	readonly history: () => { undo: string[]; redo: string[]; recording?: string; unrecorded: number };
	readonly clearUnrecordedChanges: () => void;
	readonly openDocument: (script: LuaSourceContainer, text?: string) => void;
	readonly editDocument: (script: LuaSourceContainer, text: string) => void;
	readonly editDocumentDuringNextUpdate: (script: LuaSourceContainer, text: string) => void;
	/** A collaborator's committed edit (Source and the open editor) lands during the next update. */
	readonly collaboratorEditDuringNextUpdate: (script: LuaSourceContainer, text: string) => void;
	readonly failNextUpdates: (script: LuaSourceContainer, message: string, count: number) => void;
	readonly updateCallCount: (script: LuaSourceContainer) => number;
	readonly closeDocument: (script: LuaSourceContainer) => void;
	readonly select: (instances: Instance[]) => void;
}

declare function beforeEach(callback: () => void): void;
declare function afterEach(callback: () => void): void;

/** Playtest helpers (packages/studio-sim/engine/simapi/Playtest.luau). */
interface LuxSimApi {
	readonly installPlaytestPlugin: (root: Instance) => void;
	readonly uninstallPlaytestPlugins: () => void;
	readonly stopPlaytest: () => boolean;
	readonly playtestRunning: () => boolean;
	/** Studio as if a playtest ran (RunService, undo, loadstring), without a session. */
	readonly setPlaying: (playing: boolean) => void;
	readonly getPluginSetting: (key: string) => unknown;
	readonly setPluginSetting: (key: string, value: unknown) => void;
}
