/**
 * The conversation's one observable state: everything a view of it renders, as plain data.
 *
 * Why plain data: the Conversation is the only writer; the panel (or a spec, headless)
 * only reads it and is told when it changes (Conversation.changed). The API key is never
 * part of it.
 */
import type { TextSizeChoice } from "Shared/SettingKeys";
import type { ActivityEntry } from "./ActivityLabels";
import { RiskCategory } from "Tools/ToolProtocol";
import type { ChatItem } from "./ChatItem";

export interface MeterFigures {
	readonly tokens: number;
	/** Prompt tokens the provider served from its prompt cache. */
	readonly cachedTokens?: number;
	/** USD; undefined when the server reports no cost (local servers). */
	readonly cost?: number;
}

export interface Meters {
	readonly lastReply?: MeterFigures;
	readonly conversation: MeterFigures;
	/** USD cap per conversation (from settings), for the "nearing the cap" warning. */
	readonly costCap?: number;
	/** The chosen model's context window in tokens, when the model list names it (ConversationStore.contextWindowOf). */
	readonly contextLength?: number;
}

export interface Progress {
	readonly iteration: number;
	readonly maxIterations: number;
	/** The tool running now, by its compact name. */
	readonly tool?: string;
	/** The reply's text is streaming in (this request's first text delta arrived); before it, the model is thinking. */
	readonly writing?: boolean;
	/** Clock seconds when the turn started (elapsed = now - startedAt). */
	readonly startedAt: number;
}

export type AutoApprove = { readonly [K in RiskCategory]: boolean };

export interface ConversationSettings {
	readonly baseUrl: string;
	readonly model: string;
	readonly streaming: boolean;
	readonly maxIterations: number;
	/** USD per conversation; undefined = no cap. */
	readonly costCap?: number;
	readonly autoApprove: AutoApprove;
	/** Services whose writes are auto-approved whatever the category says (e.g. "ServerStorage"). */
	readonly autoApproveServices: ReadonlyArray<string>;
	/** Compression asks the model to summarise older turns (one extra request); else truncation. Default off. */
	readonly summariseWithModel: boolean;
	/** Size of prose and code in the panel (Settings > Text size); undefined = Normal. */
	readonly textSize?: TextSizeChoice;
}

/** The panel's text sizes a user can pick; the pixel sizes are the UI's (Theme/TextSizes). */
export type { TextSizeChoice } from "Shared/SettingKeys";

export type KeyCheck =
	| { readonly state: "idle" }
	| { readonly state: "checking" }
	| {
			readonly state: "valid";
			readonly label: string;
			readonly remaining?: number;
			/** Set when the endpoint has no key check (not OpenRouter): nothing was verified. */
			readonly note?: string;
	  }
	| { readonly state: "invalid"; readonly message: string }
	| { readonly state: "blocked"; readonly message: string }
	| { readonly state: "error"; readonly message: string };

export interface ModelChoice {
	readonly id: string;
	readonly name: string;
	readonly contextLength: number;
	/** USD per million tokens. */
	readonly promptPrice: number;
	readonly completionPrice: number;
	/** USD per million cached prompt tokens read / written, when the model list gives them. */
	readonly cacheReadPrice?: number;
	readonly cacheWritePrice?: number;
	/** False when the server listed no prices (0 above then means "unknown", not "free"). */
	readonly priced?: boolean;
}

/** One section of this place's project notes, as the Project memory page lists it. */
export interface MemorySection {
	readonly section: string;
	readonly text: string;
	/** Who wrote it last: you (the panel), Lux (update_project_context) or discover_project. */
	readonly source: "user" | "model" | "discovery";
}

/** What the Project memory page shows; read from Memory when the page opens and after each change. */
export interface MemoryView {
	/** False when the conversation runs without the Memory modules (nothing to show or edit). */
	readonly available: boolean;
	readonly sections: ReadonlyArray<MemorySection>;
	/** Task patterns DecisionMemory keeps (hints from similar past tasks). */
	readonly patterns: number;
	/** The outcome of the last change (saved, refused, cleared). */
	readonly note?: { readonly ok: boolean; readonly text: string };
}

/** One conversation kept for this place, as the Conversations page lists it (ConversationList). */
export interface ConversationSummary {
	readonly id: string;
	/** The first user message's first line, clipped (the key already hidden). */
	readonly title: string;
	/** When it last changed: seconds since the Unix epoch (the clock's epochSeconds). */
	readonly updated: number;
	/** How many messages are saved. */
	readonly messages: number;
	/** Characters its saved form takes in plugin settings. */
	readonly size: number;
	/** What it has cost so far (the conversation meter when it was last saved). */
	readonly spent?: MeterFigures;
	/** The conversation on the chat page now. */
	readonly open: boolean;
}

/** One line of the activity view: what Lux proposed and what became of it (Tools' action log). */
export type { ActivityEntry };

export interface ConversationState {
	readonly items: ReadonlyArray<ChatItem>;
	readonly running: boolean;
	readonly progress?: Progress;
	readonly meters: Meters;
	readonly hasKey: boolean;
	readonly settings: ConversationSettings;
	readonly keyCheck: KeyCheck;
	readonly models: ReadonlyArray<ModelChoice>;
	readonly modelsError?: string;
	/** True while the model list is being fetched (the picker says so). */
	readonly modelsLoading?: boolean;
	/** The outcome of the last settings save (error or "Saved."). */
	readonly settingsNote?: { readonly ok: boolean; readonly text: string };
	/** This place's memories, read when asked (loadMemory) and again whenever a memory changes while it is shown. */
	readonly memory?: MemoryView;
	/** The newest entries of the action log, oldest first (what was proposed, approved, applied, undone). */
	readonly activity: ReadonlyArray<ActivityEntry>;
	/** This place's conversations, most recently changed first. */
	readonly conversations: ReadonlyArray<ConversationSummary>;
	/** Epoch seconds when `conversations` was read: "5 min ago" is measured from here. */
	readonly conversationsAt: number;
}

export const DEFAULT_AUTO_APPROVE: AutoApprove = {
	read: true,
	script_edit: false,
	create: false,
	property: false,
	delete: false,
	run_code: false,
	project: false,
};

export function initialConversationState(settings: ConversationSettings, hasKey: boolean): ConversationState {
	return {
		items: [],
		running: false,
		meters: { conversation: { tokens: 0 }, costCap: settings.costCap },
		hasKey,
		settings,
		keyCheck: { state: "idle" },
		models: [],
		activity: [],
		conversations: [],
		conversationsAt: 0,
	};
}

/** The state with no conversation shown: no items, no run, the meter at `spent` (a new chat: zero). */
export function emptyConversation(s: ConversationState, spent?: MeterFigures): ConversationState {
	return {
		...s,
		items: [],
		running: false,
		progress: undefined,
		meters: { conversation: spent ?? { tokens: 0 }, costCap: s.settings.costCap },
	};
}
