/**
 * Token and cost figures: one request's `usage`, and running totals per message and per
 * conversation for the cost meter.
 *
 * Why: the budget and the panel's meter both read it, and servers report it in different
 * places and shapes (OpenAI `usage`, Groq `x_groq.usage`, Anthropic-style cache fields,
 * OpenRouter `cost`, sometimes a string or a negative placeholder). Only a finite, non-negative
 * number is a cost; anything else is "not reported", so the loop prices the tokens itself.
 * A usage beyond what any request can be (more tokens than any model's window, 1e12 from a
 * hostile or broken server) is not reported either: taken as reported, it made the meter
 * absurd and the cost cap refuse every later message of the conversation.
 */

export interface Usage {
	readonly promptTokens: number;
	readonly completionTokens: number;
	/** Prompt tokens read from the provider's cache. */
	readonly cachedTokens: number;
	/** Prompt tokens written to the provider's cache (OpenRouter `cache_write_tokens`, Anthropic `cache_creation_input_tokens`, billed at about 1.25x input); 0 when absent. */
	readonly cacheWriteTokens: number;
	readonly reasoningTokens: number;
	/** USD as reported by the server (or priced by the loop); undefined when unknown. */
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

/** More tokens than one request can hold (the largest windows are some millions of tokens). */
const MAX_REQUEST_TOKENS = 100_000_000;

/** A count: a finite non-negative number (numeric strings accepted), else 0. */
function count(value: unknown): number {
	const n = typeIs(value, "number") ? value : typeIs(value, "string") ? tonumber(value) : undefined;
	return n !== undefined && n === n && n >= 0 && n < math.huge ? n : 0;
}

/** A reported cost: a finite non-negative number or numeric string; anything else is unknown. */
export function validCost(value: unknown): number | undefined {
	const n = typeIs(value, "number") ? value : typeIs(value, "string") ? tonumber(value) : undefined;
	return n !== undefined && n === n && n >= 0 && n < math.huge ? n : undefined;
}

/** The first positive figure, else 0 (servers name the same count differently). */
function first(...values: number[]): number {
	for (const value of values) if (value > 0) return value;
	return 0;
}

function asTable(value: unknown): Record<string, unknown> {
	return typeIs(value, "table") ? (value as Record<string, unknown>) : {};
}

/**
 * Reads usage from a response or chunk root: `usage`, else Groq's `x_groq.usage`.
 * Undefined when neither is present.
 */
export function usageOf(root: unknown): Usage | undefined {
	const r = asTable(root);
	return parseUsage(r.usage) ?? parseUsage(asTable(r.x_groq).usage);
}

/** Reads one `usage` object; missing fields count as zero. */
export function parseUsage(raw: unknown): Usage | undefined {
	if (!typeIs(raw, "table")) return undefined;
	const usage = raw as Record<string, unknown>;
	const prompt = asTable(usage.prompt_tokens_details);
	const completion = asTable(usage.completion_tokens_details);
	const cacheRead = first(
		count(prompt.cached_tokens),
		count(usage.cache_read_input_tokens),
		count(usage.prompt_cache_hit_tokens),
	);
	const cacheWrite = first(count(prompt.cache_write_tokens), count(usage.cache_creation_input_tokens));
	const promptTokens = first(count(usage.prompt_tokens), count(usage.input_tokens));
	const completionTokens = first(count(usage.completion_tokens), count(usage.output_tokens));
	if (math.max(promptTokens, completionTokens, cacheRead, cacheWrite) > MAX_REQUEST_TOKENS) return undefined;
	return {
		promptTokens,
		completionTokens,
		cachedTokens: cacheRead,
		cacheWriteTokens: cacheWrite,
		reasoningTokens: count(completion.reasoning_tokens),
		cost: validCost(usage.cost),
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
