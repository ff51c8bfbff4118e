/**
 * A script editor host whose updates retry transient UpdateSourceAsync failures, bounded.
 *
 * Why: an editor conflict is the one script-write failure a second attempt usually fixes, and
 * the approval queue applies a change only once. Retrying inside the host keeps the retry
 * within the same undo recording, so the user still gets exactly one undo step. A retry is
 * safe: a failed UpdateSourceAsync committed nothing, and the write plans' transforms refuse
 * any text other than the one previewed, so a retry can never apply a change twice.
 */
import type { ClockHost, EditOutcome, ScriptEditorHost } from "Shared/Hosts";
import { DEFAULT_RETRY, RetryPolicy, looksTransient, retryBounded } from "../Core/Retry";

export function retryingScriptEditor(
	inner: ScriptEditorHost,
	clock: ClockHost,
	policy: RetryPolicy = DEFAULT_RETRY,
	isTransient: (message: string) => boolean = looksTransient,
): ScriptEditorHost {
	return {
		read(target) {
			return inner.read(target);
		},
		update(target, transform) {
			return retryBounded<EditOutcome>(
				() => inner.update(target, transform),
				(outcome) => !outcome.ok && isTransient(outcome.error),
				clock,
				policy,
			).result;
		},
		open(target, line) {
			inner.open(target, line);
		},
	};
}
