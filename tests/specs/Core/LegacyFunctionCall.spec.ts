/**
 * A legacy `function_call` answer (OpenAI deprecated it for tool_calls; recorded from gpt-4-0613
 * in tests/fixtures/recorded/openai_plain_legacy_function_call.json) is the call the model asked
 * for, whole or streamed in pieces. Lux had read it as an empty answer and dropped the call.
 */
import { parseCompletion, SseParser, StreamAssembler } from "Core";

const WHOLE = `{"object":"chat.completion","model":"gpt-4-0613","choices":[{"index":0,"message":{"role":"assistant","content":null,"function_call":{"name":"get_current_weather","arguments":"{\\n  \\"location\\": \\"Boston\\"\\n}"}},"finish_reason":"function_call"}]}`;

function chunk(delta: string, finish?: string): string {
	const reason = finish !== undefined ? `"${finish}"` : "null";
	return `data: {"object":"chat.completion.chunk","choices":[{"index":0,"delta":${delta},"finish_reason":${reason}}]}\n\n`;
}

const STREAMED = [
	chunk(`{"role":"assistant","content":null,"function_call":{"name":"get_current_weather","arguments":""}}`),
	chunk(`{"function_call":{"arguments":"{\\"loca"}}`),
	chunk(`{"function_call":{"arguments":"tion\\": \\"Boston\\"}"}}`),
	chunk(`{}`, "function_call"),
	"data: [DONE]\n\n",
].join("");

export = () => {
	describe("legacy function_call", () => {
		it("a whole answer's function_call is one tool call", () => {
			const reply = parseCompletion(WHOLE);
			expect(reply.ok).to.equal(true);
			if (!reply.ok) return;
			expect(reply.value.toolCalls.size()).to.equal(1);
			expect(reply.value.toolCalls[0].name).to.equal("get_current_weather");
			expect(reply.value.toolCalls[0].rawArguments).to.equal(`{\n  "location": "Boston"\n}`);
		});

		it("streamed function_call pieces assemble into one tool call", () => {
			const parser = new SseParser();
			const assembler = new StreamAssembler(undefined);
			for (const payload of [...parser.push(STREAMED), ...parser.finish()]) assembler.push(payload);
			expect(assembler.failure).to.equal(undefined);
			const calls = assembler.reply().toolCalls;
			expect(calls.size()).to.equal(1);
			expect(calls[0].name).to.equal("get_current_weather");
			expect(calls[0].rawArguments).to.equal(`{"location": "Boston"}`);
		});

		it("tool_calls win over a function_call beside them, and a null function_call is nothing", () => {
			const both = parseCompletion(
				`{"choices":[{"message":{"role":"assistant","tool_calls":[{"id":"c1","type":"function","function":{"name":"a","arguments":"{}"}}],"function_call":{"name":"b","arguments":"{}"}}}]}`,
			);
			expect(both.ok && both.value.toolCalls.map((c) => c.name).join(",")).to.equal("a");
			const none = parseCompletion(
				`{"choices":[{"message":{"role":"assistant","content":"hi","function_call":null,"tool_calls":null}}]}`,
			);
			expect(none.ok && none.value.toolCalls.size()).to.equal(0);
		});
	});
};
