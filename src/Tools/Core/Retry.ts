/**
 * Bounded retry with a growing pause, and which failure messages are worth retrying.
 *
 * Why here, below Safety: the Studio tool hosts must retry a transient UpdateSourceAsync
 * failure themselves (the approval queue applies a change once, inside one recording), and
 * Tools may not import Safety. Safety's ErrorAnalyzer reads the same transient wordings, so
 * the hosts and the analyzer never disagree about what "transient" means.
 */

export interface RetryPolicy {
	readonly maxAttempts: number;
	/** Seconds before the second attempt; doubles each time, with jitter. */
	readonly baseDelay: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 3, baseDelay: 0.2 };

/**
 * Engine wordings of failures that a second attempt may not meet: an editor conflict, a busy
 * recording, a timeout. "kept changing" is UpdateSourceAsync giving up on a document the user
 * keeps typing into (the simulator's wording; Studio's exact text is unconfirmed).
 */
export const TRANSIENT_PATTERNS: ReadonlyArray<string> = [
	"timed? ?out",
	"busy",
	"conflict",
	"try again",
	"kept changing",
];

export function looksTransient(message: string): boolean {
	const lower = message.lower();
	return TRANSIENT_PATTERNS.some((pattern) => lower.find(pattern)[0] !== undefined);
}

export interface Pause {
	wait(seconds: number): void;
	/** A number in [0, 1), for jitter. */
	random(): number;
}

/** Runs `attempt` until `shouldRetry` says no or the attempts run out; never more than maxAttempts. */
export function retryBounded<T>(
	attempt: () => T,
	shouldRetry: (result: T) => boolean,
	pause: Pause,
	policy: RetryPolicy = DEFAULT_RETRY,
): { result: T; attempts: number } {
	let result = attempt();
	let attempts = 1;
	while (attempts < policy.maxAttempts && shouldRetry(result)) {
		pause.wait(policy.baseDelay * 2 ** (attempts - 1) * (1 + pause.random() * 0.25));
		result = attempt();
		attempts++;
	}
	return { result, attempts };
}
