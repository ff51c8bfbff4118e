/**
 * The setup dialog's Save (Conversation.connect), headless: OpenRouter needs a key, a local
 * server may go without; a malformed key, or a key the endpoint refuses, saves nothing (the
 * key was stored before any check, so a mistyped key or URL was kept); an accepted key is
 * saved with the endpoint and model.
 *
 * Why apart from ConversationRules: connect answers through a callback once its check is done.
 */
import { OPENROUTER_BASE_URL, SETTING_KEYS } from "Core";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { ConnectForm, ConnectOutcome, Conversation } from "Conversation";
import { MemorySettings } from "../support/MemorySettings";
import { headlessConversation } from "../support/ConversationListHarness";
import { loadTurns, PANEL_KEY, server, waitFor } from "../support/PanelHarness";
import { PanelFakeTools } from "../support/PanelFakeTools";
import { HttpHost, HttpOutcome, HttpRequest } from "Shared/Hosts";

/** The real HTTP host, held at the door until `open`: a key check the spec can leave running. */
class GatedHttp implements HttpHost {
	open = false;
	answered = 0;
	private readonly inner = new StudioHttpHost();
	request(request: HttpRequest): HttpOutcome {
		while (!this.open) task.wait();
		const outcome = this.inner.request(request);
		this.answered += 1;
		return outcome;
	}
}

function conversation(withKey = true): { c: Conversation; settings: MemorySettings } {
	return headlessConversation("connect-spec", withKey);
}

/** The setup's Save, waited for: its outcome once the key check (if any) is done. */
function connectNow(c: Conversation, form: ConnectForm): ConnectOutcome {
	let outcome: ConnectOutcome | undefined;
	c.connect(form, (o) => (outcome = o));
	waitFor("the save's outcome", () => outcome !== undefined);
	return outcome!;
}

export = () => {
	it("connect: a key is needed for OpenRouter, a local server may go without; a bad key saves nothing", () => {
		const keyless = conversation(false);
		const c = keyless.c;
		const localServer = "http://localhost:11434/v1";
		const noKey = connectNow(c, { key: "", baseUrl: OPENROUTER_BASE_URL, model: "m/1" });
		expect(noKey.ok === false && noKey.problem === "noKey").to.equal(true);
		expect(keyless.settings.get(SETTING_KEYS.model)).to.equal("scripted/model");
		const badKey = connectNow(c, { key: "sk or v1 with spaces", baseUrl: OPENROUTER_BASE_URL, model: "m/1" });
		expect(badKey.ok === false && badKey.problem === "key").to.equal(true);
		expect(c.getState().hasKey).to.equal(false);
		expect(keyless.settings.get(SETTING_KEYS.model)).to.equal("scripted/model");
		// A local server without a key: saved.
		expect(connectNow(c, { key: "", baseUrl: localServer, model: "llama" }).ok).to.equal(true);
		expect(c.getState().settings.baseUrl).to.equal(localServer);
		expect(c.getState().settings.model).to.equal("llama");
		// A key the endpoint refuses: nothing saved, the check's verdict in the state.
		const endpoint = `${server()}/api/v1`;
		loadTurns({
			turns: [],
			endpoints: { key: { status: 401, body: { error: { code: 401, message: "No auth" } } } },
		});
		const refused = connectNow(c, { key: PANEL_KEY, baseUrl: endpoint, model: "m/2" });
		expect(refused.ok === false && refused.problem === "check").to.equal(true);
		expect(c.getState().keyCheck.state).to.equal("invalid");
		expect(c.getState().hasKey).to.equal(false);
		expect(keyless.settings.get(SETTING_KEYS.apiKey)).to.equal(undefined);
		expect(c.getState().settings.model).to.equal("llama");
		// A key the endpoint accepts: saved with the endpoint.
		loadTurns({ turns: [] });
		expect(connectNow(c, { key: ` ${PANEL_KEY} `, baseUrl: endpoint, model: "m/2" }).ok).to.equal(true);
		expect(c.getState().hasKey).to.equal(true);
		expect(keyless.settings.get(SETTING_KEYS.apiKey)).to.equal(PANEL_KEY);
		expect(c.getState().settings.model).to.equal("m/2");
		c.destroy();
	});

	it("connect: a Save whose key check is still running when the dialog is left (Cancel) stores nothing", () => {
		// Before, Cancel left the check running and a passing check stored the key anyway.
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		const http = new GatedHttp();
		const c = new Conversation({
			settings,
			http,
			clock: new StudioClockHost(),
			tools: new PanelFakeTools(),
			placeKey: "connect-cancel-spec",
		});
		loadTurns({ turns: [] });
		let heard: ConnectOutcome | undefined;
		c.connect({ key: PANEL_KEY, baseUrl: `${server()}/api/v1`, model: "m/3" }, (o) => (heard = o));
		expect(c.getState().keyCheck.state).to.equal("checking");
		c.dismissNotes(true);
		http.open = true;
		waitFor("the key check's answer", () => http.answered > 0);
		task.wait();
		expect(heard).to.equal(undefined);
		expect(settings.get(SETTING_KEYS.apiKey)).to.equal(undefined);
		expect(settings.get(SETTING_KEYS.baseUrl)).to.equal(undefined);
		expect(c.getState().hasKey).to.equal(false);
		expect(c.getState().keyCheck.state).to.equal("idle");
		c.destroy();
	});
};
