// @ts-check
/**
 * Self tests of the scripted model server (tests/modelserver): replies, faults, streaming,
 * recording, and that every scenario file in tests/scenarios is well-formed.
 */
import { ScriptedModelServer, listScenarios, SCENARIO_DIR } from "../../../modelserver/ScriptedModelServer.mjs";
import { checkScenario } from "../../../modelserver/ScenarioFormat.mjs";
import fs from "node:fs";
import path from "node:path";

/** @param {(server: ScriptedModelServer) => Promise<void>} fn */
async function withServer(fn) {
	const server = await new ScriptedModelServer().start();
	try {
		await fn(server);
	} finally {
		await server.close();
	}
}

/** @param {ScriptedModelServer} server @param {any} body */
function post(server, body) {
	return fetch(`${server.url}/api/v1/chat/completions`, {
		method: "POST",
		headers: { "content-type": "application/json", authorization: "Bearer sk-test" },
		body: JSON.stringify(body),
	});
}

export const tests = {
	"GET /key answers 401 for a key outside the scenario's validKeys, credit for a valid one": async (/** @type {any} */ assert) =>
		withServer(async (server) => {
			server.load({ turns: [], account: { validKeys: ["sk-good"], limitRemaining: 4.5 } });
			const bad = await fetch(`${server.url}/api/v1/key`, { headers: { authorization: "Bearer sk-bad" } });
			assert.equal(bad.status, 401);
			const good = await fetch(`${server.url}/api/v1/key`, { headers: { authorization: "Bearer sk-good" } });
			assert.equal(good.status, 200);
			assert.equal((await good.json()).data.limit_remaining, 4.5);
		}),
	"GET /models filters by supported_parameters": async (/** @type {any} */ assert) =>
		withServer(async (server) => {
			server.load({ turns: [] });
			const all = await (await fetch(`${server.url}/api/v1/models`)).json();
			const tools = await (await fetch(`${server.url}/api/v1/models?supported_parameters=tools`)).json();
			assert.equal(all.data.length, 2);
			assert.deepEqual(tools.data.map((/** @type {any} */ m) => m.id), ["scripted/model"]);
		}),
	"serves replies turn by turn and records requests": async (/** @type {any} */ assert) =>
		withServer(async (server) => {
			server.load({ turns: [{ reply: { content: "hi", usage: { cost: 0.001 } } }, { status: 429, headers: { "retry-after": "2" }, body: { error: { code: 429, message: "slow down" } } }] });
			const first = await (await post(server, { messages: [] })).json();
			assert.equal(first.choices[0].message.content, "hi");
			assert.equal(first.usage.cost, 0.001);
			const second = await post(server, { messages: [] });
			assert.equal(second.status, 429);
			assert.equal(second.headers.get("retry-after"), "2");
			assert.equal(server.requests.length, 2);
			assert.equal(server.requests[0].headers.authorization, "Bearer sk-test");
		}),
	"streams SSE with a comment line and tool calls in pieces": async (/** @type {any} */ assert) =>
		withServer(async (server) => {
			server.load({ turns: [{ reply: { content: "hello there", tool_calls: [{ name: "read", arguments: { path: "A" } }] } }] });
			const text = await (await post(server, { stream: true })).text();
			assert.ok(text.startsWith(": OPENROUTER PROCESSING"));
			assert.ok(text.includes('"finish_reason":"tool_calls"'));
			assert.ok(text.trimEnd().endsWith("data: [DONE]"));
		}),
	"drops, truncates and answers non-JSON on request": async (/** @type {any} */ assert) =>
		withServer(async (server) => {
			server.load({ turns: [{ fault: "drop" }, { fault: "truncate", reply: { content: "x".repeat(50) } }, { fault: "notJson" }] });
			await assert.rejects(post(server, {}));
			await assert.rejects(async () => (await post(server, {})).text());
			const third = await post(server, {});
			assert.equal(third.status, 200);
			assert.ok((await third.text()).startsWith("<html>"));
		}),
	"every scenario file is well-formed": async (/** @type {any} */ assert) => {
		const names = listScenarios();
		assert.ok(names.length >= 15, `expected at least 15 scenarios, found ${names.length}`);
		for (const name of names) {
			const problems = checkScenario(JSON.parse(fs.readFileSync(path.join(SCENARIO_DIR, name), "utf8")));
			assert.deepEqual(problems, [], `${name}: ${problems.join("; ")}`);
		}
	},
};
