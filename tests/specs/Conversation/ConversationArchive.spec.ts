/**
 * The saved conversation (what survives a plugin reload) stays within its bound: the newest
 * 80 messages, never starting on a tool result whose call was dropped, long texts clipped
 * with a marker, the key hidden, quotes and backslashes stored encoded and read back exactly,
 * and an unreadable setting read as no conversation rather than an error.
 */
import { Message } from "Core";
import { CodecSettingsHost } from "Shared/CodecSettingsHost";
import { archiveKey, loadConversation, saveConversation } from "Conversation";
import { placeKeyOf } from "Shared/SettingKeys";
import { MemorySettings } from "../support/MemorySettings";

const PLACE = placeKeyOf(game);
const ARCHIVE_KEY = archiveKey(PLACE);

const LONG = string.rep("x", 9000);

function turns(count: number): Message[] {
	const out: Message[] = [];
	for (let i = 1; i <= count; i++) {
		out.push({ kind: "user", text: `question ${i}` });
		out.push({
			kind: "assistant",
			text: "",
			toolCalls: [{ id: `call${i}`, name: "get_script", rawArguments: '{"path":"A"}' }],
		});
		out.push({
			kind: "toolResult",
			callId: `call${i}`,
			toolName: "get_script",
			content: i === count ? LONG : `result ${i}`,
			isError: false,
			summary: "Read A",
		});
		out.push({ kind: "assistant", text: `answer ${i} with "quotes" and \\backslashes\\`, toolCalls: [] });
	}
	return out;
}

export = () => {
	it("keeps the newest messages from a user turn, clipped, within the bound", () => {
		const raw = new MemorySettings();
		const settings = new CodecSettingsHost(raw);
		// 50 turns of 4 messages: 200 messages, 120 too many; 80 would start on a tool result.
		saveConversation(settings, PLACE, turns(50));
		const loaded = loadConversation(settings, PLACE);
		expect(loaded.size() <= 80).to.equal(true);
		expect(loaded.size() > 70).to.equal(true);
		expect(loaded[0].kind).to.equal("user");
		const first = loaded[0] as Extract<Message, { kind: "user" }>;
		expect(first.text).to.equal(`question ${50 - loaded.size() / 4 + 1}`);
		const last = loaded[loaded.size() - 1] as Extract<Message, { kind: "assistant" }>;
		expect(last.text).to.equal('answer 50 with "quotes" and \\backslashes\\');
		const clipped = loaded[loaded.size() - 2] as Extract<Message, { kind: "toolResult" }>;
		expect(clipped.content.size() < LONG.size()).to.equal(true);
		expect(clipped.content.find("[clipped when saved]", 1, true)[0] !== undefined).to.equal(true);
		const stored = raw.get(ARCHIVE_KEY) as string;
		expect(stored.find('"', 1, true)[0]).to.equal(undefined);
		expect(stored.find("\\", 1, true)[0]).to.equal(undefined);
	});

	it("hides the key and reads a broken setting as no conversation", () => {
		const raw = new MemorySettings();
		const settings = new CodecSettingsHost(raw);
		const key = "sk-or-v1-archive-secret";
		saveConversation(settings, PLACE, [{ kind: "user", text: `my key is ${key}` }], (t) =>
			t.split(key).join("[redacted]"),
		);
		expect((loadConversation(settings, PLACE)[0] as { text: string }).text).to.equal("my key is [redacted]");
		raw.set(ARCHIVE_KEY, "%7B not json");
		expect(loadConversation(settings, PLACE).size()).to.equal(0);
		raw.set(ARCHIVE_KEY, 42);
		expect(loadConversation(settings, PLACE).size()).to.equal(0);
	});

	it("a single task longer than the bound keeps its request and its newest steps (it was saved as nothing)", () => {
		const settings = new MemorySettings();
		const host = new CodecSettingsHost(settings);
		const messages: Message[] = [{ kind: "user", text: "rename every part" }];
		for (let i = 1; i <= 60; i++) {
			messages.push({
				kind: "assistant",
				text: "",
				toolCalls: [{ id: `c${i}`, name: "get_script", rawArguments: "{}" }],
			});
			messages.push({
				kind: "toolResult",
				callId: `c${i}`,
				toolName: "get_script",
				content: `r${i}`,
				isError: false,
				summary: "Read",
			});
		}
		const stored = saveConversation(host, PLACE, messages);
		expect(stored.size() > 0).to.equal(true);
		expect(stored[0].kind === "user" && stored[0].text === "rename every part").to.equal(true);
		expect(stored[1].kind).to.equal("assistant");
		// Every result's call is kept before it.
		const calls = new Set<string>();
		for (const m of stored) {
			if (m.kind === "assistant") for (const c of m.toolCalls) calls.add(c.id);
			if (m.kind === "toolResult") expect(calls.has(m.callId)).to.equal(true);
		}
		expect(loadConversation(host, PLACE).size()).to.equal(stored.size());
	});
};
