/**
 * Reads one message back from plugin settings: the shape each kind must have before the
 * conversation, the panel's reducer or the model request may touch it.
 *
 * Why: a saved conversation outlives the Lux that wrote it. A newer Lux's message kind, a hand
 * edit or a cut value reached the reducer as it was: an unknown kind left the chat items nil
 * and the panel failed to open (found by review). A message that is not one this Lux reads is
 * refused here, whole; optional parts (usage, reasoning, a tool's view) that are malformed are
 * dropped, since the message means the same without them.
 */
import { t } from "@rbxts/t";
import { Message } from "Core";
import { ToolView } from "Tools";

const isToolCall = t.interface({ id: t.string, name: t.string, rawArguments: t.string });
/**
 * A count or a cost: finite and not negative. A restored reply's usage is what the cost cap
 * estimates the next request from (AgenticLoop's newest usage): a negative cost or token count
 * made the estimate less than nothing and let a request past the cap, an infinite one
 * (JSON's 1e999) stuck every estimate above any cap.
 */
const amount = (v: unknown): v is number => typeIs(v, "number") && v >= 0 && v < math.huge;
const isUsage = t.interface({
	promptTokens: amount,
	completionTokens: amount,
	cachedTokens: amount,
	cacheWriteTokens: amount,
	reasoningTokens: amount,
	cost: t.optional(amount),
});
const isReasoning = t.interface({
	text: t.string,
	field: t.literal("reasoning_content", "reasoning", "content"),
	details: t.optional(t.array(t.any)),
});
const isView = t.union(
	t.interface({
		kind: t.literal("playtest"),
		passed: t.boolean,
		ending: t.string,
		errors: t.array(t.string),
		warnings: t.array(t.string),
		checks: t.array(t.interface({ name: t.string, passed: t.boolean })),
	}),
	t.interface({ kind: t.literal("run"), changed: t.array(t.string), output: t.array(t.string), returned: t.string }),
);

const isResolution = t.literal("applied", "rejected", "stale", "failed");

const REQUIRED = {
	user: t.interface({ text: t.string }),
	notice: t.interface({ text: t.string }),
	error: t.interface({ errorKind: t.string, text: t.string }),
	assistant: t.interface({ text: t.string, toolCalls: t.array(isToolCall) }),
	toolResult: t.interface({
		callId: t.string,
		toolName: t.string,
		content: t.string,
		isError: t.boolean,
		summary: t.string,
	}),
	approval: t.interface({
		callId: t.string,
		operationId: t.string,
		toolName: t.string,
		summary: t.string,
		state: t.literal("pending", "approved", "rejected"),
		reason: t.optional(t.string),
	}),
};

/** The message `value` stands for, or undefined when it is not a message this Lux reads. */
export function readStoredMessage(value: unknown): Message | undefined {
	if (!typeIs(value, "table")) return undefined;
	const kind = (value as { kind?: unknown }).kind;
	if (!typeIs(kind, "string")) return undefined;
	const check = (REQUIRED as Record<string, ((v: unknown) => boolean) | undefined>)[kind];
	if (check === undefined || !check(value)) return undefined;
	const m = value as Message;
	if (m.kind === "assistant")
		return {
			...m,
			usage: isUsage(m.usage) ? m.usage : undefined,
			reasoning: isReasoning(m.reasoning) ? m.reasoning : undefined,
			stopped: m.stopped === true ? true : undefined,
		};
	if (m.kind === "toolResult")
		return {
			...m,
			view: isView(m.view) ? (m.view as ToolView) : undefined,
			resolution: isResolution(m.resolution) ? m.resolution : undefined,
		};
	return m;
}

/** What a user is told when some saved messages could not be read (the stored value is kept aside). */
export const UNREADABLE_MESSAGES =
	"Some of this saved conversation could not be read and is not shown. What was stored is kept aside in Lux's plugin settings.";
/** The same, when what was stored could not be kept aside (every place for it taken, or the write failed). */
export const UNREADABLE_NOT_KEPT =
	"Some of this saved conversation could not be read and is not shown. What was stored could not be kept aside (Lux's plugin settings already keep several unreadable copies of it).";

/**
 * The messages of a stored list this Lux reads, in order, and how many it could not.
 *
 * A tool result without an earlier unanswered call of its id (its assistant message was
 * unreadable, or it repeats one) is left out and counted too: the panel would show a result
 * of nothing, and the model request refuses it (Core/Api/WirePairs answers a call left open).
 */
export function readStoredMessages(values: ReadonlyArray<unknown>): { messages: Message[]; dropped: number } {
	const messages = new Array<Message>();
	let dropped = 0;
	let open = new Array<string>();
	for (const value of values) {
		const m = readStoredMessage(value);
		if (m === undefined) {
			dropped += 1;
			continue;
		}
		if (m.kind === "toolResult") {
			const at = open.indexOf(m.callId);
			if (at < 0) {
				dropped += 1;
				continue;
			}
			open.remove(at);
		} else if (m.kind === "assistant") {
			open = m.toolCalls.map((call) => call.id);
		}
		messages.push(m);
	}
	return { messages, dropped };
}
