/**
 * The `Timeout` option RequestAsync may be given.
 *
 * Why: creator-docs HttpService.yaml, RequestAsync, request field `Timeout`: "Values must be
 * greater than zero and no greater than the default request timeout". The page does not give
 * that default's value, so Lux never sends a larger number than REQUEST_TIMEOUT_CEILING (the
 * figure the simulator also assumes, marked unconfirmed there) and omits the field when the
 * user's setting reaches it: an omitted Timeout is the default, which is always allowed.
 * Long generations rely on streaming, whose silence limit is Lux's own.
 */

/** Seconds; the largest Timeout Lux passes to RequestAsync (UNCONFIRMED default, see above). */
export const REQUEST_TIMEOUT_CEILING = 30;

/** The Timeout field for a request with this many seconds allowed; undefined: omit it. */
export function requestTimeoutOption(seconds: number): number | undefined {
	if (!(seconds > 0) || seconds >= REQUEST_TIMEOUT_CEILING) return undefined;
	return seconds;
}

/** The seconds a plain request may really take (for messages about timeouts). */
export function effectiveRequestTimeout(seconds: number): number {
	return requestTimeoutOption(seconds) ?? REQUEST_TIMEOUT_CEILING;
}
