/**
 * HistoryCompression on message lists: nothing happens under the trigger; old tool results
 * shrink first; then turns are summarised with tool calls and their results never split;
 * the task, plan and last turns stay; the latest request's tokens calibrate the estimate; with
 * a prompt cache the default budget grows by what a cached token costs, within the window.
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

	it("keeps the task, plan, notes, the last error and open approvals, and drops what can be read again", () => {
		const c = new HistoryCompression({ keepLastTurns: 2 }, () => ({
			task: "add a shop",
			plan: "1. read\n2. write",
			notes: "## Project notes\nShops live in ShopService.",
		}));
		const read = (id: string, path: string) => ({
			kind: "assistant" as const,
			text: "",
			toolCalls: [{ id, name: "get_script", rawArguments: `{"path":"${path}"}` }],
		});
		const result = (id: string, content: string, isError = false): CompressibleMessage => ({
			kind: "toolResult",
			callId: id,
			toolName: isError ? "patch_script" : "get_script",
			content,
			summary: isError ? "" : `Read ${id}`,
			isError,
		});
		const big = string.rep("local x = 1\n", 400);
		const messages: CompressibleMessage[] = [
			{ kind: "user", text: "TASK: add a shop" },
			read("r1", "ServerScriptService.Shop"),
			result("r1", big),
			read("r2", "ServerScriptService.Prices"),
			result("r2", big),
			{ kind: "assistant", text: "", toolCalls: [{ id: "p1", name: "patch_script", rawArguments: "{}" }] },
			result("p1", "search text not found in ServerScriptService.Shop: " + string.rep("near line ", 40), true),
			{ kind: "approval", state: "pending", summary: "Edit ServerScriptService.Prices" },
			read("r3", "ServerScriptService.Shop"),
			result("r3", big),
			{ kind: "assistant", text: "Working on it.", toolCalls: [] },
		];
		const out = c.compress(messages, 0, 4000);
		expect(out.compressed).to.equal(true);
		expect(out.note !== undefined).to.equal(true);
		const texts = out.messages.map((m) => (m.kind === "user" ? m.text : m.kind === "toolResult" ? m.content : ""));
		const pinned = texts[1];
		for (const part of [
			"Task: add a shop",
			"1. read",
			"Shops live in ShopService.",
			"Waiting for the user's approval: Edit ServerScriptService.Prices",
			"Last error (patch_script): search text not found",
		])
			expect(pinned.find(part, 1, true)[0] !== undefined).to.equal(true);
		const byId = (id: string) => out.messages.find((m) => m.kind === "toolResult" && m.callId === id);
		const r1 = byId("r1")!;
		// The first read of Shop was read again later: dropped, saying so.
		expect(
			r1.kind === "toolResult" && r1.content.find("read or changed again later", 1, true)[0] !== undefined,
		).to.equal(true);
		// The last error stays whole; the newest read (a protected turn) too.
		const p1 = byId("p1")!;
		expect(p1.kind === "toolResult" && p1.content === (messages[6] as { content: string }).content).to.equal(true);
		const r3 = byId("r3")!;
		expect(r3.kind === "toolResult" && r3.content === big).to.equal(true);
		expect(out.messages[0].kind === "user" && out.messages[0].text === "TASK: add a shop").to.equal(true);
	});

	it("repeats the previous request's messages between compactions, so the provider's cache keeps hitting", () => {
		const c = new HistoryCompression({ keepLastTurns: 4 }, pinned);
		const all = conversation(60, 1600);
		let previous: CompressibleMessage[] | undefined;
		let compactions = 0;
		let requests = 0;
		for (let n = 8; n <= all.size(); n += 4) {
			const out = c.compress(
				all.filter((_, i) => i < n),
				0,
				12000,
			);
			requests += 1;
			if (out.note !== undefined) compactions += 1;
			else if (previous !== undefined) {
				// No new compaction: the earlier request is a prefix of this one, message for message.
				for (let i = 0; i < previous.size(); i++) {
					const [a, b] = [previous[i], out.messages[i]];
					const same =
						a.kind === b.kind &&
						(a.kind !== "toolResult" || (b.kind === "toolResult" && a.content === b.content)) &&
						(a.kind !== "user" || (b.kind === "user" && a.text === b.text));
					expect(same).to.equal(true);
				}
			}
			expect(out.projectedTokens <= 12000).to.equal(true);
			previous = out.messages;
		}
		expect(compactions > 0).to.equal(true);
		// Each compaction drops enough to last several requests.
		expect(compactions * 3 <= requests).to.equal(true);
	});

	it("waits longer with a prompt cache (the default budget over the read share), but never past the window or a budget the user set", () => {
		// About 30,000 estimated tokens: over the default budget's trigger (0.8 x 32,000 = 25,600).
		const messages = conversation(30, 4000);
		expect(new HistoryCompression({}, pinned).compress(messages, 0).compressed).to.equal(true);
		// Anthropic (cached tokens at a tenth): the same spend holds 320,000, capped at 100,000.
		const cached = new HistoryCompression({}, pinned).compress(messages, 0, undefined, 0.1);
		expect(cached.compressed).to.equal(false);
		expect(cached.messages.size()).to.equal(messages.size());
		// A cache that saves little (0.9 of the price) buys only a little more room.
		expect(new HistoryCompression({}, pinned).compress(messages, 0, undefined, 0.9).compressed).to.equal(true);
		// A 32,000-token window: three quarters of it is the most the history may take.
		const small = new HistoryCompression({}, pinned).compress(messages, 0, undefined, 0.1, 32000);
		expect(small.compressed).to.equal(true);
		expect(small.projectedTokens <= 32000 * 0.75).to.equal(true);
		// A budget the loop passes (the user's context budget) is a limit, cache or not.
		const limited = new HistoryCompression({}, pinned).compress(messages, 0, 20000, 0.1);
		expect(limited.compressed).to.equal(true);
		expect(limited.projectedTokens <= 20000).to.equal(true);
	});
};
