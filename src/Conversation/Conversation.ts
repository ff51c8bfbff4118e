/**
 * One conversation with the model, headless: send, stream, tool calls, approvals, the plan,
 * stop, undo-turn, retry, the archive and the cost meter. It exposes one intent API
 * (ConversationIntents) and one observable state (getState() and the `changed` signal), and
 * knows nothing of Roact: the panel renders the state and forwards intents; a spec can drive
 * a whole conversation the same way without a panel.
 *
 * Why one owner: the message's path (intent -> task -> loop -> model -> state) and every rule
 * along it (when a message may be sent, what a finished run means, what Try again resumes,
 * what a reload keeps) live here or in the helpers it alone calls. Side effects come in as
 * hosts and ports; the key is read from ApiSettings when a request is built and goes nowhere else.
 */
import { LoopOutcome } from "Core";
import { trimText } from "Shared/TextLines";
import { labelActivity } from "./ActivityLabels";
import { CardActions, staleRetryMessage } from "./CardActions";
import { ChatItems } from "./ChatItems";
import { ConversationIntents } from "./ConversationIntents";
import { ConversationShelf } from "./ConversationShelf";
import { ConversationSettings, ConversationState, initialConversationState } from "./ConversationState";
import { canRun, ConversationStore } from "./ConversationStore";
import { MemoryActions } from "./MemoryActions";
import { addSpend } from "./Meters";
import { PlanCards } from "./PlanCards";
import { ConversationDeps } from "./Ports";
import { SettingsStore } from "./SettingsStore";
import { ConnectForm, ConnectOutcome, SettingsForm } from "./SettingsForm";
import { SetupActions } from "./SetupActions";
import { ShelfActions } from "./ShelfActions";
import { Task } from "./Task";
import { Turns } from "./Turns";

export const DEFAULT_SYSTEM_PROMPT =
	"You are Lux, an assistant inside Roblox Studio. Use the tools to read the place before changing it; every write is shown to the user for approval.";

/** How many action-log entries the state carries for the activity view. */
export const ACTIVITY_SHOWN = 50;

export class Conversation implements ConversationIntents {
	private readonly store: ConversationStore;
	/** Fired with the new state after every change. */
	readonly changed: ConversationStore["changed"];
	private readonly prefs: SettingsStore;
	private readonly setup: SetupActions;
	private readonly memory: MemoryActions;
	private readonly task: Task;
	private readonly items: ChatItems;
	private readonly turns: Turns;
	private readonly plans: PlanCards;
	private readonly cards: CardActions;
	private readonly shelf: ConversationShelf;
	private readonly switches: ShelfActions;

	constructor(private readonly deps: ConversationDeps) {
		this.prefs = new SettingsStore(deps.settings);
		const settings = this.prefs.load();
		this.store = new ConversationStore(initialConversationState(settings, this.prefs.api.hasKey()));
		this.changed = this.store.changed;
		this.setup = new SetupActions(this.store, this.prefs, deps.http, deps.clock, deps.policy);
		this.memory = new MemoryActions(this.store, deps.memory);
		deps.policy?.apply(settings);
		this.items = new ChatItems(this.store, () => this.prefs.api.load().apiKey, deps.previews);
		this.turns = new Turns(this.store, this.items, this.prefs, deps, {
			beforeTool: (call) => this.task.beforeTool(call),
			afterTool: (call, outcome) => this.task.afterTool(call, outcome),
			toolFinished: () => {
				this.plans.sync(this.task.planSteps());
				this.refreshActivity();
			},
			outcome: (outcome, turnId) => this.onOutcome(outcome, turnId),
		});
		this.cards = new CardActions({
			store: this.store,
			runner: () => this.turns.waiting(),
			clearTool: () => this.turns.setProgress({ tool: undefined }),
			newId: this.items.newId,
			navigator: deps.navigator,
			checkpoints: deps.checkpoints,
			allowService: (service) => this.setup.allowService(service, this.store.getState().settings),
			decided: () => this.refreshActivity(),
		});
		this.shelf = new ConversationShelf(deps, this.items.redact);
		const restored = this.shelf.restore();
		if (restored.messages.size() > 0) this.turns.restore(restored.messages);
		if (restored.notice !== undefined) this.items.notice(restored.notice);
		const spent = this.shelf.openSpent();
		if (spent !== undefined) this.store.update((s) => ({ ...s, meters: { ...s.meters, conversation: spent } }));
		this.task = new Task(deps.tools, deps.systemPrompt ?? DEFAULT_SYSTEM_PROMPT, deps.lux);
		this.task.connect(
			(text) => this.items.notice(text),
			(usage) => this.store.update((s) => ({ ...s, meters: addSpend(s.meters, usage) })),
		);
		this.task.startConversation();
		this.plans = new PlanCards(this.store, this.items.newId, this.items.redact);
		this.switches = new ShelfActions({
			store: this.store,
			shelf: this.shelf,
			items: this.items,
			turns: this.turns,
			plans: this.plans,
			task: this.task,
		});
		// A plan that was in review when the plugin closed comes back, with its task.
		this.switches.restorePlan(restored.plan);
		this.switches.publish();
		this.refreshActivity();
	}

	getState(): ConversationState {
		return this.store.getState();
	}

	/** Stops the loop and disconnects every listener of `changed`. */
	destroy() {
		this.turns.stop();
		this.memory.destroy();
		this.store.destroy();
	}

	/** The newest action-log entries into the state, when the log has new ones (it only appends). */
	private refreshActivity() {
		const source = this.deps.activity;
		if (source === undefined) return;
		const activity = source.recent(ACTIVITY_SHOWN);
		const shown = this.store.getState().activity;
		const [a, b] = [activity[activity.size() - 1], shown[shown.size() - 1]];
		const same = a === b || (a?.time === b?.time && a?.operationId === b?.operationId && a?.outcome === b?.outcome);
		if (activity.size() === shown.size() && same) return;
		this.store.update((s) => ({ ...s, activity: activity.map(labelActivity) }));
	}

	/** May a message (or a plan approval, a retry) start a run now? */
	private canRun(): boolean {
		return canRun(this.store.getState());
	}

	/**
	 * A run paused or ended. A pending approval waits for a click: Tools' approval authority
	 * already applied whatever the user's rules cover, so nothing here approves anything.
	 * Otherwise the task says what the run meant (a plan to review, a resumable failure, a
	 * summary), the turn gets its footer, and the conversation is saved.
	 */
	private onOutcome(outcome: LoopOutcome, turn: number) {
		this.refreshActivity();
		if (outcome.kind === "awaitingApproval") {
			this.turns.setProgress({ tool: "waiting for your approval" });
			return;
		}
		const ended = this.task.complete(outcome);
		if (ended.summary !== undefined) this.items.notice(ended.summary);
		if (ended.plan !== undefined) this.plans.draft(turn, ended.plan);
		const undoable = this.deps.checkpoints?.canUndo(turn) ?? false;
		this.shelf.save(this.turns.messages(), this.task.planDraft(), this.store.getState().meters.conversation);
		const listed = this.switches.listing();
		this.store.update((s) => ({
			...s,
			...listed,
			running: false,
			progress: undefined,
			items: [...s.items, { kind: "turnEnd", id: this.items.newId(), turnId: turn, undoable }],
		}));
	}

	// Intents ------------------------------------------------------------------------------

	/** A message to the model (trimmed; a blank one sends nothing): a new task, or, while a plan draft is shown, the user's answer to it. */
	send = (typed: string) => {
		const text = trimText(typed);
		if (text === "" || !this.canRun()) return;
		// A message while a draft is shown answers it: the model revises the plan.
		if (this.plans.supersede()) {
			const run = this.task.revise(text);
			this.shelf.savePlan(this.task.planDraft());
			this.turns.run(text, run);
		} else this.turns.run(text, this.task.start(text));
	};

	approvePlan = (itemId: string, steps: ReadonlyArray<string>) => {
		if (!this.canRun() || !this.plans.isDraft(itemId)) return;
		const message = this.task.approvePlan(steps);
		if (message === undefined) return;
		this.plans.approve(itemId, this.task.planSteps());
		this.shelf.savePlan(this.task.planDraft());
		this.turns.run(message, this.task.resume(message));
	};

	discardPlan = (itemId: string) => {
		if (!this.plans.isDraft(itemId)) return;
		this.task.discardPlan();
		this.plans.discard(itemId);
		this.shelf.savePlan(this.task.planDraft());
	};

	stop = () => this.turns.stop();
	approve = (itemId: string) => this.cards.approve(itemId);

	toggleHunk = (itemId: string, hunk: number) => this.cards.toggleHunk(itemId, hunk);
	reject = (itemId: string, reason?: string) => this.cards.reject(itemId, reason);
	approveAndAllow = (itemId: string) => this.cards.approveAndAllow(itemId);
	undoTurn = (turnId: number, confirmed = false) => {
		// The turn still running would record its later changes into the undone turn, where no undo reaches them.
		if (this.store.getState().running && turnId === this.turns.current()) {
			this.items.notice("Lux is still working on this turn: press Stop or wait for its answer, then undo it.");
			return;
		}
		this.cards.undoTurn(turnId, confirmed);
		this.refreshActivity();
	};
	keepTurn = (turnId: number) => this.cards.keepTurn(turnId);
	showInExplorer = (itemId: string) => this.cards.showInExplorer(itemId);
	openScript = (itemId: string) => this.cards.openScript(itemId);

	/** Try again: the same run resumed under an approved plan, else the last message as a new task. */
	retry = () => {
		if (!this.canRun()) return;
		const step = this.task.retryStep();
		if (step?.resume) this.turns.run(step.text, this.task.resume(step.text));
		else if (step !== undefined) this.send(step.text);
	};

	retryStale = (itemId: string) => {
		const summary = this.cards.staleSummary(itemId);
		if (summary !== undefined) this.send(staleRetryMessage(summary));
	};

	// The place's conversations (ShelfActions), account and settings (SetupActions), project memory (MemoryActions).
	newConversation = () => this.switches.newConversation();
	openConversation = (id: string) => this.switches.openConversation(id);
	deleteConversation = (id: string) => this.switches.deleteConversation(id);
	loadConversations = () => this.switches.loadConversations();
	validateKey = (key: string, baseUrl: string) => this.setup.validateKey(key, baseUrl);
	saveKey = (key: string) => this.setup.saveKey(key);
	connect = (setup: ConnectForm, done: (outcome: ConnectOutcome) => void) => this.setup.connect(setup, done);
	clearKey = () => this.setup.clearKey();
	loadModels = (baseUrl: string, key?: string) => this.setup.loadModels(baseUrl, key);
	/** The model list, quietly, for the meters (the panel calls it once when it opens). */
	refreshModels = () => this.setup.refreshModels();
	saveSettings = (settings: ConversationSettings) => this.setup.saveSettings(settings);
	saveSettingsForm = (form: SettingsForm) => this.setup.saveSettingsForm(form);
	dismissNotes = (keyCheck: boolean) => this.setup.dismissNotes(keyCheck);
	loadMemory = () => this.memory.loadMemory();
	saveProjectNote = (section: string, text: string) => this.memory.saveProjectNote(section, text);
	deleteProjectNote = (section: string) => this.memory.deleteProjectNote(section);
	clearProjectNotes = () => this.memory.clearProjectNotes();
	clearTaskPatterns = () => this.memory.clearTaskPatterns();
}
