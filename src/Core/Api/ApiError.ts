/**
 * The error catalogue: every way a model request can fail, as a typed error with a message
 * the user can act on and the action that helps.
 *
 * Why: "HTTP 402" helps nobody; "out of credits, add credits at ..." does. The loop and the
 * panel switch on `kind` and `action`; `message` is shown as is: the advice first, then what
 * the server said and, for OpenRouter, what the upstream provider itself said
 * (`error.metadata.raw`, `provider_name`). Messages never contain the API key (everything a
 * server echoes is redacted before it gets here).
 */

export type ApiErrorKind =
	| "badRequest" // 400, 404, 422 and other 4xx
	| "badKey" // 401
	| "outOfCredits" // 402
	| "moderation" // 403 flagged input, or a content filter (Azure's code content_filter)
	| "forbidden" // 403 without moderation metadata
	| "timeout" // 408, 504 or no answer within the timeout
	| "rateLimited" // 429
	| "upstream" // 502, or an error the model produced mid-answer
	| "noProvider" // 503, 529
	| "contextLength" // context_length_exceeded, 413
	| "noToolSupport" // OpenRouter: no endpoint of this model supports tool use
	| "toolCallFailed" // Groq tool_use_failed: the model wrote a tool call the provider could not parse
	| "reasoningRequired" // DeepSeek thinking mode: an earlier tool-calling step lacks its reasoning_content
	| "webPage" // a 2xx web page (HTML) instead of an API answer: a wrong base URL or a login portal
	| "dataPolicy" // OpenRouter: no endpoint allowed by the account's privacy settings
	| "redirect" // 3xx: the base URL points somewhere else
	| "refused" // a 2xx carrying a plain error text (LM Studio): final, not retried
	| "badResponse" // truncated, non-JSON or malformed body
	| "httpDisabled" // Studio: HTTP requests are not enabled
	| "permissionDenied" // Studio: the user refused the plugin access to the domain
	| "unreachable" // connection refused, DNS failure, dropped connection
	| "server"; // any other status

/** What the panel offers next to the message. */
export type ApiErrorAction = "settings" | "chooseModel" | "privacySettings" | "retry" | "none";

export interface ApiError {
	readonly kind: ApiErrorKind;
	/** Shown to the user as is. */
	readonly message: string;
	/** HTTP status, when there was one. */
	readonly status?: number;
	/** Whether a retry may succeed without the user changing anything. */
	readonly transient: boolean;
	/** Seconds the server asked us to wait (Retry-After), at least 1. */
	readonly retryAfter?: number;
	readonly action: ApiErrorAction;
	/** The upstream provider that failed (OpenRouter `metadata.provider_name`). */
	readonly provider?: string;
}

interface CatalogueEntry {
	readonly transient: boolean;
	readonly action: ApiErrorAction;
}

const CATALOGUE: { readonly [K in ApiErrorKind]: CatalogueEntry } = {
	badRequest: { transient: false, action: "settings" },
	badKey: { transient: false, action: "settings" },
	outOfCredits: { transient: false, action: "settings" },
	moderation: { transient: false, action: "none" },
	forbidden: { transient: false, action: "settings" },
	timeout: { transient: true, action: "retry" },
	rateLimited: { transient: true, action: "retry" },
	upstream: { transient: true, action: "retry" },
	noProvider: { transient: true, action: "chooseModel" },
	contextLength: { transient: false, action: "none" },
	noToolSupport: { transient: false, action: "chooseModel" },
	// Not retried on its own (the failed generation was paid for); the user may try again.
	toolCallFailed: { transient: false, action: "retry" },
	reasoningRequired: { transient: false, action: "chooseModel" },
	// Retried: a proxy's page mid-conversation, or a login page the user signs in to meanwhile,
	// passes (a page is not billed); a wrong base URL fails each time and the message names it.
	webPage: { transient: true, action: "settings" },
	dataPolicy: { transient: false, action: "privacySettings" },
	redirect: { transient: false, action: "settings" },
	refused: { transient: false, action: "settings" },
	badResponse: { transient: true, action: "retry" },
	httpDisabled: { transient: false, action: "none" },
	permissionDenied: { transient: false, action: "retry" },
	unreachable: { transient: true, action: "retry" },
	server: { transient: true, action: "retry" },
};

export interface ApiErrorDetails {
	readonly status?: number;
	/** The server's own words (already redacted), quoted after the advice. */
	readonly serverMessage?: string;
	readonly retryAfter?: number;
	/** Host name, for network errors. */
	readonly host?: string;
	/** Moderation reasons, when the server gave them. */
	readonly reasons?: string;
	readonly timeoutSeconds?: number;
	/** OpenRouter: the upstream provider's name and its raw message. */
	readonly provider?: string;
	readonly providerMessage?: string;
	/** Where a 3xx pointed. */
	readonly location?: string;
	/** The longest Retry-After Lux waits for (to say when the server asks for more). */
	readonly maxWait?: number;
	/** The base URL the request went to (a web page came back from it). */
	readonly baseUrl?: string;
	/** Groq's `failed_generation`: the tool call the model wrote, which the provider could not parse. */
	readonly generation?: string;
}

function waitText(d: ApiErrorDetails): string {
	if (d.retryAfter === undefined) return "";
	const asked = d.retryAfter > 86400 ? "more than a day" : `${d.retryAfter} s`;
	const tooLong = d.maxWait !== undefined && d.retryAfter > d.maxWait ? ", longer than Lux waits on its own" : "";
	return `; the server asked to wait ${asked}${tooLong}`;
}

function advice(kind: ApiErrorKind, d: ApiErrorDetails): string {
	const status = d.status !== undefined ? ` (${d.status})` : "";
	switch (kind) {
		case "badKey":
			return "The API key was rejected (401). Paste a valid key in Lux settings (OpenRouter keys: openrouter.ai/keys).";
		case "outOfCredits":
			return "The account behind this API key is out of credits (402). Add credits at openrouter.ai/settings/credits, or choose a free model.";
		case "moderation":
			return `The request was flagged by the provider's moderation${status}${d.reasons !== undefined ? `: ${d.reasons}` : ""}. Rephrase the request or choose another model.`;
		case "forbidden":
			return "The server refused the request (403). Check that this key may use the chosen model.";
		case "timeout":
			return `The model did not answer in time${d.timeoutSeconds !== undefined ? ` (${d.timeoutSeconds} s)` : ""}. Try again, choose a faster model, or turn on streaming in Lux settings for long answers.`;
		case "rateLimited":
			return `The model is rate limited (429)${waitText(d)}. Wait a moment and try again, or choose another model.`;
		case "upstream":
			return `The model's provider failed while answering${status}. Try again, or choose another model.`;
		case "noProvider":
			return `No provider is available for this model right now${status}${waitText(d)}. Try again later, or choose another model.`;
		case "contextLength":
			return "The conversation no longer fits the model's context window. Start a new conversation, or choose a model with a larger context.";
		case "noToolSupport":
			return "This model cannot call tools (no provider of it supports tool use), and Lux works through tools. Choose a tool-capable model: the model list in Lux settings shows them first.";
		case "toolCallFailed":
			return `The model wrote a malformed tool call, which its provider refused${status}. Try again (the model may write it right next time), or choose a model with better tool support.`;
		case "reasoningRequired":
			return "DeepSeek's thinking mode refused the conversation: reasoning the model wrote earlier was not sent back. Lux sends it back (reasoning_content on the assistant messages that called tools, as DeepSeek's guide asks) whenever the model gave it; a step written by another model, or whose reasoning never arrived, has none to send. Start a new conversation with this model, or switch back to the model that began this one.";
		case "webPage":
			return `The endpoint${d.baseUrl !== undefined ? ` ${d.baseUrl}` : ""} returned a web page, not an API response. Check the base URL (Endpoint) in Lux settings: it must be the API's address, usually ending in /v1 or /api/v1. A network login page (hotel or office Wi-Fi) answers like this too.`;
		case "dataPolicy":
			return "No provider of this model is allowed by your OpenRouter privacy settings (data policy). Change them at openrouter.ai/settings/privacy, or choose another model.";
		case "redirect":
			return `The server answered with a redirect${status}${d.location !== undefined ? ` to ${d.location}` : ""}. The base URL in Lux settings is probably not the API's address (check http/https and the /v1 or /api/v1 ending).`;
		case "refused":
			return "The server refused the request. Check the model name and that the model is loaded on the server.";
		case "badResponse":
			return "The server's answer could not be read (cut off or not JSON). Try again; if it keeps happening, check the base URL in Lux settings.";
		case "httpDisabled":
			return "HTTP requests are disabled in this place. Enable them in Game Settings > Security > Allow HTTP Requests, then try again.";
		case "permissionDenied":
			return `Studio has not allowed Lux to reach ${d.host ?? "the model server"}. Allow it in Manage Plugins (Lux > HTTP requests), then try again.`;
		case "unreachable":
			return `Could not reach ${d.host ?? "the model server"}. Check your connection and the base URL in Lux settings (for a local server: is it running?).`;
		case "badRequest":
			if (d.provider !== undefined) {
				return `The model's provider (${d.provider}) rejected the request${status}. Try another model, or start a new conversation if it keeps happening.`;
			}
			// 404 is a wrong base URL or a model the server does not have, not a malformed request.
			return d.status === 404
				? "The server has no such endpoint or model (404). Check the base URL (it usually ends in /v1 or /api/v1) and the model name in Lux settings."
				: `The server rejected the request as invalid${status}. Check the model name in Lux settings.`;
		case "server":
			return `The server answered with an unexpected error${status}. Try again.`;
	}
}

export function makeApiError(kind: ApiErrorKind, details: ApiErrorDetails = {}): ApiError {
	let message = advice(kind, details);
	if (details.serverMessage !== undefined && details.serverMessage !== "") {
		message += ` Server said: ${details.serverMessage}`;
	}
	if (details.providerMessage !== undefined && details.providerMessage !== "") {
		message += ` ${details.provider ?? "The provider"} said: ${details.providerMessage}`;
	}
	if (details.generation !== undefined && details.generation !== "") {
		message += ` The model wrote: ${details.generation}`;
	}
	const entry = CATALOGUE[kind];
	return {
		kind,
		message,
		status: details.status,
		transient: entry.transient,
		retryAfter: details.retryAfter,
		action: entry.action,
		provider: details.provider,
	};
}
