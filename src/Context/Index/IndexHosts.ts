/**
 * What the script index needs from Studio: where to look, how to read a script, and the
 * change signals that keep it current without rescanning.
 *
 * Why interfaces: the index is logic; reading goes through ScriptEditorService in Studio
 * (the editor may hold text Source lacks) and change signals through instance events. Specs
 * and benchmarks pass the Studio implementations over the simulator, or fakes.
 */

export interface ScriptIndexHost {
	/** The containers scanned, e.g. the services a place keeps scripts in. */
	roots(): ReadonlyArray<Instance>;
	/** The script's current text (what the user sees in the editor). */
	read(target: LuaSourceContainer): string;
	/** The path shown to the model and used in labels, e.g. "ServerScriptService.Combat.Damage". */
	pathOf(target: LuaSourceContainer): string;
}

export type ScriptChange =
	| { readonly kind: "source"; readonly target: LuaSourceContainer }
	| { readonly kind: "added"; readonly target: LuaSourceContainer }
	| { readonly kind: "removed"; readonly target: LuaSourceContainer }
	/** Renamed or moved: the path changed, the text did not. */
	| { readonly kind: "renamed"; readonly target: LuaSourceContainer };

export interface ScriptChangeSource {
	/** Calls the listener for every change; returns the disconnect function. */
	subscribe(listener: (change: ScriptChange) => void): () => void;
	/**
	 * Starts reporting one script's own changes (text, name, folders above it). The index
	 * calls it for each script it reads, so subscribing costs nothing per script up front:
	 * wiring 20,000 scripts at once was over half a second in one frame.
	 */
	watch(target: LuaSourceContainer): void;
}
