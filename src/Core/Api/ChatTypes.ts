/**
 * The OpenAI chat-completions wire format, as Lux sends and reads it.
 *
 * Why a file of its own: MessageConverter, ApiClient and the stream assembler all speak this
 * shape; keeping it in one place keeps the three in step with OpenRouter's documented format.
 */

export interface WireToolCall {
	readonly id: string;
	readonly type: "function";
	readonly function: { readonly name: string; readonly arguments: string };
}

export type WireMessage =
	| { readonly role: "system"; readonly content: string }
	| { readonly role: "user"; readonly content: string }
	| {
			readonly role: "assistant";
			readonly content?: string;
			readonly tool_calls?: ReadonlyArray<WireToolCall>;
			/** DeepSeek thinking mode: required back on every assistant message that called tools. */
			readonly reasoning_content?: string;
			/** OpenRouter: passed back unchanged so reasoning models continue across tool calls. */
			readonly reasoning_details?: ReadonlyArray<unknown>;
	  }
	| { readonly role: "tool"; readonly tool_call_id: string; readonly content: string };

export interface WireTool {
	readonly type: "function";
	readonly function: { readonly name: string; readonly description: string; readonly parameters: unknown };
}

/** What the loop asks the client for: the messages (system prompt first) and the tools. */
export interface ChatRequest {
	readonly messages: ReadonlyArray<WireMessage>;
	readonly tools: ReadonlyArray<WireTool>;
}
