/**
 * The simulator-only `LuxSim` global (tests/sim/engine/simapi/*.luau); nil in real Studio.
 * Declarations are additive: each area adds its members to the LuxSimApi interface.
 */
interface LuxSimApi {
	/** The scripted model server (tests/modelserver), "http://127.0.0.1:<port>". */
	modelServerUrl(): string | undefined;
	/** "allow" | "deny": the user's answer to Studio's per-domain HTTP prompt. */
	setHttpPermission(domain: string, mode: "allow" | "deny"): void;
	setHttpEnabled(enabled: boolean): void;
	/** Every line written to the output so far. */
	logHistory(): Array<{ message: string; messageType?: unknown }> | Array<unknown>;
	/** Runs deferred work now, without advancing time. */
	flush(): void;
	now(): number;
}

declare const LuxSim: LuxSimApi | undefined;
