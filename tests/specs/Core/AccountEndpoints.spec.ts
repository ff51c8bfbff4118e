/**
 * The setup dialog's endpoints through ApiClient on Studio's HttpService, against the
 * scripted model server: validateKey (GET /key) and listModels (GET /models), with
 * OpenRouter's answers, a custom OpenAI-compatible server's (no /key, no prices) and every
 * way the request itself can be refused.
 */
import { HttpService } from "@rbxts/services";
import { ApiClient, withDefaults } from "Core";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { loadScenario, modelServerUrl, recordedRequests } from "../support/ModelServerClient";

const KEY = "sk-or-v1-endpoint-secret-0123456789abcdef";

function client(baseUrl: string, apiKey = KEY) {
	return new ApiClient(
		withDefaults({ baseUrl, apiKey, timeoutSeconds: 5, model: "scripted/model" }),
		new StudioHttpHost(),
		new StudioClockHost(),
	);
}

function has(text: string, needle: string): boolean {
	return string.find(text, needle, 1, true)[0] !== undefined;
}

function endpoints(server: string, value: object) {
	loadScenario(server, HttpService.JSONEncode({ turns: [], endpoints: value }));
}

export = () => {
	const sim = LuxSim;
	const server = modelServerUrl();
	if (sim === undefined || server === undefined) {
		itSKIP("needs the scripted model server (simulator only)", () => {});
		return;
	}
	const base = `${server}/api/v1`;

	describe("validateKey", () => {
		it("reads OpenRouter's key info, sending the key only in the Authorization header", () => {
			endpoints(server, {
				key: {
					body: {
						data: {
							label: "sk-or-v1-abc...xyz",
							limit: 10,
							limit_remaining: 7.5,
							usage: 2.5,
							is_free_tier: true,
						},
					},
				},
			});
			const result = client(base).validateKey();
			expect(result.ok).to.equal(true);
			if (!result.ok) return;
			const info = result.value;
			expect(info.valid).to.equal(true);
			expect(info.checked).to.equal(true);
			expect(info.label).to.equal("sk-or-v1-abc...xyz");
			expect(info.limit).to.equal(10);
			expect(info.limitRemaining).to.equal(7.5);
			expect(info.usage).to.equal(2.5);
			expect(info.isFreeTier).to.equal(true);
			const request = recordedRequests(server).requests[0];
			expect(request.method).to.equal("GET");
			expect(request.path).to.equal("/api/v1/key");
			expect(request.headers["authorization"]).to.equal(`Bearer ${KEY}`);
			expect(request.body).to.equal("");
		});

		it("an unlimited key has no limit (null is not zero)", () => {
			endpoints(server, {
				key: { body: `{"data":{"label":"main","limit":null,"limit_remaining":null,"usage":0}}` },
			});
			const result = client(base).validateKey();
			expect(result.ok && result.value.checked && result.value.limit === undefined).to.equal(true);
			expect(result.ok && result.value.usage).to.equal(0);
		});

		it("401: a badKey error that never quotes the key, even when the server echoes it", () => {
			endpoints(server, {
				key: { status: 401, body: { error: { code: 401, message: "User not found for {{authorization}}" } } },
			});
			const result = client(base).validateKey();
			expect(result.ok).to.equal(false);
			if (result.ok) return;
			expect(result.error.kind).to.equal("badKey");
			expect(has(result.error.message, "Paste a valid key")).to.equal(true);
			expect(has(result.error.message, KEY)).to.equal(false);
			expect(has(result.error.message, "[redacted]")).to.equal(true);
		});

		it("a custom server without /key (404): no key check, not a failure", () => {
			endpoints(server, { key: { status: 404, body: "404 page not found" } });
			const result = client(base, "").validateKey();
			expect(result.ok).to.equal(true);
			if (!result.ok) return;
			expect(result.value.checked).to.equal(false);
			expect(result.value.valid).to.equal(true);
			expect(has(result.value.note ?? "", "no key check")).to.equal(true);
			expect(recordedRequests(server).requests[0].headers["authorization"]).to.equal(undefined);
		});

		it("a server that answers 200 with an error for unknown routes (LM Studio): no key check", () => {
			endpoints(server, { key: { body: { error: "Unexpected endpoint or method. (GET /v1/key)" } } });
			const result = client(base).validateKey();
			expect(result.ok && !result.value.checked).to.equal(true);
		});

		it("HTTP disabled, the domain denied, nothing listening: typed errors saying what to do", () => {
			sim.setHttpEnabled(false);
			const disabled = client(base).validateKey();
			sim.setHttpEnabled(true);
			expect(!disabled.ok && disabled.error.kind).to.equal("httpDisabled");

			sim.setHttpPermission("openrouter.ai", "deny");
			const denied = client("https://openrouter.ai/api/v1").validateKey();
			sim.setHttpPermission("openrouter.ai", "allow");
			expect(!denied.ok && denied.error.kind).to.equal("permissionDenied");
			expect(!denied.ok && has(denied.error.message, "Manage Plugins")).to.equal(true);

			const closed = client(`http://127.0.0.1:${sim.closedPort() ?? 9}/v1`).validateKey();
			expect(!closed.ok && closed.error.kind).to.equal("unreachable");
			expect(!closed.ok && has(closed.error.message, "Could not reach 127.0.0.1")).to.equal(true);
		});
	});

	describe("listModels", () => {
		it("asks for tool-capable models and parses OpenRouter's string prices", () => {
			endpoints(server, {});
			const result = client(base).listModels();
			expect(result.ok).to.equal(true);
			if (!result.ok) return;
			const request = recordedRequests(server).requests[0];
			expect(request.path).to.equal("/api/v1/models");
			expect(request.query).to.equal("?supported_parameters=tools");
			expect(result.value.map((m) => m.id).join(",")).to.equal("scripted/free,scripted/model");
			const model = result.value[1];
			expect(model.name).to.equal("Scripted: Model");
			expect(model.contextLength).to.equal(32768);
			expect(model.promptPrice).to.equal(0.000001);
			expect(model.completionPrice).to.equal(0.000002);
			expect(model.supportsTools).to.equal(true);
			expect(result.value[0].promptPrice).to.equal(0);
		});

		it("tolerates missing and odd fields; tool-capable first, unknown next, by name", () => {
			endpoints(server, {
				models: {
					body: {
						data: [
							{ id: "zeta/no-tools", name: "Alpha no tools", supported_parameters: ["temperature"] },
							{ id: "b/plain", name: "Beta" },
							{ id: "a/variable", pricing: { prompt: "-1", completion: "abc" } },
							{ id: "c/tools", supported_parameters: ["tools"], top_provider: { context_length: 4096 } },
							{ name: "no id" },
							"junk",
						],
					},
				},
			});
			const result = client(base).listModels();
			expect(result.ok).to.equal(true);
			if (!result.ok) return;
			expect(result.value.map((m) => m.id).join(",")).to.equal("c/tools,a/variable,b/plain,zeta/no-tools");
			const [tools, variable] = [result.value[0], result.value[1]];
			expect(tools.contextLength).to.equal(4096);
			expect(tools.name).to.equal("c/tools");
			expect(variable.promptPrice).to.equal(undefined);
			expect(variable.completionPrice).to.equal(undefined);
			expect(variable.supportsTools).to.equal(undefined);
			expect(result.value[3].supportsTools).to.equal(false);
		});

		it("a local server's list (ids only): names are the ids, nothing priced", () => {
			endpoints(server, {
				models: {
					body: {
						object: "list",
						data: [
							{ id: "qwen2.5-coder:7b", object: "model", owned_by: "library" },
							{ id: "llama3.1:8b", object: "model", owned_by: "library" },
						],
					},
				},
			});
			const result = client(base, "").listModels();
			expect(result.ok).to.equal(true);
			if (!result.ok) return;
			expect(result.value.map((m) => m.name).join(",")).to.equal("llama3.1:8b,qwen2.5-coder:7b");
			expect(result.value.every((m) => m.promptPrice === undefined && m.contextLength === undefined)).to.equal(
				true,
			);
		});

		it("no /models (404), or an answer that is not a list: typed errors", () => {
			endpoints(server, { models: { status: 404, body: "404 page not found" } });
			const missing = client(base).listModels();
			expect(!missing.ok && missing.error.status).to.equal(404);
			expect(!missing.ok && has(missing.error.message, "Check the base URL")).to.equal(true);

			endpoints(server, { models: { fault: "notJson" } });
			const html = client(base).listModels();
			expect(!html.ok && html.error.kind).to.equal("badResponse");
		});

		it("Ollama with no model pulled ({data: null}): says no models are installed and how to pull one", () => {
			endpoints(server, { models: { body: '{"object":"list","data":null}' } });
			const none = client(base, "").listModels();
			expect(!none.ok && none.error.kind).to.equal("refused");
			expect(!none.ok && has(none.error.message, "no models are installed")).to.equal(true);
			expect(!none.ok && has(none.error.message, "ollama pull")).to.equal(true);
		});
	});
};
