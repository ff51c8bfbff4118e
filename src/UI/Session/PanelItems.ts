/**
 * Writes the panel's chat items: fresh ids, the API key redacted from anything shown,
 * messages, streamed text and notices.
 *
 * Why apart from LoopSession: every path that adds an item (loop callbacks, restore,
 * notices from memory, compression, the breaker) must redact and number it the same way;
 * keeping that here keeps LoopSession to wiring loop events to the store.
 */
import { Message, redact } from "Core";
import { ChatItem, PanelStore } from "../Store";
import { appendDelta, reduceMessage, ReduceContext } from "./ItemReducer";
import { ApprovalPreviews } from "./SessionPorts";

export class PanelItems {
	private nextId = 0;

	constructor(
		private readonly store: PanelStore,
		private readonly apiKey: () => string,
		private readonly previews?: ApprovalPreviews,
	) {}

	newId = () => {
		this.nextId += 1;
		return `i${this.nextId}`;
	};

	/** The saved key, wherever it appears in text the panel would show, becomes [redacted]. */
	redact = (text: string): string => {
		const key = this.apiKey();
		return key !== "" ? redact(text, key) : text;
	};

	context(turnId: number): ReduceContext {
		return { turnId, newId: this.newId, previews: this.previews, redact: this.redact };
	}

	message(message: Message, turnId: number) {
		this.store.update((s) => ({ ...s, items: reduceMessage(s.items, message, this.context(turnId)) }));
	}

	/** Replaces the items with a saved conversation's, as the live session showed them. */
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
		this.store.update((s) => ({ ...s, items: appendDelta(s.items, this.redact(text), this.newId) }));
	}

	/** Streamed text so far is void (the stream failed; a plain request follows). */
	dropStreaming() {
		this.store.update((s) => ({ ...s, items: s.items.filter((i) => !(i.kind === "assistant" && i.streaming)) }));
	}
}
