/**
 * The conversations kept for one place: which one is open, and a summary of each (a title
 * from its first message, when it last changed, its size), most recent first, bounded.
 *
 * Where each lives: the open conversation stays in ConversationArchive's settings, so a
 * plugin reload restores it as before, and a conversation saved by a Lux without the list is
 * simply the open one (it gets its summary on first read). Each other conversation is one
 * setting of its own (savedConversationKey), written when the user leaves it and erased when
 * it is opened again, so a turn's save never rewrites the whole list's text.
 *
 * Why bounded by count and by size: creator-docs Plugin.yaml (Plugin:SetSetting) saves the
 * settings "in `.json` format as a map" and states no size limit for a value or the file (the
 * docs are silent), and every Lux setting lands in that one map; so at most MAX_CONVERSATIONS
 * per place and MAX_PLACE_CHARS of stored text, the least recently changed dropped first.
 * A conversation removed for the bound is named in a notice (it was removed without a word).
 * Why notices, not errors: a
 * summary or a saved conversation that cannot be read (hand-edited, cut short) is dropped
 * from the list and the user is told; nothing else is lost.
 */
import { t } from "@rbxts/t";
import { Message } from "Core";
import { SettingsHost } from "Shared/Hosts";
import { encodeValue } from "Shared/SettingsCodec";
import { keepAside } from "Shared/KeptAside";
import { PLACE_SETTINGS } from "Shared/SettingKeys";
import { loadConversation, SavedConversation } from "./ConversationArchive";
import { UNREADABLE_MESSAGES, UNREADABLE_NOT_KEPT, readStoredMessages } from "./StoredMessage";
import { ConversationSummary, MeterFigures } from "./ConversationState";
import { loadPlanDraft } from "./PlanArchive";

export const MAX_CONVERSATIONS = 20;
/** Characters of stored text the saved conversations of one place may take together. */
export const MAX_PLACE_CHARS = 2000000;
const TITLE_CHARS = 80;

export const UNREADABLE_ENTRY =
	"A saved conversation in this place's list could not be read; it was removed from the list. What was stored is kept aside in Lux's plugin settings.";

/** What the user is told when the least recently changed conversation is removed for the bound. */
export function evictedNotice(title: string): string {
	return `The least recently changed saved conversation, "${title}", was removed: a place keeps at most ${MAX_CONVERSATIONS} conversations and ${MAX_PLACE_CHARS} characters of them.`;
}

type Entry = Omit<ConversationSummary, "open">;

interface StoredList {
	open?: string;
	next: number;
	entries: Entry[];
}

const isSpent = t.interface({ tokens: t.number, cachedTokens: t.optional(t.number), cost: t.optional(t.number) });
const isEntry = t.interface({
	id: t.string,
	title: t.string,
	updated: t.number,
	messages: t.number,
	size: t.number,
	spent: t.optional(isSpent),
});
const isPlan = t.interface({ request: t.string, steps: t.array(t.string) });
/** The plan is read apart: a broken plan loses the plan card, not the conversation (review finding). */
const isSaved = t.interface({ messages: t.array(t.any) });

export function conversationListKey(placeKey: string): string {
	return PLACE_SETTINGS.conversationList(placeKey).key;
}

/** The setting holding conversation `id` of a place while it is not the open one. */
export function savedConversationKey(placeKey: string, id: string): string {
	return PLACE_SETTINGS.savedConversation(`${placeKey}/${id}`).key;
}

/** The first user message's first line, clipped: what the list shows for a conversation. */
export function titleOf(messages: ReadonlyArray<Message>): string {
	const first = messages.find((m) => m.kind === "user") as Extract<Message, { kind: "user" }> | undefined;
	if (first === undefined) return "Conversation";
	const line = first.text.match("^%s*([^\n]*)")[0] as string | undefined;
	const text = (line ?? "").gsub("%s+$", "")[0];
	if (text === "") return "Conversation";
	return text.size() > TITLE_CHARS ? `${text.sub(1, TITLE_CHARS - 1)}…` : text;
}

export class ConversationList {
	private list: StoredList;
	private readonly notices = new Array<string>();

	constructor(
		private readonly host: SettingsHost,
		private readonly placeKey: string,
		/** Epoch seconds. */
		private readonly now: () => number,
	) {
		this.list = this.read();
	}

	/** Notices since the last call (entries that could not be read), for the conversation. */
	takeNotices(): string[] {
		const out = [...this.notices];
		this.notices.clear();
		return out;
	}

	summaries(): ConversationSummary[] {
		return this.list.entries.map((e) => ({ ...e, open: e.id === this.list.open }));
	}

	/** The open conversation was saved as `stored`: its summary is updated (made, the first time). */
	touch(stored: ReadonlyArray<Message>, spent?: MeterFigures) {
		if (stored.size() === 0) return;
		const id = this.list.open ?? this.newId();
		this.list.open = id;
		const size = encodeValue(stored)?.size() ?? 0;
		const entry: Entry = { id, title: titleOf(stored), updated: this.now(), messages: stored.size(), size, spent };
		this.list.entries = [entry, ...this.list.entries.filter((e) => e.id !== id)];
		this.evict();
		this.write();
	}

	/** The open conversation is left: what the archive holds now moves to its own setting. */
	stash() {
		const id = this.list.open;
		if (id === undefined) return;
		this.list.open = undefined;
		const messages = loadConversation(this.host, this.placeKey);
		if (messages.size() === 0) {
			this.drop(id);
		} else {
			const plan = loadPlanDraft(this.host, this.placeKey);
			this.host.set(savedConversationKey(this.placeKey, id), { messages, plan });
		}
		this.write();
	}

	/**
	 * Whether conversation `id` (not the open one) can be opened: listed, and its saved form
	 * readable. One that is not is dropped from the list, with a notice.
	 */
	readable(id: string): boolean {
		if (this.list.open === id || !this.list.entries.some((e) => e.id === id)) return false;
		if (this.savedForm(id) !== undefined) return true;
		this.notices.push(UNREADABLE_ENTRY);
		// A form this Lux does not read (a newer Lux's messages, a hand edit) is kept aside, not
		// erased; one that cannot be kept aside is left in its setting, only the list forgets it.
		const key = savedConversationKey(this.placeKey, id);
		const saved = this.host.get(key);
		if (saved === undefined || keepAside(this.host, key, saved) !== undefined) this.drop(id);
		else this.list.entries = this.list.entries.filter((e) => e.id !== id);
		this.write();
		return false;
	}

	private savedForm(id: string): SavedConversation | undefined {
		const key = savedConversationKey(this.placeKey, id);
		const saved = this.host.get(key);
		if (!isSaved(saved)) return undefined;
		const { messages, dropped } = readStoredMessages(saved.messages);
		if (messages.size() === 0) return undefined;
		const stored = (saved as { plan?: unknown }).plan;
		const plan = isPlan(stored) ? { request: stored.request, steps: stored.steps } : undefined;
		if (dropped === 0 && (stored === undefined || plan !== undefined)) return { messages, plan };
		const kept = keepAside(this.host, key, saved) !== undefined;
		return { messages, plan, notice: kept ? UNREADABLE_MESSAGES : UNREADABLE_NOT_KEPT };
	}

	/** Conversation `id` becomes the open one: its saved form, taken out of its setting. */
	take(id: string): SavedConversation | undefined {
		if (!this.readable(id)) return undefined;
		const saved = this.savedForm(id)!;
		this.host.set(savedConversationKey(this.placeKey, id), undefined);
		this.list.open = id;
		this.write();
		return saved;
	}

	/** Forgets conversation `id`; true when it was the open one (the caller clears the archive). */
	remove(id: string): boolean {
		const wasOpen = this.list.open === id;
		if (wasOpen) this.list.open = undefined;
		this.drop(id);
		this.write();
		return wasOpen;
	}

	private drop(id: string) {
		if (this.list.open !== id) this.host.set(savedConversationKey(this.placeKey, id), undefined);
		this.list.entries = this.list.entries.filter((e) => e.id !== id);
	}

	private newId(): string {
		const id = `c${this.list.next}`;
		this.list.next += 1;
		return id;
	}

	/** Drops the least recently changed conversations (never the open one) past the bounds. */
	private evict() {
		const total = () => this.list.entries.reduce((sum, e) => sum + e.size, 0);
		while (this.list.entries.size() > MAX_CONVERSATIONS || total() > MAX_PLACE_CHARS) {
			let victim: Entry | undefined;
			for (const e of this.list.entries) if (e.id !== this.list.open) victim = e;
			if (victim === undefined) return;
			this.drop(victim.id);
			// Removed for the bound, not by the user: said, so it is not lost without a word (review).
			this.notices.push(evictedNotice(victim.title));
		}
	}

	private write() {
		this.host.set(conversationListKey(this.placeKey), {
			open: this.list.open,
			next: this.list.next,
			entries: this.list.entries,
		});
	}

	private read(): StoredList {
		const raw = this.host.get(conversationListKey(this.placeKey));
		const entries = new Array<Entry>();
		let dropped = 0;
		let open: string | undefined;
		let counter = 1;
		if (typeIs(raw, "table")) {
			const stored = raw as { entries?: unknown; open?: unknown; next?: unknown };
			if (typeIs(stored.entries, "table"))
				for (const e of stored.entries as unknown[]) {
					if (isEntry(e) && !entries.some((x) => x.id === e.id)) entries.push(e);
					else dropped += 1;
				}
			if (typeIs(stored.open, "string") && entries.some((e) => e.id === stored.open)) open = stored.open;
			counter = typeIs(stored.next, "number") ? stored.next : entries.size() + 1;
		}
		if (dropped > 0) this.notices.push(UNREADABLE_ENTRY);
		this.list = { open, next: counter, entries };
		// A conversation in the archive that no summary describes: saved by a Lux without the
		// list (or the list was lost). It is the open one, and gets its summary now.
		if (open === undefined) {
			const messages = loadConversation(this.host, this.placeKey);
			if (messages.size() > 0) {
				this.touch(messages);
				return this.list;
			}
		}
		if (dropped > 0) this.write();
		return this.list;
	}
}
