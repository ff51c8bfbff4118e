/**
 * The loop's state, the events that drive it, the actions it asks for, and its outcomes.
 *
 * Why spelled out: AgenticLoop.step is a pure function over these; the runner only performs
 * actions and feeds back events. Reading this file tells you everything the loop can do.
 */
import { ApiError } from "../Api/ApiError";
import { ChatRequest } from "../Api/ChatTypes";
import { AssistantToolCall, ModelReply } from "../Api/ModelReply";
import { Usage } from "../Api/Usage";
import { ConversationHistory } from "../History/ConversationHistory";
import { Message } from "../History/Message";
import { ApprovalDecision, ToolCall, ToolDefinition, ToolOutcome } from "Tools/ToolProtocol";

export interface BudgetLimits {
	/** USD one user request (from the message to the final answer) may cost. */
	readonly maxCostPerRequest?: number;
	/** Tokens the next request's prompt may have (context budget; seed 003). */
	readonly maxPromptTokens?: number;
	/**
	 * When the cap is a whole conversation's (maxCostPerRequest being what is left of it): the cap
	 * the user set and what the conversation's earlier messages spent, so a refusal names those
	 * and does not advise a new message, which the same cap would refuse.
	 */
	readonly conversation?: { readonly cap: number; readonly spent: number };
}

/** USD per token, e.g. from OpenRouter's /models `pricing` (strings there; numbers here). */
export interface ModelPricing {
	readonly prompt: number;
	readonly completion: number;
	/** Per cached prompt token read / written; the prompt price when unknown. */
	readonly cacheRead?: number;
	readonly cacheWrite?: number;
	/**
	 * False when the cache prices are a ratio assumed for the provider rather than the model
	 * list's own: they price a reply, but say nothing of whether this model caches at all, so
	 * history compression must not plan on cheap cache reads from them.
	 */
	readonly cacheListed?: boolean;
}

export interface LoopConfig {
	/** Model requests per user request. */
	readonly maxIterations: number;
	readonly budget: BudgetLimits;
	readonly pricing?: ModelPricing;
	/** Completion size the cost estimate assumes; defaults to the latest reply's. */
	readonly expectedCompletionTokens?: number;
	/** The model id (e.g. "anthropic/claude-sonnet-4.5"): decides where prompt-cache breakpoints go. */
	readonly model?: string;
	/** The model's context window in tokens, when known: compaction never lets the history outgrow it. */
	readonly contextWindow?: number;
}

export type StopReason = "budget" | "contextBudget" | "maxIterations" | "busy" | "notPending" | "halted";

export type LoopOutcome =
	| { readonly kind: "answered"; readonly text: string }
	| {
			readonly kind: "awaitingApproval";
			readonly operationId: string;
			readonly callId: string;
			readonly toolName: string;
			readonly summary: string;
	  }
	| { readonly kind: "stopped"; readonly reason: StopReason; readonly message: string }
	| { readonly kind: "failed"; readonly error: ApiError }
	| { readonly kind: "cancelled" };

export type LoopStatus = "idle" | "preparing" | "waitingModel" | "runningTool" | "awaitingApproval";

export interface LoopState {
	/** Increments per user request and on cancel; events of an older task are ignored. */
	readonly task: number;
	readonly status: LoopStatus;
	readonly history: ConversationHistory;
	readonly definitions: ReadonlyArray<ToolDefinition>;
	/** Model requests sent in this task. */
	readonly iteration: number;
	/** Tool calls of the latest reply not yet run, in order. */
	readonly queue: ReadonlyArray<AssistantToolCall>;
	readonly current?: ToolCall;
	readonly awaiting?: { readonly call: ToolCall; readonly operationId: string; readonly summary: string };
	readonly taskUsage: Usage;
	readonly conversationUsage: Usage;
	/** Prompt/completion tokens of the latest reply (budget decisions use these, not sums). */
	readonly latest?: Usage;
	/** Characters of the latest request body, to calibrate tokens per character. */
	readonly latestRequestChars?: number;
	/** Prompt tokens estimated for the request in flight (a reply without usage is counted with them). */
	readonly sentPromptTokens?: number;
	/** The user was told that a reply's usage is an estimate (the server reported none). */
	readonly usageEstimated?: boolean;
	/** Ids of the latest reply's calls cut off by the completion token limit (never run). */
	readonly cutCalls?: ReadonlyArray<string>;
	/** The user was told that the cost cap cannot be enforced for this model. */
	readonly capWarned?: boolean;
}

export type LoopEvent =
	| { readonly kind: "userMessage"; readonly text: string }
	| { readonly kind: "requestPrepared"; readonly request: ChatRequest; readonly requestChars: number }
	| { readonly kind: "modelReplied"; readonly reply: ModelReply }
	| { readonly kind: "modelFailed"; readonly error: ApiError }
	| { readonly kind: "toolFinished"; readonly callId: string; readonly outcome: ToolOutcome }
	| {
			readonly kind: "approvalDecided";
			readonly operationId: string;
			readonly decision: ApprovalDecision;
			readonly outcome: ToolOutcome;
	  }
	/** `partial`: the words the reply in flight had streamed when the user stopped it. */
	| { readonly kind: "cancel"; readonly partial?: string };

export type ProgressEvent =
	| { readonly kind: "iteration"; readonly iteration: number; readonly maxIterations: number }
	| { readonly kind: "message"; readonly message: Message }
	| { readonly kind: "toolStarted"; readonly call: ToolCall }
	| { readonly kind: "toolFinished"; readonly call: ToolCall; readonly outcome: ToolOutcome }
	| { readonly kind: "usage"; readonly reply: Usage; readonly task: Usage; readonly conversation: Usage };

export type LoopAction =
	| { readonly kind: "prepareRequest" }
	| { readonly kind: "sendRequest"; readonly request: ChatRequest }
	| { readonly kind: "runTool"; readonly call: ToolCall }
	| { readonly kind: "rejectPending"; readonly operationId: string; readonly reason: string }
	| { readonly kind: "progress"; readonly event: ProgressEvent }
	/** The runner returns this outcome to its caller (final, or paused for approval). */
	| { readonly kind: "finish"; readonly outcome: LoopOutcome };

export interface StepResult {
	readonly state: LoopState;
	readonly actions: ReadonlyArray<LoopAction>;
}
