/**
 * The SSE parser through its public API, whatever the chunking: comment lines, data split
 * across chunks, CRLF line ends, multi-line data, [DONE]; and, fed into the StreamAssembler,
 * a mid-stream error chunk that must fail the stream rather than end it.
 */
import { SseParser, StreamAssembler } from "Core";

function feed(parser: SseParser, chunks: string[]): string[] {
	const out = new Array<string>();
	for (const chunk of chunks) for (const payload of parser.push(chunk)) out.push(payload);
	return out;
}

export = () => {
	describe("SseParser", () => {
		it("skips comment lines (keep-alives) and other fields", () => {
			const events = feed(new SseParser(), [': OPENROUTER PROCESSING\n\nevent: x\nid: 3\ndata: {"a":1}\n\n']);
			expect(events.size()).to.equal(1);
			expect(events[0]).to.equal('{"a":1}');
		});

		it("reassembles data split across chunks at any point", () => {
			const text = 'data: {"content":"hello"}\n\ndata: [DONE]\n\n';
			const whole = feed(new SseParser(), [text]);
			for (let cut = 1; cut < text.size(); cut++) {
				const split = feed(new SseParser(), [string.sub(text, 1, cut), string.sub(text, cut + 1)]);
				expect(`${cut}:${split.join("|")}`).to.equal(`${cut}:${whole.join("|")}`);
			}
			const bytes = new Array<string>();
			for (let i = 1; i <= text.size(); i++) bytes.push(string.sub(text, i, i));
			expect(feed(new SseParser(), bytes).join("|")).to.equal('{"content":"hello"}|[DONE]');
		});

		it("accepts CRLF line ends, even with CR and LF in different chunks", () => {
			expect(feed(new SseParser(), ["data: x\r\n\r\ndata: y\r\n\r\n"]).join("|")).to.equal("x|y");
			expect(feed(new SseParser(), ["data: z\r", "\n\r", "\n"]).join("|")).to.equal("z");
		});

		it("joins multi-line data with newlines; a missing space after the colon is fine", () => {
			expect(feed(new SseParser(), ["data:one\ndata: two\n\n"])[0]).to.equal("one\ntwo");
		});

		it("accepts lone CR line ends and a byte-order mark, whatever the chunking", () => {
			const text = "\u{FEFF}data: a\r\rdata: b\r\n\r\n";
			const whole = feed(new SseParser(), [text]).join("|");
			expect(whole).to.equal("a|b");
			for (let cut = 1; cut < text.size(); cut++) {
				const parser = new SseParser();
				const split = [
					...feed(parser, [string.sub(text, 1, cut), string.sub(text, cut + 1)]),
					...parser.finish(),
				];
				expect(`${cut}:${split.join("|")}`).to.equal(`${cut}:a|b`);
			}
		});

		it("passes [DONE] through, and finish() completes a last event without its blank line", () => {
			const parser = new SseParser();
			expect(feed(parser, ["data: [DONE]"]).size()).to.equal(0);
			expect(parser.finish().join("|")).to.equal("[DONE]");
		});
	});

	describe("SseParser into StreamAssembler", () => {
		const chunk = (content: string) =>
			`data: {"choices":[{"index":0,"delta":{"content":"${content}"},"finish_reason":null}]}\n\n`;

		it("assembles the text and ends at [DONE]", () => {
			const parser = new SseParser();
			const deltas = new Array<string>();
			const assembler = new StreamAssembler(undefined, (text) => deltas.push(text));
			const stream = `: keep-alive\n\n${chunk("Hel")}${chunk("lo")}data: [DONE]\n\n`;
			for (const payload of feed(parser, [string.sub(stream, 1, 30), string.sub(stream, 31)])) {
				assembler.push(payload);
			}
			expect(assembler.done).to.equal(true);
			expect(assembler.failure).to.equal(undefined);
			expect(assembler.reply().text).to.equal("Hello");
			expect(deltas.join("|")).to.equal("Hel|lo");
		});

		it("a mid-stream error chunk fails the stream; nothing after it counts", () => {
			const parser = new SseParser();
			const assembler = new StreamAssembler("sk-secret-key");
			const errorChunk = `data: {"error":{"code":502,"message":"Provider disconnected (sk-secret-key)"},"choices":[{"index":0,"delta":{"content":""},"finish_reason":"error"}]}\n\n`;
			for (const payload of feed(parser, [chunk("Partial"), errorChunk, chunk(" more"), "data: [DONE]\n\n"])) {
				assembler.push(payload);
			}
			expect(assembler.done).to.equal(false);
			const failure = assembler.failure;
			expect(failure !== undefined).to.equal(true);
			if (failure === undefined) return;
			expect(failure.kind).to.equal("upstream");
			expect(failure.transient).to.equal(true);
			expect(string.find(failure.message, "Provider disconnected", 1, true)[0] !== undefined).to.equal(true);
			expect(string.find(failure.message, "sk-secret-key", 1, true)[0]).to.equal(undefined);
		});
	});
};
