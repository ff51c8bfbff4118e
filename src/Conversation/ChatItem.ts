/**
 * The chat's items: what the conversation shows, one item per message, card, notice or turn
 * footer, and what an approval card previews (a diff, a property table, a subtree, code).
 *
 * Why plain data: items are written only by the Conversation (ChatItems, CardActions,
 * PlanCards) and rendered by any view of its state; a property table's row is Tools' own
 * PropertyRow, the one shape both sides use.
 */
import type { PropertyRow } from "Tools/ApprovalQueue/WritePlan";
import type { ToolView } from "Tools/Core/ToolView";

export type { PropertyRow };

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

/** A web page where the user fixes what an error card reports: its address and what to change there. */
export interface ExternalPage {
	readonly url: string;
	readonly instructions: string;
}

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
			/** The user stopped this answer mid-stream (Core's message says so, and is saved). */
			readonly stopped?: boolean;
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
			/**
			 * A key card (a refused key, no credits) also offers Try again: once the key is fixed
			 * in the setup, the failed message goes again without being typed again. Retired
			 * like a "retry" action when a newer run starts.
			 */
			readonly retryAfterFix?: boolean;
			/** Where the fix is made outside Studio (OpenRouter's privacy settings), shown as a copyable address. */
			readonly page?: ExternalPage;
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
