/**
 * The conversation's one observable state: everything a view of it renders, as plain data.
 *
 * Why plain data: the Conversation is the only writer; the panel (or a spec, headless)
 * only reads it and is told when it changes (Conversation.changed). The API key is never
 * part of it.
 */
import type { TextSizeChoice } from "Shared/SettingKeys";
import type { ActionEntry } from "Tools/ApprovalQueue/ActionLog";
import type { ToolView } from "Tools/Core/ToolView";
import { RiskCategory } from "Tools/ToolProtocol";

export interface DiffLine {
	readonly kind: "context" | "add" | "remove";
	/** Line number in the old text (context and removed lines). */
	readonly oldLine?: number;
	/** Line number in the new text (context and added lines). */
	readonly newLine?: number;
	readonly text: string;
}

export interface DiffHunk {
	readonly oldStart: number;
	readonly newStart: number;
	readonly lines: ReadonlyArray<DiffLine>;
}

export interface PropertyRow {
	readonly name: string;
	readonly before: string;
	readonly after: string;
}

/** What an approval card shows: exactly what will change. */
export type Preview =
	| {
			readonly kind: "diff";
			readonly path: string;
			readonly hunks: ReadonlyArray<DiffHunk>;
			/** Lines added and removed (Shared/UnifiedDiff's diffStats), for the "+N −M" summary. */
			readonly added?: number;
			readonly removed?: number;
	  }
	| { readonly kind: "properties"; readonly path: string; readonly rows: ReadonlyArray<PropertyRow> }
	| {
			readonly kind: "subtree";
			readonly action: "create" | "delete";
			readonly path: string;
			/** One line per instance, indented by depth: "Part Floor". */
			readonly lines: ReadonlyArray<string>;
	  }
	/** A snippet to run (run_luau): its purpose and code. */
	| { readonly kind: "code"; readonly purpose: string; readonly code: string; readonly lines: number };

/** A plan for a complex task: reviewed (draft), then carried out (approved) with progress. */
export type PlanCardState = "draft" | "approved" | "revised" | "discarded";

export interface PlanStepView {
	readonly text: string;
	readonly done: boolean;
}

/** What an error card's button does. */
export type ErrorAction = "key" | "settings" | "retry" | "newChat";

export type ApprovalState = "pending" | "applied" | "rejected" | "stale" | "failed";

/** Where "Show in Explorer" / "Open script at the change" go. */
export interface ChangeTarget {
	readonly path: string;
	readonly isScript: boolean;
	readonly line?: number;
}

export type ChatItem =
	| { readonly kind: "user"; readonly id: string; readonly text: string }
	| {
			readonly kind: "assistant";
			readonly id: string;
			readonly text: string;
			readonly streaming?: boolean;
			/** The model's reasoning for this answer, shown collapsed; never part of the answer. */
			readonly reasoning?: string;
	  }
	| {
			readonly kind: "tool";
			readonly id: string;
			readonly summary: string;
			readonly detail: string;
			readonly isError: boolean;
			/** The tool's typed result (a playtest's verdict), drawn by its own piece. */
			readonly view?: ToolView;
			/** Set when "Undo this turn" belongs beside the result (a failed playtest after changes). */
			readonly undoTurnId?: number;
	  }
	| {
			readonly kind: "approval";
			readonly id: string;
			readonly operationId: string;
			readonly turnId: number;
			readonly toolName: string;
			readonly summary: string;
			readonly preview?: Preview;
			readonly target?: ChangeTarget;
			/**
			 * The service this change lands in, when "approve and auto-approve similar changes
			 * there" can honestly be offered (every landing inside that one service, and a kind
			 * of change a service rule may cover: never deletes or run code).
			 */
			readonly allowScope?: string;
			/** A script edit's changes (1-based hunks) the user left out; Approve applies the rest. */
			readonly leftOut?: ReadonlyArray<number>;
			readonly state: ApprovalState;
			readonly reason?: string;
			/** What happened, for applied/stale/failed (e.g. the tool's result line). */
			readonly detail?: string;
			/** What an applied change reported, typed (run_luau: the instances it changed). */
			readonly view?: ToolView;
	  }
	| {
			readonly kind: "error";
			readonly id: string;
			readonly title: string;
			readonly message: string;
			/** The action button: the key (setup), settings, a new chat, or try the last message again. */
			readonly action?: ErrorAction;
	  }
	| { readonly kind: "notice"; readonly id: string; readonly text: string }
	| {
			readonly kind: "plan";
			readonly id: string;
			readonly turnId: number;
			readonly steps: ReadonlyArray<PlanStepView>;
			readonly state: PlanCardState;
	  }
	| {
			readonly kind: "turnEnd";
			readonly id: string;
			readonly turnId: number;
			readonly undoable: boolean;
			readonly undone?: boolean;
			/** The user edited what this turn changed: the warning, and "Undo anyway" is offered. */
			readonly confirm?: string;
	  };

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
	/** The chosen model's context window in tokens, when the model list names it (StateRules). */
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
export type ActivityEntry = ActionEntry;

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
	/** This place's memories, read when asked (loadMemory) and after each change or tool. */
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
