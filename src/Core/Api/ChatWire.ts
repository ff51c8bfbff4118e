/**
 * The chat-completions wire format both ways, as Lux speaks it: the request it sends (the
 * system prompt, the history, this request's context after it, the tools, prompt-cache
 * breakpoints) and the reply it reads (a response body into a ModelReply, or a typed error).
 *
 * Why one file: the two halves are one format (ChatTypes' shapes) and change together when a
 * provider's dialect does. Request: the model sees user text, its own text and tool calls, and
 * tool results, nothing else; approvals reach it as the tool result. Reasoning goes back
 * exactly as each provider documents: DeepSeek's `reasoning_content` on assistant messages that
 * called tools (its thinking mode answers 400 without it), OpenRouter's `reasoning_details`
 * unchanged on every assistant message; a plain `reasoning` string is not sent back (strict
 * servers such as Groq reject unknown message fields). Reply: a 200 is not yet a success. The
 * body may be cut off, not JSON, a web page, carry `error`, or lack `choices`; each is a typed
 * error, and only a well-formed answer reaches the loop. A body that is an event stream (a
 * server that streams although not asked) is assembled like a stream, so its answer is not lost.
 */
import { decodeJson } from "Shared/Json";
import { Result, ok, err } from "Shared/Result";
import { ToolDefinition } from "Tools/ToolProtocol";
import { AdvertisedTool, advertisedTools } from "Tools/ToolGroups";
import { CacheStyle, breakpointsFor, withBreakpoints } from "../History/CacheBreakpoints";
import { ConversationHistory } from "../History/ConversationHistory";
import { Message } from "../History/Message";
import { ApiError, makeApiError } from "./ApiError";
import { ChatRequest, WireMessage, WireTool } from "./ChatTypes";
import { pairedMessages } from "./WirePairs";
import { mapBodyError, errorObject, mapWebPage } from "./ErrorMapper";
import { AssistantToolCall, ModelReply, Reasoning } from "./ModelReply";
import {
	answerChoice,
	argumentsText,
	callIdOf,
	contentParts,
	detailsText,
	reasoningPiece,
	str,
	tbl,
} from "./Normalise";
import { bodyWords, clip, redact } from "./ServerText";
import { looksLikeEventText, SseParser } from "./SseParser";
import { StreamAssembler } from "./StreamAssembler";
import { usageOf } from "./Usage";

// The request ------------------------------------------------------------------------------

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
	const sent = new Array<WireMessage>();
	for (const message of history.messages()) {
		const wire = toWireMessage(message);
		if (wire !== undefined) sent.push(wire);
	}
	for (const wire of pairedMessages(sent)) out.push(wire);
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

// The reply --------------------------------------------------------------------------------

/** Tool calls from `message.tool_calls`; a missing or empty id is "" (the loop assigns one). */
export function readToolCalls(raw: unknown): AssistantToolCall[] {
	const calls = new Array<AssistantToolCall>();
	if (!typeIs(raw, "table")) return calls;
	for (const entry of raw as defined[]) {
		if (!typeIs(entry, "table")) continue;
		const call = entry as { id?: unknown; function?: unknown };
		const fn = tbl(call.function);
		calls.push({
			id: callIdOf(call.id) ?? "",
			name: str(fn.name) ?? "",
			rawArguments: argumentsText(fn.arguments) ?? "{}",
		});
	}
	return calls;
}

/**
 * A legacy `function_call` (OpenAI deprecated it for tool_calls; some servers and proxies still
 * answer with it) as a list of one tool call, so the call the model asked for is not dropped.
 */
function legacyCall(message: Record<string, unknown>): unknown {
	return typeIs(message.function_call, "table") ? [{ function: message.function_call }] : undefined;
}

/** The reasoning of a whole message: its reasoning fields, else thinking parts of its content. */
export function messageReasoning(message: Record<string, unknown>, thinking: string): Reasoning | undefined {
	const piece = reasoningPiece(message);
	const details = piece.details !== undefined && piece.details.size() > 0 ? piece.details : undefined;
	if (piece.field !== undefined) return { text: piece.text, field: piece.field, details };
	if (details !== undefined) return { text: detailsText(details), field: "reasoning", details };
	if (thinking !== "") return { text: thinking, field: "content" };
	return undefined;
}

/** An event-stream body read as a stream (every event at once). */
function parseEventBody(body: string, secret?: string): Result<ModelReply, ApiError> {
	const parser = new SseParser();
	const assembler = new StreamAssembler(secret);
	for (const payload of [...parser.push(body), ...parser.finish()]) assembler.push(payload);
	if (assembler.failure !== undefined) return err(assembler.failure);
	// Nothing but [DONE] is no answer either (as StreamingCompletion reads a stream).
	if (!assembler.hasFinished() && !assembler.hasContent()) {
		return err(makeApiError("badResponse", { serverMessage: "the event stream ended before any answer" }));
	}
	return ok(assembler.reply());
}

/**
 * Whether a 2xx answer is a web page rather than an API's: its text starts with "<", or the
 * server calls it text/html and it starts like neither JSON nor an event stream (some servers
 * label JSON text/html, which is still an answer). A wrong base URL pointing at a website, or
 * a network's login page intercepting the request, answers this way. (Here, not in ServerText: a plain answer's path reads no other file.)
 */
export function isWebPage(headers: Readonly<Record<string, string>>, text: string): boolean {
	const [trimmed] = string.gsub(text, "^%s+", "");
	const first = string.sub(trimmed, 1, 1);
	if (first === "<") return true;
	const html = string.find(string.lower(headers["content-type"] ?? ""), "text/html", 1, true)[0] !== undefined;
	if (!html || first === "{" || first === "[") return false;
	return string.find(trimmed, "^[%a]*:")[0] === undefined;
}

/** `headers` and `baseUrl` (for the web-page error) are the plain request's. */
export function parseCompletion(
	body: string,
	secret?: string,
	headers: Readonly<Record<string, string>> = {},
	baseUrl?: string,
): Result<ModelReply, ApiError> {
	if (isWebPage(headers, body)) return err(mapWebPage(200, body, baseUrl, secret));
	if (looksLikeEventText(body)) return parseEventBody(body, secret);
	const decoded = decodeJson(body);
	if (!decoded.ok) {
		// The message inside a cut-off body, never the fragment itself.
		const words = bodyWords(redact(body, secret));
		return err(makeApiError("badResponse", { serverMessage: words !== undefined ? clip(words, 120) : undefined }));
	}
	const bodyError = errorObject(decoded.value);
	if (bodyError !== undefined) return err(mapBodyError(bodyError, secret));
	return completionFromObject(decoded.value, secret);
}

/** A decoded `chat.completion` object (also what a server that ignores `stream` sends). */
export function completionFromObject(root: unknown, secret?: string): Result<ModelReply, ApiError> {
	const r = tbl(root);
	const choice = answerChoice(r.choices);
	if (!typeIs(choice.message, "table")) {
		return err(makeApiError("badResponse", { serverMessage: "the answer has no choices[0].message" }));
	}
	if (choice.finish_reason === "error") {
		const inner = errorObject(choice);
		return err(mapBodyError(inner ?? { message: "the model stopped with an error" }, secret));
	}
	const message = tbl(choice.message);
	const parts = contentParts(message.content);
	const toolCalls = readToolCalls(typeIs(message.tool_calls, "table") ? message.tool_calls : legacyCall(message));
	return ok({
		// A refusal (content null) is the model's answer: shown, never an empty reply.
		text: parts.text + (str(message.refusal) ?? ""),
		toolCalls,
		finishReason: str(choice.finish_reason) ?? (toolCalls.size() > 0 ? "tool_calls" : "stop"),
		usage: usageOf(r),
		model: str(r.model),
		reasoning: messageReasoning(message, parts.thinking),
	});
}
