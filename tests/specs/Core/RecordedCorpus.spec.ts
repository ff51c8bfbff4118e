/**
 * Every recorded real-server response in tests/fixtures/recorded, replayed through the real
 * client path (ApiClient over the simulator's HttpService, LoopRunner) in all four transport
 * modes: SSE mode, RawStream with whole events, RawStream cut into 7-byte writes, and a plain
 * request. Lux's conversation must match what the independent reference parser
 * (tests/harness/modelserver/ReferenceParser.mjs) reads from the same bytes, with one request per
 * answer (no second billed request) and no lost call or text; an error shows the server's own
 * words (the reference's reading of the error body: its message, `detail`, an HTML page's title).
 * In SSE mode Studio hands over data payloads only, so the expected reading there is the
 * reference's reading of those alone (a non-standard `error:` field never reaches Lux).
 */
import { HttpService, Workspace } from "@rbxts/services";
import { modelServerUrl, recordedCount, recordedFixture, RecordedFixture } from "../support/ModelServerClient";
import { runScenario } from "../support/ScenarioDriver";
import { SummaryMessage } from "../support/ScenarioConversation";

interface Mode {
	readonly name: string;
	readonly settings: { streaming: boolean; streamMode?: "SSE" | "RawStream" };
	readonly split: string;
}

const MODES: Mode[] = [
	{ name: "SSE", settings: { streaming: true, streamMode: "SSE" }, split: "events" },
	{ name: "RawStream events", settings: { streaming: true, streamMode: "RawStream" }, split: "events" },
	{ name: "RawStream 7-byte writes", settings: { streaming: true, streamMode: "RawStream" }, split: "bytes:7" },
	{ name: "plain", settings: { streaming: false }, split: "whole" },
];

/** Deep equality of decoded JSON values (arrays and objects alike are tables). */
function same(a: unknown, b: unknown): boolean {
	if (typeIs(a, "table") && typeIs(b, "table")) {
		for (const [k, v] of pairs(a as object))
			if (!same(v, (b as Record<string, unknown>)[k as string])) return false;
		for (const [k] of pairs(b as object))
			if ((a as Record<string, unknown>)[k as string] === undefined) return false;
		return true;
	}
	return a === b;
}

function decode(text: string): unknown {
	const [ok, value] = pcall(() => HttpService.JSONDecode(text === "" ? "{}" : text));
	return ok ? value : { __invalid: text };
}

/** The differences between Lux's reading and the reference's, as sentences. */
function compare(fixture: RecordedFixture, mode: Mode, summary: ReturnType<typeof runScenario>["summary"]): string[] {
	const problems = new Array<string>();
	const expected = mode.settings.streamMode === "SSE" ? fixture.expectedSse : fixture.expected;
	if (expected.kind === "error") {
		if (summary.outcome !== "failed") problems.push(`expected an error, got ${summary.outcome}`);
		if (summary.requests !== 1) problems.push(`expected 1 request, the server got ${summary.requests}`);
		// The server's own words reach the user (their start: long texts are clipped when shown).
		const words = expected.message !== undefined ? string.sub(expected.message, 1, 60) : undefined;
		if (words !== undefined && string.find(summary.error ?? "", words, 1, true)[0] === undefined) {
			problems.push(`the error shown does not quote the server ("${words}"): ${summary.error ?? "(none)"}`);
		}
		// ...and not the body around them (an HTML page's markup, a JSON envelope).
		const [body] = string.gsub(fixture.body, "^%s+", "");
		const head = string.sub(body, 1, 40);
		const quotesBody = string.find(summary.error ?? "", head, 1, true)[0] !== undefined;
		if (expected.message !== undefined && string.sub(body, 1, 60) !== words && quotesBody) {
			problems.push(`the error shown quotes the raw body ("${head}"): ${summary.error ?? ""}`);
		}
		// ...nor JSON around them (an upstream's error passed on as the message, decoded once).
		const envelope = `"message"`;
		const quotesJson = string.find(summary.error ?? "", envelope, 1, true)[0] !== undefined;
		if (quotesJson && string.find(expected.message ?? "", envelope, 1, true)[0] === undefined) {
			problems.push(`the error shown quotes a JSON error: ${summary.error ?? ""}`);
		}
		return problems;
	}
	const assistant = summary.conversation.find((m: SummaryMessage) => m.role === "assistant");
	if (assistant === undefined) {
		problems.push(`no answer (outcome ${summary.outcome}: ${summary.error ?? ""})`);
		return problems;
	}
	if (assistant.text !== expected.text) problems.push(`text "${assistant.text}" ~= "${expected.text}"`);
	if ((assistant.reasoning ?? "") !== expected.reasoning) {
		problems.push(`reasoning "${assistant.reasoning ?? ""}" ~= "${expected.reasoning}"`);
	}
	const calls = assistant.toolCalls ?? [];
	if (calls.size() !== expected.calls.size())
		problems.push(`${calls.size()} calls, expected ${expected.calls.size()}`);
	expected.calls.forEach((call, i) => {
		const got = calls[i];
		if (got === undefined) return;
		if (got.name !== call.name) problems.push(`call ${i + 1} name ${got.name} ~= ${call.name}`);
		if (!same(decode(got.arguments), call.args)) problems.push(`call ${i + 1} arguments ${got.arguments} differ`);
	});
	// The tokens the server reported (one request only: a tool call adds the follow-up's).
	const usage = expected.usage;
	if (usage !== undefined && expected.calls.size() === 0) {
		const got = `${summary.tokens.prompt}+${summary.tokens.completion}`;
		if (got !== `${usage.prompt}+${usage.completion}`) {
			problems.push(`tokens ${got} ~= ${usage.prompt}+${usage.completion}`);
		}
	}
	const wanted = expected.calls.size() > 0 ? 2 : 1;
	if (summary.requests !== wanted) problems.push(`expected ${wanted} requests, the server got ${summary.requests}`);
	return problems;
}

function scenarioFor(fixture: RecordedFixture, mode: Mode): string {
	const names = new Set<string>();
	if (fixture.expected.kind === "answer") for (const call of fixture.expected.calls) names.add(call.name);
	const tools = new Array<{ name: string }>();
	names.forEach((name) => tools.push({ name: name !== "" ? name : "unnamed" }));
	if (tools.size() === 0) tools.push({ name: "get_instance" });
	const turns: defined[] = [
		{
			raw: {
				status: fixture.status,
				headers: fixture.headers,
				body: fixture.body,
				split: mode.split,
				delayMs: 1,
			},
		},
	];
	if (fixture.expected.kind === "answer" && fixture.expected.calls.size() > 0)
		turns.push({ reply: { content: "ok" } });
	return HttpService.JSONEncode({
		name: `${fixture.id} (${mode.name})`,
		settings: { ...mode.settings, maxAttempts: 1, timeoutSeconds: 5 },
		tools,
		user: ["Go."],
		turns,
		expect: {},
	});
}

export = () => {
	const server = modelServerUrl();
	if (server === undefined) {
		itSKIP("needs the scripted model server (simulator only)", () => {});
		return;
	}
	describe("recorded responses", () => {
		let before = new Set<Instance>();
		beforeEach(() => {
			before = new Set(Workspace.GetChildren());
		});
		afterEach(() => {
			for (const child of Workspace.GetChildren()) if (!before.has(child)) child.Destroy();
		});
		const count = recordedCount(server);
		it("has at least one recorded response", () => {
			expect(count > 0).to.equal(true);
		});
		for (let index = 0; index < count; index++) {
			const fixture = recordedFixture(server, index);
			for (const mode of MODES) {
				it(`${fixture.id} [${mode.name}]`, () => {
					const result = runScenario(scenarioFor(fixture, mode), server);
					const problems = compare(fixture, mode, result.summary);
					for (const failure of result.summary.failures) problems.push(failure);
					if (problems.size() > 0) {
						error(`${problems.join("\n")}\n--- transcript ---\n${result.transcript.join("\n")}`);
					}
				});
			}
		}
	});
};
