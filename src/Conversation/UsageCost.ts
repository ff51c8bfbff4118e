/**
 * The cost of one reply from its usage when the server reports none (a direct provider, a
 * proxy that strips `cost`): prompt tokens read from the provider's cache, written to it, and
 * the rest are priced apart.
 *
 * Why cache prices matter: with a stable prefix most prompt tokens of a long conversation are
 * cache reads, which Anthropic bills at 0.1x the input price (writes at 1.25x), so pricing
 * every prompt token at the input rate would overstate the bill several times. Ratios are the
 * providers' published ones as OpenRouter lists them (openrouter.ai/docs/features/prompt-caching):
 * Anthropic read 0.1x / write 1.25x; Gemini read 0.25x; OpenAI read 0.25x-0.5x (0.5x assumed,
 * the higher); others 0.5x assumed. The server's own `cost`, when given, is always used instead.
 * These prices are the loop's (LoopConfig.pricing: the cost cap) and the meter's alike, priced
 * by Core's one rule (priceUsage).
 */
import { ModelPricing, priceUsage, Usage } from "Core";
import { ModelChoice } from "./ConversationState";

/** USD per token, every price known (the cache's from the list or the provider's ratio). */
export type UsagePrices = Required<Omit<ModelPricing, "cacheListed">> & Pick<ModelPricing, "cacheListed">;

export function cacheRatesFor(model: string): { readonly read: number; readonly write: number } {
	const id = model.lower();
	if (id.find("anthropic/", 1, true)[0] !== undefined || id.find("claude", 1, true)[0] !== undefined)
		return { read: 0.1, write: 1.25 };
	if (id.find("gemini", 1, true)[0] !== undefined) return { read: 0.25, write: 1 };
	return { read: 0.5, write: 1 };
}

/** Prices for a model from its input and output price per token (e.g. from OpenRouter's model list). */
export function usagePrices(model: string, inputPerToken: number, outputPerToken: number): UsagePrices {
	const rates = cacheRatesFor(model);
	return {
		prompt: inputPerToken,
		completion: outputPerToken,
		cacheRead: inputPerToken * rates.read,
		cacheWrite: inputPerToken * rates.write,
	};
}

/** USD for one usage figure: uncached input, cache reads, cache writes and output, each at its price. */
export function costOf(usage: Usage, prices: UsagePrices): number {
	return priceUsage({ ...usage, cost: undefined }, prices).cost ?? 0;
}

/**
 * The prices of `model` from the model list (per million tokens there), when the list prices
 * it: an unpriced model (no pricing in the list) would otherwise count as free, and the meter
 * would show $0.00 instead of an unknown cost. The list's own cache prices win over the
 * per-provider rates.
 */
export function pricesFor(models: ReadonlyArray<ModelChoice>, model: string): UsagePrices | undefined {
	const choice = models.find((m) => m.id === model);
	if (choice === undefined || choice.priced !== true) return undefined;
	const prices = usagePrices(model, choice.promptPrice / 1e6, choice.completionPrice / 1e6);
	return {
		...prices,
		cacheRead: choice.cacheReadPrice !== undefined ? choice.cacheReadPrice / 1e6 : prices.cacheRead,
		cacheWrite: choice.cacheWritePrice !== undefined ? choice.cacheWritePrice / 1e6 : prices.cacheWrite,
		cacheListed: choice.cacheReadPrice !== undefined,
	};
}

/** What the model list says a model costs, for the model picker. */
export type ListedPrice =
	| { readonly kind: "perMillion"; readonly prompt: number; readonly completion: number }
	| { readonly kind: "free" }
	/** The list gave no pricing: not free, unknown (the meter counts no cost for it either). */
	| { readonly kind: "unknown" };

export function listedPrice(model: ModelChoice): ListedPrice {
	if (model.priced === false) return { kind: "unknown" };
	if (model.promptPrice === 0 && model.completionPrice === 0) return { kind: "free" };
	return { kind: "perMillion", prompt: model.promptPrice, completion: model.completionPrice };
}
