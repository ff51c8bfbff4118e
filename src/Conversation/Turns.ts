/**
 * Runs the conversation's messages through Core's loop, one turn at a time: numbers the
 * turn and opens its checkpoint, builds this message's LoopRunner from the saved connection
 * and settings, keeps the history, and writes the loop's events (messages, streamed text,
 * usage, progress) into the state.
 *
 * Why apart from Conversation: the Conversation decides whether and what to run and what a
 * finished run means; this is the mechanics of one run, the same for a message, a plan
 * approval and a retry. A runner that a new conversation replaced writes nothing.
 */
import { ConversationHistory, LoopOutcome, LoopRunner, Message, Usage, WebStreamHost } from "Core";
import { ClockHost, HttpHost } from "Shared/Hosts";
import { ToolRunner } from "Tools/ToolProtocol";
import { ChatItems } from "./ChatItems";
import { ConversationStore } from "./ConversationStore";
import { addReply } from "./Meters";
import { TurnCheckpoints } from "./Ports";
import { loopRunnerFor, pricingFor } from "./RunConfig";
import { SettingsStore } from "./SettingsStore";
import { TaskStartInfo } from "./TaskLifecycle";
import { pricesFor } from "./UsageCost";

export interface TurnHosts {
	readonly http: HttpHost;
	readonly clock: ClockHost;
	readonly tools: ToolRunner;
	readonly stream?: WebStreamHost;
	readonly checkpoints?: TurnCheckpoints;
}

/** What the Conversation hears of a run. */
export interface TurnListener {
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

	setProgress(change: { iteration?: number; maxIterations?: number; tool?: string }) {
		this.store.update((s) => (s.progress === undefined ? s : { ...s, progress: { ...s.progress, ...change } }));
	}

	/** Starts a turn with `text` as its user message; returns at once (the loop runs on its own thread). */
	run(text: string, start: TaskStartInfo) {
		const state = this.store.getState();
		this.turnId += 1;
		const turn = this.turnId;
		this.hosts.checkpoints?.beginTurn(turn);
		const connection = this.prefs.api.load();
		const runner: LoopRunner = loopRunnerFor({
			...this.hosts,
			connection,
			settings: state.settings,
			start,
			history: this.history,
			spent: state.meters.conversation.cost ?? 0,
			pricing: pricingFor(state.models, connection.model),
			live: (r) => this.runner === r,
			events: {
				onMessage: (m) => this.onMessage(m),
				onIteration: (iteration, maxIterations) =>
					this.setProgress({ iteration, maxIterations, tool: undefined }),
				onToolStarted: (call) => this.setProgress({ tool: call.name }),
				onToolFinished: () => {
					this.setProgress({ tool: undefined });
					this.listener.toolFinished();
				},
				onUsage: (reply) => this.onUsage(reply),
				onDelta: (delta) => this.items.delta(delta),
				onStreamReset: () => this.items.dropStreaming(),
				onNotice: (notice) => this.items.notice(notice),
				onOutcome: (outcome) => {
					this.history = runner.history();
					this.listener.outcome(outcome, turn);
				},
			},
		});
		this.runner = runner;
		const progress = {
			iteration: 0,
			maxIterations: state.settings.maxIterations,
			startedAt: this.hosts.clock.now(),
		};
		this.store.update((s) => ({ ...s, running: true, progress }));
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

	/** Adds a reply's usage to the meters, priced from the model list when the server gave no cost. */
	private onUsage(reply: Usage) {
		const model = this.prefs.api.load().model;
		this.store.update((s) => ({ ...s, meters: addReply(s.meters, reply, pricesFor(s.models, model)) }));
	}
}
