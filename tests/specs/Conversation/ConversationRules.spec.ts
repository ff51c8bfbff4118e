/**
 * The rules the panel used to decide for itself, now the Conversation's, driven headlessly
 * through its intents and state: when a message may be sent (canRun), the meter's context
 * window (in the state), the settings a save accepts (saveSettingsForm / saveSettings, a
 * typed outcome), that New chat / Open / Delete are refused while Lux runs, what the model
 * list says a model costs (listedPrice), whether the newest error asks for the key, and what
 * a typed message or reject reason means (trimmed; blank is nothing). The setup's Save
 * (connect) has its own spec, ConversationConnect.
 *
 * Why: a rule only a disabled button enforced held for the panel alone; each spec here fails
 * if its rule is taken out of the Conversation.
 */
import { OPENROUTER_BASE_URL, SETTING_KEYS } from "Core";
import { canRun, ChatItem, Conversation, formOf, keyRefused, listedPrice, SettingsForm } from "Conversation";
import type { ModelChoice } from "Conversation/ConversationState";
import { MemorySettings } from "../support/MemorySettings";
import { headlessConversation } from "../support/ConversationListHarness";
import { loadTurns, server, waitFor } from "../support/PanelHarness";

function conversation(withKey = true): { c: Conversation; settings: MemorySettings } {
	return headlessConversation("rules-spec", withKey);
}

/** A run that stays running: the model proposes a creation that waits for approval. */
const PENDING_CREATE = {
	turns: [
		{
			reply: {
				tool_calls: [
					{ name: "create_instance", arguments: { parent: "Workspace", className: "Part", name: "P" } },
				],
			},
		},
		{ reply: { content: "Stopped." } },
	],
};

function waitingForApproval(c: Conversation) {
	waitFor("the pending card", () => c.getState().items.some((i) => i.kind === "approval" && i.state === "pending"));
}

export = () => {
	it("may send only with a key (or an endpoint needing none) and nothing running; send does nothing when canRun says no", () => {
		const keyless = conversation(false).c;
		// A custom endpoint saved without a key (a local server) takes messages.
		expect(canRun(keyless.getState())).to.equal(true);
		keyless.saveSettings({ ...keyless.getState().settings, baseUrl: OPENROUTER_BASE_URL });
		expect(canRun(keyless.getState())).to.equal(false);
		keyless.send("Hello");
		expect(keyless.getState().items.size()).to.equal(0);
		keyless.destroy();

		loadTurns(PENDING_CREATE);
		const { c } = conversation();
		expect(canRun(c.getState())).to.equal(true);
		c.send("Add a part");
		waitingForApproval(c);
		expect(canRun(c.getState())).to.equal(false);
		const before = c.getState().items.size();
		c.send("Another message");
		expect(c.getState().items.size()).to.equal(before);
		c.stop();
		waitFor("the stop", () => !c.getState().running);
		expect(canRun(c.getState())).to.equal(true);
		c.destroy();
	});

	it("puts the chosen model's context window in the meters once the model list names it", () => {
		const { c } = conversation();
		expect(c.getState().meters.contextLength).to.equal(undefined);
		c.loadModels(`${server()}/api/v1`);
		waitFor("the model list", () => c.getState().models.size() > 0);
		expect(c.getState().meters.contextLength).to.equal(32768);
		// Another model: its own window; a model the list does not name: none.
		expect(c.saveSettings({ ...c.getState().settings, model: "scripted/free" }).ok).to.equal(true);
		expect(c.getState().meters.contextLength).to.equal(8192);
		c.saveSettings({ ...c.getState().settings, model: "someone/else" });
		expect(c.getState().meters.contextLength).to.equal(undefined);
		// A new chat keeps it: the window belongs to the model, not to the conversation.
		c.saveSettings({ ...c.getState().settings, model: "scripted/model" });
		c.newConversation();
		expect(c.getState().meters.contextLength).to.equal(32768);
		c.destroy();
	});

	it("saveSettingsForm refuses a cap, an iteration count or a service it cannot take, and saves nothing", () => {
		const { c, settings } = conversation();
		const form = formOf(c.getState().settings);
		const refused = (edit: Partial<SettingsForm>, problem: string, text: string) => {
			const outcome = c.saveSettingsForm({ ...form, ...edit, model: "changed/model" });
			expect(outcome.ok).to.equal(false);
			if (!outcome.ok) expect(outcome.problem).to.equal(problem);
			expect(c.getState().settingsNote?.ok).to.equal(false);
			expect(c.getState().settingsNote!.text.find(text, 1, true)[0] !== undefined).to.equal(true);
			// Nothing was saved: not the bad value, not the rest of the form.
			expect(c.getState().settings.model).to.equal("scripted/model");
			expect(settings.get(SETTING_KEYS.model)).to.equal("scripted/model");
		};
		refused({ costCap: "lots" }, "costCap", "The cost cap is a number");
		refused({ costCap: "-1" }, "costCap", "The cost cap is a number");
		refused({ maxIterations: "0" }, "maxIterations", "from 1 to 100");
		refused({ maxIterations: "101" }, "maxIterations", "from 1 to 100");
		refused({ maxIterations: "2.5" }, "maxIterations", "from 1 to 100");
		refused({ maxIterations: "many" }, "maxIterations", "from 1 to 100");
		refused({ services: "ServerStorage, Workspace.Map" }, "services", "service names");
		c.destroy();
	});

	it("saveSettingsForm reads the typed form: a cap, the services list, an empty cap for none", () => {
		const { c } = conversation();
		const form = formOf(c.getState().settings);
		const saved = c.saveSettingsForm({
			...form,
			costCap: " 2 ",
			maxIterations: "12",
			services: "ServerStorage,  ReplicatedStorage",
		});
		expect(saved.ok).to.equal(true);
		const s = c.getState().settings;
		expect(s.costCap).to.equal(2);
		expect(s.maxIterations).to.equal(12);
		expect(s.autoApproveServices.join("|")).to.equal("ServerStorage|ReplicatedStorage");
		expect(c.getState().meters.costCap).to.equal(2);
		expect(c.getState().settingsNote?.text).to.equal("Saved.");
		expect(c.saveSettingsForm({ ...formOf(s), costCap: "" }).ok).to.equal(true);
		expect(c.getState().settings.costCap).to.equal(undefined);
		c.destroy();
	});

	it("saveSettings (any caller, not only the page) refuses out-of-range values the same way", () => {
		const { c, settings } = conversation();
		const s = c.getState().settings;
		const outcome = c.saveSettings({ ...s, maxIterations: 1000 });
		expect(outcome.ok === false && outcome.problem === "maxIterations").to.equal(true);
		expect(settings.get("LuxMaxIterations")).to.equal(undefined);
		expect(c.saveSettings({ ...s, costCap: -5 }).ok).to.equal(false);
		expect(c.saveSettings({ ...s, autoApproveServices: ["Server Storage"] }).ok).to.equal(false);
		expect(c.getState().settings.maxIterations).to.equal(s.maxIterations);
		c.destroy();
	});

	it("refuses New chat, Open and Delete while Lux runs, and changes nothing", () => {
		loadTurns({ turns: [{ reply: { content: "First answer." } }, ...PENDING_CREATE.turns] });
		const { c } = conversation();
		c.send("first");
		waitFor("the first answer", () => !c.getState().running);
		expect(c.newConversation()).to.equal("done");
		const first = c.getState().conversations.find((s) => !s.open)!;
		c.send("Add a part");
		waitingForApproval(c);
		const items = c.getState().items;
		const listed = c.getState().conversations.size();
		expect(c.newConversation()).to.equal("running");
		expect(c.openConversation(first.id)).to.equal("running");
		expect(c.deleteConversation(first.id)).to.equal("running");
		expect(c.getState().items).to.equal(items);
		expect(c.getState().conversations.size()).to.equal(listed);
		c.stop();
		waitFor("the stop", () => !c.getState().running);
		expect(c.openConversation(first.id)).to.equal("done");
		expect(c.getState().items.some((i) => (i as { text?: string }).text === "First answer.")).to.equal(true);
		expect(c.openConversation("no-such-conversation")).to.equal("unreadable");
		c.destroy();
	});

	it("sends a message trimmed and nothing for a blank one", () => {
		loadTurns({ turns: [{ reply: { content: "Hi." } }] });
		const { c } = conversation();
		c.send("   \n  ");
		expect(c.getState().items.size()).to.equal(0);
		expect(c.getState().running).to.equal(false);
		c.send("  hello there \n");
		const first = c.getState().items[0];
		expect(first.kind === "user" && first.text === "hello there").to.equal(true);
		waitFor("the answer", () => !c.getState().running);
		c.destroy();
	});

	it("keeps a reject reason trimmed, and a blank reason is no reason", () => {
		loadTurns({ turns: [...PENDING_CREATE.turns, ...PENDING_CREATE.turns] });
		const { c } = conversation();
		type Approval = Extract<ChatItem, { kind: "approval" }>;
		const pending = () =>
			c.getState().items.find((i): i is Approval => i.kind === "approval" && i.state === "pending")!;
		c.send("Add a part");
		waitingForApproval(c);
		const blank = pending();
		c.reject(blank.id, "   ");
		waitFor("the first run's end", () => !c.getState().running);
		const decided = c.getState().items.find((i): i is Approval => i.id === blank.id)!;
		expect(decided.state).to.equal("rejected");
		expect(decided.reason).to.equal(undefined);
		c.send("Add another");
		waitingForApproval(c);
		const said = pending();
		c.reject(said.id, "  keep the baseplate \n");
		waitFor("the second run's end", () => !c.getState().running);
		expect(c.getState().items.find((i): i is Approval => i.id === said.id)!.reason).to.equal("keep the baseplate");
		c.destroy();
	});

	it("says what the model list prices: per million, free, or unknown when the list gave no prices", () => {
		const base: ModelChoice = { id: "m", name: "M", contextLength: 1000, promptPrice: 3, completionPrice: 15 };
		const priced = listedPrice({ ...base, priced: true });
		expect(priced.kind === "perMillion" && priced.prompt === 3 && priced.completion === 15).to.equal(true);
		expect(listedPrice({ ...base, promptPrice: 0, completionPrice: 0, priced: true }).kind).to.equal("free");
		expect(listedPrice({ ...base, promptPrice: 0, completionPrice: 0, priced: false }).kind).to.equal("unknown");
	});

	it("knows when the newest error asks for the key, and not once a later error does not", () => {
		const { c } = conversation();
		const keyError: ChatItem = { kind: "error", id: "e1", title: "Key refused", message: "401", action: "key" };
		const other: ChatItem = { kind: "error", id: "e2", title: "Server", message: "500", action: "retry" };
		const state = c.getState();
		expect(keyRefused(state)).to.equal(false);
		expect(keyRefused({ ...state, items: [keyError] })).to.equal(true);
		expect(keyRefused({ ...state, items: [keyError, { kind: "notice", id: "n", text: "x" }] })).to.equal(true);
		expect(keyRefused({ ...state, items: [keyError, other] })).to.equal(false);
		c.destroy();
	});
};
