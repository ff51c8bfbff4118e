/**
 * Where a request carries prompt-cache breakpoints, by model: Anthropic gets the system
 * prompt and the end of the history (the last text message before the context message);
 * Gemini only the latter; every other model none (they cache a stable prefix on their own). A marker
 * never lands on a tool result, on an assistant message without text, or on the context.
 * What a cached token costs (which compaction weighs) comes from the model's prices, else from
 * what the provider documents.
 */
import { ScenarioToolRunner } from "../support/ScenarioToolRunner";
import {
	CompressionInput,
	ConversationHistory,
	LoopRunner,
	NO_COMPRESSION,
	MAX_BREAKPOINTS,
	Message,
	WireMessage,
	breakpointsFor,
	buildChatRequest,
	cacheReadShareFor,
	cacheStyleFor,
	contentText,
} from "Core";

const call = (id: string) => ({ id, name: "get_script", rawArguments: '{"path":"A"}' });

function history(): ConversationHistory {
	const items: Message[] = [
		{ kind: "user", text: "Add a shop" },
		{ kind: "assistant", text: "Reading.", toolCalls: [call("c1")] },
		{
			kind: "toolResult",
			callId: "c1",
			toolName: "get_script",
			content: "1: return {}",
			isError: false,
			summary: "",
		},
		{ kind: "assistant", text: "Done.", toolCalls: [] },
		{ kind: "user", text: "Now add prices" },
		{ kind: "assistant", text: "", toolCalls: [call("c2")] },
		{
			kind: "toolResult",
			callId: "c2",
			toolName: "get_script",
			content: "1: return {}",
			isError: false,
			summary: "",
		},
	];
	return ConversationHistory.of(items);
}

function marked(messages: ReadonlyArray<WireMessage>): number[] {
	const out: number[] = [];
	messages.forEach((m, i) => {
		const content = (m as { content?: unknown }).content;
		if (typeIs(content, "table") && (content as { cache_control?: unknown }[])[0].cache_control !== undefined)
			out.push(i);
	});
	return out;
}

export = () => {
	it("chooses the caching style from the model id", () => {
		expect(cacheStyleFor("anthropic/claude-sonnet-4.5")).to.equal("explicit");
		expect(cacheStyleFor("anthropic/claude-3.5-haiku")).to.equal("explicit");
		expect(cacheStyleFor("google/gemini-2.5-pro")).to.equal("lastOnly");
		expect(cacheStyleFor("openai/gpt-4.1")).to.equal("automatic");
		expect(cacheStyleFor("deepseek/deepseek-chat")).to.equal("automatic");
		expect(cacheStyleFor("x-ai/grok-4")).to.equal("automatic");
		expect(cacheStyleFor("")).to.equal("automatic");
	});

	it("marks the system prompt and the end of the history for Anthropic; the context comes last", () => {
		const request = buildChatRequest(
			{ system: "You are Lux.", context: "[Context] scripts" },
			history(),
			[],
			"explicit",
		);
		const m = request.messages;
		// system, user, assistant, tool, assistant, user, assistant (no text), tool, context
		expect(m.size()).to.equal(9);
		expect(m[8].role).to.equal("user");
		expect(contentText(m[8].role === "user" ? m[8].content : undefined)).to.equal("[Context] scripts");
		expect(contentText(m[5].role === "user" ? m[5].content : undefined)).to.equal("Now add prices");
		// 0: system; 5: the latest user message, the last text before the context (the
		// assistant after it has no text and a tool result cannot carry a marker).
		const marks = marked(m);
		expect(marks.size()).to.equal(2);
		expect(marks[0]).to.equal(0);
		expect(marks[1]).to.equal(5);
		expect(marks.size() <= MAX_BREAKPOINTS).to.equal(true);
		// A marked message keeps its exact text in one part.
		const system = m[0];
		expect(system.role === "system" && contentText(system.content)).to.equal("You are Lux.");
		expect((system.content as unknown as { type: string }[]).size()).to.equal(1);
		expect((system.content as unknown as { cache_control: { type: string } }[])[0].cache_control.type).to.equal(
			"ephemeral",
		);
	});

	it("marks only the last text message for Gemini, and nothing for models that cache on their own", () => {
		const gemini = buildChatRequest({ system: "S", context: "C" }, history(), [], "lastOnly");
		const marks = marked(gemini.messages);
		expect(marks.size()).to.equal(1);
		expect(marks[0]).to.equal(5);
		const openai = buildChatRequest({ system: "S", context: "C" }, history(), [], "automatic");
		expect(marked(openai.messages).size()).to.equal(0);
		expect(typeIs((openai.messages[0] as { content: unknown }).content, "string")).to.equal(true);
	});

	it("never marks a tool result or the context message", () => {
		const laid = buildChatRequest({ system: "S", context: "C" }, history(), [], "automatic").messages;
		const contextAt = laid.findIndex((m) => m.role === "user" && contentText(m.content) === "C");
		for (const style of ["explicit", "lastOnly"] as const) {
			for (const i of breakpointsFor(style, laid, contextAt)) {
				expect(laid[i].role).never.to.equal("tool");
				expect(i).never.to.equal(contextAt);
			}
		}
	});

	it("puts the context at the end, and sends none when it is empty", () => {
		const only = ConversationHistory.of([{ kind: "assistant", text: "Hi", toolCalls: [] }]);
		const withContext = buildChatRequest({ system: "S", context: "C" }, only, [], "explicit").messages;
		expect(contentText((withContext[withContext.size() - 1] as { content: string }).content)).to.equal("C");
		const without = buildChatRequest({ system: "S", context: "" }, only, [], "automatic").messages;
		expect(without.size()).to.equal(2);
	});

	it("knows what a cached token costs: from the model's prices, else from the provider's documented rate", () => {
		const priced = cacheReadShareFor({ model: "openai/gpt-4.1", pricing: { prompt: 2e-6, cacheRead: 0.5e-6 } });
		expect(priced).to.equal(0.25);
		expect(cacheReadShareFor({ model: "anthropic/claude-sonnet-4.5" })).to.equal(0.1);
		expect(cacheReadShareFor({ model: "google/gemini-2.5-pro" })).to.equal(0.25);
		// No cache price and no documented cache: nothing is assumed.
		expect(cacheReadShareFor({ model: "openai/gpt-4.1" })).to.equal(undefined);
		expect(cacheReadShareFor({ model: "local/llama", pricing: { prompt: 1e-6 } })).to.equal(undefined);
		// A "cache" price no cheaper than the prompt is no saving.
		expect(cacheReadShareFor({ model: "x/y", pricing: { prompt: 1e-6, cacheRead: 1e-6 } })).to.equal(undefined);
	});

	it("tells the compressor, before each request, what a cached token costs and the model's window", () => {
		const seen: CompressionInput[] = [];
		const loop = new LoopRunner({
			client: {
				complete() {
					return {
						ok: true as const,
						value: { text: "Hi.", toolCalls: [], finishReason: "stop", usage: undefined },
					};
				},
			},
			tools: new ScenarioToolRunner([]),
			systemPrompt: "spec",
			config: { maxIterations: 2, budget: {}, model: "anthropic/claude-sonnet-4.5", contextWindow: 200000 },
			compressor: {
				compress(input: CompressionInput) {
					seen.push(input);
					return NO_COMPRESSION.compress(input);
				},
			},
		});
		expect(loop.send("hello").kind).to.equal("answered");
		expect(seen.size()).to.equal(1);
		expect(seen[0].cacheReadShare).to.equal(0.1);
		expect(seen[0].windowTokens).to.equal(200000);
	});
};
