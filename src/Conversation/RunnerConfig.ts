/**
 * A message's model client and limits from the saved connection and the settings: the
 * client (ApiClient over the connection, streaming as set), and the loop's limits with the
 * cost left under the conversation's cap (the model's prices: UsageCost.pricesFor).
 *
 * Why apart from Turns: the model summariser builds its client the same way (SummaryClient),
 * and each rule here is a pure function of the settings.
 */
import { ApiClient, ApiConfig, LoopConfig, ModelClient, WebStreamHost, withDefaults } from "Core";
import { ClockHost, HttpHost } from "Shared/Hosts";
import { ConversationSettings } from "./ConversationState";

/** The connection every model request goes through (ApiClient filters the key both ways). */
export function modelClientFor(
	connection: ApiConfig,
	settings: ConversationSettings,
	http: HttpHost,
	clock: ClockHost,
	stream?: WebStreamHost,
): ModelClient {
	return new ApiClient(withDefaults({ ...connection, streaming: settings.streaming }), http, clock, stream);
}

/** `spent`: USD this conversation has cost so far; `model` places prompt-cache breakpoints. */
export function loopConfigFor(
	settings: ConversationSettings,
	spent: number,
	pricing?: LoopConfig["pricing"],
	model?: string,
): LoopConfig {
	const cap = settings.costCap;
	const budget =
		cap !== undefined ? { maxCostPerRequest: math.max(0, cap - spent), conversation: { cap, spent } } : {};
	return { maxIterations: settings.maxIterations, budget, pricing, model };
}
