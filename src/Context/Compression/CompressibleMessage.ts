/**
 * The shape of conversation messages that compression needs, declared structurally.
 *
 * Why not Core's Message: Context sits below Core and may not import it. Core's messages
 * satisfy this shape; Conversation adapts ConversationHistory to it (ContextCompressor).
 */

export interface CompressibleToolCall {
	readonly id: string;
	readonly name: string;
	readonly rawArguments: string;
}

export type CompressibleMessage =
	| { readonly kind: "user"; readonly text: string }
	| { readonly kind: "assistant"; readonly text: string; readonly toolCalls: ReadonlyArray<CompressibleToolCall> }
	| {
			readonly kind: "toolResult";
			readonly callId: string;
			readonly toolName: string;
			readonly content: string;
			readonly summary: string;
			readonly isError: boolean;
	  }
	/** Approvals, errors, notices: shown to the user, never sent, kept with their turn. */
	| { readonly kind: "approval"; readonly state?: string; readonly summary?: string }
	| { readonly kind: "error" | "notice" };

/** What is always kept when turns are summarised. */
export interface PinnedContext {
	/** The user's task, as stated (or re-stated by the planner). */
	readonly task?: string;
	/** The current plan, when there is one. */
	readonly plan?: string;
	/** Project notes (ProjectContext.formatForPrompt). */
	readonly notes?: string;
}

/** Summarises older turns with the model when allowed; undefined means "not available now". */
export type TurnSummariser = (transcript: string, maxTokens: number) => string | undefined;
