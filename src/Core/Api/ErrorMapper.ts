/**
 * Turns what came back from the transport (a thrown HttpService message, a non-2xx status, a
 * 2xx carrying `error`, a stream refused at open) into an entry of the error catalogue, quoting
 * the server's own words: `error.message`, FastAPI's `detail`, a bare `message`, an HTML page's title.
 *
 * Why separate from ApiClient: the mapping is pure and the largest part of "every failure is
 * something the user can act on". It reads the status, the body and OpenRouter's provider
 * details (`metadata.raw`, `metadata.provider_name`) and recognises the errors whose right
 * advice is not the status's usual one (no tool support, the data policy, context length).
 */
import { ApiError, ApiErrorKind, makeApiError } from "./ApiError";
import { decodeJson, encodeJson } from "Shared/Json";
import { bodyWords, clip, readableText, redact } from "./ServerText";
import { str, tbl } from "./Normalise";
import { parseRetryAfter } from "./RetryAfter";
import { failedGeneration, providerErrorKind } from "./ProviderErrorKind";

function has(text: string, needle: string): boolean {
	return string.find(string.lower(text), needle, 1, true)[0] !== undefined;
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

export interface ErrorBody {
	readonly code?: unknown;
	/** Azure repeats the HTTP status here (a number), beside a textual `code`. */
	readonly status?: unknown;
	readonly message?: unknown;
	readonly type?: unknown;
	readonly metadata?: unknown;
	/** Groq: the tool call the model wrote when it could not be parsed (code tool_use_failed). */
	readonly failed_generation?: unknown;
}

/**
 * The `error` object of a JSON body, if it has one (`{"error": "text"}` too, as LM Studio sends;
 * Google's APIs wrap it in a list, `[{"error": {...}}]`).
 */
export function errorObject(body: unknown): ErrorBody | undefined {
	if (!typeIs(body, "table")) return undefined;
	const first = (body as unknown[])[0];
	if (typeIs(first, "table")) return errorObject(first);
	const candidate = (body as { error?: unknown }).error;
	if (typeIs(candidate, "table")) return candidate as ErrorBody;
	if (typeIs(candidate, "string")) return { message: candidate, type: "plain" };
	return undefined;
}

/**
 * A JSON error body's words when it has no `error` object: FastAPI's `detail` (vLLM and other
 * Python servers: a string, or a list of {msg} for a 422) or a bare `message`.
 */
function looseMessage(body: unknown): string | undefined {
	const root = tbl(body);
	const detail = root.detail;
	if (typeIs(detail, "string") && detail !== "") return detail;
	if (typeIs(detail, "table")) {
		const parts = (detail as defined[]).map((d) => str(tbl(d).msg) ?? "").filter((m) => m !== "");
		if (parts.size() > 0) return parts.join("; ");
	}
	const message = str(root.message);
	return message !== undefined && message !== "" ? message : undefined;
}

/**
 * A message that is itself the upstream's JSON error (a proxy passing Gemini's error on as its
 * `error.message`, recorded in gemini_error_thinking_budget_via_proxy): the message inside it.
 * Other text as it is.
 */
function ownWords(text: string): string {
	const [trimmed] = string.gsub(text, "^%s+", "");
	const first = string.sub(trimmed, 1, 1);
	if (first !== "{" && first !== "[") return text;
	const inner = decodeJson(trimmed);
	if (!inner.ok) return text;
	return str(errorObject(inner.value)?.message) ?? looseMessage(inner.value) ?? text;
}

/** OpenRouter's upstream details: the provider and the text it sent (often JSON itself). */
function providerDetails(problem: ErrorBody | undefined, secret?: string): { provider?: string; raw?: string } {
	const metadata = tbl(problem?.metadata);
	const provider = str(metadata.provider_name);
	let raw = metadata.raw;
	if (typeIs(raw, "string")) {
		const inner = decodeJson(raw);
		const innerError = inner.ok ? errorObject(inner.value) : undefined;
		const innerMessage = str(innerError?.message) ?? (inner.ok ? str(tbl(inner.value).message) : undefined);
		if (innerMessage !== undefined) raw = innerMessage;
		else if (!inner.ok) raw = readableText(raw);
	} else if (typeIs(raw, "table")) {
		raw = str(errorObject(raw)?.message) ?? str(tbl(raw).message) ?? encodeJson(raw);
	}
	return { provider, raw: typeIs(raw, "string") && raw !== "" ? clip(redact(raw, secret)) : undefined };
}

function isContextLength(problem: ErrorBody | undefined, text: string): boolean {
	const metadata = tbl(problem?.metadata);
	if (metadata.error_type === "context_length_exceeded" || problem?.code === "context_length_exceeded") return true;
	// llama.cpp's server: type exceed_context_size_error (since its PR 15780), and before it
	// "the request exceeds the available context size" or "Context size has been exceeded." (a
	// server's own setting, "requested context size too large", is no overflow of the conversation)
	if (problem?.type === "exceed_context_size_error") return true;
	// Perplexity: type too_many_prompt_tokens, worded "The total length of all messages is too
	// long." (recorded in perplexity_error_400_too_many_prompt_tokens), naming neither context nor tokens.
	if (problem?.type === "too_many_prompt_tokens") return true;
	return (
		(has(text, "context size") && has(text, "exceed")) ||
		has(text, "context_length_exceeded") ||
		has(text, "maximum context length") ||
		has(text, "context window") ||
		has(text, "context length")
	);
}

/**
 * A content filter's refusal: Azure OpenAI answers a filtered prompt with code "content_filter"
 * (innererror ResponsibleAIPolicyViolation), as a 400 or, recorded, inside a 200. Retrying or
 * changing the model name does not help; rephrasing does.
 */
function isContentFilter(problem: ErrorBody | undefined): boolean {
	const inner = tbl(tbl(problem).innererror);
	return problem?.code === "content_filter" || inner.code === "ResponsibleAIPolicyViolation";
}

function reasonsOf(problem: ErrorBody | undefined): string | undefined {
	const reasons = tbl(problem?.metadata).reasons;
	if (typeIs(reasons, "table")) {
		const list = (reasons as defined[]).filter((r): r is string => typeIs(r, "string"));
		if (list.size() > 0) return list.join(", ");
	}
	return undefined;
}

/** Errors whose text says more than their status: checked before the status's usual kind. */
function kindForText(text: string): ApiErrorKind | undefined {
	if (
		has(text, "support tool use") ||
		has(text, "does not support tools") ||
		has(text, "tool use is not supported") ||
		(has(text, "no endpoints found") && has(text, "tool_choice"))
	) {
		return "noToolSupport";
	}
	// LM Studio with nothing loaded (or the model named not loaded): the user must load one.
	if (has(text, "no models loaded") || has(text, "not loaded")) return "refused";
	if (has(text, "data policy") || has(text, "privacy")) return "dataPolicy";
	return undefined;
}

function kindForStatus(status: number, problem: ErrorBody | undefined, text: string): ApiErrorKind {
	if (status >= 300 && status < 400) return "redirect";
	if (isContextLength(problem, text)) return "contextLength";
	if (isContentFilter(problem)) return "moderation";
	const provider = providerErrorKind(problem, text);
	if (provider !== undefined && status >= 400 && status < 500) return provider;
	const special = kindForText(text);
	if (special !== undefined && status >= 400 && status < 500) return special;
	if (status === 401) return "badKey";
	if (status === 402) return "outOfCredits";
	if (status === 403) return reasonsOf(problem) !== undefined || has(text, "moderation") ? "moderation" : "forbidden";
	if (status === 408 || status === 504) return "timeout";
	if (status === 413) return "contextLength";
	if (status === 429) return "rateLimited";
	if (status === 502) return "upstream";
	if (status === 503 || status === 529) return "noProvider";
	if (status >= 500) return "server";
	return "badRequest";
}

/** Groq's failed tool call as the model wrote it, redacted and clipped for the message. */
function generationText(problem: ErrorBody | undefined, secret?: string): string | undefined {
	const text = failedGeneration(problem);
	return text !== undefined ? clip(redact(text, secret), 200) : undefined;
}

/** An answer whose status is not 2xx (plain request, or a stream refused at open). */
export function mapStatusError(
	status: number,
	headers: Readonly<Record<string, string>>,
	body: string,
	timeoutSeconds: number,
	secret?: string,
	maxWait?: number,
): ApiError {
	const safeBody = redact(body, secret);
	const decoded = decodeJson(safeBody);
	const problem = decoded.ok ? errorObject(decoded.value) : undefined;
	const loose = decoded.ok ? looseMessage(decoded.value) : undefined;
	// Quoted: the server's words, never the body around them (JSON that does not decode gives
	// its message); classified: the words, else the whole body.
	const own = str(problem?.message);
	const serverText = (own !== undefined ? ownWords(own) : undefined) ?? loose ?? bodyWords(safeBody);
	const details = providerDetails(problem, secret);
	const kind = kindForStatus(status, problem, `${serverText ?? safeBody} ${details.raw ?? ""}`);
	return makeApiError(kind, {
		status,
		serverMessage: kind === "redirect" || serverText === undefined ? undefined : clip(redact(serverText, secret)),
		retryAfter: parseRetryAfter(headers),
		reasons: reasonsOf(problem),
		timeoutSeconds,
		provider: details.provider,
		providerMessage: details.raw,
		// A header is server text too: a redirect to a login or error page may carry the key in its query.
		location: headers["location"] !== undefined ? clip(redact(headers["location"], secret), 200) : undefined,
		maxWait,
		generation: generationText(problem, secret),
	});
}

/** A 2xx body that carries `error` (an error after generation started, or a mid-stream error chunk). */
export function mapBodyError(problem: ErrorBody, secret?: string): ApiError {
	const text = typeIs(problem.message, "string")
		? redact(ownWords(problem.message), secret)
		: "the model stopped with an error";
	const details = providerDetails(problem, secret);
	const code = typeIs(problem.code, "number") ? problem.code : (tonumber(problem.code) ?? tonumber(problem.status));
	let kind: ApiErrorKind = problem.type === "plain" ? "refused" : "upstream";
	const special = kindForText(`${text} ${details.raw ?? ""}`);
	const provider = providerErrorKind(problem, `${text} ${details.raw ?? ""}`);
	if (isContextLength(problem, text)) kind = "contextLength";
	else if (isContentFilter(problem)) kind = "moderation";
	else if (provider !== undefined) kind = provider;
	else if (special !== undefined) kind = special;
	else if (code !== undefined && code >= 300 && code !== 200) kind = kindForStatus(code, problem, text);
	return makeApiError(kind, {
		status: code,
		serverMessage: clip(text),
		reasons: reasonsOf(problem),
		provider: details.provider,
		providerMessage: details.raw,
		generation: generationText(problem, secret),
	});
}

/** A 2xx web page (ChatWire.isWebPage) as the error naming the base URL, quoting its title or words. */
export function mapWebPage(status: number, page: string, baseUrl: string | undefined, secret?: string): ApiError {
	const words = readableText(redact(page, secret));
	const quoted = words !== "" && string.sub(words, 1, 1) !== "<" ? clip(words, 120) : undefined;
	return makeApiError("webPage", { status, baseUrl, serverMessage: quoted });
}
