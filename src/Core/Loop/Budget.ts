/**
 * Estimates the next request's prompt tokens and cost, and decides whether sending it would
 * cross the configured caps.
 *
 * Why before sending: a cap that is only checked after the answer has already been paid for
 * is not a cap. The estimate is calibrated on the latest request (tokens per character of
 * the body the server counted), and prices come from the config or from the latest cost.
 */
import { ModelReply } from "../Api/ModelReply";
import { NO_USAGE, Usage } from "../Api/Usage";
import { BudgetLimits, LoopConfig, ModelPricing } from "./LoopTypes";

/** Rough tokens per character of JSON chat text before any calibration. */
const DEFAULT_TOKENS_PER_CHAR = 0.25;

export interface RequestEstimate {
	readonly promptTokens: number;
	readonly completionTokens: number;
	/** Undefined when no price is known (a local server, or before the first costed reply). */
	readonly cost: number | undefined;
}

export interface Calibration {
	readonly latest?: Usage;
	readonly latestRequestChars?: number;
}

function pricingOf(config: LoopConfig, latest: Usage | undefined): ModelPricing | undefined {
	if (config.pricing !== undefined) return config.pricing;
	if (latest === undefined || latest.cost === undefined) return undefined;
	const tokens = latest.promptTokens + latest.completionTokens;
	if (tokens <= 0) return undefined;
	const perToken = latest.cost / tokens;
	return { prompt: perToken, completion: perToken };
}

export function estimateRequest(requestChars: number, calibration: Calibration, config: LoopConfig): RequestEstimate {
	const latest = calibration.latest;
	const chars = calibration.latestRequestChars;
	const perChar =
		latest !== undefined && chars !== undefined && chars > 0 && latest.promptTokens > 0
			? latest.promptTokens / chars
			: DEFAULT_TOKENS_PER_CHAR;
	const promptTokens = math.ceil(requestChars * perChar);
	const completionTokens = config.expectedCompletionTokens ?? latest?.completionTokens ?? 0;
	const pricing = pricingOf(config, latest);
	const cost =
		pricing === undefined ? undefined : promptTokens * pricing.prompt + completionTokens * pricing.completion;
	return { promptTokens, completionTokens, cost };
}

/**
 * The usage with a cost: the server's when it reported a valid one, else priced from the
 * model's prices (cache reads and writes at their own prices, the prompt price when unknown).
 * Prompt tokens include the cached and the cache-written ones, as OpenAI-style servers count
 * them; a figure larger than the prompt is clamped to it. The one pricing rule: the loop's cap
 * and the conversation's meter both use it.
 */
export function priceUsage(usage: Usage, pricing: ModelPricing | undefined): Usage {
	if (usage.cost !== undefined || pricing === undefined) return usage;
	const cached = math.min(usage.cachedTokens, usage.promptTokens);
	const written = math.min(usage.cacheWriteTokens ?? 0, usage.promptTokens - cached);
	const fresh = usage.promptTokens - cached - written;
	const cost =
		fresh * pricing.prompt +
		cached * (pricing.cacheRead ?? pricing.prompt) +
		written * (pricing.cacheWrite ?? pricing.prompt) +
		usage.completionTokens * pricing.completion;
	return { ...usage, cost };
}

/**
 * A reply's usage when the server reported none (a proxy that strips it, a stream cut after its
 * finish reason): the prompt tokens estimated before the request was sent and the reply's own
 * characters. The request was billed all the same, so a cap that counted it as free would let
 * every such reply through; this figure is counted, never used to calibrate the next estimate.
 */
export function estimatedUsage(promptTokens: number, reply: ModelReply): Usage {
	let chars = reply.text.size() + (reply.reasoning?.text.size() ?? 0);
	for (const call of reply.toolCalls) chars += call.name.size() + call.rawArguments.size();
	return { ...NO_USAGE, promptTokens, completionTokens: math.ceil(chars * DEFAULT_TOKENS_PER_CHAR) };
}

/** A cap is set, yet no price is known and no cost has been reported: it cannot be enforced. */
export function capUnenforceable(
	config: LoopConfig,
	state: { readonly latest?: Usage; readonly conversationUsage: Usage },
): boolean {
	if (config.budget.maxCostPerRequest === undefined || config.pricing !== undefined) return false;
	return state.latest?.cost === undefined && state.conversationUsage.cost === undefined;
}

function usd(amount: number): string {
	return string.format("$%.4f", amount);
}

/** Why the next request must not be sent, or undefined when it fits. */
export function budgetRefusal(
	limits: BudgetLimits,
	estimate: RequestEstimate,
	spent: number,
	nextIteration: number,
): { readonly reason: "budget" | "contextBudget"; readonly message: string } | undefined {
	if (limits.maxPromptTokens !== undefined && estimate.promptTokens > limits.maxPromptTokens) {
		return {
			reason: "contextBudget",
			message: `Stopped before request ${nextIteration}: its prompt would be about ${estimate.promptTokens} tokens, over the context budget of ${limits.maxPromptTokens}. Start a new conversation or raise the context budget in Lux settings.`,
		};
	}
	const cap = limits.maxCostPerRequest;
	if (cap === undefined) return undefined;
	const whole = limits.conversation;
	// A conversation's cap is named as the user set it, with all the conversation spent.
	const [what, earlier, named, advice] =
		whole !== undefined
			? ["this conversation", whole.spent, whole.cap, "start a new conversation"]
			: ["this request", 0, cap, "send a new message to continue"];
	if (spent >= cap) {
		return {
			reason: "budget",
			message: `Stopped before request ${nextIteration}: ${what} has already cost ${usd(earlier + spent)}, the cap is ${usd(named)}. Raise the cap in Lux settings or ${advice}.`,
		};
	}
	if (estimate.cost !== undefined && spent + estimate.cost > cap) {
		return {
			reason: "budget",
			message: `Stopped before request ${nextIteration}: it would cost about ${usd(estimate.cost)}, bringing ${what} to about ${usd(earlier + spent + estimate.cost)}, over the ${usd(named)} cap. Raise the cap in Lux settings or ${advice}.`,
		};
	}
	return undefined;
}
