/**
 * Two provider 400s get advice that helps, read from their recorded bodies: Groq's
 * tool_use_failed (groq_error_400_tool_use_failed: code tool_use_failed, a failed_generation
 * field) and DeepSeek's thinking mode refusing a history without its reasoning_content (both
 * recorded wordings: deepseek_error_reasoning_not_passed_back,
 * deepseek_error_400_reasoning_missing_field). Both had read "Check the model name in Lux
 * settings", which cannot help: the model name is right. Groq's error is recognised by its
 * typed fields wherever it arrives (a 400, a mid-stream error event, OpenRouter's
 * metadata.raw), and the tool call the model wrote is quoted when Groq sends it.
 */
import { HttpService } from "@rbxts/services";
import { ApiClient, mapBodyError, mapStatusError, withDefaults } from "Core";
import { adviceFor } from "Conversation";
import { FakeClock } from "../support/FakeClock";
import { FakeHttp } from "../support/FakeHttp";
import { modelServerUrl, recordedCount, recordedFixture, RecordedFixture } from "../support/ModelServerClient";

function has(text: string, part: string): boolean {
	return string.find(text, part, 1, true)[0] !== undefined;
}

function fixtures(server: string, ids: string[]): Map<string, RecordedFixture> {
	const found = new Map<string, RecordedFixture>();
	const count = recordedCount(server);
	for (let index = 0; index < count && found.size() < ids.size(); index++) {
		const fixture = recordedFixture(server, index);
		if (ids.includes(fixture.id)) found.set(fixture.id, fixture);
	}
	return found;
}

const GROQ = "groq_error_400_tool_use_failed";
const DEEPSEEK = ["deepseek_error_reasoning_not_passed_back", "deepseek_error_400_reasoning_missing_field"];

export = () => {
	const server = modelServerUrl();
	if (server === undefined) {
		itSKIP("needs the scripted model server (simulator only)", () => {});
		return;
	}
	const recorded = fixtures(server, [GROQ, ...DEEPSEEK]);

	it("Groq's tool_use_failed: a malformed tool call, try again or choose a model better at tools", () => {
		const fixture = recorded.get(GROQ)!;
		const problem = mapStatusError(fixture.status, fixture.headers, fixture.body, 30);
		expect(problem.kind).to.equal("toolCallFailed");
		expect(problem.action).to.equal("retry");
		expect(problem.transient).to.equal(false);
		expect(has(problem.message, "The model wrote a malformed tool call")).to.equal(true);
		expect(has(problem.message, "choose a model with better tool support")).to.equal(true);
		expect(has(problem.message, "Check the model name")).to.equal(false);
		expect(has(problem.message, "Server said: Failed to call a function.")).to.equal(true);
		// The recorded failed_generation is empty: nothing to quote.
		expect(has(problem.message, "The model wrote:")).to.equal(false);
		expect(adviceFor(problem.kind).action).to.equal("retry");
	});

	it("Groq's error with the generation, mid-stream, and inside OpenRouter's metadata.raw", () => {
		const body = HttpService.JSONDecode(recorded.get(GROQ)!.body) as { error: Record<string, unknown> };
		const withText = { ...body.error, failed_generation: `<function=get_script{"path": "Workspace"}` };
		const quoted = mapStatusError(400, {}, HttpService.JSONEncode({ error: withText }), 30);
		expect(has(quoted.message, `The model wrote: <function=get_script{"path": "Workspace"}`)).to.equal(true);
		expect(mapBodyError(body.error as never).kind).to.equal("toolCallFailed");
		const viaOpenRouter = {
			error: {
				code: 400,
				message: "Provider returned error",
				metadata: { provider_name: "Groq", raw: HttpService.JSONEncode({ error: withText }) },
			},
		};
		const wrapped = mapStatusError(400, {}, HttpService.JSONEncode(viaOpenRouter), 30);
		expect(wrapped.kind).to.equal("toolCallFailed");
		expect(has(wrapped.message, "The model wrote: <function=get_script")).to.equal(true);
	});

	it("DeepSeek's reasoning_content refusals (both wordings): what Lux sends back and what helps", () => {
		for (const id of DEEPSEEK) {
			const fixture = recorded.get(id)!;
			const http = new FakeHttp([
				{
					ok: true,
					response: {
						statusCode: fixture.status,
						statusMessage: "",
						headers: fixture.headers,
						body: fixture.body,
					},
				},
			]);
			const result = new ApiClient(withDefaults({ maxAttempts: 3 }), http, new FakeClock()).complete(
				{ messages: [{ role: "user", content: "hi" }], tools: [] },
				{ isCancelled: () => false },
			);
			expect(result.ok).to.equal(false);
			if (result.ok) continue;
			expect(result.error.kind).to.equal("reasoningRequired");
			expect(http.requests.size()).to.equal(1);
			const message = result.error.message;
			expect(has(message, "Check the model name")).to.equal(false);
			expect(has(message, "reasoning_content on the assistant messages that called tools")).to.equal(true);
			expect(has(message, "Start a new conversation with this model")).to.equal(true);
			expect(has(message, "Server said: ")).to.equal(true);
			expect(adviceFor(result.error.kind).action).to.equal("newChat");
		}
	});

	it("another 400 keeps the model-name advice", () => {
		const problem = mapStatusError(
			400,
			{},
			`{"error":{"message":"Unknown parameter: foo","type":"invalid_request_error"}}`,
			30,
		);
		expect(problem.kind).to.equal("badRequest");
		expect(has(problem.message, "Check the model name")).to.equal(true);
	});
};
