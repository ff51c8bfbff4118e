/**
 * HistoryCompression on message lists: nothing happens under the trigger; old tool results
 * shrink first; then turns are summarised with tool calls and their results never split;
 * the task, plan and last turns stay; the latest request's tokens calibrate the estimate.
 */
import { CompressibleMessage, HistoryCompression } from "Context";

function conversation(turns: number, resultChars: number): CompressibleMessage[] {
	const out: CompressibleMessage[] = [{ kind: "user", text: "TASK: add a shop" }];
	for (let i = 0; i < turns; i++) {
		out.push({ kind: "assistant", text: "", toolCalls: [{ id: `c${i}`, name: "get_script", rawArguments: "{}" }] });
		out.push({
			kind: "toolResult",
			callId: `c${i}`,
			toolName: "get_script",
			content: string.rep("x", resultChars),
			summary: `Read script ${i}`,
			isError: false,
		});
		out.push({ kind: "assistant", text: `done ${i}`, toolCalls: [] });
		out.push({ kind: "user", text: `next ${i}` });
	}
	return out;
}

function pairsIntact(messages: ReadonlyArray<CompressibleMessage>): boolean {
	const open = new Set<string>();
	for (const m of messages) {
		if (m.kind === "assistant") for (const c of m.toolCalls) open.add(c.id);
		if (m.kind === "toolResult") {
			if (!open.has(m.callId)) return false;
			open.delete(m.callId);
		}
	}
	return open.size() === 0;
}

export = () => {
	const pinned = () => ({ task: "add a shop", plan: "1. read\n2. write" });

	it("leaves a conversation under the trigger untouched", () => {
		const c = new HistoryCompression({}, pinned);
		const messages = conversation(3, 400);
		const out = c.compress(messages, 0, 32000);
		expect(out.compressed).to.equal(false);
		expect(out.messages.size()).to.equal(messages.size());
	});

	it("shortens old tool results first, keeping the last turns and every call paired", () => {
		const c = new HistoryCompression({ keepLastTurns: 4 }, pinned);
		const messages = conversation(10, 2000);
		const out = c.compress(messages, 0, 6000);
		expect(out.compressed).to.equal(true);
		expect(out.shortenedResults > 0).to.equal(true);
		expect(out.summarisedMessages).to.equal(0);
		expect(out.projectedTokens <= 6000 * 0.6).to.equal(true);
		expect(pairsIntact(out.messages)).to.equal(true);
		const last = out.messages[out.messages.size() - 3];
		expect(last.kind === "toolResult" && last.content.size() === 2000).to.equal(true);
		expect(out.note!.find("shortened", 1, true)[0] !== undefined).to.equal(true);
		const pinnedText = out.messages[1];
		expect(pinnedText.kind === "user" && pinnedText.text.find("1. read", 1, true)[0] !== undefined).to.equal(true);
	});

	it("summarises older turns when shortening is not enough, with the model when allowed", () => {
		let asked = 0;
		const c = new HistoryCompression({ keepLastTurns: 4 }, pinned, (transcript) => {
			asked += 1;
			return `MODEL SUMMARY of ${transcript.size()} chars`;
		});
		const messages = conversation(60, 100);
		const out = c.compress(messages, 0, 3000);
		expect(asked).to.equal(1);
		expect(out.summarisedMessages > 0).to.equal(true);
		expect(pairsIntact(out.messages)).to.equal(true);
		expect(out.messages[0].kind === "user" && out.messages[0].text === "TASK: add a shop").to.equal(true);
		const summary = out.messages[1];
		expect(summary.kind === "user" && summary.text.find("MODEL SUMMARY", 1, true)[0] !== undefined).to.equal(true);
		expect(summary.kind === "user" && summary.text.find("Plan:", 1, true)[0] !== undefined).to.equal(true);
		const tail = out.messages[out.messages.size() - 1];
		expect(tail.kind === "user" && tail.text === "next 59").to.equal(true);
	});

	it("uses the latest request's prompt tokens to correct its own estimate", () => {
		const messages = conversation(6, 1000);
		const calibrated = new HistoryCompression({}, pinned);
		// First request: the estimate (~2k) is far under 32k, nothing happens.
		expect(calibrated.compress(messages, 0, 4000).compressed).to.equal(false);
		// The server counted three times as many tokens as estimated: now it must compress.
		const outcome = calibrated.compress(messages, 3 * 2000, 4000);
		expect(outcome.compressed).to.equal(true);
	});
};
