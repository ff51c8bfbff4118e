/**
 * Turns what came back from the transport (a thrown HttpService message, a non-2xx status, a
 * 200 carrying `error`) into a typed ApiError.
 *
 * Why separate from ApiClient: the mapping is pure and the largest part of "every failure
 * is something the user can act on"; specs drive it through the client, but it is read here.
 */
import { ApiError, ApiErrorKind, makeApiError } from "./ApiError";
import { clip, decodeJson, redact } from "./Json";

function lower(text: string): string {
	return string.lower(text);
}

function has(text: string, needle: string): boolean {
	return string.find(lower(text), needle, 1, true)[0] !== undefined;
}

/** A message thrown by RequestAsync (timeouts, DNS, refused permission, HTTP disabled). */
export function mapTransportError(thrown: string, host: string, timeoutSeconds: number, secret?: string): ApiError {
	// A Luau error raised on the caller's behalf carries "Script.Path:12: " first; users need the rest.
	const [bare] = string.gsub(thrown, "^[%w_%.]+:%d+: ", "");
	const text = clip(redact(bare, secret));
	if (has(text, "timedout") || has(text, "timed out") || has(text, "timeout")) {
		return makeApiError("timeout", { timeoutSeconds });
	}
	if (has(text, "not enabled")) return makeApiError("httpDisabled", { serverMessage: text });
	if (has(text, "header")) return makeApiError("badRequest", { serverMessage: text });
	if (has(text, "permission") || has(text, "not allowed") || has(text, "denied") || has(text, "forbidden")) {
		return makeApiError("permissionDenied", { host, serverMessage: text });
	}
	return makeApiError("unreachable", { host, serverMessage: text });
}

interface ErrorBody {
	readonly code?: unknown;
	readonly message?: unknown;
	readonly metadata?: { readonly reasons?: unknown; readonly error_type?: unknown; readonly provider_name?: unknown };
}

/** The `error` object of a JSON body, if it has one. */
export function errorObject(body: unknown): ErrorBody | undefined {
	if (!typeIs(body, "table")) return undefined;
	const candidate = (body as { error?: unknown }).error;
	if (typeIs(candidate, "table")) return candidate as ErrorBody;
	if (typeIs(candidate, "string")) return { message: candidate };
	return undefined;
}

function isContextLength(problem: ErrorBody | undefined, text: string): boolean {
	const metadata = problem?.metadata;
	if (typeIs(metadata, "table") && metadata.error_type === "context_length_exceeded") return true;
	if (problem?.code === "context_length_exceeded") return true;
	return has(text, "context_length_exceeded") || has(text, "maximum context length") || has(text, "context window");
}

function reasonsOf(problem: ErrorBody | undefined): string | undefined {
	const reasons = problem?.metadata?.reasons;
	if (typeIs(reasons, "table")) {
		const list = (reasons as defined[]).filter((r): r is string => typeIs(r, "string"));
		if (list.size() > 0) return list.join(", ");
	}
	return undefined;
}

function retryAfterOf(headers: Readonly<Record<string, string>>): number | undefined {
	const value = headers["retry-after"];
	if (value === undefined) return undefined;
	const seconds = tonumber(value);
	return seconds !== undefined && seconds >= 0 ? seconds : undefined;
}

function kindForStatus(status: number, problem: ErrorBody | undefined, text: string): ApiErrorKind {
	if (isContextLength(problem, text)) return "contextLength";
	if (status === 400) return "badRequest";
	if (status === 401) return "badKey";
	if (status === 402) return "outOfCredits";
	if (status === 403) return reasonsOf(problem) !== undefined || has(text, "moderation") ? "moderation" : "forbidden";
	if (status === 408 || status === 504) return "timeout";
	if (status === 413) return "contextLength";
	if (status === 429) return "rateLimited";
	if (status === 502) return "upstream";
	if (status === 503) return "noProvider";
	if (status >= 500) return "server";
	return "badRequest";
}

/** An answer whose status is not 2xx. */
export function mapStatusError(
	status: number,
	headers: Readonly<Record<string, string>>,
	body: string,
	timeoutSeconds: number,
	secret?: string,
): ApiError {
	const safeBody = redact(body, secret);
	const decoded = decodeJson(safeBody);
	const problem = decoded.ok ? errorObject(decoded.value) : undefined;
	const serverText = typeIs(problem?.message, "string") ? problem.message : safeBody;
	const kind = kindForStatus(status, problem, serverText);
	return makeApiError(kind, {
		status,
		serverMessage: clip(redact(serverText, secret)),
		retryAfter: retryAfterOf(headers),
		reasons: reasonsOf(problem),
		timeoutSeconds,
	});
}

/** A 2xx body that carries `error` (an error after generation started, or a mid-stream error chunk). */
export function mapBodyError(problem: ErrorBody, secret?: string): ApiError {
	const text = typeIs(problem.message, "string")
		? redact(problem.message, secret)
		: "the model stopped with an error";
	const code = typeIs(problem.code, "number") ? problem.code : undefined;
	let kind: ApiErrorKind = "upstream";
	if (isContextLength(problem, text)) kind = "contextLength";
	else if (code !== undefined && code !== 200) kind = kindForStatus(code, problem, text);
	return makeApiError(kind, { status: code, serverMessage: clip(text), reasons: reasonsOf(problem) });
}
