/**
 * The model summariser the task's compression uses when the user turned on "Summarise
 * older turns with the model": modelSummariser over a client built exactly
 * as the loop builds its own (RunnerConfig.modelClientFor: the saved endpoint, key and model, retries
 * and timeout), read afresh for every summary so a changed key or model applies at once.
 *
 * Why off unless the setting is on (default off): a summary is one more request, about as
 * large as the turns it replaces, each time a long conversation is compressed; structured
 * truncation is free. Each summary's tokens and cost are told to the user as a notice and
 * added to the conversation's meter, so the cost cap of the next message counts them. Why not streamed: nothing shows the
 * summary while it is written.
 */
import { TurnSummariser } from "Context";
import { ModelClient, totalTokens, Usage } from "Core";
import { ClockHost, HttpHost, SettingsHost } from "Shared/Hosts";
import { needsKey } from "./ConversationStore";
import { modelSummariser } from "./ModelSummariser";
import { SettingsStore } from "./SettingsStore";
import { modelClientFor } from "./RunnerConfig";

/** The notice that tells the user what a summary cost (it is a request of its own). */
export function summaryCostNotice(usage: Usage): string {
	const cost = usage.cost !== undefined ? string.format(", $%.4f", usage.cost) : "";
	return `Older turns were summarised by the model (${totalTokens(usage)} tokens${cost}).`;
}

/** `spent`: told each summary's usage (App/LuxModules shows it as a notice and adds it to the meter). */
export function settingsSummariser(
	settings: SettingsHost,
	http: HttpHost,
	clock: ClockHost,
	spent?: (usage: Usage) => void,
): TurnSummariser {
	const prefs = new SettingsStore(settings);
	const client: ModelClient = {
		complete(request, control) {
			const connection = prefs.api.load();
			return modelClientFor(connection, { ...prefs.load(), streaming: false }, http, clock).complete(
				request,
				control,
			);
		},
	};
	return modelSummariser(
		client,
		// Connected as the loop is (a key, or an endpoint needing none: ConversationStore.needsKey).
		() => (prefs.api.hasKey() || !needsKey(prefs.api.load().baseUrl)) && prefs.load().summariseWithModel,
		(usage) => spent?.(usage),
	);
}
