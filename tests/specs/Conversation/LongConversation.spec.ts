/**
 * A 60-turn scripted conversation (30 user messages, each a bulky get_script result and an
 * answer) stays under a 32k-token context budget with Context's compression, and the final
 * request still carries the task and the plan. The scripted server's request log is the
 * proof: every request body is measured there, not inside Lux. Without compression the
 * same conversation goes past the budget, so the spec can fail.
 */
import { HttpService } from "@rbxts/services";
import { HistoryCompression } from "Context";
import { ContextCompressor } from "Conversation";
import { chatRequests } from "../support/ModelServerClient";
import { runScenario } from "../support/ScenarioDriver";

const TASK = "Build a coin shop: a ShopService on the server, a ShopWindow UI, and coin prices in ShopConfig.";
const PLAN = "1. Read ShopService and ShopConfig\n2. Add purchaseItem with a coin check\n3. Build the ShopWindow UI";
const BUDGET = 32000;

function scenario(): string {
	const bulky = string.rep("local value = computeSomething(player, amount) -- line of a long script\n", 70);
	const user: string[] = [TASK];
	const turns: object[] = [];
	for (let i = 1; i < 30; i++) user.push(`Step ${i}: continue with the next part of the shop.`);
	for (let i = 0; i < 30; i++) {
		turns.push({
			reply: {
				content: `Reading Script${i}.`,
				tool_calls: [{ name: "get_script", arguments: { path: `ServerScriptService.Script${i}` } }],
			},
		});
		turns.push({ reply: { content: `Done with step ${i}; the shop now has part ${i}.` } });
	}
	return HttpService.JSONEncode({
		name: "60-turn conversation with bulky tool results",
		settings: { maxIterations: 8 },
		defaultUsage: { prompt_tokens: "estimate" },
		tools: [{ name: "get_script", risk: "read", result: bulky }],
		user,
		turns,
		expect: { outcome: "answered", requests: 60 },
	});
}

function bodyTokens(body: string): number {
	return math.ceil(body.size() / 4);
}

export = () => {
	const server = LuxSim?.modelServerUrl();
	if (server === undefined) return;

	it("stays under 32k tokens with the task and plan in the final request", () => {
		const compression = new HistoryCompression({ keepLastTurns: 8, overheadTokens: 300 }, () => ({
			task: TASK,
			plan: PLAN,
		}));
		const run = runScenario(scenario(), server, { compressor: new ContextCompressor(compression) });
		expect(run.summary.failures.size()).to.equal(0);
		const requests = chatRequests(server);
		expect(requests.size()).to.equal(60);
		let largest = 0;
		for (const r of requests) largest = math.max(largest, bodyTokens(r.body));
		expect(largest < BUDGET).to.equal(true);
		const last = requests[requests.size() - 1].body;
		const decoded = HttpService.JSONDecode(last) as { messages: Array<{ content?: string }> };
		const texts = decoded.messages.map((m) => m.content ?? "").join("\n");
		expect(texts.find(TASK, 1, true)[0] !== undefined).to.equal(true);
		expect(texts.find(PLAN, 1, true)[0] !== undefined).to.equal(true);
		// The user was told, and what was dropped is named.
		const notices = run.transcript.filter((l) => l.find("notice: Context compressed", 1, true)[0] !== undefined);
		expect(notices.size() > 0).to.equal(true);
		expect(
			notices[0].find("summarised", 1, true)[0] !== undefined ||
				notices[0].find("shortened", 1, true)[0] !== undefined,
		).to.equal(true);
	});

	it("without compression the same conversation exceeds the budget (so the check above can fail)", () => {
		const run = runScenario(scenario(), server);
		expect(run.summary.failures.size()).to.equal(0);
		let largest = 0;
		for (const r of chatRequests(server)) largest = math.max(largest, bodyTokens(r.body));
		expect(largest > BUDGET).to.equal(true);
	});
};
