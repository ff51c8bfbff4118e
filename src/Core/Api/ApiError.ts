/**
 * Every way a model request can fail, as a typed error with a message the user can act on.
 *
 * Why: "HTTP 402" helps nobody; "out of credits, add credits at ..." does. The loop and the
 * panel switch on `kind`; `message` is shown as is. Messages never contain the API key
 * (ApiClient redacts anything the server echoes before building one).
 */

export type ApiErrorKind =
	| "badRequest" // 400
	| "badKey" // 401
	| "outOfCredits" // 402
	| "moderation" // 403 flagged input
	| "forbidden" // 403 without moderation metadata
	| "timeout" // 408 or no answer within the timeout
	| "rateLimited" // 429
	| "upstream" // 502, or an error the model produced mid-answer
	| "noProvider" // 503
	| "contextLength" // context_length_exceeded
	| "badResponse" // truncated, non-JSON or malformed body
	| "httpDisabled" // Studio: HTTP requests are not enabled
	| "permissionDenied" // Studio: the user refused the plugin access to the domain
	| "unreachable" // connection refused, DNS failure, dropped connection
	| "server"; // any other status

export interface ApiError {
	readonly kind: ApiErrorKind;
	/** Shown to the user as is. */
	readonly message: string;
	/** HTTP status, when there was one. */
	readonly status?: number;
	/** Whether a retry may succeed without the user changing anything. */
	readonly transient: boolean;
	/** Seconds the server asked us to wait (Retry-After). */
	readonly retryAfter?: number;
}

const TRANSIENT: { readonly [K in ApiErrorKind]: boolean } = {
	badRequest: false,
	badKey: false,
	outOfCredits: false,
	moderation: false,
	forbidden: false,
	timeout: true,
	rateLimited: true,
	upstream: true,
	noProvider: true,
	contextLength: false,
	badResponse: true,
	httpDisabled: false,
	permissionDenied: false,
	unreachable: true,
	server: true,
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
}

function advice(kind: ApiErrorKind, d: ApiErrorDetails): string {
	switch (kind) {
		case "badKey":
			return "The API key was rejected (401). Paste a valid key in Lux settings (OpenRouter keys: openrouter.ai/keys).";
		case "outOfCredits":
			return "The account behind this API key is out of credits (402). Add credits at openrouter.ai/settings/credits, or choose a free model.";
		case "moderation":
			return `The request was flagged by the provider's moderation (403)${d.reasons !== undefined ? `: ${d.reasons}` : ""}. Rephrase the request or choose another model.`;
		case "forbidden":
			return "The server refused the request (403). Check that this key may use the chosen model.";
		case "timeout":
			return `The model did not answer in time${d.timeoutSeconds !== undefined ? ` (${d.timeoutSeconds} s)` : ""}. Try again, choose a faster model, or raise the request timeout in Lux settings.`;
		case "rateLimited":
			return `The model is rate limited (429)${d.retryAfter !== undefined ? `; the server asked to wait ${d.retryAfter} s` : ""}. Wait a moment and try again, or choose another model.`;
		case "upstream":
			return "The model's provider failed while answering (502). Try again, or choose another model.";
		case "noProvider":
			return "No provider is available for this model right now (503). Try again later, or choose another model.";
		case "contextLength":
			return "The conversation no longer fits the model's context window. Start a new conversation, or choose a model with a larger context.";
		case "badResponse":
			return "The server's answer could not be read (cut off or not JSON). Try again; if it keeps happening, check the base URL in Lux settings.";
		case "httpDisabled":
			return "HTTP requests are disabled in this place. Enable them in Game Settings > Security > Allow HTTP Requests, then try again.";
		case "permissionDenied":
			return `Studio has not allowed Lux to reach ${d.host ?? "the model server"}. Allow it in Manage Plugins (Lux > HTTP requests), then try again.`;
		case "unreachable":
			return `Could not reach ${d.host ?? "the model server"}. Check your connection and the base URL in Lux settings (for a local server: is it running?).`;
		case "badRequest":
			// 404 is a wrong base URL or a model a local server does not have, not a malformed request.
			return d.status === 404
				? "The server has no such endpoint or model (404). Check the base URL (it usually ends in /v1 or /api/v1) and the model name in Lux settings."
				: `The server rejected the request as invalid (${d.status ?? 400}). Check the model name in Lux settings.`;
		case "server":
			return `The server answered with an unexpected error${d.status !== undefined ? ` (${d.status})` : ""}. Try again.`;
	}
}

export function makeApiError(kind: ApiErrorKind, details: ApiErrorDetails = {}): ApiError {
	const base = advice(kind, details);
	const quoted =
		details.serverMessage !== undefined && details.serverMessage !== ""
			? ` Server said: ${details.serverMessage}`
			: "";
	return {
		kind,
		message: base + quoted,
		status: details.status,
		transient: TRANSIENT[kind],
		retryAfter: details.retryAfter,
	};
}
