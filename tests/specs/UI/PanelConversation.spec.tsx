/**
 * The panel over a Conversation over the real LoopRunner and the scripted server: meters, errors,
 * new conversation, the conversation surviving a reload, and the
 * API key staying out of the place, the output, the panel and every other setting.
 */
import { LogService, StarterGui, Workspace } from "@rbxts/services";
import { SETTING_KEYS } from "Core";
import { archiveKey, Conversation } from "Conversation";
import { PanelController } from "UI/Store";
import { placeKeyOf } from "Shared/SettingKeys";
import { chatRequests } from "../support/ModelServerClient";
import { MemorySettings } from "../support/MemorySettings";
import {
	button,
	hasText,
	loadTurns,
	mountPanel,
	Panel,
	PANEL_KEY,
	sendMessage,
	sim,
	waitFor,
} from "../support/PanelHarness";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { PanelFakeTools } from "../support/PanelFakeTools";

export = () => {
	let panel: Panel | undefined;
	const fresh = () => {
		panel?.unmount();
		panel = undefined;
	};

	it("meters tokens and cost from the server's usage", () => {
		fresh();
		loadTurns({
			turns: [{ reply: { content: "ok", usage: { prompt_tokens: 1200, completion_tokens: 300, cost: 0.0042 } } }],
		});
		const p = mountPanel();
		panel = p;
		sendMessage(p, "hello");
		waitFor("the answer", () => !p.store.getState().running && hasText(p, "ok"));
		const meters = p.store.getState().meters;
		expect(meters.conversation.tokens).to.equal(1500);
		expect(meters.lastReply!.cost).to.equal(0.0042);
		expect(hasText(p, "Chat $0.004 (1.5k tok)")).to.equal(true);
	});

	it("streams a reply into one assistant message", () => {
		fresh();
		loadTurns({ turns: [{ reply: { content: "Streamed **answer** in pieces, then done." } }] });
		const p = mountPanel({ streaming: true });
		panel = p;
		sendMessage(p, "stream please");
		waitFor("the answer", () => !p.store.getState().running && hasText(p, "then done."));
		const assistants = p.store.getState().items.filter((i) => i.kind === "assistant");
		expect(assistants.size()).to.equal(1);
		expect((assistants[0] as { streaming?: boolean }).streaming).to.equal(undefined);
		expect(chatRequests(p.server)[0].body.find('"stream":true', 1, true)[0] !== undefined).to.equal(true);
	});

	it("shows a 401 as a readable card whose button opens the setup dialog's key field", () => {
		fresh();
		loadTurns({ turns: [{ status: 401, body: { error: { code: 401, message: "No auth credentials found" } } }] });
		const p = mountPanel();
		panel = p;
		sendMessage(p, "hello");
		waitFor("the error card", () => hasText(p, "The API key was rejected"));
		sim().click(button(p, "Check key and model"));
		expect(p.store.getState().page).to.equal("setup");
	});

	it("keeps the conversation across a reload and clears it with New chat", () => {
		fresh();
		loadTurns({ turns: [{ reply: { content: "remembered answer" } }, { reply: { content: "second" } }] });
		const p = mountPanel();
		panel = p;
		sendMessage(p, "remember me");
		waitFor("the answer", () => hasText(p, "remembered answer"));
		const settings = p.settings;
		fresh();
		// A plugin reload: a new conversation over the same plugin settings.
		const reloaded = mountPanel({ settings });
		panel = reloaded;
		expect(hasText(reloaded, "remember me")).to.equal(true);
		expect(hasText(reloaded, "remembered answer")).to.equal(true);
		// The model sees the restored history on the next message.
		sendMessage(reloaded, "and now?");
		waitFor("the second answer", () => hasText(reloaded, "second"));
		const requests = chatRequests(reloaded.server);
		expect(requests[requests.size() - 1].body.find("remembered answer", 1, true)[0] !== undefined).to.equal(true);
		sim().click(button(reloaded, "New chat"));
		expect(hasText(reloaded, "remember me")).to.equal(false);
		expect(settings.get(archiveKey(placeKeyOf(game)))).to.equal(undefined);
	});

	it("keeps the API key out of the place, the output, the panel and other settings", () => {
		fresh();
		loadTurns({ turns: [{ reply: { content: `echo ${PANEL_KEY}` } }] });
		const p = mountPanel();
		panel = p;
		sendMessage(p, "say my key");
		waitFor("the answer", () => hasText(p, "echo"));
		// The place (the specs' own sources hold the key, so not ReplicatedStorage) and the panel.
		expect(sim().snapshot(Workspace).find(PANEL_KEY, 1, true)[0]).to.equal(undefined);
		expect(sim().snapshot(StarterGui).find(PANEL_KEY, 1, true)[0]).to.equal(undefined);
		for (const entry of LogService.GetLogHistory()) {
			expect((entry.message as string).find(PANEL_KEY, 1, true)[0]).to.equal(undefined);
		}
		for (const [name, value] of p.settings.values) {
			if (name === SETTING_KEYS.apiKey) continue;
			expect(tostring(value).find(PANEL_KEY, 1, true)[0]).to.equal(undefined);
		}
		const state = game.GetService("HttpService").JSONEncode(p.store.getState());
		expect(state.find(PANEL_KEY, 1, true)[0]).to.equal(undefined);
		fresh();
	});

	it("starts on the setup dialog without a key and on the chat with one", () => {
		const settings = new MemorySettings();
		const deps = {
			settings,
			http: new StudioHttpHost(),
			clock: new StudioClockHost(),
			tools: new PanelFakeTools(),
			placeKey: "panel-spec",
		};
		expect(new PanelController(new Conversation(deps)).store.getState().page).to.equal("setup");
		settings.set(SETTING_KEYS.apiKey, PANEL_KEY);
		expect(new PanelController(new Conversation(deps)).store.getState().page).to.equal("chat");
	});
};
