/**
 * Makes a reply's tool calls safe to run and to send back: ids unique across the whole
 * conversation, and calls cut off by the completion token limit picked out.
 *
 * Why: servers send no id, an empty id (Qwen/DashScope, Gemini) or repeat ids (per reply or
 * across replies); the history pairs each call with exactly one result by id, so a repeated
 * id would leave a call without a result or give one result to two calls. Lux gives such a
 * call a fresh id of its own before the call enters the history. A call written when the
 * answer hit `finish_reason: "length"` whose arguments are not a complete JSON object was cut:
 * it is never run with partial arguments. A call's arguments that are not a JSON object are
 * bad input (decodeArguments): the model gets an error it can correct, the loop never crashes.
 */
import { decodeJson } from "Shared/Json";
import { Result, ok, err } from "Shared/Result";
import { AssistantToolCall, ModelReply } from "../Api/ModelReply";
import { ConversationHistory } from "../History/ConversationHistory";

/** Every tool-call id the conversation already uses. */
function usedIds(history: ConversationHistory): Set<string> {
	const ids = new Set<string>();
	for (const message of history.messages()) {
		if (message.kind === "assistant") for (const call of message.toolCalls) ids.add(call.id);
		else if (message.kind === "toolResult" || message.kind === "approval") ids.add(message.callId);
	}
	return ids;
}

/** The calls with ids unique in the conversation: missing, empty and repeated ids replaced. */
export function withUniqueIds(
	calls: ReadonlyArray<AssistantToolCall>,
	history: ConversationHistory,
): AssistantToolCall[] {
	const used = usedIds(history);
	let counter = used.size();
	return calls.map((call) => {
		let id = call.id;
		if (id === "" || used.has(id)) {
			do {
				counter += 1;
				id = `lux_call_${counter}`;
			} while (used.has(id));
		}
		used.add(id);
		return id === call.id ? call : { ...call, id };
	});
}

function completeObject(raw: string): boolean {
	const decoded = decodeJson(raw === "" ? "{}" : raw);
	return decoded.ok && typeIs(decoded.value, "table");
}

/** Ids of the calls the token limit cut off (only when the reply finished with "length"). */
export function cutCallIds(reply: ModelReply, calls: ReadonlyArray<AssistantToolCall>): string[] {
	if (reply.finishReason !== "length") return [];
	return calls.filter((call) => !completeObject(call.rawArguments)).map((call) => call.id);
}

/** What the model is told for a cut call. */
export function cutCallText(name: string): string {
	return `This call to ${name} was cut off by the completion token limit (finish_reason "length") before its arguments were complete, so it was NOT run. Call the tool again with complete arguments (split a large edit into smaller calls if needed).`;
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
