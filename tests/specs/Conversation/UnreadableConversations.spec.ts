/**
 * Saved conversations this Lux cannot fully read (a newer Lux's message kinds, a hand edit, a
 * broken plan, a cut value): what can be read opens, with a notice; what was stored is kept
 * aside (Shared/KeptAside), never erased; and a second unreadable value is kept next to the
 * first. Driven headlessly through the Conversation, like ConversationList.
 *
 * Why apart from ConversationList: that spec is the list's own behaviour (New chat, delete,
 * bounds, places); this one is reading back what the list and the archive stored.
 */
import { Message } from "Core";
import { keptAside } from "Shared/CodecSettingsHost";
import { MAX_KEPT } from "Shared/KeptAside";
import { encodeValue } from "Shared/SettingsCodec";
import {
	archiveKey,
	conversationListKey,
	readStoredMessage,
	saveConversation,
	savedConversationKey,
	UNREADABLE_ENTRY,
	UNREADABLE_MESSAGES,
} from "Conversation";
import { generator } from "../support/SeededPicker";
import { SAVED, conversationOver, freshSettings, shows, titles } from "../support/ConversationListHarness";

export = () => {
	it("opens with the messages it can read when the saved conversation holds some it cannot (seeded)", () => {
		// Before, any table with a string kind was restored: an unknown kind left the chat items
		// nil and the conversation failed to open; a number for a text reached the reducer.
		const pick = generator(4711);
		const broken: Array<() => defined> = [
			() => ({ kind: "voice", clip: "rbxassetid://1" }),
			() => ({ kind: "user", text: 42 }),
			() => ({ kind: "assistant", text: "half", toolCalls: "none" }),
			() => ({
				kind: "toolResult",
				callId: "x",
				toolName: "read_script",
				content: {},
				isError: false,
				summary: "",
			}),
			() => ({ kind: "approval", callId: "x", operationId: "o", toolName: "t", summary: "s", state: "maybe" }),
			() => ({ kind: "notice" }),
			() => "not a message",
		];
		for (let round = 0; round < 25; round++) {
			const { raw, settings } = freshSettings();
			const stored = new Array<defined>();
			const expected = new Array<string>();
			let dropped = 0;
			for (let i = 0; i < 1 + pick(6); i++) {
				if (pick(3) === 0) {
					stored.push(broken[pick(broken.size())]() as defined);
					dropped += 1;
				} else {
					const text = `request ${round}.${i}`;
					stored.push({ kind: "user", text });
					expected.push(text);
				}
			}
			raw.set(archiveKey("555"), encodeValue(stored));
			const c = conversationOver(settings, "555");
			for (const text of expected)
				if (!shows(c, text))
					error(
						`round ${round}: ${text} is not shown: ${c
							.getState()
							.items.map((i) => `${i.kind}:${(i as { text?: string }).text}`)
							.join(" | ")} from ${encodeValue(stored)}`,
					);
			expect(shows(c, UNREADABLE_MESSAGES)).to.equal(dropped > 0);
			if (dropped > 0) expect((keptAside(raw, archiveKey("555")) as unknown[]).size()).to.equal(stored.size());
			c.destroy();
		}
	});

	it("reads a saved message's optional parts only in the shapes Lux writes, and keeps the message", () => {
		const result = readStoredMessage({
			kind: "toolResult",
			callId: "c1",
			toolName: "patch_script",
			content: "done",
			isError: false,
			summary: "Patched",
			resolution: "maybe",
			view: { kind: "run", changed: "everything" },
		});
		expect(result !== undefined && result.kind === "toolResult").to.equal(true);
		const r = result as Extract<Message, { kind: "toolResult" }>;
		expect(r.resolution).to.equal(undefined);
		expect(r.view).to.equal(undefined);
		const stale = readStoredMessage({ ...r, resolution: "stale" }) as Extract<Message, { kind: "toolResult" }>;
		expect(stale.resolution).to.equal("stale");
		const reply = readStoredMessage({
			kind: "assistant",
			text: "Half an answer",
			toolCalls: [],
			stopped: "yes",
			usage: { promptTokens: "many" },
		}) as Extract<Message, { kind: "assistant" }>;
		expect(reply.text).to.equal("Half an answer");
		expect(reply.stopped).to.equal(undefined);
		expect(reply.usage).to.equal(undefined);
	});

	it("opens a saved conversation whose plan is broken, without the plan, and keeps what was stored", () => {
		// Before, a malformed plan made the whole saved conversation unreadable.
		const { raw, settings } = freshSettings();
		saveConversation(settings, "666", SAVED, (t) => t);
		const broken = { messages: SAVED, plan: { request: 5, steps: "none" } };
		settings.set(savedConversationKey("666", "c2"), broken);
		settings.set(conversationListKey("666"), {
			next: 3,
			open: "c1",
			entries: [
				{ id: "c1", title: "Make the lobby doors open faster", updated: 5, messages: 2, size: 10 },
				{ id: "c2", title: "With a broken plan", updated: 3, messages: 2, size: 10 },
			],
		});
		const c = conversationOver(settings, "666");
		expect(c.openConversation("c2")).to.equal("done");
		expect(shows(c, "The doors now open in 0.3 s.")).to.equal(true);
		expect(shows(c, UNREADABLE_MESSAGES)).to.equal(true);
		const kept = keptAside(raw, savedConversationKey("666", "c2")) as { plan: { request: number } };
		expect(kept.plan.request).to.equal(5);
		c.destroy();
	});

	it("keeps aside a saved conversation whose messages this Lux cannot read, instead of erasing it", () => {
		const { raw, settings } = freshSettings();
		saveConversation(settings, "444", SAVED, (t) => t);
		// A newer Lux's message kind: the value decodes, but is not a form this Lux reads.
		const newer = { messages: [{ kind: "voice", clip: "rbxassetid://1" }], plan: undefined };
		settings.set(savedConversationKey("444", "c2"), newer);
		settings.set(conversationListKey("444"), {
			next: 3,
			open: "c1",
			entries: [
				{ id: "c1", title: "Make the lobby doors open faster", updated: 5, messages: 2, size: 10 },
				{ id: "c2", title: "Spoken request", updated: 3, messages: 1, size: 10 },
			],
		});
		const c = conversationOver(settings, "444");
		c.openConversation("c2");
		expect(titles(c).join("|")).to.equal("Make the lobby doors open faster");
		expect(shows(c, UNREADABLE_ENTRY)).to.equal(true);
		const kept = keptAside(raw, savedConversationKey("444", "c2")) as { messages: Array<{ clip?: string }> };
		expect(kept.messages[0].clip).to.equal("rbxassetid://1");
		c.destroy();
	});

	it("keeps a second unreadable saved conversation aside next to the first, never over it", () => {
		// Found by review: one kept place per key, so a second unreadable load (a newer Lux's
		// messages met twice by a rollback) wrote over the first kept copy, which was then lost.
		const { raw, settings } = freshSettings();
		const first = [
			{ kind: "user", text: "first request" },
			{ kind: "voice", clip: "rbxassetid://1" },
		];
		const second = [
			{ kind: "user", text: "second request" },
			{ kind: "voice", clip: "rbxassetid://2" },
		];
		raw.set(archiveKey("556"), encodeValue(first));
		conversationOver(settings, "556").destroy();
		raw.set(archiveKey("556"), encodeValue(second));
		const c = conversationOver(settings, "556");
		expect(shows(c, UNREADABLE_MESSAGES)).to.equal(true);
		const clips = new Array<string>();
		for (let slot = 1; slot <= MAX_KEPT; slot++) {
			const kept = keptAside(raw, archiveKey("556"), slot) as Array<{ clip?: string }> | undefined;
			if (kept !== undefined) clips.push(kept[1].clip!);
		}
		clips.sort();
		expect(clips.join(",")).to.equal("rbxassetid://1,rbxassetid://2");
		c.destroy();
	});
};
