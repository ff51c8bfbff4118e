/**
 * The model client and loop limits for one user message, from the saved connection and the
 * panel's settings.
 *
 * Why per message: a settings change (model, streaming, cap) applies to the next message
 * without rebuilding the conversation; the cost cap is per conversation, so each message
 * may spend only what is left of it.
 */
import { ApiClient, ApiConfig, LoopConfig, WebStreamHost, withDefaults } from "Core";
import { ClockHost, HttpHost } from "Shared/Hosts";
import { PanelSettings } from "../Store";

export function modelClientFor(
	connection: ApiConfig,
	settings: PanelSettings,
	http: HttpHost,
	clock: ClockHost,
	stream?: WebStreamHost,
): ApiClient {
	return new ApiClient(withDefaults({ ...connection, streaming: settings.streaming }), http, clock, stream);
}

/** `spent`: USD this conversation has cost so far. */
export function loopConfigFor(settings: PanelSettings, spent: number): LoopConfig {
	const left = settings.costCap !== undefined ? math.max(0, settings.costCap - spent) : undefined;
	return { maxIterations: settings.maxIterations, budget: { maxCostPerRequest: left } };
}
