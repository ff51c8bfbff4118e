/**
 * The shape of one tool in the registry: its definition for the model and its handler.
 *
 * Why: seed 000 wants one place mapping names to definitions and handlers. A read handler
 * answers directly; a write handler only builds a WritePlan (nothing changes), and the
 * approval queue decides when, and whether, it is applied.
 */
import type { Result } from "Shared/Result";
import type { ToolDefinition } from "../ToolProtocol";
import type { ToolHosts } from "../Hosts/ToolHosts";
import type { WritePlan } from "../ApprovalQueue/WritePlan";
import type { ToolFailure } from "./ToolFailure";
import type { ToolView } from "./ToolView";

export type ToolArgs = { readonly [key: string]: unknown };

export interface ReadAnswer {
	readonly content: string;
	readonly summary: string;
	/** A typed result for the panel (the model reads only content). */
	readonly view?: ToolView;
}

export type ToolHandler =
	| { readonly kind: "read"; readonly run: (args: ToolArgs, hosts: ToolHosts) => Result<ReadAnswer, ToolFailure> }
	| { readonly kind: "write"; readonly plan: (args: ToolArgs, hosts: ToolHosts) => Result<WritePlan, ToolFailure> };

export interface ToolSpec {
	readonly definition: ToolDefinition;
	readonly handler: ToolHandler;
}
