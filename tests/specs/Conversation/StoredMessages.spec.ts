/**
 * Saved messages read back (Conversation/StoredMessage) make a request the model server
 * accepts (ChatWire, Core/Api/WirePairs) and a usage the cost cap can trust. Found by review of
 * the kind-by-kind reader: an unreadable assistant message was left out but its tool results
 * stayed, a call whose result was unreadable (or a reload during an approval) stayed open, and
 * a provider refuses a tool message without its call and a call without its result, so the
 * restored conversation failed on every request; a negative or infinite usage passed as a
 * number and reached the cap's estimate. Seeded: conversations as Lux writes them, then broken the ways
 * a hand edit, a cut value or a newer Lux break them.
 */
import { ConversationHistory, Message, toWireMessages } from "Core";
import { readStoredMessage, readStoredMessages } from "Conversation";
import { generator } from "../support/SeededPicker";

type Raw = Record<string, unknown>;

/** A conversation as Lux saves it: requests, replies calling 0 to 3 tools, a result for each call. */
function conversation(pick: (n: number) => number, round: number): Raw[] {
	const out = new Array<Raw>();
	for (let turn = 0; turn < 1 + pick(4); turn++) {
		out.push({ kind: "user", text: `request ${turn}` });
		for (let step = 0; step < 1 + pick(3); step++) {
			const calls = new Array<Raw>();
			for (let c = 0; c < pick(4); c++)
				calls.push({ id: `call_${round}_${turn}_${step}_${c}`, name: "read_script", rawArguments: "{}" });
			out.push({ kind: "assistant", text: `step ${step}`, toolCalls: calls });
			for (const call of calls)
				out.push({
					kind: "toolResult",
					callId: call.id,
					toolName: "read_script",
					content: "ok",
					isError: false,
					summary: "Read",
				});
		}
	}
	return out;
}

/** The same list broken: a message made unreadable, repeated or removed. */
function broken(pick: (n: number) => number, messages: Raw[]): defined[] {
	const out = new Array<defined>();
	for (const m of messages) {
		const roll = pick(8);
		if (roll === 0) out.push({ ...m, kind: "voice" });
		else if (roll === 1 && m.kind === "assistant") out.push({ ...m, toolCalls: "none" });
		else if (roll === 2 && m.kind === "toolResult") out.push({ ...m, isError: "no" });
		else if (roll === 3) {
			out.push(m);
			out.push(m);
		} else if (roll !== 4) out.push(m);
	}
	return out;
}

/** Why the request sending `history` then a new request would be refused by a chat-completions server, or undefined. */
function wireProblem(history: ReadonlyArray<Message>): string | undefined {
	const following = [...history, { kind: "user", text: "go on" } as Message];
	const wire = toWireMessages("system", ConversationHistory.of(following));
	let open = new Array<string>();
	for (let i = 0; i < wire.size(); i++) {
		const m = wire[i] as { role: string; tool_call_id?: string; tool_calls?: Array<{ id: string }> };
		if (m.role === "tool") {
			const at = open.indexOf(m.tool_call_id!);
			if (at < 0) return `wire message ${i}: a result for ${m.tool_call_id} with no open call`;
			open.remove(at);
		} else if (m.role === "assistant" || m.role === "user") {
			if (open.size() > 0) return `wire message ${i}: calls ${open.join(",")} have no result`;
			if (m.role === "assistant") open = (m.tool_calls ?? []).map((c) => c.id);
		}
	}
	return undefined;
}

export = () => {
	it("reads back a conversation the model server accepts, whatever was broken (seeded)", () => {
		const pick = generator(20261129);
		for (let round = 0; round < 200; round++) {
			const stored = broken(pick, conversation(pick, round));
			const { messages } = readStoredMessages(stored);
			const problem = wireProblem(messages);
			if (problem !== undefined) error(`round ${round}: ${problem}`);
		}
	});

	it("leaves out a result whose call was unreadable, and counts it", () => {
		const call = { id: "call_1", name: "read_script", rawArguments: "{}" };
		const { messages, dropped } = readStoredMessages([
			{ kind: "user", text: "look" },
			{ kind: "assistant", text: "", toolCalls: [{ ...call, rawArguments: 7 }] },
			{
				kind: "toolResult",
				callId: "call_1",
				toolName: "read_script",
				content: "x",
				isError: false,
				summary: "",
			},
			{ kind: "assistant", text: "done", toolCalls: [] },
		]);
		expect(messages.map((m) => m.kind).join(",")).to.equal("user,assistant");
		expect(dropped).to.equal(2);
	});

	it("sends a stand-in result for a call a reload left open, and keeps the pending card's message", () => {
		const { messages, dropped } = readStoredMessages([
			{ kind: "user", text: "look" },
			{ kind: "assistant", text: "", toolCalls: [{ id: "call_9", name: "edit_script", rawArguments: "{}" }] },
			{
				kind: "approval",
				callId: "call_9",
				operationId: "o",
				toolName: "edit_script",
				summary: "s",
				state: "pending",
			},
		]);
		expect(messages.map((m) => m.kind).join(",")).to.equal("user,assistant,approval");
		expect(dropped).to.equal(0);
		expect(wireProblem(messages)).to.equal(undefined);
	});

	it("drops a usage that is negative or infinite, keeping the reply", () => {
		const usage = {
			promptTokens: 10,
			completionTokens: 5,
			cachedTokens: 0,
			cacheWriteTokens: 0,
			reasoningTokens: 0,
		};
		const reply = (u: object) => readStoredMessage({ kind: "assistant", text: "hi", toolCalls: [], usage: u });
		const read = (u: object) => (reply(u) as { usage?: { cost?: number } } | undefined)?.usage;
		expect(read({ ...usage, cost: 0.5 })).to.be.ok();
		expect(read({ ...usage, cost: -1000 })).never.to.be.ok();
		expect(read({ ...usage, promptTokens: -1 })).never.to.be.ok();
		expect(read({ ...usage, completionTokens: math.huge })).never.to.be.ok();
		expect(reply({ ...usage, cost: -1000 })).to.be.ok();
	});
};
