/**
 * Writes the conversation's chat items: fresh ids, the API key redacted from anything shown,
 * messages, streamed text and notices. Core's Messages become items one at a time through
 * one pure function (reduceMessage).
 *
 * Why apart from Conversation: every path that adds an item (loop callbacks, restore,
 * notices from memory, compression, the breaker) must redact and number it the same way.
 * Why pure reducing: the live conversation and the restore-after-reload path replay the same
 * messages through the same function, so a restored conversation looks like the one left.
 */
import { Message } from "Core";
import { redactArriving, redactSecrets } from "Shared/Secrets";
import { mapViewText } from "Tools";
import { ApprovalState, ChatItem } from "./ChatItem";
import { ConversationStore } from "./ConversationStore";
import { adviceFor } from "./ErrorAdvice";
import { ApprovalPreviews } from "./Ports";

export interface ReduceContext {
	readonly turnId: number;
	readonly newId: () => string;
	readonly previews?: ApprovalPreviews;
	/** Hides the API key if the model (or a tool) echoes it: it must never be shown. */
	readonly redact?: (text: string) => string;
}

export class ChatItems {
	private nextId = 0;
	/** The answer streamed so far, as it arrived: a key split across chunks is only whole here. */
	private streamed = "";

	constructor(
		private readonly store: ConversationStore,
		private readonly apiKey: () => string,
		private readonly previews?: ApprovalPreviews,
	) {}

	newId = () => {
		this.nextId += 1;
		return `i${this.nextId}`;
	};

	/** The saved key, or anything shaped like a provider key, in text that would be shown or saved. */
	redact = (text: string): string => redactSecrets(text, this.known());

	private known(): string[] {
		const key = this.apiKey();
		return key !== "" ? [key] : [];
	}

	context(turnId: number): ReduceContext {
		return { turnId, newId: this.newId, previews: this.previews, redact: this.redact };
	}

	message(message: Message, turnId: number) {
		this.streamed = "";
		this.store.update((s) => ({ ...s, items: reduceMessage(s.items, message, this.context(turnId)) }));
	}

	/** Replaces the items with a saved conversation's, as the live conversation showed them. */
	restore(messages: ReadonlyArray<Message>, turnId: number) {
		let items = new Array<ChatItem>();
		for (const message of messages) items = reduceMessage(items, message, this.context(turnId));
		// Nothing of a restored conversation can be tried again (its task did not survive the reload).
		this.store.update((s) => ({ ...s, items: retireRetries(items) }));
	}

	notice(text: string) {
		this.store.update((s) => ({
			...s,
			items: [...s.items, { kind: "notice", id: this.newId(), text: this.redact(text) }],
		}));
	}

	delta(text: string) {
		this.streamed += text;
		const shown = redactArriving(this.streamed, this.known());
		this.store.update((s) => ({ ...s, items: showStreaming(s.items, shown, this.newId) }));
	}

	/** Streamed text so far is void (the stream failed; a plain request follows). */
	dropStreaming() {
		this.streamed = "";
		this.store.update((s) => ({ ...s, items: s.items.filter((i) => !(i.kind === "assistant" && i.streaming)) }));
	}
}

function clipDetail(text: string): string {
	const firstLine = text.split("\n")[0] ?? "";
	return firstLine.size() > 160 ? `${firstLine.sub(1, 157)}…` : firstLine;
}

/**
 * Words a stream showed before it failed or was stopped, settled as they are: the reply that
 * would have replaced them never comes, so they lose the "still writing" cursor and a later
 * answer (which replaces only the text streaming now) leaves them in place.
 */
function settleStreaming(items: ReadonlyArray<ChatItem>): ChatItem[] {
	return items.map((i) => (i.kind === "assistant" && i.streaming === true ? { ...i, streaming: undefined } : i));
}

export function reduceMessage(items: ReadonlyArray<ChatItem>, raw: Message, ctx: ReduceContext): ChatItem[] {
	// Any message but the reply itself means the stream on screen has ended without one.
	const out = raw.kind === "assistant" ? [...items] : settleStreaming(items);
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
					stopped: message.stopped,
				});
			return withoutStream;
		}
		case "toolResult": {
			// By call id alone (ids are unique in a conversation): a grouped call's card carries its
			// member's name, while a Stop answers the call under the name the model used (more_tools).
			const card = out.find((i) => i.kind === "approval" && i.id === `card:${message.callId}`);
			if (card !== undefined && card.kind === "approval") {
				// The result's own typed resolution first: a restored conversation has no queue to ask
				// (a stale card read back as "failed" after a reload). The queue answers for results
				// saved before results carried it.
				const resolved = message.resolution ?? ctx.previews?.outcomeOf?.(card.operationId);
				let state: ApprovalState = card.state;
				if (state === "pending") state = message.isError ? "rejected" : "applied";
				if (state === "applied" && message.isError) state = "failed";
				if (resolved !== undefined && state !== "rejected") state = resolved;
				const detail = state === "rejected" ? undefined : clipDetail(message.content);
				const decided = { ...card, state, detail, view: state === "applied" ? message.view : undefined };
				return out.map((i) => (i === card ? decided : i));
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
				retryAfterFix: advice.action === "key" ? true : undefined,
				page: advice.page,
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

/** A new run starts: older error cards no longer offer Try again (only the newest failure can be retried). */
export function retireRetries(items: ReadonlyArray<ChatItem>): ChatItem[] {
	return items.map((i) => {
		if (i.kind !== "error" || (i.action !== "retry" && i.retryAfterFix !== true)) return i;
		return { ...i, action: i.action === "retry" ? undefined : i.action, retryAfterFix: undefined };
	});
}

/** Shows `text` (everything streamed so far, already redacted) as the streaming answer. */
export function showStreaming(items: ReadonlyArray<ChatItem>, text: string, newId: () => string): ChatItem[] {
	const last = items[items.size() - 1];
	if (last !== undefined && last.kind === "assistant" && last.streaming === true) {
		return items.map((i) => (i === last ? { ...last, text } : i));
	}
	return [...items, { kind: "assistant", id: newId(), text, streaming: true }];
}
