/**
 * Retries what is worth retrying: transient failures only (an editor conflict in
 * UpdateSourceAsync, a busy recording), a bounded number of times with a growing pause.
 *
 * Why: retrying a wrong path or a syntax error just repeats the error; retrying a conflict
 * usually succeeds. Every retry of a write is safe because a failed apply was rolled back.
 */
import type { ClockHost, ScriptEditorHost } from "Shared/Hosts";
import { classifyError } from "./ErrorAnalyzer";

export interface RetryPolicy {
	readonly maxAttempts: number;
	/** Seconds before the second attempt; doubles each time, with jitter. */
	readonly baseDelay: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 3, baseDelay: 0.2 };

/** Runs `attempt` until it succeeds, fails non-transiently, or the attempts run out. */
export function retryTransient<T>(
	attempt: () => T,
	transientError: (result: T) => string | undefined,
	clock: ClockHost,
	policy: RetryPolicy = DEFAULT_RETRY,
): { result: T; attempts: number } {
	let result = attempt();
	let attempts = 1;
	while (attempts < policy.maxAttempts) {
		const problem = transientError(result);
		if (problem === undefined || !classifyError(problem).retryable) break;
		clock.wait(policy.baseDelay * 2 ** (attempts - 1) * (1 + clock.random() * 0.25));
		result = attempt();
		attempts++;
	}
	return { result, attempts };
}

/** A script editor host whose updates retry transient failures. */
export function resilientScriptEditor(
	inner: ScriptEditorHost,
	clock: ClockHost,
	policy: RetryPolicy = DEFAULT_RETRY,
): ScriptEditorHost {
	return {
		read(target) {
			return inner.read(target);
		},
		update(target, transform) {
			return retryTransient(
				() => inner.update(target, transform),
				(outcome) => (outcome.ok ? undefined : outcome.error),
				clock,
				policy,
			).result;
		},
		open(target, line) {
			inner.open(target, line);
		},
	};
}
