/**
 * What the client needs to reach a model: base URL, key, model, timeouts, retries, streaming.
 *
 * Why: OpenRouter is the default, but any OpenAI-compatible server (Ollama, LM Studio,
 * llama.cpp on localhost) works by changing the base URL; nothing else in Core names a host.
 */

export const OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1";

export interface ApiConfig {
	/** e.g. "https://openrouter.ai/api/v1" or "http://localhost:11434/v1" (no trailing slash needed). */
	readonly baseUrl: string;
	/** Sent only in the Authorization header; empty for local servers that need none. */
	readonly apiKey: string;
	readonly model: string;
	/** Seconds before one request is abandoned. */
	readonly timeoutSeconds: number;
	/** Attempts for transient failures, the first included. */
	readonly maxAttempts: number;
	/** First backoff in seconds; doubles per attempt, with jitter, up to `maxBackoffSeconds`. */
	readonly baseBackoffSeconds: number;
	readonly maxBackoffSeconds: number;
	/** A Retry-After longer than this is not waited for: the error goes to the user instead. */
	readonly maxRetryAfterSeconds: number;
	/** Stream the reply when the platform supports it (falls back to a plain request). */
	readonly streaming: boolean;
	/** Sent as max_tokens when set; also the completion size the budget assumes. */
	readonly maxCompletionTokens?: number;
	/** Attribution headers (OpenRouter shows them on its app pages). */
	readonly referer: string;
	readonly title: string;
}

export const DEFAULT_API_CONFIG: ApiConfig = {
	baseUrl: OPENROUTER_BASE_URL,
	apiKey: "",
	model: "anthropic/claude-sonnet-4",
	timeoutSeconds: 120,
	maxAttempts: 4,
	baseBackoffSeconds: 1,
	maxBackoffSeconds: 30,
	maxRetryAfterSeconds: 60,
	streaming: false,
	referer: "https://github.com/lux-studio/lux",
	title: "Lux",
};

export function withDefaults(partial: Partial<ApiConfig>): ApiConfig {
	return { ...DEFAULT_API_CONFIG, ...partial };
}

/** "https://openrouter.ai/api/v1/" + "chat/completions", tolerant of a trailing slash. */
export function endpoint(config: ApiConfig, path: string): string {
	let base = config.baseUrl;
	while (string.sub(base, -1) === "/") base = string.sub(base, 1, -2);
	return `${base}/${path}`;
}

/** The host part of the base URL, for messages about network failures. */
export function hostOf(url: string): string {
	const [host] = string.match(url, "^%a[%w+.-]*://([^/]+)");
	return typeIs(host, "string") ? host : url;
}
