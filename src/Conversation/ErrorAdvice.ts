/**
 * A title and an action for every Core error kind, for the error card.
 *
 * Why: Core's message already says what to do; the card adds a headline a user can scan and
 * the one button that helps: the setup dialog (key and model) for key and credit problems,
 * settings for model problems, a new chat for a conversation too long, retry for the rest.
 */
import { ApiErrorKind } from "Core";
import { ErrorAction, ExternalPage } from "./ChatItem";

interface Advice {
	readonly title: string;
	readonly action?: ErrorAction;
	/** A page outside Studio where the fix is made (the plugin cannot open it: the card shows its address). */
	readonly page?: ExternalPage;
}

/** OpenRouter's account privacy settings, where the data policy that refused a model is changed. */
export const OPENROUTER_PRIVACY_URL = "https://openrouter.ai/settings/privacy";

/**
 * Why the card says where the switches are, not "open settings": the refusal comes from the
 * user's OpenRouter account, which nothing in Lux's settings changes; Try again sends the
 * message once they are changed.
 */
const PRIVACY_PAGE: ExternalPage = {
	url: OPENROUTER_PRIVACY_URL,
	instructions:
		"Copy this address into your browser and sign in to OpenRouter. Under its privacy settings, allow the kinds of providers this model needs (free models usually need the options for providers that may train on or publish prompts), then press Try again here. Or choose another model in Lux's settings.",
};

const ADVICE: { readonly [K in ApiErrorKind | "loop"]: Advice } = {
	badRequest: { title: "The server rejected the request", action: "settings" },
	badKey: { title: "The API key was rejected", action: "key" },
	outOfCredits: { title: "Out of OpenRouter credits — add credits or switch to a free model", action: "key" },
	moderation: { title: "Flagged by the provider's moderation" },
	forbidden: { title: "The server refused the request", action: "settings" },
	timeout: { title: "The model did not answer in time", action: "retry" },
	rateLimited: { title: "Rate limited", action: "retry" },
	upstream: { title: "The model's provider failed", action: "retry" },
	noProvider: { title: "No provider available for this model", action: "settings" },
	contextLength: { title: "The conversation is too long for this model", action: "newChat" },
	noToolSupport: { title: "This model cannot call tools — choose a tool-capable model", action: "settings" },
	toolCallFailed: { title: "The model wrote a malformed tool call", action: "retry" },
	reasoningRequired: { title: "DeepSeek needs reasoning this conversation lacks", action: "newChat" },
	webPage: { title: "The endpoint returned a web page, not an API", action: "settings" },
	dataPolicy: { title: "Blocked by your OpenRouter privacy settings", action: "retry", page: PRIVACY_PAGE },
	redirect: { title: "The base URL redirects elsewhere", action: "settings" },
	refused: { title: "The server refused the request", action: "settings" },
	badResponse: { title: "The server's answer could not be read", action: "retry" },
	// Core's message ends "then try again": the button does it once HTTP is on (no retyping).
	httpDisabled: { title: "HTTP requests are disabled in this place", action: "retry" },
	permissionDenied: { title: "Studio blocked Lux from the network", action: "retry" },
	unreachable: { title: "Could not reach the model server", action: "retry" },
	server: { title: "The server failed", action: "retry" },
	loop: { title: "Lux stopped" },
};

export function adviceFor(kind: ApiErrorKind | "loop"): Advice {
	return ADVICE[kind] ?? { title: "Something went wrong" };
}
