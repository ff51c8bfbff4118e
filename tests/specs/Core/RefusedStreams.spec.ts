/**
 * A stream the server refuses keeps what a plain request's refusal carries, and a web page is
 * never read as a stream that ended without an answer.
 *
 * Retry-After: Studio's Error event has a status and a message, no headers; the headers come
 * with Opened(status, headers). A 429 whose Opened carried Retry-After (seconds or an HTTP
 * date) is waited for exactly as long as a plain request's 429, and its message says the
 * same (a wait past Lux's cap included). Before: Opened counted as the start of an answer,
 * the 429 became a failure after bytes (not retried at all), and headers were dropped.
 *
 * Web page: a 200 text/html page (a base URL pointing at a website, a Wi-Fi login page),
 * streamed or plain, is the webPage error naming the base URL (retried, as a garbled answer
 * was); before it read "the stream closed before the answer finished" or "the event stream
 * ended before any answer".
 */
import { ApiClient, ApiError, withDefaults } from "Core";
import { FakeClock } from "../support/FakeClock";
import { FakeHttp, status } from "../support/FakeHttp";
import { FakeStream, StreamEvent } from "../support/FakeStream";

const BASE = "https://example.test/v1";
const config = withDefaults({
	baseUrl: BASE,
	apiKey: "sk-test-0000000000000000",
	streaming: true,
	maxAttempts: 3,
	maxRetryAfterSeconds: 60,
});
const request = { messages: [{ role: "user" as const, content: "hi" }], tools: [] };
const LIMITED = `{"error":{"code":429,"message":"Rate limit exceeded: free-models-per-min"}}`;
const CHUNK = `{"id":"1","choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":"stop"}]}`;
const ANSWER: StreamEvent[] = [
	{ opened: 200, headers: { "content-type": "text/event-stream" } },
	{ message: `data: ${CHUNK}\n\n` },
	{ message: "data: [DONE]\n\n" },
	{ closed: true },
];
const PORTAL = `<!DOCTYPE html>\n<html><head><title>Guest Wi-Fi: sign in</title></head><body><form>...</form></body></html>`;

function has(text: string, part: string): boolean {
	return string.find(text, part, 1, true)[0] !== undefined;
}

/** What the client did with these streams: the result, the retries it announced, the time it waited. */
function run(streams: StreamEvent[][], attempts = config.maxAttempts) {
	const clock = new FakeClock();
	const host = new FakeStream(streams);
	const http = new FakeHttp([]);
	const retries = new Array<ApiError>();
	const result = new ApiClient({ ...config, maxAttempts: attempts }, http, clock, host).complete(request, {
		isCancelled: () => false,
		onRetry: (e) => retries.push(e),
	});
	return { result, retries, waited: clock.time, streams: host.requests.size(), plain: http.requests.size() };
}

export = () => {
	describe("a refused stream's Retry-After", () => {
		it("in seconds: waited for, then the stream is asked again", () => {
			const refused: StreamEvent[] = [
				{ opened: 429, headers: { "retry-after": "7" } },
				{ error: 429, text: LIMITED },
				{ closed: true },
			];
			const out = run([refused, ANSWER]);
			expect(out.result.ok && out.result.value.text).to.equal("ok");
			expect(out.retries.size()).to.equal(1);
			expect(out.retries[0].retryAfter).to.equal(7);
			expect(out.waited).to.equal(7);
			expect(out.streams).to.equal(2);
			expect(out.plain).to.equal(0);
		});

		it("as an HTTP date against the response's Date, with the body delivered as messages", () => {
			const refused: StreamEvent[] = [
				{
					opened: 429,
					headers: { "retry-after": "Sat, 28 Nov 2026 21:00:12 GMT", date: "Sat, 28 Nov 2026 21:00:00 GMT" },
				},
				{ message: LIMITED },
				{ closed: true },
			];
			const out = run([refused, ANSWER]);
			expect(out.result.ok).to.equal(true);
			expect(out.retries[0].kind).to.equal("rateLimited");
			expect(out.retries[0].retryAfter).to.equal(12);
			expect(out.waited).to.equal(12);
		});

		it("past Lux's cap: not waited for, and the message is the plain request's", () => {
			const headers = { "retry-after": "600" };
			const refused: StreamEvent[] = [{ opened: 429, headers }, { error: 429, text: LIMITED }, { closed: true }];
			const streamed = run([refused, ANSWER]);
			const planned = new FakeHttp([status(429, { error: { code: 429, message: "x" } }, headers)]);
			const plainLimited = new ApiClient({ ...config, streaming: false }, planned, new FakeClock()).complete(
				request,
				{ isCancelled: () => false },
			);
			expect(streamed.result.ok).to.equal(false);
			if (streamed.result.ok || plainLimited.ok) return;
			expect(streamed.result.error.retryAfter).to.equal(600);
			expect(streamed.waited).to.equal(0);
			expect(streamed.streams).to.equal(1);
			expect(
				has(streamed.result.error.message, "the server asked to wait 600 s, longer than Lux waits"),
			).to.equal(true);
			expect(has(plainLimited.error.message, "the server asked to wait 600 s, longer than Lux waits")).to.equal(
				true,
			);
		});
	});

	describe("a web page instead of an answer", () => {
		it("streamed (text/html) is the webPage error naming the base URL, quoting the page's title", () => {
			const page: StreamEvent[] = [
				{ opened: 200, headers: { "content-type": "text/html; charset=utf-8" } },
				{ message: PORTAL },
				{ closed: true },
			];
			const out = run([page], 1);
			expect(out.result.ok).to.equal(false);
			if (out.result.ok) return;
			expect(out.result.error.kind).to.equal("webPage");
			expect(out.result.error.action).to.equal("settings");
			expect(has(out.result.error.message, `The endpoint ${BASE} returned a web page`)).to.equal(true);
			expect(has(out.result.error.message, "Server said: Guest Wi-Fi: sign in")).to.equal(true);
			expect(has(out.result.error.message, "<")).to.equal(false);
			// No plain request after it: the server answered.
			expect(out.streams).to.equal(1);
			expect(out.plain).to.equal(0);
		});

		it("in SSE mode, where a page may deliver nothing (no data lines), its content type is enough", () => {
			const page: StreamEvent[] = [{ opened: 200, headers: { "content-type": "text/html" } }, { closed: true }];
			const out = run([page], 1);
			expect(!out.result.ok && out.result.error.kind).to.equal("webPage");
		});

		it("is retried (a proxy's page mid-conversation, a login page signed in to meanwhile)", () => {
			const page: StreamEvent[] = [
				{ opened: 200, headers: { "content-type": "text/html" } },
				{ message: PORTAL },
			];
			const out = run([page, ANSWER]);
			expect(out.result.ok && out.result.value.text).to.equal("ok");
			expect(out.retries.size()).to.equal(1);
			expect(out.retries[0].kind).to.equal("webPage");
		});

		it("streamed without a content type: the text starting with < is enough", () => {
			const page: StreamEvent[] = [
				{ opened: 200 },
				{ message: "\n  <html><body>It works!</body></html>" },
				{ closed: true },
			];
			const out = run([page], 1);
			expect(!out.result.ok && out.result.error.kind).to.equal("webPage");
			expect(!out.result.ok && has(out.result.error.message, "Server said: It works!")).to.equal(true);
		});

		it("plain: a 200 page is the same error, and JSON labelled text/html is still an answer", () => {
			const plainConfig = { ...config, streaming: false, maxAttempts: 1 };
			const page = new FakeHttp([
				{
					ok: true,
					response: {
						statusCode: 200,
						statusMessage: "",
						headers: { "content-type": "text/html" },
						body: PORTAL,
					},
				},
			]);
			const result = new ApiClient(plainConfig, page, new FakeClock()).complete(request, {
				isCancelled: () => false,
			});
			expect(!result.ok && result.error.kind).to.equal("webPage");
			expect(!result.ok && has(result.error.message, `The endpoint ${BASE} returned a web page`)).to.equal(true);
			expect(page.requests.size()).to.equal(1);
			const body = `{"choices":[{"index":0,"message":{"role":"assistant","content":"ok"},"finish_reason":"stop"}]}`;
			const mislabelled = new FakeHttp([
				{
					ok: true,
					response: { statusCode: 200, statusMessage: "", headers: { "content-type": "text/html" }, body },
				},
			]);
			const answered = new ApiClient(plainConfig, mislabelled, new FakeClock()).complete(request, {
				isCancelled: () => false,
			});
			expect(answered.ok && answered.value.text).to.equal("ok");
		});
	});
};
