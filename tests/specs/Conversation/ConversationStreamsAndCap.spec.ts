/**
 * Counterexamples from an adversarial review of the conversation's lifecycle, for what a run
 * shows and spends: a stream that stops or fails after words arrived, a reply whose server
 * reported no usage under a cost cap, and the notice when the conversation's cap stops a
 * message. Each drives the Conversation's public intents and reads its state only.
 *
 * Why here: each failed on the code before its fix; the panel renders what these check.
 */
import { HttpService } from "@rbxts/services";
import { ChatItem, Conversation } from "Conversation";
import { chatRequests } from "../support/ModelServerClient";
import { loadTurns, mountPanel, Panel, waitFor } from "../support/PanelHarness";

type Assistant = Extract<ChatItem, { kind: "assistant" }>;

function answers(c: Conversation): Assistant[] {
	return c.getState().items.filter((i): i is Assistant => i.kind === "assistant");
}

/** One SSE event carrying `delta` as the first choice's delta. */
function event(delta: object, finish?: string): string {
	const chunk = { id: "gen-raw", choices: [{ index: 0, delta, finish_reason: finish ?? undefined }] };
	return `data: ${HttpService.JSONEncode(chunk)}\n\n`;
}

/** A plain (non-streamed) reply calling read_script, with no `usage` at all. */
function noUsageCall(n: number): object {
	const call = {
		id: `call_nousage_${n}`,
		type: "function",
		["function"]: { name: "read_script", arguments: HttpService.JSONEncode({ path: `Workspace.S${n}` }) },
	};
	const body = {
		id: `gen-${n}`,
		choices: [
			{
				index: 0,
				message: { role: "assistant", content: "Reading.", tool_calls: [call] },
				finish_reason: "tool_calls",
			},
		],
	};
	return { raw: { status: 200, body: HttpService.JSONEncode(body) } };
}

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("keeps the words a failed stream showed, settled, after the error and after the next answer", () => {
		const p = mountPanel({ streaming: true });
		panel = p;
		const c = p.conversation;
		const long = "The first answer begins with these words and goes on for a good while longer than that.";
		loadTurns({
			turns: [{ reply: { content: long }, fault: "streamBreak" }, { reply: { content: "Second answer." } }],
		});
		c.send("Tell me");
		waitFor("the failure", () => !c.getState().running);
		expect(c.getState().items.some((i) => i.kind === "error")).to.equal(true);
		const partial = answers(c)[0];
		expect(partial !== undefined && partial.text !== "").to.equal(true);
		// The stream ended: no "still writing" cursor on what arrived.
		expect(partial.streaming === true).to.equal(false);
		c.send("Go on");
		waitFor("the second answer", () => !c.getState().running);
		const shown = answers(c).map((a) => a.text);
		expect(shown.includes(partial.text)).to.equal(true);
		expect(shown.includes("Second answer.")).to.equal(true);
	});

	it("Stop during a stream keeps the words shown, settled, and the next answer does not remove them", () => {
		const p = mountPanel({ streaming: true });
		panel = p;
		const c = p.conversation;
		loadTurns({
			turns: [
				{
					raw: {
						chunks: [event({ content: "Partial words" }), event({ content: " and more" }, "stop")],
						delayMs: 8000,
					},
					when: "stream",
				},
				{ reply: { content: "Fresh answer." } },
			],
		});
		c.send("Tell me");
		waitFor("the first words", () => answers(c)[0]?.text === "Partial words");
		c.stop();
		waitFor("the stop", () => !c.getState().running);
		expect(answers(c)[0].streaming === true).to.equal(false);
		c.send("Again");
		waitFor("the next answer", () => !c.getState().running);
		const shown = answers(c).map((a) => a.text);
		expect(shown.includes("Partial words")).to.equal(true);
		expect(shown.includes("Fresh answer.")).to.equal(true);
	});

	it("counts a reply the server reported no usage for towards the meter and the cost cap", () => {
		const p = mountPanel();
		panel = p;
		const c = p.conversation;
		waitFor("the model list", () => c.getState().models.size() > 0);
		c.saveSettings({ ...c.getState().settings, costCap: 0.002, maxIterations: 20 });
		const turns: object[] = [];
		for (let n = 1; n <= 12; n++) turns.push(noUsageCall(n));
		turns.push({ reply: { content: "Done." }, optional: true });
		loadTurns({ turns });
		c.send("Read every script");
		waitFor("the run to end", () => !c.getState().running, 30);
		const state = c.getState();
		// Each request was paid for though the server said nothing of it: the meter shows a cost...
		expect((state.meters.conversation.cost ?? 0) > 0).to.equal(true);
		// ...and the cap stopped the run before it spent past it.
		expect(chatRequests(p.server).size() < 12).to.equal(true);
		expect(
			state.items.some(
				(i) => i.kind === "notice" && i.text.find("Stopped before request", 1, true)[0] !== undefined,
			),
		).to.equal(true);
		expect((state.meters.conversation.cost ?? 0) <= 0.002).to.equal(true);
	});
	it("names the conversation's cap and what it spent when the cap stops a message, and never advises sending another", () => {
		const p = mountPanel();
		panel = p;
		const c = p.conversation;
		waitFor("the model list", () => c.getState().models.size() > 0);
		c.saveSettings({ ...c.getState().settings, costCap: 0.003 });
		loadTurns({
			turns: [
				{ reply: { content: "First." } },
				{ reply: { tool_calls: [{ name: "read_script", arguments: { path: "Workspace.A" } }] } },
				{ reply: { content: "never asked" }, optional: true },
			],
			defaultUsage: { prompt_tokens: 100, completion_tokens: 10, cost: 0.002 },
		});
		c.send("One");
		waitFor("the first answer", () => !c.getState().running);
		c.send("Two");
		waitFor("the second message to stop", () => !c.getState().running);
		const stops = () =>
			c
				.getState()
				.items.filter((i) => i.kind === "notice" && i.text.find("Stopped before", 1, true)[0] !== undefined)
				.map((i) => (i.kind === "notice" ? i.text : ""));
		// $0.002 + $0.002 spent: the cap the user set ($0.003) and the conversation's $0.0040 are named.
		expect(stops().size()).to.equal(1);
		expect(stops()[0].find("$0.0030", 1, true)[0] !== undefined).to.equal(true);
		expect(stops()[0].find("$0.0040", 1, true)[0] !== undefined).to.equal(true);
		expect(stops()[0].find("send a new message", 1, true)[0]).to.equal(undefined);
		c.send("Three");
		waitFor("the third message to stop", () => !c.getState().running);
		expect(stops().size()).to.equal(2);
		expect(stops()[1].find("$0.0030", 1, true)[0] !== undefined).to.equal(true);
		expect(stops()[1].find("send a new message", 1, true)[0]).to.equal(undefined);
		expect(chatRequests(p.server).size()).to.equal(2);
	});
	it("warns that the cap cannot be enforced only until the server has reported a cost, not on every message", () => {
		// No model list (so no prices); the server reports each reply's cost.
		loadTurns({
			endpoints: { models: { status: 500, body: { error: { message: "no list" } } } },
			turns: [{ reply: { content: "One." } }, { reply: { content: "Two." } }, { reply: { content: "Three." } }],
			defaultUsage: { prompt_tokens: 100, completion_tokens: 10, cost: 0.0001 },
		});
		const p = mountPanel();
		panel = p;
		const c = p.conversation;
		c.saveSettings({ ...c.getState().settings, costCap: 1 });
		for (const text of ["One", "Two", "Three"]) {
			c.send(text);
			waitFor("the answer", () => !c.getState().running);
		}
		const warned = c
			.getState()
			.items.filter((i) => i.kind === "notice" && i.text.find("cannot be enforced", 1, true)[0] !== undefined);
		expect(answers(c).size()).to.equal(3);
		expect(warned.size()).to.equal(1);
	});
	it("says an answer may be cut off when its stream closed with neither a finish reason nor [DONE]", () => {
		const p = mountPanel({ streaming: true });
		panel = p;
		const c = p.conversation;
		loadTurns({
			turns: [{ raw: { chunks: [event({ content: "The answer is" })] }, when: "stream" }],
		});
		c.send("Tell me");
		waitFor("the answer", () => !c.getState().running);
		// The words stand (a server may send no finish reason), and the user is told they may be incomplete.
		expect(
			answers(c)
				.map((a) => a.text)
				.includes("The answer is"),
		).to.equal(true);
		const told = c
			.getState()
			.items.some((i) => i.kind === "notice" && i.text.find("may be incomplete", 1, true)[0] !== undefined);
		expect(told).to.equal(true);
	});
};
