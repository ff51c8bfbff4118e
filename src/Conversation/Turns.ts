/**
 * Runs the conversation's messages through Core's loop, one turn at a time: numbers the
 * turn and opens its checkpoint, builds this message's LoopRunner (model client and limits)
 * from the saved connection and settings, keeps the history, and writes the loop's events
 * (messages, streamed text, usage, progress) into the state.
 *
 * Why a runner per message: a settings change (model, streaming, cap) applies to the next
 * message without rebuilding the conversation; the cost cap is per conversation, so each
 * message may spend only what is left of it. Why apart from Conversation: the Conversation
 * decides whether and what to run and what a finished run means; this is the mechanics of
 * one run, the same for a message, a plan approval and a retry. A runner that a new
 * conversation replaced writes nothing.
 */
import {
	ApiConfig,
	ConversationHistory,
	LoopCallbacks,
	LoopConfig,
	LoopOutcome,
	LoopRunner,
	Message,
	Usage,
	WebStreamHost,
} from "Core";
import { ClockHost, HttpHost } from "Shared/Hosts";
import { ToolCall, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";
import { ChatItems, retireRetries } from "./ChatItems";
import { ConversationSettings } from "./ConversationState";
import { ConversationStore, contextWindowOf } from "./ConversationStore";
import { addReply } from "./Meters";
import { TurnCheckpoints } from "./Ports";
import { loopConfigFor, modelClientFor } from "./RunnerConfig";
import { SettingsStore } from "./SettingsStore";
import { TaskRun } from "./TaskModules";
import { pricesFor } from "./UsageCost";

export interface RunnerParts {
	readonly connection: ApiConfig;
	readonly settings: ConversationSettings;
	readonly http: HttpHost;
	readonly clock: ClockHost;
	readonly stream?: WebStreamHost;
	readonly tools: ToolRunner;
	readonly start: TaskRun;
	readonly history: ConversationHistory;
	/** USD the conversation has cost so far. */
	readonly spent: number;
	/** The chosen model's prices, when the model list gave them. */
	readonly pricing?: LoopConfig["pricing"];
	/** Its prices as the model list gives them now (a list that arrives while the task runs). */
	readonly livePricing?: () => LoopConfig["pricing"];
	/** The chosen model's context window in tokens, when the model list gave it. */
	readonly contextWindow?: number;
	readonly callbacks: LoopCallbacks;
}

/**
 * The same callbacks, each a no-op once `live` is false: a runner that New conversation
 * replaced must not write into the new conversation.
 */
function whileLive(callbacks: LoopCallbacks, live: () => boolean): LoopCallbacks {
	type Fn = (...args: unknown[]) => void;
	const guarded: Record<string, Fn> = {};
	for (const [name, fn] of pairs(callbacks as Record<string, Fn>)) {
		guarded[name] = (...args: unknown[]) => {
			if (live()) fn(...args);
		};
	}
	return guarded as LoopCallbacks;
}

/** The loop for one message: this message's client, limits, prompt, compressor and callbacks. */
export function loopRunnerFor(p: RunnerParts): LoopRunner {
	return new LoopRunner({
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
		callbacks: p.callbacks,
		pricing: p.livePricing,
	});
}

export interface TurnHosts {
	readonly http: HttpHost;
	readonly clock: ClockHost;
	readonly tools: ToolRunner;
	readonly stream?: WebStreamHost;
	readonly checkpoints?: TurnCheckpoints;
}

/** What the Conversation hears of a run. */
export interface TurnListener {
	/** A tool call starts, and ends (the task reports them to its modules first). */
	readonly beforeTool: (call: ToolCall) => void;
	readonly afterTool: (call: ToolCall, outcome: ToolOutcome) => void;
	readonly toolFinished: () => void;
	/** The run paused for an approval, or ended (answered, stopped, failed). */
	readonly outcome: (outcome: LoopOutcome, turnId: number) => void;
}

export class Turns {
	private runner?: LoopRunner;
	private turnId = 0;
	private history = ConversationHistory.empty();

	constructor(
		private readonly store: ConversationStore,
		private readonly items: ChatItems,
		private readonly prefs: SettingsStore,
		private readonly hosts: TurnHosts,
		private readonly listener: TurnListener,
	) {}

	/** The turn running or last run (0 before the first message). */
	current(): number {
		return this.turnId;
	}

	/** The runner waiting for decisions (the current message's), if any. */
	waiting(): LoopRunner | undefined {
		return this.runner;
	}

	messages(): ReadonlyArray<Message> {
		return this.history.messages();
	}

	/** A conversation restored from the archive: its messages are the history and the items. */
	restore(messages: ReadonlyArray<Message>) {
		this.history = ConversationHistory.of(messages);
		this.items.restore(messages, this.turnId);
	}

	setProgress(change: { iteration?: number; maxIterations?: number; tool?: string; writing?: boolean }) {
		this.store.update((s) => (s.progress === undefined ? s : { ...s, progress: { ...s.progress, ...change } }));
	}

	/** Starts a turn with `text` as its user message; returns at once (the loop runs on its own thread). */
	run(text: string, start: TaskRun) {
		const state = this.store.getState();
		this.turnId += 1;
		const turn = this.turnId;
		this.hosts.checkpoints?.beginTurn(turn);
		const connection = this.prefs.api.load();
		const live = () => this.runner === runner;
		const runner: LoopRunner = loopRunnerFor({
			...this.hosts,
			connection,
			settings: state.settings,
			start,
			history: this.history,
			spent: state.meters.conversation.cost ?? 0,
			// Undefined when the list did not price the model: the loop then says the cap cannot be
			// enforced, unless the server reports costs.
			pricing: pricesFor(state.models, connection.model),
			livePricing: () => pricesFor(this.store.getState().models, connection.model),
			contextWindow: contextWindowOf(state.models, connection.model),
			callbacks: whileLive(
				{
					onMessage: (m) => this.onMessage(m),
					onIteration: (iteration, maxIterations) =>
						this.setProgress({ iteration, maxIterations, tool: undefined, writing: undefined }),
					onToolStarted: (call) => {
						this.listener.beforeTool(call);
						this.setProgress({ tool: call.name, writing: undefined });
					},
					onToolFinished: (call, outcome) => {
						this.listener.afterTool(call, outcome);
						this.setProgress({ tool: undefined });
						this.listener.toolFinished();
					},
					onUsage: (reply) => this.onUsage(reply),
					onDelta: (delta) => {
						this.items.delta(delta);
						if (this.store.getState().progress?.writing !== true) this.setProgress({ writing: true });
					},
					onStreamReset: () => {
						this.items.dropStreaming();
						this.setProgress({ writing: undefined });
					},
					onNotice: (notice) => this.items.notice(notice),
					onOutcome: (outcome) => {
						this.history = runner.history();
						this.listener.outcome(outcome, turn);
					},
				},
				live,
			),
		});
		this.runner = runner;
		const progress = {
			iteration: 0,
			maxIterations: state.settings.maxIterations,
			startedAt: this.hosts.clock.now(),
		};
		this.store.update((s) => ({ ...s, running: true, progress, items: retireRetries(s.items) }));
		task.spawn(() => runner.send(text));
	}

	/** Stops the current run (a pending approval is rejected; a late reply lands nowhere). */
	stop() {
		this.runner?.cancel();
	}

	/** A new conversation: the run stops, its callbacks land nowhere, the history is empty. */
	reset() {
		this.runner?.cancel();
		this.runner = undefined;
		this.history = ConversationHistory.empty();
	}

	private onMessage(message: Message) {
		this.history = this.runner?.history() ?? this.history;
		this.items.message(message, this.turnId);
	}

	/** Adds a reply's usage to the meters: the loop priced it (with the prices known when it arrived) when the server gave no cost. */
	private onUsage(reply: Usage) {
		this.store.update((s) => ({ ...s, meters: addReply(s.meters, reply) }));
	}
}
