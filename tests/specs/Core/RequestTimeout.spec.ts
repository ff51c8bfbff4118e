/**
 * RequestAsync's Timeout bound (creator-docs HttpService.yaml, RequestAsync: "Values must be
 * greater than zero and no greater than the default request timeout"): Lux never sends more
 * than the ceiling and omits the field at or above it; the simulator refuses what the
 * documentation forbids; a long setting still works through StudioHttpHost.
 */
import { HttpService } from "@rbxts/services";
import { REQUEST_TIMEOUT_CEILING, requestTimeoutOption } from "Core";
import { StudioHttpHost } from "App/Studio";
import { modelServerUrl } from "../support/ModelServerClient";

export = () => {
	describe("request timeout", () => {
		it("is sent only when greater than zero and below the documented default; omitted otherwise", () => {
			expect(requestTimeoutOption(10)).to.equal(10);
			expect(requestTimeoutOption(120)).to.equal(undefined);
			expect(requestTimeoutOption(REQUEST_TIMEOUT_CEILING)).to.equal(undefined);
			expect(requestTimeoutOption(0)).to.equal(undefined);
			expect(requestTimeoutOption(-5)).to.equal(undefined);
		});

		const server = modelServerUrl();
		if (server === undefined) return;
		it("the simulator refuses a Timeout above the default or not above zero, like the reference says", () => {
			const [tooLong] = pcall(() =>
				HttpService.RequestAsync({ Url: `${server}/__control/scenarios`, Method: "GET", Timeout: 31 } as never),
			);
			expect(tooLong).to.equal(false);
			const [zero] = pcall(() =>
				HttpService.RequestAsync({ Url: `${server}/__control/scenarios`, Method: "GET", Timeout: 0 } as never),
			);
			expect(zero).to.equal(false);
		});

		it("a 120 s setting still makes a valid request through StudioHttpHost", () => {
			const outcome = new StudioHttpHost().request({
				url: `${server}/__control/scenarios`,
				method: "GET",
				headers: {},
				timeout: 120,
			});
			expect(outcome.ok && outcome.response.statusCode).to.equal(200);
		});
	});
};
