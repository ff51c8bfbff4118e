/**
 * Progress callbacks for the panel: what the loop is doing, as it does it.
 *
 * Why plain optional functions (not signals): one listener, the Conversation (its Turns),
 * turns them into state the UI renders; a callback that is not given costs nothing. All are called on the loop's thread.
 */
import { ApiError } from "../Api/ApiError";
import { Usage } from "../Api/Usage";
import { Message } from "../History/Message";
import { ToolCall, ToolOutcome } from "Tools/ToolProtocol";
import { LoopOutcome } from "./LoopTypes";

export interface LoopCallbacks {
	/** A model request is about to be sent (1-based). */
	readonly onIteration?: (iteration: number, maxIterations: number) => void;
	/** A message was appended to the conversation (user, assistant, tool result, approval, error, notice). */
	readonly onMessage?: (message: Message) => void;
	readonly onToolStarted?: (call: ToolCall) => void;
	readonly onToolFinished?: (call: ToolCall, outcome: ToolOutcome) => void;
	/** After every reply: that reply's usage, this request's total, the conversation's total. */
	readonly onUsage?: (reply: Usage, task: Usage, conversation: Usage) => void;
	/** Streamed answer text as it arrives. */
	readonly onDelta?: (text: string) => void;
	/** Streamed text so far is void (stream failed; a plain request follows). */
	readonly onStreamReset?: (reason: string) => void;
	/** A transient failure will be retried after `delay` seconds. */
	readonly onRetry?: (error: ApiError, attempt: number, delay: number) => void;
	/** History compression happened (the compressor's note). */
	readonly onNotice?: (text: string) => void;
	/** The loop answered, paused for an approval, stopped, failed or was cancelled. */
	readonly onOutcome?: (outcome: LoopOutcome) => void;
}
