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
	/** A loopback port with nothing listening, when the host started the test server. */
	readonly closedPort: () => number | undefined;
	/** Every line written to the output so far. */
	readonly logHistory: () => Array<{ message: string; messageType?: unknown }> | Array<unknown>;
	/** Runs deferred work now, without advancing time. */
	readonly flush: () => void;
	readonly now: () => number;
}

declare const LuxSim: LuxSimApi | undefined;
