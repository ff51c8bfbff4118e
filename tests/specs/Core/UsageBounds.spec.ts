/**
 * A reported usage no request can have (1e12 tokens, from a hostile or broken server) is read
 * as not reported, so the loop counts its own estimate; a real one is kept as reported.
 *
 * Why: taken as reported, it made the cost meter absurd and the cost cap refuse every later
 * message of the conversation (found by the conversation review).
 */
import { parseCompletion } from "Core";

function body(promptTokens: string): string {
	return `{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"hi"},"finish_reason":"stop"}],"usage":{"prompt_tokens":${promptTokens},"completion_tokens":3,"total_tokens":9}}`;
}

export = () => {
	it("reads an impossible usage as not reported, and keeps a real one", () => {
		const absurd = parseCompletion(body("1000000000000"));
		expect(absurd.ok).to.equal(true);
		if (absurd.ok) expect(absurd.value.usage).to.equal(undefined);
		const real = parseCompletion(body("2000000"));
		expect(real.ok).to.equal(true);
		if (real.ok) expect(real.value.usage?.promptTokens).to.equal(2000000);
	});
};
