// @ts-check
/**
 * Self tests of the scripted model server (tests/harness/modelserver): replies, faults, streaming,
 * recording, and that every scenario file in tests/scenarios is well-formed.
 */
import { ScriptedModelServer, listScenarios, SCENARIO_DIR } from "../modelserver/ScriptedModelServer.mjs";
import { checkScenario } from "../modelserver/ScenarioFormat.mjs";
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
	"follow-up turns answer after the main turns; /key and /models answer the scenario's endpoints": async (/** @type {any} */ assert) =>
		withServer(async (server) => {
			server.load({
				turns: [{ reply: { content: "main" } }],
				followUp: { user: "again", turns: [{ reply: { content: "follow-up" } }] },
				endpoints: { key: { status: 404, body: "404 page not found" } },
			});
			assert.equal((await (await post(server, {})).json()).choices[0].message.content, "main");
			assert.equal((await (await post(server, {})).json()).choices[0].message.content, "follow-up");
			assert.equal((await fetch(`${server.url}/v1/key`)).status, 404);
			const models = await (await fetch(`${server.url}/v1/models?supported_parameters=tools`)).json();
			assert.ok(models.data.length >= 2 && typeof models.data[0].pricing.prompt === "string");
			assert.equal(server.requests.at(-1)?.query, "?supported_parameters=tools");
			assert.deepEqual(checkScenario({ name: "x", user: ["a"], turns: [], expect: {}, followUp: { user: 1 } }).length, 2);
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
