/**
 * A 200 web page through the real path (Studio's hosts in the simulator, the scripted model
 * server): a captive portal's sign-in page answering the chat request, streamed in SSE mode,
 * RawStream whole or in 7-byte writes, and as a plain request. Each is the webPage error
 * naming the base URL setting and quoting the page's title (one attempt allowed, so the
 * message is the last one). Before, the streams read as "the stream closed before the answer
 * finished" and the plain request as "the event stream ended before any answer" (the page
 * taken for event text). The headers reach Lux as Studio's Opened passes them (a string;
 * StudioWebStreamHost.headerTable reads it).
 */
import { HttpService, Workspace } from "@rbxts/services";
import { headerTable } from "App/Studio/StudioWebStreamHost";
import { modelServerUrl } from "../support/ModelServerClient";
import { runScenario } from "../support/ScenarioDriver";

const PORTAL = `<!DOCTYPE html>\r\n<html>\r\n<head><meta charset="utf-8"><title>Guest Wi-Fi - Sign in</title></head>\r\n<body><form method="post" action="/login"><input name="room"></form></body>\r\n</html>\r\n`;

const MODES = [
	{ name: "SSE", settings: { streaming: true, streamMode: "SSE" }, split: "events" },
	{ name: "RawStream events", settings: { streaming: true, streamMode: "RawStream" }, split: "events" },
	{ name: "RawStream 7-byte writes", settings: { streaming: true, streamMode: "RawStream" }, split: "bytes:7" },
	{ name: "plain", settings: { streaming: false }, split: "whole" },
];

function has(text: string, part: string): boolean {
	return string.find(text, part, 1, true)[0] !== undefined;
}

export = () => {
	it("reads Opened's headers string as JSON or as header lines, names lower-cased", () => {
		const json = headerTable(`{"Content-Type":"text/html","Retry-After":["7"]}`);
		expect(json["content-type"]).to.equal("text/html");
		expect(json["retry-after"]).to.equal("7");
		const lines = headerTable("Content-Type: text/html\r\nRetry-After: 30\r\n");
		expect(lines["retry-after"]).to.equal("30");
		expect(next(headerTable(undefined))[0]).to.equal(undefined);
	});

	const server = modelServerUrl();
	if (server === undefined) {
		itSKIP("needs the scripted model server (simulator only)", () => {});
		return;
	}
	for (const mode of MODES) {
		it(`a captive portal's page is the webPage error [${mode.name}]`, () => {
			const before = new Set(Workspace.GetChildren());
			const scenario = HttpService.JSONEncode({
				name: `captive portal (${mode.name})`,
				settings: { ...mode.settings, maxAttempts: 1, timeoutSeconds: 5 },
				tools: [{ name: "get_instance" }],
				user: ["Go."],
				turns: [
					{
						raw: {
							status: 200,
							headers: { "content-type": "text/html; charset=utf-8" },
							body: PORTAL,
							split: mode.split,
							delayMs: 1,
						},
					},
				],
				expect: {},
			});
			const summary = runScenario(scenario, server).summary;
			for (const child of Workspace.GetChildren()) if (!before.has(child)) child.Destroy();
			const shown = summary.error ?? "";
			expect(summary.outcome).to.equal("failed");
			expect(has(shown, "returned a web page, not an API response")).to.equal(true);
			expect(has(shown, "base URL (Endpoint) in Lux settings")).to.equal(true);
			expect(has(shown, "Guest Wi-Fi - Sign in")).to.equal(true);
			expect(has(shown, "<")).to.equal(false);
			expect(summary.requests).to.equal(1);
		});
	}
};
