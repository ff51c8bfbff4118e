/**
 * The OpenAI chat-completions wire format, as Lux sends and reads it.
 *
 * Why a file of its own: ChatWire (the request and the reply), ApiClient and the stream assembler all speak this
 * shape; keeping it in one place keeps the three in step with OpenRouter's documented format.
 */

export interface WireToolCall {
	readonly id: string;
	readonly type: "function";
	readonly function: { readonly name: string; readonly arguments: string };
}

/** A text content part; `cache_control` marks a prompt-cache breakpoint (OpenRouter, Anthropic/Gemini). */
export interface WireTextPart {
	readonly type: "text";
	readonly text: string;
	readonly cache_control?: { readonly type: "ephemeral" };
}

/** Message text: a plain string, or content parts (only to carry a cache breakpoint). */
export type WireContent = string | ReadonlyArray<WireTextPart>;

export type WireMessage =
	| { readonly role: "system"; readonly content: WireContent }
	| { readonly role: "user"; readonly content: WireContent }
	| {
			readonly role: "assistant";
			readonly content?: WireContent;
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

/** The text of wire content, whether a string or text parts. */
export function contentText(content: WireContent | undefined): string {
	if (content === undefined) return "";
	if (typeIs(content, "string")) return content;
	return (content as ReadonlyArray<WireTextPart>).map((p) => p.text).join("");
}
