/**
 * The simulator's `LuxSim` global (tests/sim/engine/simapi), as far as the plugin specs use it.
 * It exists only in the simulator; in real Studio these specs are skipped.
 */
declare const LuxSim: {
	loadPlace: (projectPath: string, parent?: Instance) => Instance;
	flush: () => void;
	snapshot: (root?: Instance) => string;
	userEdit: (name: string, fn: () => void) => void;
	history: () => { undo: string[]; redo: string[]; recording?: string; unrecorded: number };
	clearUnrecordedChanges: () => void;
	openDocument: (script: LuaSourceContainer, text?: string) => void;
	editDocument: (script: LuaSourceContainer, text: string) => void;
	editDocumentDuringNextUpdate: (script: LuaSourceContainer, text: string) => void;
	closeDocument: (script: LuaSourceContainer) => void;
	select: (instances: Instance[]) => void;
};

/** TestEZ's lifecycle hooks (in the runtime; @rbxts/testez's globals omit them). */
declare function beforeEach(callback: () => void): void;
declare function afterEach(callback: () => void): void;
