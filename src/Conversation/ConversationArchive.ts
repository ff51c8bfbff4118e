/**
 * Keeps the conversation in plugin settings so it survives a plugin reload, within a size
 * bound: the newest messages, each clipped, together with the plan the user was reviewing
 * (PlanArchive). One archive per place (PLACE_SETTINGS), so one game's scripts never show
 * up in another's history, stored through the settings codec (Shared/CodecSettingsHost),
 * which keeps quotes and backslashes out of the settings file (creator-docs Plugin.yaml,
 * Plugin:SetSetting).
 *
 * Why messages, not chat items: Core's history is what the model needs to continue; the
 * chat items are rebuilt from it with the same reducer the live conversation uses.
 */
import { Message } from "Core";
import { SettingsHost } from "Shared/Hosts";
import { keepAside } from "Shared/KeptAside";
import { PLACE_SETTINGS } from "Shared/SettingKeys";
import { mapViewText } from "Tools";
import { loadPlanDraft, savePlanDraft } from "./PlanArchive";
import { PlanDraft } from "./TaskModules";
import { UNREADABLE_MESSAGES, UNREADABLE_NOT_KEPT, readStoredMessages } from "./StoredMessage";

/** The setting holding a place's conversation. */
export function archiveKey(placeKey: string): string {
	return PLACE_SETTINGS.conversation(placeKey).key;
}
const MAX_MESSAGES = 80;
const MAX_TEXT = 6000;

function clip(text: string): string {
	return text.size() > MAX_TEXT ? `${text.sub(1, MAX_TEXT)}\n[clipped when saved]` : text;
}

function clipMessage(m: Message, hide: (text: string) => string): Message {
	switch (m.kind) {
		case "user":
		case "notice":
		case "error":
			return { ...m, text: clip(hide(m.text)) };
		case "assistant": {
			// Reasoning is model output like the text: secrets hidden, length bounded.
			const reasoning =
				m.reasoning !== undefined ? { ...m.reasoning, text: clip(hide(m.reasoning.text)) } : undefined;
			return { ...m, text: clip(hide(m.text)), reasoning };
		}
		case "toolResult":
			return {
				...m,
				content: clip(hide(m.content)),
				summary: hide(m.summary),
				view: m.view !== undefined ? mapViewText(m.view, hide) : undefined,
			};
		default:
			return m;
	}
}

/**
 * Drops the oldest messages, never starting on a tool result (its call would be missing). A
 * single task longer than the bound (no user message among the newest) keeps its request and
 * its newest steps from an assistant message on: it had been saved as nothing, which erased
 * the saved conversation.
 */
function bounded(messages: ReadonlyArray<Message>, hide: (text: string) => string): Message[] {
	const size = messages.size();
	const windowStart = math.max(0, size - MAX_MESSAGES);
	const out = new Array<Message>();
	let start = windowStart;
	while (start < size && messages[start].kind !== "user") start += 1;
	if (start >= size) {
		start = windowStart;
		while (start < size && messages[start].kind !== "assistant") start += 1;
		let request = windowStart - 1;
		while (request >= 0 && messages[request].kind !== "user") request -= 1;
		if (request >= 0 && start < size) out.push(clipMessage(messages[request], hide));
		// No step in the window either (notices and errors only): keep them, results excepted.
		if (start >= size) {
			start = windowStart;
			while (start < size && messages[start].kind === "toolResult") start += 1;
		}
	}
	for (let i = start; i < size; i++) out.push(clipMessage(messages[i], hide));
	return out;
}

/** `hide` removes secrets (the API key) from text before it is written. Returns what was written. */
export function saveConversation(
	host: SettingsHost,
	placeKey: string,
	messages: ReadonlyArray<Message>,
	hide: (text: string) => string = (text) => text,
): Message[] {
	const stored = messages.size() === 0 ? [] : bounded(messages, hide);
	host.set(archiveKey(placeKey), stored.size() === 0 ? undefined : stored);
	return stored;
}

export function loadConversation(host: SettingsHost, placeKey: string): Message[] {
	return readArchive(host, placeKey).messages;
}

/**
 * The place's archive as this Lux reads it. Messages it cannot read are left out, and the
 * stored value is kept aside first (Shared/KeptAside), since the next save writes over it.
 */
function readArchive(host: SettingsHost, placeKey: string): { messages: Message[]; notice?: string } {
	const decoded = host.get(archiveKey(placeKey));
	if (!typeIs(decoded, "table")) return { messages: [] };
	const { messages, dropped } = readStoredMessages(decoded as unknown[]);
	if (dropped === 0) return { messages };
	const kept = keepAside(host, archiveKey(placeKey), decoded) !== undefined;
	return { messages, notice: kept ? UNREADABLE_MESSAGES : UNREADABLE_NOT_KEPT };
}

export interface SavedConversation {
	readonly messages: Message[];
	readonly plan?: PlanDraft;
	/** Set when some of what was stored could not be read (it is kept aside). */
	readonly notice?: string;
}

/**
 * The conversation and the plan in review, saved and restored together: the two settings
 * must describe the same moment, so a plan is restored only with its conversation.
 */
export class ConversationArchive {
	/** `hide` removes secrets (the API key) from text before it is written. */
	constructor(
		private readonly host: SettingsHost,
		private readonly hide: (text: string) => string,
		/** The place whose conversation this is: each place keeps its own. */
		private readonly placeKey: string,
	) {}

	/** What the last plugin run left: its conversation, and the plan in review if it had one. */
	restore(): SavedConversation {
		const { messages, notice } = readArchive(this.host, this.placeKey);
		return { messages, plan: messages.size() > 0 ? loadPlanDraft(this.host, this.placeKey) : undefined, notice };
	}

	/** Returns the messages as written (bounded, clipped, the key hidden). */
	save(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined): Message[] {
		const stored = saveConversation(this.host, this.placeKey, messages, this.hide);
		savePlanDraft(this.host, this.placeKey, plan, this.hide);
		return stored;
	}

	/** The plan changed between turns (approved, discarded, answered). */
	savePlan(plan: PlanDraft | undefined) {
		savePlanDraft(this.host, this.placeKey, plan, this.hide);
	}

	clear() {
		this.save([], undefined);
	}
}
