/**
 * Turns Core's conversation Messages into the conversation's ChatItems, one message at a
 * time, and applies a decision or an undo to the items.
 *
 * Why pure: the live conversation and the restore-after-reload path replay the same messages
 * through the same function, so a restored conversation looks like the one that was left.
 */
import { Message } from "Core";
import { mapViewText } from "Tools";
import { ApprovalState, ChatItem } from "./ConversationState";
import { ApprovalPreviews } from "./Ports";
import { adviceFor } from "./ErrorAdvice";

export interface ReduceContext {
	readonly turnId: number;
	readonly newId: () => string;
	readonly previews?: ApprovalPreviews;
	/** Hides the API key if the model (or a tool) echoes it: it must never be shown. */
	readonly redact?: (text: string) => string;
}

type ApprovalItem = Extract<ChatItem, { kind: "approval" }>;

function replaceWhere(
	items: ReadonlyArray<ChatItem>,
	match: (item: ChatItem) => boolean,
	change: (item: ChatItem) => ChatItem,
): ChatItem[] {
	return items.map((item) => (match(item) ? change(item) : item));
}

/** Updates an approval card (found by operation id) to a decided state. */
export function decideCard(
	items: ReadonlyArray<ChatItem>,
	operationId: string,
	state: ApprovalState,
	reason?: string,
): ChatItem[] {
	return replaceWhere(
		items,
		(i) => i.kind === "approval" && i.operationId === operationId && i.state === "pending",
		(i) => ({ ...(i as ApprovalItem), state, reason }),
	);
}

/**
 * The items after TurnCheckpoints.undoTurn returned `result` for `turnId`: the footer says
 * undone, or asks to confirm (the user edited the same things since), or a notice says why not.
 */
export function undoFooter(
	items: ReadonlyArray<ChatItem>,
	turnId: number,
	result: string | { readonly confirm: string } | undefined,
	newId: () => string,
): ChatItem[] {
	const footer = (change: object) => (i: ChatItem) =>
		i.kind === "turnEnd" && i.turnId === turnId ? ({ ...i, ...change } as ChatItem) : i;
	if (result === undefined) return items.map(footer({ undone: true, confirm: undefined }));
	if (typeIs(result, "table")) return items.map(footer({ confirm: result.confirm }));
	return [...items, { kind: "notice", id: newId(), text: `Could not undo: ${result}` }];
}

function clipDetail(text: string): string {
	const firstLine = text.split("\n")[0] ?? "";
	return firstLine.size() > 160 ? `${firstLine.sub(1, 157)}…` : firstLine;
}

export function reduceMessage(items: ReadonlyArray<ChatItem>, raw: Message, ctx: ReduceContext): ChatItem[] {
	const out = [...items];
	const message = ctx.redact !== undefined ? redactMessage(raw, ctx.redact) : raw;
	switch (message.kind) {
		case "user":
			out.push({ kind: "user", id: ctx.newId(), text: message.text });
			return out;
		case "assistant": {
			const withoutStream = out.filter((i) => !(i.kind === "assistant" && i.streaming === true));
			const reasoning = message.reasoning?.text ?? "";
			if (message.text !== "" || reasoning !== "")
				withoutStream.push({
					kind: "assistant",
					id: ctx.newId(),
					text: message.text,
					reasoning: reasoning !== "" ? reasoning : undefined,
				});
			return withoutStream;
		}
		case "toolResult": {
			const card = out.find(
				(i) => i.kind === "approval" && i.toolName === message.toolName && i.id === `card:${message.callId}`,
			);
			if (card !== undefined && card.kind === "approval") {
				const fromQueue = ctx.previews?.outcomeOf?.(card.operationId);
				let state: ApprovalState = card.state;
				if (state === "pending") state = message.isError ? "rejected" : "applied";
				if (state === "applied" && message.isError) state = "failed";
				if (fromQueue !== undefined && state !== "rejected") state = fromQueue;
				const detail = state === "rejected" ? undefined : clipDetail(message.content);
				return replaceWhere(
					out,
					(i) => i === card,
					() => ({ ...card, state, detail, view: state === "applied" ? message.view : undefined }),
				);
			}
			const failedPlaytest =
				message.view !== undefined && message.view.kind === "playtest" && !message.view.passed;
			out.push({
				kind: "tool",
				id: ctx.newId(),
				summary: message.summary !== "" ? message.summary : message.toolName,
				detail: message.content,
				isError: message.isError,
				view: message.view,
				undoTurnId: failedPlaytest && ctx.previews?.canUndo?.(ctx.turnId) === true ? ctx.turnId : undefined,
			});
			return out;
		}
		case "approval": {
			const described = ctx.previews?.describe(message.operationId);
			out.push({
				kind: "approval",
				id: `card:${message.callId}`,
				operationId: message.operationId,
				turnId: ctx.turnId,
				toolName: message.toolName,
				// The queue's own title; the tool result's summary ("Waiting for approval: …") would
				// stay on the card after the decision. The title is built from the model's arguments
				// (the executor already removed keys from them); redacted here too, as the summary is.
				summary:
					described?.title !== undefined
						? (ctx.redact?.(described.title) ?? described.title)
						: message.summary,
				preview: described?.preview,
				target: described?.target,
				allowScope: described?.allowScope,
				state: message.state === "pending" ? "pending" : message.state === "approved" ? "applied" : "rejected",
				reason: message.reason,
			});
			return out;
		}
		case "error": {
			const advice = adviceFor(message.errorKind);
			out.push({
				kind: "error",
				id: ctx.newId(),
				title: advice.title,
				message: message.text,
				action: advice.action,
			});
			return out;
		}
		case "notice":
			out.push({ kind: "notice", id: ctx.newId(), text: message.text });
			return out;
	}
}

function redactMessage(m: Message, redact: (text: string) => string): Message {
	switch (m.kind) {
		case "assistant":
			return {
				...m,
				text: redact(m.text),
				reasoning: m.reasoning !== undefined ? { ...m.reasoning, text: redact(m.reasoning.text) } : undefined,
			};
		case "user":
		case "notice":
		case "error":
			return { ...m, text: redact(m.text) };
		case "toolResult":
			return {
				...m,
				content: redact(m.content),
				summary: redact(m.summary),
				view: m.view !== undefined ? mapViewText(m.view, redact) : undefined,
			};
		case "approval":
			return { ...m, summary: redact(m.summary) };
	}
}

/** Shows `text` (everything streamed so far, already redacted) as the streaming answer. */
export function showStreaming(items: ReadonlyArray<ChatItem>, text: string, newId: () => string): ChatItem[] {
	const last = items[items.size() - 1];
	if (last !== undefined && last.kind === "assistant" && last.streaming === true) {
		return replaceWhere(
			items,
			(i) => i === last,
			() => ({ ...last, text }),
		);
	}
	return [...items, { kind: "assistant", id: newId(), text, streaming: true }];
}
