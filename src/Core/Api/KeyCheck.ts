/**
 * Reads the answer to GET {base}/key (OpenRouter's key check) into what the setup dialog
 * shows: valid, label, credit limit and usage, free tier; or a typed ApiError.
 *
 * Why tolerant: custom OpenAI-compatible servers (Ollama, LM Studio, llama.cpp) have no
 * /key. They answer 404, or 200 with an error or an HTML page; none of that means the key
 * is wrong, so it is reported as "this endpoint has no key check", not as a failure.
 */
import { HttpOutcome, HttpResponse } from "Shared/Hosts";
import { Result, ok, err } from "Shared/Result";
import { ApiError } from "./ApiError";
import { errorObject, mapBodyError, mapStatusError, mapTransportError } from "./ErrorMapper";
import { decodeJson } from "Shared/Json";

export interface KeyInfo {
	/** The server accepted the key (or, unchecked, did not refuse it). */
	readonly valid: boolean;
	/** False when the endpoint has no key check: nothing was verified, see `note`. */
	readonly checked: boolean;
	readonly label?: string;
	/** Credit limit in USD; undefined when the key has none. */
	readonly limit?: number;
	readonly limitRemaining?: number;
	/** USD spent with this key. */
	readonly usage?: number;
	readonly isFreeTier?: boolean;
	/** Shown to the user when `checked` is false. */
	readonly note?: string;
}

/** What a request needs to turn failures into messages. */
export interface EndpointContext {
	readonly host: string;
	readonly timeoutSeconds: number;
	readonly secret: string;
}

export const NO_KEY_CHECK_NOTE =
	"This endpoint has no key check (it is not OpenRouter). The key, if any, is checked by the first request.";

function num(value: unknown): number | undefined {
	return typeIs(value, "number") && value === value ? value : undefined;
}

function unchecked(): KeyInfo {
	return { valid: true, checked: false, note: NO_KEY_CHECK_NOTE };
}

/** The response of a GET endpoint, or the ApiError for a transport failure or a non-2xx status. */
export function successfulResponse(outcome: HttpOutcome, context: EndpointContext): Result<HttpResponse, ApiError> {
	if (!outcome.ok) {
		return err(mapTransportError(outcome.error, context.host, context.timeoutSeconds, context.secret));
	}
	const response = outcome.response;
	if (response.statusCode < 200 || response.statusCode >= 300) {
		return err(
			mapStatusError(
				response.statusCode,
				response.headers,
				response.body,
				context.timeoutSeconds,
				context.secret,
			),
		);
	}
	return ok(response);
}

/** Statuses that mean "no such endpoint" rather than "no such key". */
function isMissingRoute(status: number): boolean {
	return status === 404 || status === 405 || status === 501;
}

export function readKeyInfo(outcome: HttpOutcome, context: EndpointContext): Result<KeyInfo, ApiError> {
	if (outcome.ok && isMissingRoute(outcome.response.statusCode)) return ok(unchecked());
	const answered = successfulResponse(outcome, context);
	if (!answered.ok) return answered;
	const response = answered.value;
	const decoded = decodeJson(response.body);
	if (!decoded.ok) return ok(unchecked());
	const problem = errorObject(decoded.value);
	const code = problem !== undefined && typeIs(problem.code, "number") ? problem.code : undefined;
	// A 200 carrying an auth error is a refusal; any other error body is a server without /key.
	if (problem !== undefined && code !== undefined && code >= 401 && code <= 403) {
		return err(mapBodyError(problem, context.secret));
	}
	const data = (decoded.value as { data?: unknown }).data;
	if (problem !== undefined || !typeIs(data, "table")) return ok(unchecked());
	const fields = data as {
		label?: unknown;
		limit?: unknown;
		limit_remaining?: unknown;
		usage?: unknown;
		is_free_tier?: unknown;
	};
	return ok({
		valid: true,
		checked: true,
		label: typeIs(fields.label, "string") ? fields.label : undefined,
		limit: num(fields.limit),
		limitRemaining: num(fields.limit_remaining),
		usage: num(fields.usage),
		isFreeTier: typeIs(fields.is_free_tier, "boolean") ? fields.is_free_tier : undefined,
	});
}
