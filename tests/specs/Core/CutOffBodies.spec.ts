/**
 * A JSON body that does not decode (cut off in transit or by a proxy, as the OpenRouter body
 * quoted in zed issue 36094 and recorded in openrouter_error_tool_choice_recorded) is shown by
 * the message inside it, never as the envelope fragment it is; a JSON body that decodes but
 * holds no words is not quoted at all. Both had been quoted raw: a 404's whole body, and the
 * first 120 characters of a cut-off 200.
 */
import { mapStatusError, parseCompletion } from "Core";

const CUT_404 = `{"error":{"message":"No endpoints found that support the provided 'tool_choice' value. To learn more about provider routing, visit: https://openrouter.ai/docs/provider-routing","code":404}`;

function has(text: string, part: string): boolean {
	return string.find(text, part, 1, true)[0] !== undefined;
}

export = () => {
	describe("cut-off bodies", () => {
		it("a cut-off error body is quoted by its message, not its envelope", () => {
			const shown = mapStatusError(404, {}, CUT_404, 30);
			expect(shown.kind).to.equal("noToolSupport");
			expect(has(shown.message, "Server said: No endpoints found that support")).to.equal(true);
			expect(has(shown.message, "{")).to.equal(false);
			expect(has(shown.message, `"code"`)).to.equal(false);
		});

		it("an escaped quote inside the cut-off message is read as a quote", () => {
			const shown = mapStatusError(400, {}, `{"error":{"message":"bad \\"model\\" field","type":"invalid`, 30);
			expect(has(shown.message, `Server said: bad "model" field`)).to.equal(true);
			expect(has(shown.message, `"type"`)).to.equal(false);
		});

		it("a cut-off body without a whole message, or JSON without words, quotes nothing", () => {
			const cut = mapStatusError(500, {}, `{"error":{"code":500,"message":"upstream fai`, 30);
			expect(cut.kind).to.equal("server");
			expect(has(cut.message, "Server said")).to.equal(false);
			const wordless = mapStatusError(500, {}, `{"error":{"code":500}}`, 30);
			expect(has(wordless.message, "Server said")).to.equal(false);
			expect(has(wordless.message, "{")).to.equal(false);
		});

		it("a 200 answer cut off mid-JSON is a bad response that quotes no fragment", () => {
			const cut = parseCompletion(
				`{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Hel`,
			);
			expect(cut.ok).to.equal(false);
			if (cut.ok) return;
			expect(cut.error.kind).to.equal("badResponse");
			expect(has(cut.error.message, "chatcmpl")).to.equal(false);
			expect(has(cut.error.message, "{")).to.equal(false);
		});
	});
};
