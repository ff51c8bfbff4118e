/**
 * Token and cost figures: one request's `usage`, and running totals per message and per
 * conversation for the cost meter.
 *
 * Why: OpenRouter returns usage on every answer; the budget and the panel's meter both read
 * it. Totals are sums for billing; budget decisions use the latest request (seed 003).
 */

export interface Usage {
	readonly promptTokens: number;
	readonly completionTokens: number;
	readonly cachedTokens: number;
	/** Prompt tokens written to the provider's cache (Anthropic bills them at about 1.25x input). */
	readonly cacheWriteTokens: number;
	readonly reasoningTokens: number;
	/** USD as reported by the server; undefined when the server does not report cost (local servers). */
	readonly cost: number | undefined;
}

export const NO_USAGE: Usage = {
	promptTokens: 0,
	completionTokens: 0,
	cachedTokens: 0,
	cacheWriteTokens: 0,
	reasoningTokens: 0,
	cost: undefined,
};

function num(value: unknown): number {
	return typeIs(value, "number") && value === value ? value : 0;
}

/** Reads an OpenAI/OpenRouter `usage` object; missing fields count as zero. */
export function parseUsage(raw: unknown): Usage | undefined {
	if (!typeIs(raw, "table")) return undefined;
	const usage = raw as {
		prompt_tokens?: unknown;
		completion_tokens?: unknown;
		cost?: unknown;
		prompt_tokens_details?: { cached_tokens?: unknown; cache_write_tokens?: unknown };
		completion_tokens_details?: { reasoning_tokens?: unknown };
	};
	const promptDetails = typeIs(usage.prompt_tokens_details, "table") ? usage.prompt_tokens_details : {};
	const completionDetails = typeIs(usage.completion_tokens_details, "table") ? usage.completion_tokens_details : {};
	return {
		promptTokens: num(usage.prompt_tokens),
		completionTokens: num(usage.completion_tokens),
		cachedTokens: num(promptDetails.cached_tokens),
		cacheWriteTokens: num(promptDetails.cache_write_tokens),
		reasoningTokens: num(completionDetails.reasoning_tokens),
		cost: typeIs(usage.cost, "number") ? usage.cost : undefined,
	};
}

export function addUsage(a: Usage, b: Usage): Usage {
	return {
		promptTokens: a.promptTokens + b.promptTokens,
		completionTokens: a.completionTokens + b.completionTokens,
		cachedTokens: a.cachedTokens + b.cachedTokens,
		cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
		reasoningTokens: a.reasoningTokens + b.reasoningTokens,
		cost: a.cost === undefined && b.cost === undefined ? undefined : (a.cost ?? 0) + (b.cost ?? 0),
	};
}

export function totalTokens(usage: Usage): number {
	return usage.promptTokens + usage.completionTokens;
}
