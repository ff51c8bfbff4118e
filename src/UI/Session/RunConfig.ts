/**
 * The model client and loop limits for one user message, from the saved connection and the
 * panel's settings.
 *
 * Why per message: a settings change (model, streaming, cap) applies to the next message
 * without rebuilding the conversation; the cost cap is per conversation, so each message
 * may spend only what is left of it.
 */
import {
	ApiClient,
	ApiConfig,
	ConversationHistory,
	ModelClient,
	LoopCallbacks,
	LoopConfig,
	LoopRunner,
	WebStreamHost,
	withDefaults,
} from "Core";
import { ClockHost, HttpHost } from "Shared/Hosts";
import { ToolRunner } from "Tools/ToolProtocol";
import { ModelChoice, PanelSettings } from "../Store";
import { mergeCallbacks, TaskStartInfo } from "./TaskLifecycle";

/** The connection every model request goes through (ApiClient filters the key both ways). */
export function modelClientFor(
	connection: ApiConfig,
	settings: PanelSettings,
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
	settings: PanelSettings,
	spent: number,
	pricing?: LoopConfig["pricing"],
	model?: string,
): LoopConfig {
	const left = settings.costCap !== undefined ? math.max(0, settings.costCap - spent) : undefined;
	return { maxIterations: settings.maxIterations, budget: { maxCostPerRequest: left }, pricing, model };
}

export interface RunnerParts {
	readonly connection: ApiConfig;
	readonly settings: PanelSettings;
	readonly http: HttpHost;
	readonly clock: ClockHost;
	readonly stream?: WebStreamHost;
	readonly tools: ToolRunner;
	readonly start: TaskStartInfo;
	readonly history: ConversationHistory;
	/** USD the conversation has cost so far. */
	readonly spent: number;
	/** The chosen model's prices, when the model list gave them. */
	readonly pricing?: LoopConfig["pricing"];
	/** The chosen model's context window in tokens, when the model list gave it. */
	readonly contextWindow?: number;
	/** The panel's own callbacks, after the task's (the SessionManager's) ones. */
	readonly panel: LoopCallbacks;
	/** False once the session moved on (New conversation): the runner's callbacks then land nowhere. */
	readonly live: (runner: LoopRunner) => boolean;
}

/** The loop for one message: this message's client, limits, prompt, compressor and callbacks. */
export function loopRunnerFor(p: RunnerParts): LoopRunner {
	const runner: LoopRunner = new LoopRunner({
		client: modelClientFor(p.connection, p.settings, p.http, p.clock, p.stream),
		tools: p.tools,
		systemPrompt: p.start.systemPrompt,
		context: p.start.context,
		compressor: p.start.compressor,
		history: p.history,
		config: {
			...loopConfigFor(p.settings, p.spent, p.pricing, p.connection.model),
			contextWindow: p.contextWindow,
		},
		callbacks: mergeCallbacks(p.start.callbacks, p.panel, () => p.live(runner)),
	});
	return runner;
}
