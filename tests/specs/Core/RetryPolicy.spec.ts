/**
 * The retry policy through its public API: which errors are transient, capped exponential
 * backoff, jitter bounds with a given random, Retry-After honoured and capped; and
 * ApiClient's retry loop on a fake clock (a 30 s backoff is a number, not a wait).
 */
import { ApiClient, ApiErrorKind, decideRetry, makeApiError, withDefaults } from "Core";
import { FakeClock } from "../support/FakeClock";
import { answer, FakeHttp, status } from "../support/FakeHttp";

const config = withDefaults({
	baseBackoffSeconds: 1,
	maxBackoffSeconds: 30,
	maxAttempts: 10,
	maxRetryAfterSeconds: 60,
});

const TRANSIENT: ApiErrorKind[] = [
	"timeout",
	"rateLimited",
	"upstream",
	"noProvider",
	"badResponse",
	"unreachable",
	"server",
];
const PERMANENT: ApiErrorKind[] = [
	"badRequest",
	"badKey",
	"outOfCredits",
	"moderation",
	"forbidden",
	"contextLength",
	"httpDisabled",
	"permissionDenied",
];

const request = { messages: [{ role: "user" as const, content: "hi" }], tools: [] };

export = () => {
	describe("decideRetry", () => {
		it("retries exactly the transient kinds", () => {
			for (const kind of TRANSIENT) {
				expect(`${kind}:${decideRetry(config, makeApiError(kind), 1, 0).retry}`).to.equal(`${kind}:true`);
			}
			for (const kind of PERMANENT) {
				expect(`${kind}:${decideRetry(config, makeApiError(kind), 1, 0).retry}`).to.equal(`${kind}:false`);
			}
		});

		it("stops at maxAttempts (the first attempt counts)", () => {
			const three = withDefaults({ ...config, maxAttempts: 3 });
			expect(decideRetry(three, makeApiError("upstream"), 2, 0).retry).to.equal(true);
			expect(decideRetry(three, makeApiError("upstream"), 3, 0).retry).to.equal(false);
		});

		it("doubles the backoff per attempt up to the cap; jitter stays within [half, whole)", () => {
			const nominal = [1, 2, 4, 8, 16, 30, 30, 30];
			nominal.forEach((expected, index) => {
				const attempt = index + 1;
				const low = decideRetry(config, makeApiError("server"), attempt, 0);
				const mid = decideRetry(config, makeApiError("server"), attempt, 0.5);
				const high = decideRetry(config, makeApiError("server"), attempt, 0.999);
				if (!low.retry || !mid.retry || !high.retry) error(`attempt ${attempt} was not retried`);
				expect(low.delay).to.equal(expected / 2);
				expect(mid.delay).to.equal(expected * 0.75);
				expect(high.delay >= expected * 0.99 && high.delay < expected).to.equal(true);
			});
		});

		it("honours Retry-After, even above the backoff cap, and gives up when it is too long", () => {
			const asked = (seconds: number) => makeApiError("rateLimited", { status: 429, retryAfter: seconds });
			const twenty = decideRetry(config, asked(20), 1, 0.9);
			expect(twenty.retry && twenty.delay).to.equal(20);
			const fortyFive = decideRetry(config, asked(45), 1, 0);
			expect(fortyFive.retry && fortyFive.delay).to.equal(45);
			expect(decideRetry(config, asked(60), 1, 0).retry).to.equal(true);
			expect(decideRetry(config, asked(61), 1, 0).retry).to.equal(false);
			// Retry-After never makes a permanent error retryable.
			expect(decideRetry(config, makeApiError("badKey", { retryAfter: 1 }), 1, 0).retry).to.equal(false);
		});
	});

	describe("ApiClient retries on an injected clock", () => {
		it("waits the jittered, capped backoff between attempts, then answers", () => {
			const clock = new FakeClock([0, 0.5, 0.999]);
			const http = new FakeHttp([status(503, {}), status(502, {}), status(500, {}), answer("at last")]);
			const client = new ApiClient({ ...config, baseBackoffSeconds: 8, maxAttempts: 4 }, http, clock);
			const retries = new Array<string>();
			const result = client.complete(request, {
				isCancelled: () => false,
				onRetry: (problem, attempt, delay) => retries.push(`${attempt}:${problem.kind}:${delay}`),
			});
			expect(result.ok && result.value.text).to.equal("at last");
			expect(http.requests.size()).to.equal(4);
			// Nominal 8, 16, then 32 capped to 30; jitter 0, 0.5, 0.999.
			expect(retries[0]).to.equal("1:noProvider:4");
			expect(retries[1]).to.equal("2:upstream:12");
			expect(math.abs(clock.time - (4 + 12 + 15 + 15 * 0.999)) < 1e-9).to.equal(true);
		});

		it("a 30 s Retry-After is waited on the clock, not in real time", () => {
			const clock = new FakeClock();
			const http = new FakeHttp([status(429, { error: { code: 429 } }, { "retry-after": "30" }), answer("ok")]);
			const result = new ApiClient(config, http, clock).complete(request, { isCancelled: () => false });
			expect(result.ok).to.equal(true);
			expect(clock.time).to.equal(30);
		});

		it("a Retry-After past the cap is not waited for: the error goes to the user", () => {
			const clock = new FakeClock();
			const http = new FakeHttp([status(429, { error: { code: 429 } }, { "retry-after": "600" }), answer("x")]);
			const result = new ApiClient(config, http, clock).complete(request, { isCancelled: () => false });
			expect(!result.ok && result.error.kind).to.equal("rateLimited");
			expect(!result.ok && result.error.retryAfter).to.equal(600);
			expect(http.requests.size()).to.equal(1);
			expect(clock.time).to.equal(0);
		});

		it("cancelling during a backoff stops before the next attempt", () => {
			const clock = new FakeClock([0]);
			const http = new FakeHttp([status(503, {}), answer("never")]);
			const client = new ApiClient({ ...config, baseBackoffSeconds: 20 }, http, clock);
			const result = client.complete(request, { isCancelled: () => clock.time >= 3 });
			expect(result.ok).to.equal(false);
			expect(http.requests.size()).to.equal(1);
			expect(clock.time < 10).to.equal(true);
		});

		it("permanent errors are not retried and cost no waiting", () => {
			const clock = new FakeClock();
			const http = new FakeHttp([status(401, { error: { code: 401, message: "No auth" } }), answer("x")]);
			const result = new ApiClient(config, http, clock).complete(request, { isCancelled: () => false });
			expect(!result.ok && result.error.kind).to.equal("badKey");
			expect(http.requests.size()).to.equal(1);
			expect(clock.waits.size()).to.equal(0);
		});
	});
};
