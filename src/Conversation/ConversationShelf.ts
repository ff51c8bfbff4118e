/**
 * What the Conversation saves, and the list of this place's conversations it can switch to:
 * the open conversation (ConversationArchive) and the others (ConversationList), moved
 * between the two when the user starts a new chat, opens an earlier one or deletes one.
 *
 * Why apart from Conversation: the order of the writes is the rule (save the open one, then
 * move it aside, then clear the archive), and the Conversation only resets its own view
 * around it. Why it writes no state: it is the conversation's persistence, over plugin
 * settings; the Conversation puts what it lists (`listing`) into its state together with the
 * rest of each change, so a turn's end is one state update. Why the list is read again on
 * each change: another Lux copy (a second Studio window on the same place) may have changed it.
 */
import { Message } from "Core";
import { ClockHost, SettingsHost } from "Shared/Hosts";
import { ConversationArchive, SavedConversation } from "./ConversationArchive";
import { ConversationList } from "./ConversationList";
import { ConversationSummary, MeterFigures } from "./ConversationState";
import { PlanDraft } from "./TaskModules";

/** The place's conversations as the Conversations page lists them, and what reading them found. */
export interface ShelfListing {
	readonly conversations: ConversationSummary[];
	/** When the list was read: epoch seconds (the page shows "2 min ago" from it). */
	readonly at: number;
	/** Entries that could not be read and were dropped, for the user. */
	readonly notices: string[];
}

export class ConversationShelf {
	private readonly archive: ConversationArchive;
	private list: ConversationList;
	private readonly settings: SettingsHost;
	private readonly placeKey: string;
	/** Epoch seconds, from the clock (os.time without one). */
	private readonly now: () => number;

	constructor(
		deps: { readonly settings: SettingsHost; readonly clock: ClockHost; readonly placeKey: string },
		/** Hides the key in what is saved. */
		hide: (text: string) => string,
	) {
		this.settings = deps.settings;
		this.placeKey = deps.placeKey;
		this.now = () => deps.clock.epochSeconds?.() ?? os.time();
		this.archive = new ConversationArchive(this.settings, hide, this.placeKey);
		this.list = new ConversationList(this.settings, this.placeKey, this.now);
	}

	/** What the last plugin run left open (a conversation an older Lux saved included). */
	restore(): SavedConversation {
		return this.archive.restore();
	}

	/** The list as it stands, and any notice from reading it since the last listing. */
	listing(): ShelfListing {
		return { conversations: this.list.summaries(), at: this.now(), notices: this.list.takeNotices() };
	}

	/** Reads the list again (the Conversations page opens). */
	refresh() {
		this.list = new ConversationList(this.settings, this.placeKey, this.now);
	}

	/** What the open conversation has cost so far, as last saved (a reload shows it again). */
	openSpent(): MeterFigures | undefined {
		return this.list.summaries().find((c) => c.open)?.spent;
	}

	/** A turn ended: the open conversation and its plan are saved, its summary updated with what it has `spent`. */
	save(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined, spent: MeterFigures) {
		this.list.touch(this.archive.save(messages, plan), spent);
	}

	savePlan(plan: PlanDraft | undefined) {
		this.archive.savePlan(plan);
	}

	/** The open conversation is saved and put in the list; the archive is left empty. */
	putAway(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined, spent: MeterFigures) {
		if (messages.size() > 0) this.list.touch(this.archive.save(messages, plan), spent);
		this.list.stash();
		this.archive.clear();
	}

	/** Conversation `id` becomes the open one (the current one put away); undefined if unreadable. */
	open(
		id: string,
		messages: ReadonlyArray<Message>,
		plan: PlanDraft | undefined,
		spent: MeterFigures,
	): (SavedConversation & { readonly spent?: MeterFigures }) | undefined {
		if (!this.list.readable(id)) return undefined;
		this.putAway(messages, plan, spent);
		const taken = this.list.take(id);
		if (taken !== undefined) this.archive.save(taken.messages, taken.plan);
		return taken !== undefined ? { ...taken, spent: this.openSpent() } : undefined;
	}

	/** Deletes conversation `id`; true when it was the open one (the chat must be emptied). */
	remove(id: string): boolean {
		const wasOpen = this.list.remove(id);
		if (wasOpen) this.archive.clear();
		return wasOpen;
	}
}
