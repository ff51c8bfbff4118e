/**
 * Error bodies without OpenAI's `error` object still give the user the server's words, and
 * never its markup or JSON envelope: a proxy's HTML 502 page (recorded from GigaChat), FastAPI's
 * `detail` (vLLM) as a string or a 422 list, a bare `message`, Google's list-wrapped error, and
 * an HTML page inside OpenRouter's `metadata.raw`. Each of these had been quoted raw. And
 * Azure's content filter (code content_filter, recorded both as a 400 and inside a 200) is a
 * moderation refusal: it had read as a transient provider failure (200) or a bad request (400).
 * llama.cpp's context overflow (typed, untyped, or as its non-standard `error:` stream field) is
 * the context-length error, whose advice (start a new conversation) is the one that helps; so is
 * Perplexity's too_many_prompt_tokens (recorded), which had read as a bad request. A message
 * that is itself the upstream's JSON error (Gemini's, passed on by a proxy) is quoted by the
 * message inside it: its JSON had been quoted whole.
 */
import { mapStatusError, parseCompletion } from "Core";

const GATEWAY_PAGE = `<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>SynGX</center>\r\n</body>\r\n</html>\r\n`;

function shown(status: number, body: string): string {
	return mapStatusError(status, {}, body, 30).message;
}

function has(text: string, part: string): boolean {
	return string.find(text, part, 1, true)[0] !== undefined;
}

export = () => {
	describe("error bodies", () => {
		it("an HTML error page is quoted by its title, without markup", () => {
			const message = shown(502, GATEWAY_PAGE);
			expect(has(message, "Server said: 502 Bad Gateway")).to.equal(true);
			expect(has(message, "<")).to.equal(false);
			const untitled = shown(503, "<!DOCTYPE html><html><body><p>Service   Unavailable</p></body></html>");
			expect(has(untitled, "Server said: Service Unavailable")).to.equal(true);
			expect(has(untitled, "<")).to.equal(false);
		});

		it("FastAPI's detail, as a string or a list of problems", () => {
			const missing = shown(404, `{"detail":"Not Found"}`);
			expect(has(missing, "Server said: Not Found")).to.equal(true);
			expect(has(missing, "detail")).to.equal(false);
			const invalid = shown(
				422,
				`{"detail":[{"loc":["body","messages"],"msg":"field required","type":"value_error.missing"}]}`,
			);
			expect(has(invalid, "Server said: field required")).to.equal(true);
		});

		it("a bare message, and Google's error wrapped in a list", () => {
			const bare = shown(404, `{"message":"Invalid URL (POST /chat/completions)"}`);
			expect(has(bare, "Server said: Invalid URL (POST /chat/completions)")).to.equal(true);
			expect(has(bare, "{")).to.equal(false);
			const listed = shown(
				400,
				`[{\n  "error": {\n    "code": 400,\n    "message": "Request contains an invalid argument.",\n    "status": "INVALID_ARGUMENT"\n  }\n}\n]`,
			);
			expect(has(listed, "Server said: Request contains an invalid argument.")).to.equal(true);
			expect(has(listed, "INVALID_ARGUMENT")).to.equal(false);
		});

		it("llama.cpp's context overflow, in each of its wordings, is read as the context length", () => {
			// llama.cpp's server: its exceed_context_size_error type (PR 15780, issue 19774), the older
			// wording mid-stream (recorded in llamacpp_stream_error_field) and its 500 "Context size".
			const typed = mapStatusError(
				400,
				{},
				`{"error":{"code":400,"message":"request (4390 tokens) exceeds the available context size (4096 tokens), try increasing it","type":"exceed_context_size_error","n_prompt_tokens":4390,"n_ctx":4096}}`,
				30,
			);
			expect(typed.kind).to.equal("contextLength");
			expect(has(typed.message, "exceeds the available context size (4096 tokens)")).to.equal(true);
			const untyped = mapStatusError(
				500,
				{},
				`{"error":{"code":500,"message":"Context size has been exceeded.","type":"server_error"}}`,
				30,
			);
			expect(untyped.kind).to.equal("contextLength");
			const setting = mapStatusError(
				500,
				{},
				`{"error":{"message":"requested context size too large for model"}}`,
				30,
			);
			expect(setting.kind).never.to.equal("contextLength");
			const streamed = parseCompletion(
				`error: {"code":400,"message":"the request exceeds the available context size. try increasing the context size or enable context shift","type":"invalid_request_error"}\n\ndata: [DONE]\n\n`,
			);
			expect(streamed.ok).to.equal(false);
			if (!streamed.ok) expect(streamed.error.kind).to.equal("contextLength");
		});

		it("Perplexity's too_many_prompt_tokens is the context length, not a bad request", () => {
			// Recorded in perplexity_error_400_too_many_prompt_tokens (ruby_llm's cassette): its words
			// name neither context nor tokens, so only the type tells.
			const body = `{"error":{"message":"The total length of all messages is too long.","type":"too_many_prompt_tokens","code":400}}`;
			const shown = mapStatusError(400, {}, body, 30);
			expect(shown.kind).to.equal("contextLength");
			expect(has(shown.message, "Server said: The total length of all messages is too long.")).to.equal(true);
		});

		it("a message that is the upstream's JSON error is quoted by the message inside it", () => {
			// Recorded in gemini_error_thinking_budget_via_proxy (Roo-Code issue 4399).
			const inner = `{\\n  \\"error\\": {\\n    \\"code\\": 400,\\n    \\"message\\": \\"The thinking budget (52428) is invalid.\\",\\n    \\"status\\": \\"INVALID_ARGUMENT\\"\\n  }\\n}\\n`;
			const body = `{"error":{"message":"${inner}","code":400,"status":"Bad Request"}}`;
			const shown = mapStatusError(400, {}, body, 30).message;
			expect(has(shown, "Server said: The thinking budget (52428) is invalid.")).to.equal(true);
			expect(has(shown, "INVALID_ARGUMENT")).to.equal(false);
			const answered = parseCompletion(body);
			expect(answered.ok).to.equal(false);
			if (!answered.ok) expect(has(answered.error.message, "INVALID_ARGUMENT")).to.equal(false);
		});

		it("an event stream of nothing but [DONE] is no answer", () => {
			const empty = parseCompletion("data: [DONE]\n\n");
			expect(empty.ok).to.equal(false);
			if (!empty.ok) expect(empty.error.kind).to.equal("badResponse");
		});

		it("an upstream HTML page inside OpenRouter's metadata.raw is quoted by its title", () => {
			const raw = `<html>\\r\\n<head><title>502 Bad Gateway</title></head>\\r\\n<body><center>cloudflare</center></body></html>`;
			const body = `{"error":{"message":"Provider returned error","code":502,"metadata":{"provider_name":"SomeHost","raw":"${raw}"}}}`;
			const message = shown(502, body);
			expect(has(message, "SomeHost said: 502 Bad Gateway")).to.equal(true);
			expect(has(message, "<")).to.equal(false);
		});

		it("Azure's content filter is moderation, not a provider failure to retry", () => {
			const body = `{ "error": { "message": "The response was filtered due to the prompt triggering Azure Content management policy.", "type": null, "param": "prompt", "code": "content_filter", "status": 400, "innererror": { "code": "ResponsibleAIPolicyViolation", "content_filter_result": { "hate": { "filtered": true, "severity": "high" } } } } }`;
			const refused = mapStatusError(400, {}, body, 30);
			expect(refused.kind).to.equal("moderation");
			expect(has(refused.message, "moderation (400)")).to.equal(true);
			const answered = parseCompletion(body);
			expect(answered.ok).to.equal(false);
			if (answered.ok) return;
			expect(answered.error.kind).to.equal("moderation");
			expect(answered.error.transient).to.equal(false);
		});
	});
};
