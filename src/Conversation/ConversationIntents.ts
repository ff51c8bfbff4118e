/**
 * What the panel can ask of the session. Components call these and nothing else.
 *
 * Why an interface: the panel is tested with a recording fake, the LoopSession adapter
 * implements it today, and the SessionManager can implement it tomorrow unchanged.
 * Every action returns at once; long work (the loop, HTTP) runs on the session's threads.
 */
import { Page, PanelSettings } from "./PanelState";

export interface PanelActions {
	readonly send: (text: string) => void;
	readonly stop: () => void;
	readonly approve: (itemId: string) => void;
	readonly reject: (itemId: string, reason?: string) => void;
	/**
	 * Approves the card and adds its `allowScope` service to the auto-approve rules (script
	 * edits, creations and property changes there), as if set in Settings.
	 */
	readonly approveAndAllow: (itemId: string) => void;
	/** `confirmed`: the user saw the warning about their own edits since the turn. */
	readonly undoTurn: (turnId: number, confirmed?: boolean) => void;
	/** Approves the plan card's draft as `steps` (the user may have edited them); Lux goes on. */
	readonly approvePlan: (itemId: string, steps: ReadonlyArray<string>) => void;
	/** Drops the plan card's draft and ends the task without changing anything. */
	readonly discardPlan: (itemId: string) => void;
	readonly showInExplorer: (itemId: string) => void;
	readonly openScript: (itemId: string) => void;
	readonly retry: () => void;
	readonly newConversation: () => void;
	readonly openPage: (page: Page) => void;
	/** Checks a key against {base}/key; the result lands in state.keyCheck. Does not save it. */
	readonly validateKey: (key: string, baseUrl: string) => void;
	/** Saves the key (plugin settings only); an error text when it is malformed. */
	readonly saveKey: (key: string) => string | undefined;
	readonly clearKey: () => void;
	/** Fetches {base}/models?supported_parameters=tools into state.models. */
	readonly loadModels: (baseUrl: string) => void;
	/** Validates and persists; the result lands in state.settingsNote. */
	readonly saveSettings: (settings: PanelSettings) => void;
	// Project memory page: each change persists at once and the result lands in state.memory.
	/** Reads the memories into state.memory and shows the page. */
	readonly openMemory: () => void;
	/** Replaces a section's text as the user's own (discovery never overwrites it); empty removes it. */
	readonly saveProjectNote: (section: string, text: string) => void;
	readonly deleteProjectNote: (section: string) => void;
	readonly clearProjectNotes: () => void;
	readonly clearTaskPatterns: () => void;
}
