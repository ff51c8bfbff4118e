/**
 * The small interfaces through which logic modules reach Roblox side effects.
 *
 * Why: HttpService, ChangeHistoryService, ScriptEditorService, plugin settings, Selection
 * and the clock are passed in, never imported by logic modules, so those modules stay
 * pure and testable with fakes and the simulator. src/App/Studio implements them for Studio.
 */

export interface HttpRequest {
	readonly url: string;
	readonly method: "GET" | "POST";
	readonly headers: Readonly<Record<string, string>>;
	readonly body?: string;
	/** Seconds before the request is abandoned. */
	readonly timeout: number;
}

export interface HttpResponse {
	readonly statusCode: number;
	readonly statusMessage: string;
	/** Header names are lower-case, as Studio returns them. */
	readonly headers: Readonly<Record<string, string>>;
	readonly body: string;
}

/** A request either answers (any status) or fails to reach the server (the thrown message). */
export type HttpOutcome =
	{ readonly ok: true; readonly response: HttpResponse } | { readonly ok: false; readonly error: string };

export interface HttpHost {
	request(request: HttpRequest): HttpOutcome;
}

export interface ClockHost {
	/** Seconds on a monotonic clock. */
	now(): number;
	/** Suspends the calling thread. */
	wait(seconds: number): void;
	/** A number in [0, 1), for jitter. */
	random(): number;
	/** Seconds since the Unix epoch (os.time), for dates a user reads; without it, os.time(). */
	epochSeconds?(): number;
}

export interface SettingsHost {
	get(key: string): unknown;
	set(key: string, value: unknown): void;
}

export interface ChangeHistoryHost {
	/** Opens a recording; undefined when another recording is open (Studio allows one). */
	tryBegin(name: string, displayName: string): string | undefined;
	commit(id: string): void;
	cancel(id: string): void;
}

export interface ScriptEditorHost {
	/** What the user sees in the editor (may differ from Source while the script is open). */
	read(script: LuaSourceContainer): string;
	/** Replaces the text through ScriptEditorService; `transform` gets the current text. */
	update(script: LuaSourceContainer, transform: (current: string) => string | undefined): EditOutcome;
	/** Opens the script at a line (for "Open script at the change"). */
	open(script: LuaSourceContainer, line?: number): void;
}

/** Success, or the message of what failed. */
export type EditOutcome = { readonly ok: true } | { readonly ok: false; readonly error: string };

export interface SelectionHost {
	get(): Instance[];
	set(instances: Instance[]): void;
}

/** Something the plugin reports to the user without it being an error (e.g. a reset setting). */
export interface NoticeSink {
	notice(text: string): void;
}

/** Calls `tick` once per frame until the returned disconnect is called (Studio: RunService.Heartbeat). */
export type FrameSource = (tick: () => void) => () => void;
