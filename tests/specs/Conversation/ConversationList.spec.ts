/**
 * Issue 18, defect 10: each place keeps a list of its conversations. Driven headlessly
 * through the Conversation's intents and state (the scripted model server, plugin settings
 * through the codec): New chat keeps the old conversation, opening one restores it (history
 * the model sees, items; the plan in review, which needs the Task, is in
 * UI/ConversationsPanel), delete removes it and its setting, each place
 * sees its own list, the list is bounded, a conversation an older Lux saved appears in it,
 * and an unreadable entry is dropped with a notice, never an error.
 */
import { Message, SETTING_KEYS } from "Core";
import { encodeValue } from "Shared/SettingsCodec";
import {
	ConversationArchive,
	ConversationList,
	conversationListKey,
	MAX_CONVERSATIONS,
	MAX_PLACE_CHARS,
	saveConversation,
	savedConversationKey,
	UNREADABLE_ENTRY,
	evictedNotice,
} from "Conversation";
import { SAVED, ask, conversationOver, freshSettings, shows, titles } from "../support/ConversationListHarness";
import { chatRequests } from "../support/ModelServerClient";
import { loadTurns, PANEL_KEY, server } from "../support/PanelHarness";

export = () => {
	it("New chat keeps the old conversation in the list; opening it restores what the model sees", () => {
		loadTurns({
			turns: [
				{ reply: { content: "The shop checks the price on the server." } },
				{ reply: { content: "The lobby has a countdown now." } },
				{ reply: { content: "Still checked on the server." } },
			],
		});
		const { raw, settings } = freshSettings();
		const c = conversationOver(settings, "111");
		ask(c, `Where is the shop price checked? my key ${PANEL_KEY}`);
		expect(c.getState().conversations.size()).to.equal(1);
		expect(c.getState().conversations[0].open).to.equal(true);
		const shopSpent = c.getState().meters.conversation;
		expect(shopSpent.tokens > 0).to.equal(true);

		c.newConversation();
		expect(c.getState().items.size()).to.equal(0);
		expect(c.getState().meters.conversation.tokens).to.equal(0);
		expect(c.getState().conversations.size()).to.equal(1);
		expect(c.getState().conversations[0].open).to.equal(false);
		ask(c, "Add a lobby countdown");
		expect(titles(c).join("|")).to.equal(
			"Add a lobby countdown|Where is the shop price checked? my key [redacted key]",
		);
		const [lobby, shop] = c.getState().conversations;
		expect(lobby.open).to.equal(true);
		expect(shop.messages).to.equal(2);
		expect(shop.size > 0).to.equal(true);
		expect(lobby.updated > shop.updated).to.equal(true);

		c.openConversation(shop.id);
		expect(shows(c, "The shop checks the price on the server.")).to.equal(true);
		expect(shows(c, "Add a lobby countdown")).to.equal(false);
		expect(c.getState().conversations.find((s) => s.id === shop.id)!.open).to.equal(true);
		// Its meter comes back too: switching conversations does not reset what one has cost.
		expect(c.getState().meters.conversation.tokens).to.equal(shopSpent.tokens);
		expect(c.getState().meters.conversation.cost).to.equal(shopSpent.cost);
		// The model continues the opened conversation, not the one left.
		ask(c, "And for game passes?");
		const requests = chatRequests(server());
		const last = requests[requests.size() - 1].body;
		expect(last.find("The shop checks the price on the server.", 1, true)[0] !== undefined).to.equal(true);
		expect(last.find("The lobby has a countdown now.", 1, true)[0]).to.equal(undefined);
		// The API key is never saved, in the list or in any conversation.
		for (const [key, value] of raw.values) {
			if (key === SETTING_KEYS.apiKey) continue;
			expect(tostring(value).find(PANEL_KEY, 1, true)[0]).to.equal(undefined);
		}
		c.destroy();
	});

	it("delete removes a conversation and its setting; deleting the open one empties the chat", () => {
		loadTurns({ turns: [{ reply: { content: "one" } }, { reply: { content: "two" } }] });
		const { raw, settings } = freshSettings();
		const c = conversationOver(settings, "111");
		ask(c, "first");
		c.newConversation();
		ask(c, "second");
		const [second, first] = c.getState().conversations;
		expect(raw.values.has(savedConversationKey("111", first.id))).to.equal(true);
		c.deleteConversation(first.id);
		expect(titles(c).join("|")).to.equal("second");
		expect(raw.values.has(savedConversationKey("111", first.id))).to.equal(false);
		c.deleteConversation(second.id);
		expect(c.getState().conversations.size()).to.equal(0);
		expect(c.getState().items.size()).to.equal(0);
		// A reload finds nothing: the list and the archive are empty.
		const again = conversationOver(settings, "111");
		expect(again.getState().conversations.size()).to.equal(0);
		expect(again.getState().items.size()).to.equal(0);
		c.destroy();
		again.destroy();
	});

	it("keeps a list per place: another place key sees only its own conversations", () => {
		loadTurns({ turns: [{ reply: { content: "shop answer" } }, { reply: { content: "obby answer" } }] });
		const { settings } = freshSettings();
		const shopPlace = conversationOver(settings, "111");
		ask(shopPlace, "shop question");
		shopPlace.destroy();
		const obbyPlace = conversationOver(settings, "unpublished:Obby");
		expect(obbyPlace.getState().conversations.size()).to.equal(0);
		ask(obbyPlace, "obby question");
		expect(titles(obbyPlace).join("|")).to.equal("obby question");
		obbyPlace.destroy();
		expect(titles(conversationOver(settings, "111")).join("|")).to.equal("shop question");
	});

	it(`keeps the ${MAX_CONVERSATIONS} most recent conversations of a place`, () => {
		const { raw, settings } = freshSettings();
		let epoch = 0;
		const list = new ConversationList(settings, "111", () => (epoch += 1));
		const archive = new ConversationArchive(settings, (t) => t, "111");
		for (let i = 1; i <= MAX_CONVERSATIONS + 3; i++) {
			list.touch(archive.save([{ kind: "user", text: `task ${i}` }], undefined));
			list.stash();
			archive.clear();
		}
		const kept = list.summaries();
		expect(kept.size()).to.equal(MAX_CONVERSATIONS);
		expect(kept[0].title).to.equal(`task ${MAX_CONVERSATIONS + 3}`);
		expect(kept[kept.size() - 1].title).to.equal("task 4");
		expect(raw.values.has(savedConversationKey("111", "c1"))).to.equal(false);
		expect(raw.values.has(savedConversationKey("111", "c4"))).to.equal(true);
		// Each one removed for the bound is named, once (found by review: they went without a word).
		const notices = list.takeNotices();
		expect(notices.join("|")).to.equal(["task 1", "task 2", "task 3"].map(evictedNotice).join("|"));
	});

	it("keeps a place's saved conversations within MAX_PLACE_CHARS, dropping the least recent", () => {
		const { settings } = freshSettings();
		let epoch = 0;
		const list = new ConversationList(settings, "111", () => (epoch += 1));
		const archive = new ConversationArchive(settings, (t) => t, "111");
		const long = string.rep("x", 5000);
		for (let i = 1; i <= 6; i++) {
			const messages = new Array<Message>();
			messages.push({ kind: "user", text: `big ${i}` });
			for (let m = 1; m < 80; m++) messages.push({ kind: "assistant", text: long, toolCalls: [] });
			list.touch(archive.save(messages, undefined));
			list.stash();
			archive.clear();
		}
		const kept = list.summaries();
		const total = kept.reduce((sum, c) => sum + c.size, 0);
		expect(total <= MAX_PLACE_CHARS).to.equal(true);
		expect(kept.size() < 6).to.equal(true);
		expect(kept[0].title).to.equal("big 6");
		expect(kept.some((c) => c.title === "big 1")).to.equal(false);
	});

	it("shows a conversation an older Lux saved in the list, open, and it can be left and opened again", () => {
		loadTurns({ turns: [{ reply: { content: "new answer" } }] });
		const { settings } = freshSettings();
		// What a Lux without the list left: one conversation and its plan in review.
		new ConversationArchive(settings, (t) => t, "222").save(SAVED, { request: "Doors", steps: ["Tween them"] });
		const c = conversationOver(settings, "222");
		expect(shows(c, "The doors now open in 0.3 s.")).to.equal(true);
		expect(titles(c).join("|")).to.equal("Make the lobby doors open faster");
		const old = c.getState().conversations[0];
		expect(old.open).to.equal(true);
		c.newConversation();
		expect(shows(c, "The doors now open in 0.3 s.")).to.equal(false);
		ask(c, "something else");
		c.openConversation(old.id);
		expect(shows(c, "The doors now open in 0.3 s.")).to.equal(true);
		expect(titles(c).join("|")).to.equal("something else|Make the lobby doors open faster");
		c.destroy();
	});

	it("drops an unreadable entry with a notice, never an error", () => {
		const { raw, settings } = freshSettings();
		saveConversation(settings, "333", SAVED, (t) => t);
		settings.set(conversationListKey("333"), {
			next: 4,
			open: "c3",
			entries: [
				{ id: "c3", title: "Make the lobby doors open faster", updated: 5, messages: 2, size: 10 },
				{ id: "c1", title: 42 },
				"not an entry",
				{ id: "c2", title: "Broken body", updated: 3, messages: 2, size: 10 },
			],
		});
		// c2's saved form was cut short (not JSON): the codec keeps it aside and reads nothing.
		raw.set(savedConversationKey("333", "c2"), `${encodeValue({ messages: [] })!.sub(1, 12)}`);
		const c = conversationOver(settings, "333");
		expect(titles(c).join("|")).to.equal("Make the lobby doors open faster|Broken body");
		expect(shows(c, UNREADABLE_ENTRY)).to.equal(true);
		expect(shows(c, "The doors now open in 0.3 s.")).to.equal(true);
		// Opening the broken one drops it with a notice; the open conversation stays as it was.
		c.openConversation("c2");
		expect(titles(c).join("|")).to.equal("Make the lobby doors open faster");
		expect(shows(c, "The doors now open in 0.3 s.")).to.equal(true);
		const notices = c.getState().items.filter((i) => i.kind === "notice" && i.text === UNREADABLE_ENTRY);
		expect(notices.size()).to.equal(2);
		c.destroy();
	});
};
