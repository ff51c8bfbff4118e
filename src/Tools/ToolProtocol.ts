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
}

export interface ToolCall {
	/** The model's tool_call id, echoed back with the result. */
	readonly id: string;
	readonly name: string;
	/** Decoded arguments (the loop answers undecodable JSON itself, before any tool runs). */
	readonly args: { readonly [key: string]: unknown };
}

export type ToolOutcome =
	| {
			readonly kind: "done";
			/** What the model reads as the tool result. */
			readonly content: string;
			readonly isError: boolean;
			/** One compact line for the panel, e.g. "Read ServerScriptService.PlayerData (120 lines)". */
			readonly summary: string;
			/** A typed result the panel draws (a playtest's verdict); never sent to the model. */
			readonly view?: ToolView;
	  }
	| {
			readonly kind: "pending";
			/** Identifies the pending operation in the approval queue. */
			readonly operationId: string;
			readonly summary: string;
	  };

export type ApprovalDecision = { readonly approved: true } | { readonly approved: false; readonly reason?: string };

export interface ToolRunner {
	definitions(): ReadonlyArray<ToolDefinition>;
	/** Runs a read, or proposes a write (pending unless auto-approved). Never throws. */
	execute(call: ToolCall): ToolOutcome;
	/** Applies or rejects a pending operation; the returned outcome is always "done". */
	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome;
}
