/**
 * The Conversations page's actions: New chat, open an earlier conversation, delete one, read
 * the list again. Each puts the place's list (ConversationShelf's listing) into the state and
 * the chosen conversation on screen: its messages, its plan in review with its task, and
 * what it has cost.
 *
 * Why apart from Conversation: none of it runs the loop; it swaps which conversation the chat
 * shows (turns, plan cards and task reset around it) in the order the shelf's writes need, and
 * refuses while a run writes to the chat on screen. The Conversation saves each turn itself.
 */
import { Message } from "Core";
import { ChatItems } from "./ChatItems";
import { SwitchOutcome } from "./ConversationIntents";
import { ConversationShelf } from "./ConversationShelf";
import { ConversationState, emptyConversation, MeterFigures } from "./ConversationState";
import { ConversationStore } from "./ConversationStore";
import { PlanCards } from "./PlanCards";
import { Task } from "./Task";
import { PlanDraft } from "./TaskModules";
import { Turns } from "./Turns";

export interface ShelfContext {
	readonly store: ConversationStore;
	readonly shelf: ConversationShelf;
	readonly items: ChatItems;
	readonly turns: Turns;
	readonly plans: PlanCards;
	readonly task: Task;
}

export class ShelfActions {
	constructor(private readonly c: ShelfContext) {}

	/** The shelf's list, for the state (its notices go to the chat first). */
	listing(): Pick<ConversationState, "conversations" | "conversationsAt"> {
		const listing = this.c.shelf.listing();
		for (const text of listing.notices) this.c.items.notice(text);
		return { conversations: listing.conversations, conversationsAt: listing.at };
	}

	publish() {
		const listed = this.listing();
		this.c.store.update((s) => ({ ...s, ...listed }));
	}

	/** A plan that was in review comes back as a draft card, with its task. */
	restorePlan(plan: PlanDraft | undefined) {
		const steps = plan !== undefined ? this.c.task.restorePlan(plan) : [];
		if (steps.size() > 0) this.c.plans.draft(this.c.turns.current(), steps);
	}

	/** The chat shows `messages` (none: a new chat) with no run, its plan in review, and what it has cost. */
	private show(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined, spent?: MeterFigures) {
		const c = this.c;
		c.turns.reset();
		c.plans.reset();
		c.store.update((s) => emptyConversation(s, spent));
		c.task.startConversation(true);
		if (messages.size() > 0) c.turns.restore(messages);
		this.restorePlan(plan);
	}

	/** The open conversation as it stands: its messages, its plan in review, what it has cost. */
	private current(): [ReadonlyArray<Message>, PlanDraft | undefined, MeterFigures] {
		return [this.c.turns.messages(), this.c.task.planDraft(), this.c.store.getState().meters.conversation];
	}

	/** New chat: the current conversation stays in the list. */
	newConversation = (): SwitchOutcome => {
		if (this.c.store.getState().running) return "running";
		this.c.shelf.putAway(...this.current());
		this.publish();
		this.show([], undefined);
		return "done";
	};

	openConversation = (id: string): SwitchOutcome => {
		if (this.c.store.getState().running) return "running";
		const opened = this.c.shelf.open(id, ...this.current());
		this.publish();
		if (opened === undefined) return "unreadable";
		this.show(opened.messages, opened.plan, opened.spent);
		if (opened.notice !== undefined) this.c.items.notice(opened.notice);
		return "done";
	};

	deleteConversation = (id: string): SwitchOutcome => {
		if (this.c.store.getState().running) return "running";
		const wasOpen = this.c.shelf.remove(id);
		this.publish();
		if (wasOpen) this.show([], undefined);
		return "done";
	};

	loadConversations = () => {
		this.c.shelf.refresh();
		this.publish();
	};
}
