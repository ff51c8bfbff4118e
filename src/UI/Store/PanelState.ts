/**
 * What the panel renders: the Conversation's state plus the page on screen, and what the
 * panel's components may call: the Conversation's intents plus page navigation.
 *
 * Why so thin: every rule lives in the Conversation (src/Conversation); the panel adds only
 * which page is open. The conversation's types are re-exported under the names the views
 * use, so a view imports from one place.
 */
import {
	connected,
	ConversationIntents,
	ConversationSettings,
	ConversationState,
	initialConversationState,
} from "Conversation";

export * from "Conversation/ConversationState";
export * from "Conversation/ChatItem";

export type Page = "chat" | "setup" | "settings" | "memory" | "doctor" | "activity" | "conversations";

/** The settings the Settings page edits (the Conversation's). */
export type PanelSettings = ConversationSettings;

export interface PanelState extends ConversationState {
	readonly page: Page;
}

/**
 * What views call: the Conversation's intents, with page navigation in place of the two
 * intents only the controller uses (it clears notes and loads memories or the conversation
 * list when a page opens).
 */
export interface PanelActions extends Omit<ConversationIntents, "dismissNotes" | "loadMemory" | "loadConversations"> {
	readonly openPage: (page: Page) => void;
	/** Reads the project memories and shows the Project memory page. */
	readonly openMemory: () => void;
	/** Reads this place's conversation list and shows the Conversations page. */
	readonly openConversations: () => void;
}

/** The first page: the setup dialog until a request can go out (a key saved, or an endpoint needing none), else the chat. */
export function firstPage(state: ConversationState): Page {
	return connected(state) ? "chat" : "setup";
}

export function initialPanelState(settings: PanelSettings, hasKey: boolean): PanelState {
	const conversation = initialConversationState(settings, hasKey);
	return { ...conversation, page: firstPage(conversation) };
}
