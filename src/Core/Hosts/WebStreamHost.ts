/**
 * The streaming transport: HttpService:CreateWebStreamClient behind a small interface.
 *
 * Why here and optional: Studio's streaming API is new and partly UNCONFIRMED (POST bodies
 * for SSE, how `data:` lines arrive), so the client only streams through this host and falls
 * back to a plain request whenever it is missing or fails.
 */
import { HttpRequest } from "Shared/Hosts";

export type StreamMode = "SSE" | "RawStream";

export interface StreamHandlers {
	/**
	 * The response's status and headers (names lower-cased) when the platform gives them
	 * (WebStreamClient.Opened passes both). A status outside 2xx is a refusal, not an answer:
	 * its headers carry Retry-After, which the Error event (status and message only) cannot.
	 */
	readonly onOpened: (status?: number, headers?: Readonly<Record<string, string>>) => void;
	/** SSE mode: one event's data (or, on some builds, the raw event text); RawStream: a chunk. */
	readonly onMessage: (message: string) => void;
	readonly onError: (status: number, message: string) => void;
	readonly onClosed: () => void;
}

export interface StreamHandle {
	readonly close: () => void;
}

export interface WebStreamHost {
	/** Whether this Studio build has CreateWebStreamClient at all. */
	isAvailable(): boolean;
	readonly mode: StreamMode;
	/** Opens a stream; a string when it could not even be created. */
	open(request: HttpRequest, handlers: StreamHandlers): StreamHandle | string;
}
