/**
 * One answer of the model, decoded from a chat-completions response or assembled from a
 * stream: text, tool calls (arguments kept as the raw string the model sent), finish reason
 * and usage.
 *
 * Why raw arguments: they are decoded (and, when invalid, answered) by the loop, and echoed
 * back byte for byte in later requests so provider caches keep hitting.
 */
import { Usage } from "./Usage";

export interface AssistantToolCall {
	readonly id: string;
	readonly name: string;
	readonly rawArguments: string;
}

export interface ModelReply {
	readonly text: string;
	readonly toolCalls: ReadonlyArray<AssistantToolCall>;
	/** "stop" | "tool_calls" | "length" | "content_filter" | ... as the server said. */
	readonly finishReason: string;
	readonly usage: Usage | undefined;
	/** The model that answered, as reported (OpenRouter may route). */
	readonly model?: string;
}
