/**
 * The result type every validator, tool and client returns instead of throwing.
 *
 * Why: the loop must turn every failure into something the model or the user can act on;
 * exceptions crossing module boundaries would lose that and could leave work half done.
 */
export type Result<T, E = string> =
	{ readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
	return { ok: true, value };
}

export function err<E>(problem: E): Result<never, E> {
	return { ok: false, error: problem };
}
