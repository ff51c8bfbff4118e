/**
 * Writes the conversation's chat items: fresh ids, the API key redacted from anything shown,
 * messages, streamed text and notices.
 *
 * Why apart from Conversation: every path that adds an item (loop callbacks, restore,
 * notices from memory, compression, the breaker) must redact and number it the same way.
 */
import { Message } from "Core";
import { redactArriving, redactSecrets } from "Shared/Secrets";
import { ChatItem } from "./ConversationState";
import { ConversationStore } from "./ConversationStore";
import { reduceMessage, ReduceContext, showStreaming } from "./ItemReducer";
import { ApprovalPreviews } from "./Ports";

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
		this.store.update((s) => ({ ...s, items }));
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
