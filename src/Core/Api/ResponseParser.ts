/**
 * Reads a chat-completions response body into a ModelReply, or says why it cannot.
 *
 * Why: a 200 is not yet a success. The body may be cut off, not JSON, carry `error`, or lack
 * `choices`; each of those is a typed error, and only a well-formed answer reaches the loop.
 */
import { ApiError, makeApiError } from "./ApiError";
import { mapBodyError, errorObject } from "./ErrorMapper";
import { clip, decodeJson, redact } from "./Json";
import { AssistantToolCall, ModelReply } from "./ModelReply";
import { parseUsage } from "./Usage";
import { Result, ok, err } from "Shared/Result";

function str(value: unknown): string | undefined {
	return typeIs(value, "string") ? value : undefined;
}

/** Tool calls from `message.tool_calls` (or a stream's assembled list); ids are made up when missing. */
export function readToolCalls(raw: unknown, idPrefix: string): AssistantToolCall[] {
	const calls = new Array<AssistantToolCall>();
	if (!typeIs(raw, "table")) return calls;
	(raw as defined[]).forEach((entry, index) => {
		if (!typeIs(entry, "table")) return;
		const call = entry as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
		const fn = typeIs(call.function, "table") ? call.function : {};
		const args = fn.arguments;
		calls.push({
			id: str(call.id) ?? `${idPrefix}_${index}`,
			name: str(fn.name) ?? "",
			// Some servers send arguments as an object instead of a JSON string; keep it as given.
			rawArguments: typeIs(args, "string") ? args : args === undefined ? "{}" : tostring(args),
		});
	});
	return calls;
}

export function parseCompletion(body: string, secret?: string): Result<ModelReply, ApiError> {
	const decoded = decodeJson(body);
	if (!decoded.ok) {
		return err(makeApiError("badResponse", { serverMessage: clip(redact(body, secret), 120) }));
	}
	const bodyError = errorObject(decoded.value);
	if (bodyError !== undefined) return err(mapBodyError(bodyError, secret));
	const root = decoded.value as { choices?: unknown; usage?: unknown; model?: unknown; id?: unknown };
	const choices = typeIs(root.choices, "table") ? (root.choices as unknown[]) : undefined;
	const choice = choices?.[0] as { message?: unknown; finish_reason?: unknown; error?: unknown } | undefined;
	if (!typeIs(choice, "table") || !typeIs(choice.message, "table")) {
		return err(makeApiError("badResponse", { serverMessage: "the answer has no choices[0].message" }));
	}
	if (choice.finish_reason === "error") {
		const inner = errorObject(choice);
		return err(mapBodyError(inner ?? { message: "the model stopped with an error" }, secret));
	}
	const message = choice.message as { content?: unknown; tool_calls?: unknown };
	return ok({
		text: str(message.content) ?? "",
		toolCalls: readToolCalls(message.tool_calls, str(root.id) ?? "call"),
		finishReason: str(choice.finish_reason) ?? "stop",
		usage: parseUsage(root.usage),
		model: str(root.model),
	});
}
