/**
 * A message's model client and limits from the saved connection and the settings: the
 * client (ApiClient over the connection, streaming as set), the model's prices from the
 * model list, and the loop's limits with the cost left under the conversation's cap.
 *
 * Why apart from Turns: the model summariser builds its client the same way (SummaryClient),
 * and each rule here is a pure function of the settings.
 */
import { ApiClient, ApiConfig, LoopConfig, ModelClient, WebStreamHost, withDefaults } from "Core";
import { ClockHost, HttpHost } from "Shared/Hosts";
import { ConversationSettings, ModelChoice } from "./ConversationState";

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

/**
 * The model's prices per token, from the model list, so the cost cap holds when the server
 * reports no cost; undefined when the list did not price it (the loop then says the cap
 * cannot be enforced, unless the server reports costs).
 */
export function pricingFor(models: ReadonlyArray<ModelChoice>, modelId: string): LoopConfig["pricing"] {
	const model = models.find((m) => m.id === modelId);
	if (model === undefined || model.priced !== true) return undefined;
	return {
		prompt: model.promptPrice / 1e6,
		completion: model.completionPrice / 1e6,
		cacheRead: model.cacheReadPrice !== undefined ? model.cacheReadPrice / 1e6 : undefined,
		cacheWrite: model.cacheWritePrice !== undefined ? model.cacheWritePrice / 1e6 : undefined,
	};
}

/** `spent`: USD this conversation has cost so far; `model` places prompt-cache breakpoints. */
export function loopConfigFor(
	settings: ConversationSettings,
	spent: number,
	pricing?: LoopConfig["pricing"],
	model?: string,
): LoopConfig {
	const left = settings.costCap !== undefined ? math.max(0, settings.costCap - spent) : undefined;
	return { maxIterations: settings.maxIterations, budget: { maxCostPerRequest: left }, pricing, model };
}
