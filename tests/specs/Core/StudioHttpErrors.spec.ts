/**
 * Error classes that come from Studio itself rather than the server (HTTP disabled, the user
 * refused the domain, nothing listening), through ApiClient and LoopRunner on Studio's
 * HttpService; and the API key's secrecy in bodies, logs, errors and settings.
 */
import { ApiClient, ApiSettings, LoopRunner, SETTING_KEYS, withDefaults } from "Core";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { chatRequests, loadScenario, modelServerUrl } from "../support/ModelServerClient";
import { MemorySettings } from "../support/MemorySettings";
import { ScenarioToolRunner } from "../support/ScenarioToolRunner";

const KEY = "sk-or-v1-spec-secret-abcdef0123456789";

function runner(baseUrl: string, maxAttempts = 1) {
	const client = new ApiClient(
		withDefaults({ baseUrl, apiKey: KEY, timeoutSeconds: 5, maxAttempts, model: "scripted/model" }),
		new StudioHttpHost(),
		new StudioClockHost(),
	);
	return new LoopRunner({
		client,
		tools: new ScenarioToolRunner([{ name: "get_instance", result: "ok" }]),
		systemPrompt: "spec",
		config: { maxIterations: 4, budget: {} },
	});
}

export = () => {
	const sim = LuxSim;
	const server = modelServerUrl();
	if (sim === undefined || server === undefined) {
		itSKIP("needs the simulator", () => {});
		return;
	}

	it("HTTP disabled: says how to enable it, and the conversation survives", () => {
		sim.setHttpEnabled(false);
		const loop = runner(`${server}/api/v1`);
		const outcome = loop.send("hi");
		sim.setHttpEnabled(true);
		expect(outcome.kind).to.equal("failed");
		if (outcome.kind !== "failed") return;
		expect(outcome.error.kind).to.equal("httpDisabled");
		expect(outcome.error.message.find("Allow HTTP Requests")[0] !== undefined).to.equal(true);
		loadScenario(server, `{"turns":[{"reply":{"content":"back"}}]}`);
		const again = loop.send("again");
		expect(again.kind).to.equal("answered");
	});

	it("permission denied by the user: names the domain and where to allow it", () => {
		sim.setHttpPermission("openrouter.ai", "deny");
		const outcome = runner("https://openrouter.ai/api/v1").send("hi");
		sim.setHttpPermission("openrouter.ai", "allow");
		expect(outcome.kind).to.equal("failed");
		if (outcome.kind !== "failed") return;
		expect(outcome.error.kind).to.equal("permissionDenied");
		expect(outcome.error.message.find("openrouter.ai", 1, true)[0] !== undefined).to.equal(true);
		expect(outcome.error.message.find("Manage Plugins", 1, true)[0] !== undefined).to.equal(true);
	});

	it("unreachable host: retried, then a message about the base URL", () => {
		const outcome = runner("http://127.0.0.1:9/v1", 2).send("hi");
		expect(outcome.kind).to.equal("failed");
		if (outcome.kind !== "failed") return;
		expect(outcome.error.kind).to.equal("unreachable");
		expect(outcome.error.message.find("127.0.0.1:9", 1, true)[0] !== undefined).to.equal(true);
	});

	it("the API key is only in the Authorization header and its own setting", () => {
		const settings = new MemorySettings();
		const store = new ApiSettings(settings);
		expect(store.setKey(`  ${KEY}  `).ok).to.equal(true);
		expect(store.save({ baseUrl: `${server}/api/v1`, model: "scripted/model", streaming: false }).ok).to.equal(
			true,
		);
		// Bad input is refused with a reason, and the saved value stays.
		const bad = store.save({ baseUrl: "openrouter.ai" });
		expect(bad.ok).to.equal(false);
		expect(settings.get(SETTING_KEYS.baseUrl)).to.equal(`${server}/api/v1`);
		const config = store.load();
		expect(config.apiKey).to.equal(KEY);

		loadScenario(
			server,
			`{"turns":[{"status":401,"body":{"error":{"code":401,"message":"bad key {{authorization}}"}}},{"reply":{"content":"ok"}}]}`,
		);
		const logsBefore = sim.logHistory().size();
		const client = new ApiClient({ ...config, maxAttempts: 1 }, new StudioHttpHost(), new StudioClockHost());
		const loop = new LoopRunner({
			client,
			tools: new ScenarioToolRunner([]),
			systemPrompt: "spec",
			config: { maxIterations: 2, budget: {} },
		});
		const failed = loop.send(`my key is not ${string.sub(KEY, 1, 6)}`);
		loop.send("again");

		for (const request of chatRequests(server)) {
			expect(request.body.find(KEY, 1, true)[0]).to.equal(undefined);
			expect(request.headers["authorization"]).to.equal(`Bearer ${KEY}`);
		}
		expect(failed.kind).to.equal("failed");
		if (failed.kind === "failed") expect(failed.error.message.find(KEY, 1, true)[0]).to.equal(undefined);
		for (const message of loop.history().messages()) {
			if (message.kind === "error") expect(message.text.find(KEY, 1, true)[0]).to.equal(undefined);
		}
		const logs = sim.logHistory();
		for (let i = logsBefore; i < logs.size(); i++) {
			const entry = logs[i] as { message?: string };
			expect((entry.message ?? tostring(entry)).find(KEY, 1, true)[0]).to.equal(undefined);
		}
		settings.values.forEach((value, name) => {
			if (name !== SETTING_KEYS.apiKey) expect(tostring(value).find(KEY, 1, true)[0]).to.equal(undefined);
		});
		expect(
			game.GetDescendants().some((d) => d.IsA("StringValue") && d.Value.find(KEY, 1, true)[0] !== undefined),
		).to.equal(false);
		store.clearKey();
		expect(store.hasKey()).to.equal(false);
	});
};
