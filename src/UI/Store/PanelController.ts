/**
 * The panel's thin controller: mirrors the Conversation's state into the PanelStore (with the
 * page on screen) and forwards every intent to the Conversation unchanged. Page navigation
 * is the only thing it decides, and it decides nothing else.
 *
 * Why: the panel renders one store and calls one set of actions; the Conversation stays
 * headless. This is the one entry from the UI into the conversation and the one place its
 * state updates come back.
 */
import { ConnectForm, ConnectOutcome, Conversation, SettingsForm } from "Conversation";
import { firstPage, Page, PanelActions, PanelSettings } from "./PanelState";
import { PanelStore } from "./PanelStore";

export class PanelController implements PanelActions {
	readonly store: PanelStore;
	private readonly connection: { Disconnect(): void };

	constructor(private readonly conversation: Conversation) {
		const state = conversation.getState();
		this.store = new PanelStore({ ...state, page: firstPage(state) });
		this.connection = conversation.changed.Connect((state) =>
			this.store.update((s) => ({ ...state, page: s.page })),
		);
		// The model list in the background: the meter's context fill and prices need the model's size.
		conversation.refreshModels();
	}

	destroy() {
		this.connection.Disconnect();
	}

	openPage = (page: Page) => {
		this.store.update((s) => ({ ...s, page }));
		this.conversation.dismissNotes(page === "chat");
	};

	openMemory = () => {
		this.conversation.loadMemory();
		this.store.update((s) => ({ ...s, page: "memory" }));
	};

	openConversations = () => {
		this.conversation.loadConversations();
		this.store.update((s) => ({ ...s, page: "conversations" }));
	};

	/** Opening one shows it on the chat page; one that was refused leaves the list open (a notice says why). */
	openConversation = (id: string) => {
		const outcome = this.conversation.openConversation(id);
		if (outcome === "done") this.store.update((s) => ({ ...s, page: "chat" }));
		return outcome;
	};

	deleteConversation = (id: string) => this.conversation.deleteConversation(id);
	send = (text: string) => this.conversation.send(text);
	stop = () => this.conversation.stop();
	approve = (itemId: string) => this.conversation.approve(itemId);
	toggleHunk = (itemId: string, hunk: number) => this.conversation.toggleHunk(itemId, hunk);
	reject = (itemId: string, reason?: string) => this.conversation.reject(itemId, reason);
	approveAndAllow = (itemId: string) => this.conversation.approveAndAllow(itemId);
	undoTurn = (turnId: number, confirmed?: boolean) => this.conversation.undoTurn(turnId, confirmed);
	keepTurn = (turnId: number) => this.conversation.keepTurn(turnId);
	approvePlan = (itemId: string, steps: ReadonlyArray<string>) => this.conversation.approvePlan(itemId, steps);
	discardPlan = (itemId: string) => this.conversation.discardPlan(itemId);
	showInExplorer = (itemId: string) => this.conversation.showInExplorer(itemId);
	openScript = (itemId: string) => this.conversation.openScript(itemId);
	retry = () => this.conversation.retry();
	retryStale = (itemId: string) => this.conversation.retryStale(itemId);
	newConversation = () => this.conversation.newConversation();
	validateKey = (key: string, baseUrl: string) => this.conversation.validateKey(key, baseUrl);
	saveKey = (key: string) => this.conversation.saveKey(key);
	connect = (setup: ConnectForm, done: (outcome: ConnectOutcome) => void) => this.conversation.connect(setup, done);
	clearKey = () => this.conversation.clearKey();
	loadModels = (baseUrl: string, key?: string) => this.conversation.loadModels(baseUrl, key);
	saveSettings = (settings: PanelSettings) => this.conversation.saveSettings(settings);
	saveSettingsForm = (form: SettingsForm) => this.conversation.saveSettingsForm(form);
	saveProjectNote = (section: string, text: string) => this.conversation.saveProjectNote(section, text);
	deleteProjectNote = (section: string) => this.conversation.deleteProjectNote(section);
	clearProjectNotes = () => this.conversation.clearProjectNotes();
	clearTaskPatterns = () => this.conversation.clearTaskPatterns();
}
