/**
 * Retries what is worth retrying: transient failures only (an editor conflict in
 * UpdateSourceAsync, a busy recording), a bounded number of times with a growing pause.
 *
 * Why: retrying a wrong path or a syntax error just repeats the error; retrying a conflict
 * usually succeeds. The loop itself lives in Tools/Core/Retry (the Studio tool hosts retry
 * script updates with it); here the decision uses ErrorAnalyzer, so tool failures tagged
 * with a code are judged by their code, not their wording.
 */
import type { ClockHost, ScriptEditorHost } from "Shared/Hosts";
import { DEFAULT_RETRY, RetryPolicy, retryBounded } from "Tools/Core/Retry";
import { retryingScriptEditor } from "Tools/Hosts/RetryingScriptEditor";
import { classifyError } from "./ErrorAnalyzer";

export { DEFAULT_RETRY };
export type { RetryPolicy };

/** Runs `attempt` until it succeeds, fails non-transiently, or the attempts run out. */
export function retryTransient<T>(
	attempt: () => T,
	transientError: (result: T) => string | undefined,
	clock: ClockHost,
	policy: RetryPolicy = DEFAULT_RETRY,
): { result: T; attempts: number } {
	return retryBounded(
		attempt,
		(result) => {
			const problem = transientError(result);
			return problem !== undefined && classifyError(problem).retryable;
		},
		clock,
		policy,
	);
}

/**
 * A script editor host whose updates retry transient failures. The Studio hosts
 * (createStudioToolHosts) already are one; this wraps any other host, e.g. a test fake.
 */
export function resilientScriptEditor(
	inner: ScriptEditorHost,
	clock: ClockHost,
	policy: RetryPolicy = DEFAULT_RETRY,
): ScriptEditorHost {
	return retryingScriptEditor(inner, clock, policy, (message) => classifyError(message).retryable);
}
