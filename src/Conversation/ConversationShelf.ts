/**
 * What the Conversation saves, and the list of this place's conversations it can switch to:
 * the open conversation (ConversationArchive) and the others (ConversationList), moved
 * between the two when the user starts a new chat, opens an earlier one or deletes one, and
 * published in the state for the Conversations page.
 *
 * Why apart from Conversation: the order of the writes is the rule (save the open one, then
 * move it aside, then clear the archive), and the Conversation only resets its own view
 * around it. Why the list is read again on each change: another Lux copy (a second Studio
 * window on the same place) may have changed it.
 */
import { Message } from "Core";
import { ClockHost, SettingsHost } from "Shared/Hosts";
import { ChatItems } from "./ChatItems";
import { ConversationArchive, SavedConversation } from "./ConversationArchive";
import { ConversationList } from "./ConversationList";
import { MeterFigures } from "./ConversationState";
import { ConversationStore } from "./ConversationStore";
import { PlanDraft } from "./TaskModules";

export class ConversationShelf {
	private readonly archive: ConversationArchive;
	private list: ConversationList;
	private readonly settings: SettingsHost;
	private readonly placeKey: string;
	/** Epoch seconds, from the clock (os.time without one). */
	private readonly now: () => number;

	constructor(
		private readonly store: ConversationStore,
		deps: { readonly settings: SettingsHost; readonly clock: ClockHost; readonly placeKey: string },
		/** Hides the key in what is saved; takes the notices for the user. */
		private readonly items: Pick<ChatItems, "redact" | "notice">,
	) {
		this.settings = deps.settings;
		this.placeKey = deps.placeKey;
		this.now = () => deps.clock.epochSeconds?.() ?? os.time();
		this.archive = new ConversationArchive(this.settings, items.redact, this.placeKey);
		this.list = new ConversationList(this.settings, this.placeKey, this.now);
	}

	/** What the last plugin run left open (a conversation an older Lux saved included). */
	restore(): SavedConversation {
		return this.archive.restore();
	}

	/** Publishes the list and any notice from reading it (after the restored items are shown). */
	publish() {
		for (const text of this.list.takeNotices()) this.items.notice(text);
		this.store.update((s) => ({ ...s, conversations: this.list.summaries(), conversationsAt: this.now() }));
	}

	/** Reads the list again (the Conversations page opens). */
	refresh() {
		this.list = new ConversationList(this.settings, this.placeKey, this.now);
		this.publish();
	}

	/** What the open conversation has cost so far, as last saved (a reload shows it again). */
	openSpent(): MeterFigures | undefined {
		return this.list.summaries().find((c) => c.open)?.spent;
	}

	private spent(): MeterFigures {
		return this.store.getState().meters.conversation;
	}

	/** A turn ended: the open conversation and its plan are saved, its summary updated. */
	save(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined) {
		this.list.touch(this.archive.save(messages, plan), this.spent());
		this.publish();
	}

	savePlan(plan: PlanDraft | undefined) {
		this.archive.savePlan(plan);
	}

	/** The open conversation is saved and put in the list; the archive is left empty. */
	putAway(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined) {
		if (messages.size() > 0) this.list.touch(this.archive.save(messages, plan), this.spent());
		this.list.stash();
		this.archive.clear();
		this.publish();
	}

	/** Conversation `id` becomes the open one (the current one put away); undefined if unreadable. */
	open(
		id: string,
		messages: ReadonlyArray<Message>,
		plan: PlanDraft | undefined,
	): (SavedConversation & { readonly spent?: MeterFigures }) | undefined {
		if (!this.list.readable(id)) {
			this.publish();
			return undefined;
		}
		this.putAway(messages, plan);
		const taken = this.list.take(id);
		if (taken !== undefined) this.archive.save(taken.messages, taken.plan);
		this.publish();
		return taken !== undefined ? { ...taken, spent: this.openSpent() } : undefined;
	}

	/** Deletes conversation `id`; true when it was the open one (the chat must be emptied). */
	remove(id: string): boolean {
		const wasOpen = this.list.remove(id);
		if (wasOpen) this.archive.clear();
		this.publish();
		return wasOpen;
	}
}
