/**
 * Converts between the internal message model and the OpenAI chat format, and decodes
 * tool-call arguments.
 *
 * Why: the model sees user text, its own text and tool calls, and tool results, nothing
 * else; approvals reach it as the tool result. Reasoning goes back exactly as each provider
 * documents: DeepSeek's `reasoning_content` on assistant messages that called tools (its
 * thinking mode answers 400 without it), OpenRouter's `reasoning_details` unchanged on every
 * assistant message; a plain `reasoning` string is not sent back (strict servers such as
 * Groq reject unknown message fields). Arguments that are not a JSON object are bad
 * input: the model gets an error it can correct, the loop never crashes on them.
 */
import { ChatRequest, WireContent, WireMessage, WireTextPart, WireTool } from "../Api/ChatTypes";
import { decodeJson } from "Shared/Json";
import { ToolDefinition } from "Tools/ToolProtocol";
import { AdvertisedTool, advertisedTools } from "Tools/ToolGroups";
import { Result, ok, err } from "Shared/Result";
import { Message } from "./Message";
import { ConversationHistory } from "./ConversationHistory";
import { CacheStyle, breakpointsFor, withBreakpoints } from "./CacheBreakpoints";

/**
 * What the request says besides the history: the system prompt (byte-stable: role, rules,
 * tool conventions) and this request's context (selected scripts, notes, plan), which is
 * sent as a user message after the history and never stored, so the system prompt and the
 * whole history stay a cacheable prefix from one request to the next.
 */
export interface RequestPrompt {
	readonly system: string;
	readonly context?: string;
}

export function toWireMessage(message: Message): WireMessage | undefined {
	switch (message.kind) {
		case "user":
			return { role: "user", content: message.text };
		case "assistant": {
			const reasoning = message.reasoning;
			const calls = message.toolCalls.size() > 0;
			const reasoningContent = calls && reasoning?.field === "reasoning_content" ? reasoning.text : undefined;
			const details = reasoning?.details;
			if (!calls) {
				return { role: "assistant", content: message.text, reasoning_details: details };
			}
			return {
				role: "assistant",
				content: message.text !== "" ? message.text : undefined,
				tool_calls: message.toolCalls.map((call) => ({
					id: call.id,
					type: "function" as const,
					function: { name: call.name, arguments: call.rawArguments },
				})),
				reasoning_content: reasoningContent,
				reasoning_details: details,
			};
		}
		case "toolResult":
			return { role: "tool", tool_call_id: message.callId, content: message.content };
		default:
			// approvals, errors and notices are for the user only
			return undefined;
	}
}

export function toWireMessages(prompt: RequestPrompt | string, history: ConversationHistory): WireMessage[] {
	return layoutMessages(typeIs(prompt, "string") ? { system: prompt } : prompt, history).messages;
}

function layoutMessages(
	prompt: RequestPrompt,
	history: ConversationHistory,
): { messages: WireMessage[]; contextAt?: number } {
	const out: WireMessage[] = [];
	if (prompt.system !== "") out.push({ role: "system", content: prompt.system });
	for (const message of history.messages()) {
		const wire = toWireMessage(message);
		if (wire !== undefined) out.push(wire);
	}
	if (prompt.context === undefined || prompt.context === "") return { messages: out };
	// After the whole history: everything before it is the previous request's prefix plus what
	// this request adds, so a provider's cache serves all of it; only the context is new.
	out.push({ role: "user", content: prompt.context });
	return { messages: out, contextAt: out.size() - 1 };
}

/**
 * JSON encodes an empty Luau table as `[]`; an empty `properties` must stay an object in a
 * JSON schema, so it is dropped (an absent `properties` means the same thing).
 */
function schemaForWire(schema: unknown): unknown {
	if (!typeIs(schema, "table")) return schema;
	const out: Record<string, unknown> = {};
	for (const [key, value] of pairs(schema as Record<string, unknown>)) {
		if (key === "properties" && typeIs(value, "table") && next(value)[0] === undefined) continue;
		out[key as string] = typeIs(value, "table") && key === "properties" ? mapProperties(value) : value;
	}
	return out;
}

function mapProperties(properties: object): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of pairs(properties as Record<string, unknown>)) out[key] = schemaForWire(value);
	return out;
}

export function toWireTools(definitions: ReadonlyArray<AdvertisedTool>): WireTool[] {
	return definitions.map((d) => ({
		type: "function" as const,
		function: { name: d.name, description: d.description, parameters: schemaForWire(d.parameters) },
	}));
}

/**
 * The request for the model: system prompt, history, this request's context after it, the tools in their fixed order (rare ones behind `more_tools`), and cache breakpoints for the style
 * of the model (CacheBreakpoints.cacheStyleFor; "automatic" sends none).
 */
export function buildChatRequest(
	prompt: RequestPrompt | string,
	history: ConversationHistory,
	definitions: ReadonlyArray<ToolDefinition>,
	cache: CacheStyle = "automatic",
): ChatRequest {
	const laid = layoutMessages(typeIs(prompt, "string") ? { system: prompt } : prompt, history);
	const marks = breakpointsFor(cache, laid.messages, laid.contextAt);
	return { messages: withBreakpoints(laid.messages, marks), tools: toWireTools(advertisedTools(definitions)) };
}

/** The text of wire content, whether a string or text parts. */
export function contentText(content: WireContent | undefined): string {
	if (content === undefined) return "";
	if (typeIs(content, "string")) return content;
	return (content as ReadonlyArray<WireTextPart>).map((p) => p.text).join("");
}

/** Decodes `arguments`; an error text addressed to the model when it is not a JSON object. */
export function decodeArguments(raw: string): Result<{ readonly [key: string]: unknown }, string> {
	const trimmed = raw === "" ? "{}" : raw;
	const decoded = decodeJson(trimmed);
	if (!decoded.ok || !typeIs(decoded.value, "table")) {
		return err(
			`The arguments of this tool call are not a valid JSON object (${decoded.ok ? "got a " + typeOf(decoded.value) : "JSON error"}). Nothing was run. Call the tool again with arguments as one JSON object matching its schema.`,
		);
	}
	const value = decoded.value as { [key: string]: unknown };
	// A JSON array decodes to a table too; tools take named arguments only.
	if ((value as unknown as unknown[]).size() > 0) {
		return err(
			"The arguments of this tool call are a JSON array, not an object. Nothing was run. Call the tool again with arguments as one JSON object.",
		);
	}
	return ok(value);
}
