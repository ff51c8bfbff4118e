/**
 * The contract between the agentic loop (Core) and the tools: what a tool call is, what
 * executing one returns, and how a pending (approval-gated) operation is resolved.
 *
 * Why in Tools: Core sits above Tools and imports this; Tools implements it. The loop never
 * touches the DataModel; it only sees definitions, outcomes and decisions.
 */

import type { ToolView } from "./Core/ToolView";

/** Roblox risk categories for auto-approve (seed 000, landscape.md item 4). */
export type RiskCategory = "read" | "script_edit" | "create" | "property" | "delete" | "run_code" | "project";

/** JSON schema of a tool's arguments, as sent to the model. */
export type JsonSchema = { readonly [key: string]: unknown };

export interface ToolDefinition {
	readonly name: string;
	readonly description: string;
	readonly parameters: JsonSchema;
	readonly risk: RiskCategory;
	/** Reached through the `more_tools` entry instead of a schema of its own (ToolGroups). */
	readonly grouped?: boolean;
}

export interface ToolCall {
	/** The model's tool_call id, echoed back with the result. */
	readonly id: string;
	readonly name: string;
	/** Decoded arguments (the loop answers undecodable JSON itself, before any tool runs). */
	readonly args: { readonly [key: string]: unknown };
}

/** One comparison of the live DataModel with what a write declared it would leave. */
export interface VerificationCheck {
	readonly check: "landed" | "syntax" | "exists" | "class" | "name" | "parent" | "property" | "removed";
	readonly ok: boolean;
	readonly detail: string;
}

/** What an applied write declared, checked against the place right after it landed. */
export interface Verification {
	/** The display path of what was checked. */
	readonly target: string;
	/** For the user's summary: a script's text, an instance, or a removal. */
	readonly change: "script" | "instance" | "removed";
	readonly checks: ReadonlyArray<VerificationCheck>;
	readonly ok: boolean;
}

/** What became of a write: applied, rejected by the user, stale (changed since the preview), or failed. */
export type Resolution = "applied" | "rejected" | "stale" | "failed";

export type ToolOutcome =
	| {
			readonly kind: "done";
			/** What the model reads as the tool result. */
			readonly content: string;
			readonly isError: boolean;
			/** One compact line for the panel, e.g. "Read ServerScriptService.PlayerData (120 lines)". */
			readonly summary: string;
			/** Set for a write that was decided: typed, so no one reads it back from the text. */
			readonly resolution?: Resolution;
			/** Set for an applied write that changed the place: what it declared, checked. */
			readonly verification?: Verification;
			/**
			 * Set when the runner asks the loop to stop after this result (a tripped circuit
			 * breaker), with the reason: the loop answers any remaining calls as not run and ends.
			 */
			readonly halt?: string;
			/** A typed result the panel draws (a playtest's verdict); never sent to the model. */
			readonly view?: ToolView;
	  }
	| {
			readonly kind: "pending";
			/** Identifies the pending operation in the approval queue. */
			readonly operationId: string;
			readonly summary: string;
	  };

/** `hunks`: the user approved only these changes (1-based, as the preview numbers them) of a script edit. */
export type ApprovalDecision =
	| { readonly approved: true; readonly hunks?: ReadonlyArray<number> }
	| { readonly approved: false; readonly reason?: string };

export interface ToolRunner {
	definitions(): ReadonlyArray<ToolDefinition>;
	/** Runs a read, or proposes a write (pending unless auto-approved). Never throws. */
	execute(call: ToolCall): ToolOutcome;
	/** Applies or rejects a pending operation; the returned outcome is always "done". */
	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome;
	/**
	 * The user pressed Stop: tool work still running (a run_luau snippet waiting or looping)
	 * ends as failed, so it is rolled back and nothing of it lands after the Stop. A runner
	 * with nothing long-running may leave it out; a wrapper passes it on.
	 */
	interrupt?(): void;
}
