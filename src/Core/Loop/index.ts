/** The agentic loop: the pure step, its runner, budget and progress callbacks. */
export { initialState, MAX_CALLS_PER_ANSWER, step, stepFor } from "./AgenticLoop";
export { budgetRefusal, estimateRequest, priceUsage, RequestEstimate } from "./Budget";
export { LoopCallbacks } from "./LoopCallbacks";
export { LoopDependencies, LoopRunner } from "./LoopRunner";
export { decodeArguments } from "./ReplyCalls";
export {
	BudgetLimits,
	LoopAction,
	LoopConfig,
	LoopEvent,
	LoopOutcome,
	LoopState,
	LoopStatus,
	ModelPricing,
	ProgressEvent,
	StopReason,
} from "./LoopTypes";
