/**
 * The panel's session adapter: implements PanelActions over Core's LoopRunner and feeds the
 * PanelStore from the loop's callbacks: a typed message becomes a loop run (prompt, breaker,
 * compression and memory through TaskLifecycle's SessionManager), approvals become decisions.
 *
 * Why in UI: it only translates between the loop's public API and the panel's view model;
 * side effects come in as hosts and ports, so it never touches HttpService or the DataModel
 * itself. The key is read from ApiSettings when a request is built and goes nowhere else.
 */
import { ConversationHistory, LoopOutcome, LoopRunner, Message, Usage, WebStreamHost } from "Core";
import { ClockHost, HttpHost, SettingsHost } from "Shared/Hosts";
import { ToolRunner } from "Tools/ToolProtocol";
import { initialPanelState, Page, PanelActions, PanelSettings, PanelState, PanelStore } from "../Store";
import { CardActions } from "./CardActions";
import { PanelItems } from "./PanelItems";
import { PlanCards } from "./PlanCards";
import { PlanSession } from "./PlanSession";
import { RetryTarget } from "./RetryTarget";
import { SessionArchive } from "./SessionArchive";
import { addReply, addSpend } from "./Meters";
import { UsagePrices, usagePrices } from "./UsageCost";
import { loopRunnerFor, pricingFor } from "./RunConfig";
import { PanelSettingsStore } from "./PanelSettingsStore";
import { SetupActions } from "./SetupActions";
import { MemoryActions } from "./MemoryActions";
import { ApprovalPreviews, AutoApproveSink, PlaceNavigator, ProjectMemory, TurnCheckpoints } from "./SessionPorts";
import { TaskLifecycle, TaskStartInfo, TaskWiring } from "./TaskLifecycle";

export const DEFAULT_SYSTEM_PROMPT =
	"You are Lux, an assistant inside Roblox Studio. Use the tools to read the place before changing it; every write is shown to the user for approval.";

export interface LoopSessionDeps {
	readonly settings: SettingsHost;
	readonly http: HttpHost;
	readonly clock: ClockHost;
	readonly tools: ToolRunner;
	readonly stream?: WebStreamHost;
	readonly previews?: ApprovalPreviews;
	readonly checkpoints?: TurnCheckpoints;
	readonly navigator?: PlaceNavigator;
	readonly policy?: AutoApproveSink;
	readonly systemPrompt?: string;
	/** The SessionManager and Safety's breaker; without them the fixed prompt above is used. */
	readonly lux?: TaskWiring;
	/** Project notes and task patterns for the Project memory page (LuxModules.memory). */
	readonly memory?: ProjectMemory;
}

export class LoopSession implements PanelActions {
	readonly store: PanelStore;
	private readonly prefs: PanelSettingsStore;
	private readonly setup: SetupActions;
	private readonly memory: MemoryActions;
	private history = ConversationHistory.empty();
	private runner?: LoopRunner;
	private turnId = 0;
	private readonly retryTarget = new RetryTarget();
	private readonly task: TaskLifecycle;
	private readonly items: PanelItems;
	private readonly plans: PlanSession;
	private readonly cards: CardActions;
	private readonly archive: SessionArchive;

	constructor(private readonly deps: LoopSessionDeps) {
		this.prefs = new PanelSettingsStore(deps.settings);
		const settings = this.prefs.load();
		this.store = new PanelStore(initialPanelState(settings, this.prefs.api.hasKey()));
		this.setup = new SetupActions(this.store, this.prefs, deps.http, deps.clock, deps.policy);
		this.memory = new MemoryActions(this.store, deps.memory);
		deps.policy?.apply(settings);
		this.items = new PanelItems(this.store, () => this.prefs.api.load().apiKey, deps.previews);
		this.cards = new CardActions({
			store: this.store,
			runner: () => this.runner,
			clearTool: () => this.setProgress({ tool: undefined }),
			newId: this.items.newId,
			navigator: deps.navigator,
			checkpoints: deps.checkpoints,
			allowService: (service) => this.allowService(service),
		});
		this.archive = new SessionArchive(deps.settings, this.items.redact);
		const restored = this.archive.restore();
		if (restored.messages.size() > 0) {
			this.history = ConversationHistory.of(restored.messages);
			this.items.restore(restored.messages, this.turnId);
		}
		this.task = new TaskLifecycle(deps.tools, deps.systemPrompt ?? DEFAULT_SYSTEM_PROMPT, deps.lux);
		this.task.connect(
			(text) => this.items.notice(text),
			(usage) => this.set((s) => ({ ...s, meters: addSpend(s.meters, usage) })),
		);
		this.task.startConversation();
		const cards = new PlanCards(this.store, this.items.newId, this.items.redact);
		this.plans = new PlanSession(cards, this.task, this.archive);
		this.plans.restore(restored.plan, this.turnId);
	}

	private set(change: (s: PanelState) => PanelState) {
		this.store.update(change);
	}

	private makeRunner(settings: PanelSettings, start: TaskStartInfo): LoopRunner {
		return loopRunnerFor({
			connection: this.prefs.api.load(),
			settings,
			http: this.deps.http,
			clock: this.deps.clock,
			stream: this.deps.stream,
			tools: this.deps.tools,
			start,
			history: this.history,
			spent: this.store.getState().meters.conversation.cost ?? 0,
			pricing: pricingFor(this.store.getState().models, this.prefs.api.load().model),
			contextWindow: this.store.getState().models.find((m) => m.id === this.prefs.api.load().model)
				?.contextLength,
			live: (runner) => this.live(runner),
			panel: {
				onMessage: (m) => this.onMessage(m),
				onIteration: (iteration, maxIterations) =>
					this.setProgress({ iteration, maxIterations, tool: undefined }),
				onToolStarted: (call) => this.setProgress({ tool: call.name }),
				onToolFinished: () => {
					this.setProgress({ tool: undefined });
					this.plans.sync();
					this.memory.refreshIfOpen();
				},
				onUsage: (reply) => this.onUsage(reply),
				onDelta: (text) => this.items.delta(text),
				onStreamReset: () => this.items.dropStreaming(),
				onNotice: (text) => this.items.notice(text),
				onOutcome: (outcome) => this.onOutcome(outcome),
			},
		});
	}

	/** Callbacks of a runner that a new conversation replaced land nowhere (see mergeCallbacks). */
	private live(runner: LoopRunner): boolean {
		return this.runner === runner;
	}

	/** The card's "approve and allow in <service>": the same rule Settings writes, saved the same way. */
	private allowService(service: string) {
		const settings = this.store.getState().settings;
		if (settings.autoApproveServices.includes(service)) return;
		this.setup.saveSettings({ ...settings, autoApproveServices: [...settings.autoApproveServices, service] });
	}

	private setProgress(change: { iteration?: number; maxIterations?: number; tool?: string }) {
		this.set((s) => {
			if (s.progress === undefined) return s;
			return { ...s, progress: { ...s.progress, ...change } };
		});
	}

	private onMessage(message: Message) {
		this.history = this.runner?.history() ?? this.history;
		this.items.message(message, this.turnId);
	}

	private onUsage(reply: Usage) {
		this.set((s) => ({ ...s, meters: addReply(s.meters, reply, this.prices(s)) }));
	}

	/** The current model's prices (per million in the model list), when the list is loaded. */
	private prices(s: PanelState): UsagePrices | undefined {
		const model = this.prefs.api.load().model;
		const choice = s.models.find((m) => m.id === model);
		return choice !== undefined
			? usagePrices(model, choice.promptPrice / 1e6, choice.completionPrice / 1e6)
			: undefined;
	}

	private onOutcome(outcome: LoopOutcome) {
		this.history = this.runner?.history() ?? this.history;
		// A pending approval waits for a click: Tools' approval authority already applied
		// whatever the user's rules cover, so nothing here approves anything.
		if (outcome.kind === "awaitingApproval") {
			this.setProgress({ tool: "waiting for your approval" });
			return;
		}
		const ended = this.task.complete(outcome);
		if (ended.summary !== undefined) this.items.notice(ended.summary);
		const turn = this.turnId;
		if (ended.plan !== undefined) this.plans.drafted(turn, ended.plan);
		this.retryTarget.ended(ended.resumable === true);
		const undoable = this.deps.checkpoints?.canUndo(turn) ?? false;
		this.set((s) => ({
			...s,
			running: false,
			progress: undefined,
			items: [...s.items, { kind: "turnEnd", id: this.items.newId(), turnId: turn, undoable }],
		}));
		this.archive.save(this.history.messages(), this.task.planDraft());
		this.memory.refreshIfOpen();
	}

	// PanelActions -------------------------------------------------------------------------

	/** A message to the model: a new task, or, while a plan draft is shown, the user's answer to it. */
	send = (text: string) => {
		const state = this.store.getState();
		if (state.running || !state.hasKey) return;
		this.retryTarget.sent(text);
		const revising = this.plans.answer();
		this.run(text, revising ? this.task.resume() : this.task.start(text));
	};

	private run(text: string, start: TaskStartInfo) {
		const state = this.store.getState();
		this.turnId += 1;
		this.deps.checkpoints?.beginTurn(this.turnId);
		const runner = this.makeRunner(state.settings, start);
		this.runner = runner;
		this.retryTarget.ran(text);
		const progress = {
			iteration: 0,
			maxIterations: state.settings.maxIterations,
			startedAt: this.deps.clock.now(),
		};
		this.set((s) => ({ ...s, running: true, progress }));
		task.spawn(() => runner.send(text));
	}

	approvePlan = (itemId: string, steps: ReadonlyArray<string>) => {
		const state = this.store.getState();
		if (state.running || !state.hasKey) return;
		const message = this.plans.approve(itemId, steps);
		if (message !== undefined) this.run(message, this.task.resume());
	};

	discardPlan = (itemId: string) => this.plans.discard(itemId);

	stop = () => {
		this.runner?.cancel();
	};

	// Approval cards and turn footers: CardActions.
	approve = (itemId: string) => this.cards.approve(itemId);
	reject = (itemId: string, reason?: string) => this.cards.reject(itemId, reason);
	approveAndAllow = (itemId: string) => this.cards.approveAndAllow(itemId);
	undoTurn = (turnId: number, confirmed = false) => this.cards.undoTurn(turnId, confirmed);
	showInExplorer = (itemId: string) => this.cards.showInExplorer(itemId);
	openScript = (itemId: string) => this.cards.openScript(itemId);

	retry = () => {
		const state = this.store.getState();
		if (state.running || !state.hasKey) return;
		const step = this.retryTarget.take();
		if (step?.resume) this.run(step.text, this.task.resume());
		else if (step !== undefined) this.send(step.text);
	};

	newConversation = () => {
		this.runner?.cancel();
		this.runner = undefined;
		this.plans.reset();
		this.retryTarget.reset();
		this.history = ConversationHistory.empty();
		this.archive.clear();
		this.set((s) => ({
			...s,
			items: [],
			running: false,
			progress: undefined,
			meters: { conversation: { tokens: 0 }, costCap: s.settings.costCap },
		}));
		this.task.startConversation(true);
	};

	// Setup and settings actions live in SetupActions; these delegate at call time.
	openPage = (page: Page) => this.setup.openPage(page);
	validateKey = (key: string, baseUrl: string) => this.setup.validateKey(key, baseUrl);
	saveKey = (key: string) => this.setup.saveKey(key);
	clearKey = () => this.setup.clearKey();
	loadModels = (baseUrl: string) => this.setup.loadModels(baseUrl);
	saveSettings = (settings: PanelSettings) => this.setup.saveSettings(settings);

	// The Project memory page's actions live in MemoryActions.
	openMemory = () => this.memory.openMemory();
	saveProjectNote = (section: string, text: string) => this.memory.saveProjectNote(section, text);
	deleteProjectNote = (section: string) => this.memory.deleteProjectNote(section);
	clearProjectNotes = () => this.memory.clearProjectNotes();
	clearTaskPatterns = () => this.memory.clearTaskPatterns();
}
