/**
 * The simulator-only `LuxSim` global (tests/sim/engine/simapi/*.luau); nil in real Studio.
 * Its functions are plain (dot-called) Luau functions, hence function-typed fields.
 * Declarations are additive: each area adds its members to the LuxSimApi interface.
 */
interface LuxSimApi {
	/** The scripted model server (tests/modelserver), "http://127.0.0.1:<port>". */
	readonly modelServerUrl: () => string | undefined;
	/** "allow" | "deny": the user's answer to Studio's per-domain HTTP prompt. */
	readonly setHttpPermission: (domain: string, mode: "allow" | "deny") => void;
	readonly setHttpEnabled: (enabled: boolean) => void;
	/** Every line written to the output so far. */
	readonly logHistory: () => Array<{ message: string; messageType?: unknown }> | Array<unknown>;
	/** Runs deferred work now, without advancing time. */
	readonly flush: () => void;
	readonly now: () => number;
	/** Loads a Rojo project directory or file (repo-relative) under parent (default Workspace). */
	readonly loadPlace: (projectPath: string, parent?: Instance) => Instance;
	/** Boots a plugin model already in the DataModel; yields on unload/reload (script thread). */
	readonly bootPlugin: (root: Instance) => LuxPluginHandle;
	/** A decoded copy of the plugin settings store (what Studio keeps on disk). */
	readonly settingsStore: () => Record<string, unknown>;
}

interface LuxPluginHandle {
	readonly plugin: Plugin;
	readonly root: Instance;
	readonly unload: () => unknown;
	/** Unloads and boots again; settings carry over. Returns the new handle. */
	readonly reload: () => LuxPluginHandle;
}

declare const LuxSim: LuxSimApi | undefined;
