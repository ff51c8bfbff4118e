/**
 * Reads a chat-completions response body into a ModelReply, or says why it cannot.
 *
 * Why: a 200 is not yet a success. The body may be cut off, not JSON, carry `error`, or lack
 * `choices`; each of those is a typed error, and only a well-formed answer reaches the loop.
 * A body that is an event stream (a server that streams although not asked) is assembled
 * like a stream, so its answer is not lost.
 */
import { ApiError, makeApiError } from "./ApiError";
import { mapBodyError, errorObject } from "./ErrorMapper";
import { decodeJson } from "Shared/Json";
import { clip, redact } from "./ServerText";
import { AssistantToolCall, ModelReply, Reasoning } from "./ModelReply";
import { argumentsText, callIdOf, contentParts, detailsText, reasoningPiece, str, tbl } from "./Normalise";
import { looksLikeEventText, SseParser } from "./SseParser";
import { StreamAssembler } from "./StreamAssembler";
import { usageOf } from "./Usage";
import { Result, ok, err } from "Shared/Result";

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
	if (!assembler.done && !assembler.hasFinished() && !assembler.hasContent()) {
		return err(makeApiError("badResponse", { serverMessage: "the event stream ended before any answer" }));
	}
	return ok(assembler.reply());
}

export function parseCompletion(body: string, secret?: string): Result<ModelReply, ApiError> {
	if (looksLikeEventText(body)) return parseEventBody(body, secret);
	const decoded = decodeJson(body);
	if (!decoded.ok) {
		return err(makeApiError("badResponse", { serverMessage: clip(redact(body, secret), 120) }));
	}
	const bodyError = errorObject(decoded.value);
	if (bodyError !== undefined) return err(mapBodyError(bodyError, secret));
	return completionFromObject(decoded.value, secret);
}

/** A decoded `chat.completion` object (also what a server that ignores `stream` sends). */
export function completionFromObject(root: unknown, secret?: string): Result<ModelReply, ApiError> {
	const r = tbl(root);
	const choice = tbl((typeIs(r.choices, "table") ? (r.choices as unknown[]) : [])[0]);
	if (!typeIs(choice.message, "table")) {
		return err(makeApiError("badResponse", { serverMessage: "the answer has no choices[0].message" }));
	}
	if (choice.finish_reason === "error") {
		const inner = errorObject(choice);
		return err(mapBodyError(inner ?? { message: "the model stopped with an error" }, secret));
	}
	const message = tbl(choice.message);
	const parts = contentParts(message.content);
	const toolCalls = readToolCalls(message.tool_calls);
	return ok({
		text: parts.text,
		toolCalls,
		finishReason: str(choice.finish_reason) ?? (toolCalls.size() > 0 ? "tool_calls" : "stop"),
		usage: usageOf(r),
		model: str(r.model),
		reasoning: messageReasoning(message, parts.thinking),
	});
}
