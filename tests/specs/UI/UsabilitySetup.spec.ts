/**
 * Setup and settings defects found by walking the panel as a new user (the review of
 * 2026-11-28), each through the panel's own widgets over the real Conversation and the
 * scripted model server: a local server saved without a key leads to a chat that sends (it
 * led to a message box that never opened); Settings saved as typed ("0.50", "A,B") leaves
 * nothing "unsaved", and a cap of 0 is refused rather than saved as no cap at all; a model id
 * pasted with spaces around it is the id (it was sent as typed, and refused); "HTTP requests
 * are disabled ... then try again" offers Try again (the card had no button: the message had
 * to be retyped); "List tool-capable models" asks with the key typed in the setup dialog (it
 * asked with the saved one: none on a first run, so a server that lists models only for a key
 * refused it); Save checks a typed key with the endpoint before storing it (a mistyped URL or
 * key was stored at once, found out only by a failing chat), and a failed check keeps every
 * field as typed. The cards' and chat's defects of the same review are in UsabilityCards.
 */
import { SETTING_KEYS } from "Core";
import { MemorySettings } from "../support/MemorySettings";
import { MODELS } from "../support/LivePageStates";
import { chatRequests, recordedRequests } from "../support/ModelServerClient";
import {
	button,
	hasText,
	inputBox,
	loadTurns,
	mountPanel,
	Panel,
	press,
	sendMessage,
	server,
	sim,
	waitFor,
	field,
	retype,
} from "../support/PanelHarness";

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("a local server saved without a key opens a chat that sends, and opens it again after a reload", () => {
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		let p = mountPanel({ settings });
		panel = p;
		expect(p.store.getState().page).to.equal("setup");
		press(button(p, "Custom URL"));
		retype(sim().findByName(p.screen, "BaseUrl") as TextBox, `${server()}/api/v1`);
		press(button(p, "Save"));
		expect(p.store.getState().page).to.equal("chat");
		const box = inputBox(p);
		expect(box.TextEditable).to.equal(true);
		expect(box.PlaceholderText.find("API key", 1, true)[0]).to.equal(undefined);
		loadTurns({ turns: [{ reply: { content: "Hello from the local model." } }] });
		sendMessage(p, "Hi");
		waitFor("the local model's answer", () => hasText(p, "Hello from the local model."));
		waitFor("the run's end", () => !p.store.getState().running);
		p.unmount();
		// Studio restarts: the saved connection opens the chat, not the setup again.
		p = mountPanel({ settings });
		panel = p;
		expect(p.store.getState().page).to.equal("chat");
		expect(inputBox(p).TextEditable).to.equal(true);
	});

	it("checks a typed key before storing it: a failed check stores nothing and leaves every field as typed", () => {
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		const p = mountPanel({ settings });
		panel = p;
		press(button(p, "Custom URL"));
		const base = sim().findByName(p.screen, "BaseUrl") as TextBox;
		const key = sim().findByName(p.screen, "Key") as TextBox;
		const model = sim().findByName(p.screen, "Model") as TextBox;
		const typed = "sk-or-v1-typed-0123456789abcdef";
		const nowhere = `http://127.0.0.1:${sim().closedPort() ?? 9}/api/v1`;
		retype(base, nowhere);
		sim().typeInto(key, typed);
		retype(model, "someone/typed-model");
		const failedSave = (why: string) => {
			press(button(p, "Save"));
			waitFor(why, () => hasText(p, "Nothing was saved"));
			expect(p.store.getState().page).to.equal("setup");
			expect(p.store.getState().hasKey).to.equal(false);
			expect(settings.get(SETTING_KEYS.apiKey)).to.equal(undefined);
			expect(settings.get(SETTING_KEYS.baseUrl)).to.equal(undefined);
			expect(settings.get(SETTING_KEYS.model)).to.equal("scripted/model");
			// What the user typed is all still there, to correct and save again.
			expect(key.Text).to.equal(typed);
			expect(model.Text).to.equal("someone/typed-model");
		};
		// A mistyped URL: nothing answers there.
		failedSave("the failed check of the unreachable URL");
		expect(base.Text).to.equal(nowhere);
		// The right URL, but the server refuses the key.
		loadTurns({
			turns: [],
			endpoints: { key: { status: 401, body: { error: { code: 401, message: "No auth" } } } },
		});
		retype(base, `${server()}/api/v1`);
		failedSave("the refused key");
		expect(hasText(p, "Invalid key")).to.equal(true);
		// The server accepts it: stored with the endpoint and model, and the chat opens.
		loadTurns({ turns: [] });
		press(button(p, "Save"));
		waitFor("the chat", () => p.store.getState().page === "chat");
		expect(p.store.getState().hasKey).to.equal(true);
		expect(settings.get(SETTING_KEYS.apiKey)).to.equal(typed);
		expect(settings.get(SETTING_KEYS.baseUrl)).to.equal(`${server()}/api/v1`);
		expect(settings.get(SETTING_KEYS.model)).to.equal("someone/typed-model");
	});

	it("Settings saved as typed ('0.50', 'A,B') leaves Back nothing to ask about", () => {
		const p = mountPanel();
		panel = p;
		press(button(p, "Settings"));
		retype(field(p, "Cap"), "0.50");
		retype(field(p, "Services"), "ServerStorage,Lighting");
		press(button(p, "Save"));
		expect(hasText(p, "Saved.")).to.equal(true);
		expect(p.store.getState().settings.costCap).to.equal(0.5);
		press(button(p, "Back to chat"));
		expect(p.store.getState().page).to.equal("chat");
		expect(hasText(p, "You have unsaved changes")).to.equal(false);
	});

	it("refuses a cost cap of 0 instead of saving it as no cap", () => {
		const p = mountPanel();
		panel = p;
		press(button(p, "Settings"));
		retype(field(p, "Cap"), "0");
		press(button(p, "Save"));
		expect(hasText(p, "Saved.")).to.equal(false);
		expect(hasText(p, "above zero")).to.equal(true);
		expect(p.store.getState().settings.costCap).to.equal(undefined);
		expect(p.settings.get("LuxCostCap")).to.equal(undefined);
	});

	it("saves and sends a model id pasted with spaces around it as the id", () => {
		const p = mountPanel();
		panel = p;
		press(button(p, "Settings"));
		retype(field(p, "Model"), "  someone/pasted-model  ");
		press(button(p, "Save"));
		expect(p.store.getState().settings.model).to.equal("someone/pasted-model");
		press(button(p, "Back to chat"));
		expect(p.store.getState().page).to.equal("chat");
		loadTurns({ turns: [{ reply: { content: "Answered by the pasted model." } }] });
		sendMessage(p, "Hi");
		waitFor("the answer", () => hasText(p, "Answered by the pasted model."));
		// (HttpService writes "/" as "\\/": the id's start and end are checked apart.)
		const body = chatRequests(p.server)[0].body;
		expect(body.find(`"model":"someone`, 1, true)[0] !== undefined).to.equal(true);
		expect(body.find(`pasted-model"`, 1, true)[0] !== undefined).to.equal(true);
	});

	it("offers Try again when HTTP requests are disabled, and it sends the message once they are on", () => {
		const p = mountPanel();
		panel = p;
		sim().setHttpEnabled(false);
		const [ok, problem] = pcall(() => {
			sendMessage(p, "Make the lava glow");
			waitFor("the error card", () => hasText(p, "HTTP requests are disabled in this place"));
			waitFor("the run's end", () => !p.store.getState().running);
		});
		sim().setHttpEnabled(true);
		if (!ok) error(problem);
		loadTurns({ turns: [{ reply: { content: "The lava glows now." } }] });
		press(button(p, "Try again"));
		waitFor("the answer", () => hasText(p, "The lava glows now."));
		expect(chatRequests(p.server).size()).to.equal(1);
		expect(chatRequests(p.server)[0].body.find("Make the lava glow", 1, true)[0] !== undefined).to.equal(true);
	});

	it("lists the models with the key typed in the setup dialog, before it is saved", () => {
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.model, "scripted/model");
		const p = mountPanel({ settings });
		panel = p;
		loadTurns({ turns: [], endpoints: { models: { status: 200, body: MODELS } } });
		press(button(p, "Custom URL"));
		retype(sim().findByName(p.screen, "BaseUrl") as TextBox, `${server()}/api/v1`);
		const typed = "gsk_typed0123456789abcdefghij";
		sim().typeInto(sim().findByName(p.screen, "Key") as TextBox, typed);
		press(button(p, "List tool-capable models"));
		waitFor("the model list", () => hasText(p, "4 of 4 models match."));
		const asked = recordedRequests(p.server).requests.filter(
			(r) => r.path.find("/models", 1, true)[0] !== undefined,
		);
		expect(asked.size()).to.equal(1);
		expect(asked[0].headers["authorization"]).to.equal(`Bearer ${typed}`);
		// Nothing was saved by listing: the key waits for Save.
		expect(p.store.getState().hasKey).to.equal(false);
	});
};
