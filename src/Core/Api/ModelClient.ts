/**
 * The interface the loop calls to get one model answer; ApiClient implements it.
 *
 * Why an interface: the loop's specs drive it with scripted clients, and another transport
 * (a proxy, a different API) can be added without touching the loop.
 */
import { ApiError } from "./ApiError";
import { ChatRequest } from "./ChatTypes";
import { ModelReply } from "./ModelReply";
import { Result } from "Shared/Result";

export interface CompletionControl {
	/** Polled between attempts and while streaming; a cancelled request stops retrying. */
	readonly isCancelled: () => boolean;
	/** Streamed text as it arrives (only when streaming). */
	readonly onDelta?: (text: string) => void;
	/** The streamed text so far is void: the stream failed and a plain request follows. */
	readonly onStreamReset?: (reason: string) => void;
	/** A transient failure is about to be retried after `delay` seconds. */
	readonly onRetry?: (error: ApiError, attempt: number, delay: number) => void;
}

export interface ModelClient {
	complete(request: ChatRequest, control: CompletionControl): Result<ModelReply, ApiError>;
}
