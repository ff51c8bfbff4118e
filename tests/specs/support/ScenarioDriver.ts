/**
 * Runs one scenario (tests/scenarios/*.json) through the loop's public runner against the
 * scripted model server, answering approvals and cancelling as the scenario says, then
 * checks the scenario's `expect` and returns the transcript and a summary.
 *
 * Why: `npm run scenario` and the Scenarios spec both call this, so a scenario means the
 * same thing in both. It wires what the session will wire (ApiClient over Studio's
 * HttpService, LoopRunner, callbacks) with a FAKE tool runner (ScenarioToolRunner) until
 * the real one exists.
 */
import { HttpService } from "@rbxts/services";
import {
	ApiClient,
	LoopOutcome,
	LoopRunner,
	Message,
	StudioClockHost,
	StudioHttpHost,
	StudioWebStreamHost,
	withDefaults,
} from "Core";
import { ApprovalDecision } from "Tools/ToolProtocol";
import { chatRequests, loadScenario, recordedRequests } from "./ModelServerClient";
import { ScenarioTool, ScenarioToolRunner } from "./ScenarioToolRunner";
import { checkExpectations, ScenarioExpect, ScenarioFacts } from "./ScenarioExpect";

export const SCENARIO_KEY = "sk-or-v1-scenario-secret-0123456789abcdef";

interface Scenario {
	readonly name: string;
	readonly settings?: {
		readonly model?: string;
		readonly apiKey?: string;
		readonly streaming?: boolean;
		readonly streamMode?: "SSE" | "RawStream";
		readonly timeoutSeconds?: number;
		readonly maxAttempts?: number;
		readonly baseBackoffSeconds?: number;
		readonly maxIterations?: number;
		readonly maxCostPerRequest?: number;
		readonly maxPromptTokens?: number;
		readonly expectedCompletionTokens?: number;
		readonly pricing?: { prompt: number; completion: number };
		readonly systemPrompt?: string;
	};
	readonly tools?: ScenarioTool[];
	readonly user: string[];
	readonly approvals?: Array<{ approve: boolean; reason?: string }>;
	readonly cancel?: { afterSeconds?: number; atApproval?: boolean };
	readonly expect: ScenarioExpect;
}

export interface ScenarioSummary {
	readonly scenario: string;
	readonly outcome: string;
	readonly stopReason?: string;
	readonly errorKind?: string;
	readonly iterations: number;
	readonly requests: number;
	readonly tokens: { prompt: number; completion: number; cached: number; reasoning: number };
	readonly cost: number;
	readonly errors: string[];
	readonly changes: string[];
	readonly failures: string[];
}

function line(message: Message): string {
	switch (message.kind) {
		case "user":
			return `user: ${message.text}`;
		case "assistant": {
			const calls = message.toolCalls.map((c) => `${c.name}(${c.rawArguments})`).join(", ");
			return `assistant: ${message.text}${calls !== "" ? ` [tool calls: ${calls}]` : ""}`;
		}
		case "toolResult":
			return `tool ${message.toolName}${message.isError ? " (error)" : ""}: ${message.content}`;
		case "approval":
			return `approval ${message.operationId} ${message.toolName}: ${message.state}${message.reason !== undefined ? ` (${message.reason})` : ""}`;
		case "error":
			return `error [${message.errorKind}]: ${message.text}`;
		case "notice":
			return `notice: ${message.text}`;
	}
}

export function runScenario(text: string, server: string): { transcript: string[]; summary: ScenarioSummary } {
	const scenario = HttpService.JSONDecode(text) as Scenario;
	loadScenario(server, text);
	const settings = scenario.settings ?? {};
	const key = settings.apiKey ?? SCENARIO_KEY;
	const clock = new StudioClockHost();
	const client = new ApiClient(
		withDefaults({
			baseUrl: `${server}/api/v1`,
			apiKey: key,
			model: settings.model ?? "scripted/model",
			streaming: settings.streaming === true,
			timeoutSeconds: settings.timeoutSeconds ?? 10,
			maxAttempts: settings.maxAttempts ?? 3,
			baseBackoffSeconds: settings.baseBackoffSeconds ?? 1,
		}),
		new StudioHttpHost(),
		clock,
		new StudioWebStreamHost(settings.streamMode ?? "SSE"),
	);
	const tools = new ScenarioToolRunner(scenario.tools ?? []);
	const transcript = new Array<string>();
	const errors = new Array<string>();
	let retries = 0;
	let streamed = "";
	const runner = new LoopRunner({
		client,
		tools,
		systemPrompt: settings.systemPrompt ?? "You are Lux, a Roblox Studio assistant. (scenario)",
		config: {
			maxIterations: settings.maxIterations ?? 8,
			budget: { maxCostPerRequest: settings.maxCostPerRequest, maxPromptTokens: settings.maxPromptTokens },
			pricing: settings.pricing,
			expectedCompletionTokens: settings.expectedCompletionTokens,
		},
		callbacks: {
			onMessage: (message) => {
				transcript.push(line(message));
				if (message.kind === "error") errors.push(message.text);
				if (message.kind === "notice" && string.find(message.text, "^Stopped")[0] !== undefined) {
					errors.push(message.text);
				}
			},
			onRetry: (problem, attempt, delay) => {
				retries += 1;
				transcript.push(`retry ${attempt} after ${string.format("%.2f", delay)} s: ${problem.kind}`);
			},
			onDelta: (delta) => {
				streamed += delta;
			},
			onStreamReset: (reason) => transcript.push(`stream failed, plain request follows: ${reason}`),
		},
	});

	if (scenario.cancel?.afterSeconds !== undefined) {
		task.delay(scenario.cancel.afterSeconds, () => {
			transcript.push(`user cancels (after ${scenario.cancel!.afterSeconds} s)`);
			runner.cancel();
		});
	}
	let outcome: LoopOutcome = { kind: "cancelled" };
	let approvalIndex = 0;
	for (const message of scenario.user) {
		outcome = runner.send(message);
		while (outcome.kind === "awaitingApproval") {
			if (scenario.cancel?.atApproval) {
				transcript.push("user cancels at the approval");
				runner.cancel();
				outcome = { kind: "cancelled" };
				break;
			}
			const answer = (scenario.approvals ?? [])[approvalIndex++];
			if (answer === undefined) break;
			const decision: ApprovalDecision = answer.approve
				? { approved: true }
				: { approved: false, reason: answer.reason };
			transcript.push(`user ${answer.approve ? "approves" : "rejects"} ${outcome.operationId}`);
			outcome = runner.decide(outcome.operationId, decision);
		}
	}
	// Let anything cancelled but still in flight arrive, so "nothing applied afterwards" is checked after it.
	task.wait((settings.timeoutSeconds ?? 10) / 4);

	const state = runner.getState();
	const usage = state.conversationUsage;
	const recorded = recordedRequests(server);
	const facts: ScenarioFacts = {
		outcome,
		requests: chatRequests(server),
		serverProblems: recorded.problems,
		toolRuns: tools.runs,
		changes: tools.changes,
		errors,
		transcript,
		history: state.history.messages(),
		apiKey: key,
		streamed,
		retries,
		pendingLeft: tools.pendingCount(),
	};
	const summary: ScenarioSummary = {
		scenario: scenario.name,
		outcome: outcome.kind,
		stopReason: outcome.kind === "stopped" ? outcome.reason : undefined,
		errorKind: outcome.kind === "failed" ? outcome.error.kind : undefined,
		iterations: state.iteration,
		requests: facts.requests.size(),
		tokens: {
			prompt: usage.promptTokens,
			completion: usage.completionTokens,
			cached: usage.cachedTokens,
			reasoning: usage.reasoningTokens,
		},
		cost: usage.cost ?? 0,
		errors,
		changes: tools.changes,
		failures: checkExpectations(scenario.expect, facts),
	};
	return { transcript, summary };
}

/** For the host-side runner: the result as JSON text. */
export function runScenarioJson(text: string, server: string): string {
	const [success, result] = pcall(() => runScenario(text, server));
	if (!success) return HttpService.JSONEncode({ crashed: tostring(result) });
	return HttpService.JSONEncode(result);
}
