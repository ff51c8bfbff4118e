/**
 * "Summarise older turns with the model", end to end through the panel over the plugin's
 * modules: a long conversation restored from the last session is compressed when the next
 * message is sent. With the setting on (ticked on the Settings page and saved) the scripted
 * model server gets a summary request first, with the user's key and model, and the chat
 * request carries the model's summary, and a notice tells the user what the summary cost;
 * with it off (the default) no summary request is
 * made and the older turns are shortened by structured truncation. A local server saved
 * without a key gets its summaries too (they were never asked for: the summariser wanted a
 * saved key, which such a server does not need).
 */
import { HttpService } from "@rbxts/services";
import { Message, SETTING_KEYS } from "Core";
import { MemorySettings } from "../support/MemorySettings";
import { LuxPanel } from "../support/LuxPanel";
import { chatRequests } from "../support/ModelServerClient";
import {
	button,
	hasText,
	loadTurns,
	Panel,
	PANEL_KEY,
	press,
	sendMessage,
	server,
	sim,
	waitFor,
} from "../support/PanelHarness";

const INSTRUCTION = "Summarise this part of a Roblox Studio coding session";
const SUMMARY = "SUMMARY: the user built the coin shop over twelve steps.";

/** 12 exchanges of ~1,500 tokens each: past the session's 32k budget's compression trigger. */
function longConversation(): Message[] {
	const messages: Message[] = [];
	for (let i = 1; i <= 12; i++) {
		messages.push({ kind: "user", text: `Step ${i} of the shop. ${string.rep("details ", 720)}` });
		messages.push({ kind: "assistant", text: `Done with step ${i}. ${string.rep("notes ", 960)}`, toolCalls: [] });
	}
	return messages;
}

function contentsOf(body: string): string {
	const decoded = HttpService.JSONDecode(body) as { messages: { content?: string }[] };
	return decoded.messages.map((m) => m.content ?? "").join("\n");
}

function contains(text: string, part: string): boolean {
	return text.find(part, 1, true)[0] !== undefined;
}

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	function fresh(): Panel {
		return lux.mount({ conversation: longConversation() });
	}

	it("is off by default: older turns are truncated without asking the model", () => {
		const p = fresh();
		expect(p.store.getState().settings.summariseWithModel).to.equal(false);
		loadTurns({ turns: [{ reply: { content: "Continuing with step 13." } }] });
		sendMessage(p, "Continue with step 13.");
		waitFor("the answer", () => hasText(p, "Continuing with step 13."));
		const requests = chatRequests(p.server);
		expect(requests.size()).to.equal(1);
		const sent = contentsOf(requests[0].body);
		expect(contains(sent, INSTRUCTION)).to.equal(false);
		expect(contains(sent, "earlier turns were summarised")).to.equal(true);
		expect(contains(sent, "- user: Step 2 of the shop.")).to.equal(true);
		expect(hasText(p, "Context compressed")).to.equal(true);
		expect(hasText(p, "summarised by the model")).to.equal(false);
	});

	it("when turned on in Settings, asks the model for the summary with the user's key and model", () => {
		const p = fresh();
		sim().click(button(p, "Settings"));
		const toggle = sim().findByText(p.screen, "Summarise older turns with the model")!;
		press(toggle.Parent as TextButton);
		press(button(p, "Save"));
		expect(p.store.getState().settings.summariseWithModel).to.equal(true);
		press(button(p, "Back to chat"));

		loadTurns({
			turns: [
				{ reply: { content: SUMMARY, usage: { prompt_tokens: 9000, completion_tokens: 40, cost: 0.0123 } } },
				{ reply: { content: "Continuing with step 13." } },
			],
		});
		sendMessage(p, "Continue with step 13.");
		waitFor("the answer", () => hasText(p, "Continuing with step 13."));
		const requests = chatRequests(p.server);
		expect(requests.size()).to.equal(2);
		// The summary request: the older turns' transcript, through the loop's connection.
		const summaryRequest = requests[0];
		expect(contains(contentsOf(summaryRequest.body), INSTRUCTION)).to.equal(true);
		expect(contains(contentsOf(summaryRequest.body), "- user: Step 2 of the shop.")).to.equal(true);
		expect((HttpService.JSONDecode(summaryRequest.body) as { model: string }).model).to.equal("scripted/model");
		let authorization = "";
		for (const [name, value] of pairs(summaryRequest.headers))
			if ((name as string).lower() === "authorization") authorization = value as string;
		expect(authorization).to.equal(`Bearer ${PANEL_KEY}`);
		// The chat request carries the model's summary in place of the older turns.
		const sent = contentsOf(requests[1].body);
		expect(contains(sent, SUMMARY)).to.equal(true);
		expect(contains(sent, "- user: Step 2 of the shop.")).to.equal(false);
		expect(contains(sent, INSTRUCTION)).to.equal(false);
		// The summary is a request of its own: the user is told what it cost.
		expect(hasText(p, "Older turns were summarised by the model (9040 tokens, $0.0123).")).to.equal(true);
		// ...and the conversation's meter (which the next message's cost cap reads) counts it.
		const meters = p.store.getState().meters;
		expect(meters.conversation.tokens >= 9040).to.equal(true);
		expect((meters.conversation.cost ?? 0) >= 0.0123).to.equal(true);
		expect(meters.lastReply?.tokens !== 9040).to.equal(true);
	});

	it("asks a local server saved without a key for the summary too", () => {
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		settings.set("LuxSummariseWithModel", true);
		const p = lux.mount({ conversation: longConversation(), settings });
		expect(p.store.getState().hasKey).to.equal(false);
		loadTurns({ turns: [{ reply: { content: SUMMARY } }, { reply: { content: "Continuing with step 13." } }] });
		sendMessage(p, "Continue with step 13.");
		waitFor("the answer", () => hasText(p, "Continuing with step 13."));
		const requests = chatRequests(p.server);
		expect(requests.size()).to.equal(2);
		expect(contains(contentsOf(requests[0].body), INSTRUCTION)).to.equal(true);
		expect(contains(contentsOf(requests[1].body), SUMMARY)).to.equal(true);
	});
};
