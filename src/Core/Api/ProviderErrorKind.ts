/**
 * Two provider errors whose 400 says nothing of what helps, recognised so their advice is
 * right: Groq's `tool_use_failed` (the model wrote a tool call Groq could not parse; the body
 * has code "tool_use_failed" and the text in `failed_generation`, recorded in
 * groq_error_400_tool_use_failed) and DeepSeek's thinking mode refusing a history whose
 * tool-calling step lacks its `reasoning_content` (recorded in
 * deepseek_error_reasoning_not_passed_back and deepseek_error_400_reasoning_missing_field).
 *
 * Why apart from ErrorMapper: the status says "bad request", whose usual advice ("check the
 * model name") is wrong for both; these are the provider-specific readings of a body, and
 * the rest of Lux sees only the kind they give.
 */
import { decodeJson } from "Shared/Json";
import type { ApiErrorKind } from "./ApiError";
import type { ErrorBody } from "./ErrorMapper";
import { str, tbl } from "./Normalise";

function has(text: string, needle: string): boolean {
	return string.find(string.lower(text), needle, 1, true)[0] !== undefined;
}

/** The error object inside OpenRouter's `metadata.raw` (the upstream's own body), if it is JSON. */
function upstreamError(problem: ErrorBody | undefined): Record<string, unknown> {
	const raw = tbl(problem?.metadata).raw;
	if (!typeIs(raw, "string")) return tbl(tbl(raw).error);
	const decoded = decodeJson(raw);
	return decoded.ok ? tbl(tbl(decoded.value).error) : {};
}

/** Groq's failed tool call: its code, or the `failed_generation` only that error carries. */
function isToolUseFailed(problem: ErrorBody | undefined): boolean {
	const own = tbl(problem);
	if (own.code === "tool_use_failed" || typeIs(own.failed_generation, "string")) return true;
	const upstream = upstreamError(problem);
	return upstream.code === "tool_use_failed" || typeIs(upstream.failed_generation, "string");
}

/**
 * DeepSeek's two wordings (code invalid_request_error, nothing typed to tell them apart):
 * "The reasoning_content in the thinking mode must be passed back to the API." and "Missing
 * `reasoning_content` field in the assistant message at message index N."
 */
function isReasoningRequired(text: string): boolean {
	return has(text, "reasoning_content") && (has(text, "passed back") || has(text, "missing"));
}

export function providerErrorKind(problem: ErrorBody | undefined, text: string): ApiErrorKind | undefined {
	if (isToolUseFailed(problem)) return "toolCallFailed";
	if (isReasoningRequired(text)) return "reasoningRequired";
	return undefined;
}

/** The tool call the model wrote (Groq's `failed_generation`), when the body carries a non-empty one. */
export function failedGeneration(problem: ErrorBody | undefined): string | undefined {
	const text = str(tbl(problem).failed_generation) ?? str(upstreamError(problem).failed_generation);
	return text !== undefined && text !== "" ? text : undefined;
}
