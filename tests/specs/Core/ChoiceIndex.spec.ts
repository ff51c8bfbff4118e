/**
 * The answer is choice 0, whatever order the choices come in. A stream with n > 1 interleaves
 * its choices one per chunk, each naming its place by `index` (recorded from OpenAI in
 * tests/fixtures/recorded/openai_stream_n3_choices.json); reading every chunk's first element
 * had glued the three alternative answers together word by word ("OkayOkayOkay!!!").
 */
import { parseCompletion, SseParser, StreamAssembler } from "Core";

function chunk(index: number, delta: string, finish?: string): string {
	const reason = finish !== undefined ? `"${finish}"` : "null";
	return `data: {"object":"chat.completion.chunk","choices":[{"index":${index},"delta":${delta},"finish_reason":${reason}}]}\n\n`;
}

const INTERLEAVED = [
	chunk(0, `{"role":"assistant","content":""}`),
	chunk(0, `{"content":"Okay"}`),
	chunk(1, `{"role":"assistant","content":""}`),
	chunk(1, `{"content":"Sure"}`),
	chunk(0, `{"content":"!"}`),
	chunk(1, `{"content":"?"}`),
	chunk(1, `{}`, "length"),
	chunk(0, `{}`, "stop"),
	`data: {"object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":5,"completion_tokens":4,"total_tokens":9}}\n\n`,
	"data: [DONE]\n\n",
].join("");

export = () => {
	describe("choice index", () => {
		it("a stream of interleaved choices is read as choice 0 alone", () => {
			const parser = new SseParser();
			const deltas = new Array<string>();
			const assembler = new StreamAssembler(undefined, (text) => deltas.push(text));
			for (const payload of [...parser.push(INTERLEAVED), ...parser.finish()]) assembler.push(payload);
			expect(assembler.failure).to.equal(undefined);
			const reply = assembler.reply();
			expect(reply.text).to.equal("Okay!");
			expect(deltas.join("|")).to.equal("Okay|!");
			expect(reply.finishReason).to.equal("stop");
			expect(reply.usage?.completionTokens).to.equal(4);
		});

		it("the same stream as a plain response body, and a whole body listing choice 1 first", () => {
			const streamed = parseCompletion(INTERLEAVED);
			expect(streamed.ok && streamed.value.text).to.equal("Okay!");
			const body = `{"object":"chat.completion","choices":[{"index":1,"message":{"role":"assistant","content":"Sure?"},"finish_reason":"length"},{"index":0,"message":{"role":"assistant","content":"Okay!"},"finish_reason":"stop"}]}`;
			const whole = parseCompletion(body);
			expect(whole.ok && whole.value.text).to.equal("Okay!");
			expect(whole.ok && whole.value.finishReason).to.equal("stop");
		});

		it("a choice without an index is choice 0", () => {
			const body = `{"choices":[{"message":{"role":"assistant","content":"only"}}]}`;
			const whole = parseCompletion(body);
			expect(whole.ok && whole.value.text).to.equal("only");
		});

		it("a single choice numbered other than 0 is still the answer, streamed or whole", () => {
			// A proxy renumbering its one choice had read as no answer at all.
			const body = `{"choices":[{"index":1,"message":{"role":"assistant","content":"renumbered"},"finish_reason":"stop"}]}`;
			const whole = parseCompletion(body);
			expect(whole.ok && whole.value.text).to.equal("renumbered");
			const parser = new SseParser();
			const assembler = new StreamAssembler(undefined, () => undefined);
			const stream = [
				chunk(2, `{"content":"re"}`),
				chunk(2, `{"content":"numbered"}`, "stop"),
				"data: [DONE]\n\n",
			];
			for (const payload of [...parser.push(stream.join("")), ...parser.finish()]) assembler.push(payload);
			expect(assembler.reply().text).to.equal("renumbered");
		});
	});
};
