/**
 * Decides, from the model id, where a request carries prompt-cache breakpoints, and marks
 * them. OpenRouter documents `cache_control: {type: "ephemeral"}` on a text content part for
 * Anthropic and Gemini models (openrouter.ai/docs/features/prompt-caching): Anthropic caches
 * the prefix up to each breakpoint (at most four per request; reads about 0.1x the input
 * price, writes about 1.25x), Gemini uses only the last breakpoint. OpenAI, DeepSeek, Grok,
 * Moonshot and the rest cache a stable prefix on their own: no marker is sent to them.
 *
 * Why here and by model id: the request shape is built in History, and a marker a provider
 * does not expect is at best ignored. Markers go only on system, user, and assistant
 * messages that have text: OpenRouter does not accept `cache_control` on `role: "tool"`
 * messages (reported by agent projects that tried, e.g. earendil-works/pi#584,
 * NousResearch/hermes-agent#2391), and an empty text part is refused by Anthropic.
 */
import { contentText, WireMessage, WireTextPart } from "../Api/ChatTypes";

/** `explicit`: Anthropic, up to four breakpoints; `lastOnly`: Gemini; `automatic`: no markers. */
export type CacheStyle = "explicit" | "lastOnly" | "automatic";

export function cacheStyleFor(model: string): CacheStyle {
	const id = model.lower();
	if (id.find("anthropic/", 1, true)[0] !== undefined || id.find("claude", 1, true)[0] !== undefined)
		return "explicit";
	if (id.find("gemini", 1, true)[0] !== undefined) return "lastOnly";
	return "automatic";
}

/**
 * What a cached prompt token costs as a share of an uncached one: from the model's prices when
 * the model list gives a cache-read price (not a ratio assumed for its provider), else what the provider documents for the style
 * (Anthropic: cache reads 0.1x the input price; Gemini 2.5 implicit caching: 0.25x); undefined
 * when neither says the provider caches (a local server, an unpriced model of another provider).
 */
export function cacheReadShareFor(config: {
	readonly model?: string;
	readonly pricing?: { readonly prompt: number; readonly cacheRead?: number; readonly cacheListed?: boolean };
}): number | undefined {
	const pricing = config.pricing;
	// An assumed cache price (cacheListed false) is no evidence the model caches.
	if (pricing !== undefined && pricing.cacheListed !== false && pricing.cacheRead !== undefined && pricing.prompt > 0)
		return pricing.cacheRead < pricing.prompt ? pricing.cacheRead / pricing.prompt : undefined;
	const style = cacheStyleFor(config.model ?? "");
	if (style === "explicit") return 0.1;
	if (style === "lastOnly") return 0.25;
	return undefined;
}

/** Anthropic's limit on breakpoints per request. */
export const MAX_BREAKPOINTS = 4;

/** Whether a marker may go on this message. */
export function canMark(message: WireMessage): boolean {
	if (message.role === "tool") return false;
	return contentText(message.content) !== "";
}

/** The last markable message at or before `from`, or undefined. */
function lastMarkable(messages: ReadonlyArray<WireMessage>, from: number, skip?: number): number | undefined {
	for (let i = from; i >= 0; i--) if (i !== skip && canMark(messages[i])) return i;
	return undefined;
}

/**
 * Indexes (0-based) of the messages that get a breakpoint. `contextAt` is the per-request
 * context message, which is never marked: it is rebuilt for each request.
 *
 * explicit: the system prompt (with the tools before it, the prefix every request shares),
 * the end of the history before the context message (what the next request repeats and
 * extends), and the last markable message when a context sits elsewhere. lastOnly: the last
 * markable message that is not the context.
 */
export function breakpointsFor(style: CacheStyle, messages: ReadonlyArray<WireMessage>, contextAt?: number): number[] {
	if (style === "automatic" || messages.size() === 0) return [];
	const picks: number[] = [];
	const add = (i: number | undefined) => {
		if (i !== undefined && !picks.includes(i) && picks.size() < MAX_BREAKPOINTS) picks.push(i);
	};
	const last = lastMarkable(messages, messages.size() - 1, contextAt);
	if (style === "lastOnly") {
		add(last);
		return picks;
	}
	if (messages[0].role === "system" && canMark(messages[0])) add(0);
	if (contextAt !== undefined) add(lastMarkable(messages, contextAt - 1));
	add(last);
	picks.sort((a, b) => a < b);
	return picks;
}

function marked(message: WireMessage): WireMessage {
	const part: WireTextPart = {
		type: "text",
		text: contentText(message.content),
		cache_control: { type: "ephemeral" },
	};
	return { ...message, content: [part] } as WireMessage;
}

/** The messages with a breakpoint on each index given (content becomes one marked text part). */
export function withBreakpoints(messages: ReadonlyArray<WireMessage>, indexes: ReadonlyArray<number>): WireMessage[] {
	return messages.map((m, i) => (indexes.includes(i) ? marked(m) : m));
}
