/**
 * When to retry a failed request and how long to wait: capped exponential backoff with
 * jitter, and the server's Retry-After when it sends one.
 *
 * Why pure: the waiting happens on an injected clock, so a spec can check a 30 s backoff
 * without spending 30 s, and this decision can be read without any HTTP in sight.
 */
import { ApiConfig } from "./ApiConfig";
import { ApiError } from "./ApiError";

export type RetryDecision = { readonly retry: true; readonly delay: number } | { readonly retry: false };

/**
 * `attempt` counts from 1 (the request that just failed). `random` is in [0, 1).
 * Jitter keeps half the backoff fixed and randomises the other half, so clients that failed
 * together do not retry together, yet every wait is at least half the nominal backoff.
 */
export function decideRetry(config: ApiConfig, failure: ApiError, attempt: number, random: number): RetryDecision {
	if (!failure.transient || attempt >= config.maxAttempts) return { retry: false };
	if (failure.retryAfter !== undefined) {
		if (failure.retryAfter > config.maxRetryAfterSeconds) return { retry: false };
		return { retry: true, delay: failure.retryAfter };
	}
	const nominal = math.min(config.maxBackoffSeconds, config.baseBackoffSeconds * 2 ** (attempt - 1));
	return { retry: true, delay: nominal / 2 + (nominal / 2) * random };
}
