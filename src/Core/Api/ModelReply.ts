/**
 * One answer of the model, decoded from a chat-completions response or assembled from a
 * stream: text, reasoning, tool calls (arguments kept as the raw string the model sent),
 * finish reason and usage.
 *
 * Why raw arguments: they are decoded (and, when invalid, answered) by the loop, and echoed
 * back byte for byte in later requests so provider caches keep hitting. Reasoning is kept
 * apart from the text (never answer text) and in the form the provider asks to get back.
 */
import { Usage } from "./Usage";

export interface AssistantToolCall {
	readonly id: string;
	readonly name: string;
	readonly rawArguments: string;
}

/** The model's reasoning for one answer, as the server sent it. */
export interface Reasoning {
	/** Readable text (shown collapsed); "" when the provider sent only encrypted details. */
	readonly text: string;
	/** DeepSeek/Qwen/vLLM `reasoning_content`, OpenRouter/Groq/Ollama `reasoning`, or content parts. */
	readonly field: "reasoning_content" | "reasoning" | "content";
	/** OpenRouter's `reasoning_details`, kept unchanged to be passed back. */
	readonly details?: ReadonlyArray<unknown>;
}

export interface ModelReply {
	readonly text: string;
	readonly toolCalls: ReadonlyArray<AssistantToolCall>;
	/** "stop" | "tool_calls" | "length" | "content_filter" | ... as the server said. */
	readonly finishReason: string;
	readonly usage: Usage | undefined;
	/** The model that answered, as reported (OpenRouter may route). */
	readonly model?: string;
	readonly reasoning?: Reasoning;
	/** Something the user should know about this answer that is not an error (e.g. an error after it finished). */
	readonly notice?: string;
}
