/**
 * Everything a view can ask of the Conversation: its one intent API. The panel calls these
 * and nothing else; a headless spec drives a whole conversation through the same calls.
 *
 * Why an interface: the panel's story specs use a recording fake. Every intent returns at
 * once; long work (the loop, HTTP) runs on the Conversation's own threads and shows up in
 * its state.
 */
import { ConversationSettings } from "./ConversationState";
import { ConnectForm, ConnectOutcome, SettingsForm, SettingsOutcome } from "./SettingsForm";

/**
 * What New chat, Open or Delete did: done; refused because Lux is running (the chat on
 * screen is the one the run writes to); or the conversation could not be read (a notice
 * says why, the current one stays open).
 */
export type SwitchOutcome = "done" | "running" | "unreadable";

export interface ConversationIntents {
	readonly send: (text: string) => void;
	readonly stop: () => void;
	readonly approve: (itemId: string) => void;
	readonly reject: (itemId: string, reason?: string) => void;
	/** Leaves one change (1-based hunk) of a pending script edit out of its approval, or back in. */
	readonly toggleHunk: (itemId: string, hunk: number) => void;
	/**
	 * Approves the card and adds its `allowScope` service to the auto-approve rules (script
	 * edits, creations and property changes there), as if set in Settings.
	 */
	readonly approveAndAllow: (itemId: string) => void;
	/** `confirmed`: the user saw the warning about their own edits since the turn. */
	readonly undoTurn: (turnId: number, confirmed?: boolean) => void;
	/** The user answered that warning "keep my edits": the turn stays as it is, and can still be undone later. */
	readonly keepTurn: (turnId: number) => void;
	/** Approves the plan card's draft as `steps` (the user may have edited them); Lux goes on. */
	readonly approvePlan: (itemId: string, steps: ReadonlyArray<string>) => void;
	/** Drops the plan card's draft and ends the task without changing anything. */
	readonly discardPlan: (itemId: string) => void;
	readonly showInExplorer: (itemId: string) => void;
	readonly openScript: (itemId: string) => void;
	readonly retry: () => void;
	/** A stale card's "propose it again": asks the model to read the target again and propose anew. */
	readonly retryStale: (itemId: string) => void;
	/** An empty chat; the current conversation stays in this place's list. */
	readonly newConversation: () => SwitchOutcome;
	/** Shows a conversation from the list (history, items and the plan in review); the current one is kept. */
	readonly openConversation: (id: string) => SwitchOutcome;
	/** Deletes a conversation from the list for good (the view asks the user first). */
	readonly deleteConversation: (id: string) => SwitchOutcome;
	/** Reads this place's conversation list again into state.conversations. */
	readonly loadConversations: () => void;
	/** Checks a key against {base}/key; the result lands in state.keyCheck. Does not save it. */
	readonly validateKey: (key: string, baseUrl: string) => void;
	/** Saves the key (plugin settings only); an error text when it is malformed. */
	readonly saveKey: (key: string) => string | undefined;
	readonly clearKey: () => void;
	/**
	 * The setup dialog's Save: a typed key is checked against the endpoint and stored (with the
	 * endpoint and model) only if the check passes; `done` hears the typed outcome, at once or
	 * after the check.
	 */
	readonly connect: (setup: ConnectForm, done: (outcome: ConnectOutcome) => void) => void;
	/**
	 * Fetches {base}/models?supported_parameters=tools into state.models, asking with `key` (the
	 * key typed in the setup dialog, not saved yet) when one is given, else with the saved key.
	 */
	readonly loadModels: (baseUrl: string, key?: string) => void;
	/** Checks (SettingsForm's rules) and persists; the outcome also lands in state.settingsNote. */
	readonly saveSettings: (settings: ConversationSettings) => SettingsOutcome;
	/** The Settings page's fields as typed: read, checked and saved like saveSettings. */
	readonly saveSettingsForm: (form: SettingsForm) => SettingsOutcome;
	/** Forgets the last save's note and, with `keyCheck`, the last key check (a form was left). */
	readonly dismissNotes: (keyCheck: boolean) => void;
	// Project memory: each change persists at once and the result lands in state.memory.
	/** Reads the memories into state.memory (and keeps them fresh after every tool from then on). */
	readonly loadMemory: () => void;
	/** Replaces a section's text as the user's own (discovery never overwrites it); empty removes it. */
	readonly saveProjectNote: (section: string, text: string) => void;
	readonly deleteProjectNote: (section: string) => void;
	readonly clearProjectNotes: () => void;
	readonly clearTaskPatterns: () => void;
}
