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
import { ApiClient, HistoryCompressor, LoopOutcome, LoopRunner, withDefaults } from "Core";
import { StudioClockHost, StudioHttpHost, StudioWebStreamHost } from "App/Studio";
import { ApprovalDecision, ToolRunner } from "Tools/ToolProtocol";
import { chatRequests, loadScenario, recordedRequests } from "./ModelServerClient";
import { ScenarioToolRunner } from "./ScenarioToolRunner";
import { checkExpectations, ScenarioFacts } from "./ScenarioExpect";
import { checkFollowUp } from "./ScenarioFollowUp";
import { Scenario, ScenarioSummary, transcriptLine } from "./ScenarioTypes";
import { summaryMessage } from "./ScenarioConversation";
import { StudioFaultHost } from "./StudioFaultHost";

export { ScenarioSummary } from "./ScenarioTypes";

export const SCENARIO_KEY = "sk-or-v1-scenario-secret-0123456789abcdef";

/** Sends one user message and answers approvals (or cancels at one) as the scenario says. */
function converse(
	runner: LoopRunner,
	text: string,
	scenario: Scenario,
	approvals: { next: number },
	transcript: string[],
): LoopOutcome {
	let outcome = runner.send(text);
	while (outcome.kind === "awaitingApproval") {
		if (scenario.cancel?.atApproval) {
			transcript.push("user cancels at the approval");
			runner.cancel();
			return { kind: "cancelled" };
		}
		const answer = (scenario.approvals ?? [])[approvals.next++];
		if (answer === undefined) break;
		const decision: ApprovalDecision = answer.approve
			? { approved: true }
			: { approved: false, reason: answer.reason };
		transcript.push(`user ${answer.approve ? "approves" : "rejects"} ${outcome.operationId}`);
		outcome = runner.decide(outcome.operationId, decision);
	}
	return outcome;
}

/** What a spec may plug into the loop besides the scenario (e.g. Context's compressor). */
export interface ScenarioExtras {
	readonly compressor?: HistoryCompressor;
	/** Wraps the scenario's fake tool runner (e.g. with Planning's VerifyingToolRunner). */
	readonly wrapTools?: (runner: ToolRunner) => ToolRunner;
}

export function runScenario(
	text: string,
	server: string,
	extras: ScenarioExtras = {},
): { transcript: string[]; summary: ScenarioSummary } {
	const scenario = HttpService.JSONDecode(text) as Scenario;
	loadScenario(server, text);
	const settings = scenario.settings ?? {};
	const key = settings.apiKey ?? SCENARIO_KEY;
	const sim = LuxSim;
	sim?.setSseDelivery(settings.sseDelivery ?? "events");
	const clock = new StudioClockHost();
	const http = new StudioFaultHost(new StudioHttpHost(), scenario.studio);
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
		http,
		clock,
		new StudioWebStreamHost(settings.streamMode ?? "SSE"),
	);
	const tools = new ScenarioToolRunner(scenario.tools ?? []);
	const transcript = new Array<string>();
	const errors = new Array<string>();
	const shown = new Array<string>();
	let retries = 0;
	let streamed = "";
	const runner = new LoopRunner({
		client,
		tools: extras.wrapTools !== undefined ? extras.wrapTools(tools) : tools,
		systemPrompt: settings.systemPrompt ?? "You are Lux, a Roblox Studio assistant. (scenario)",
		compressor: extras.compressor,
		config: {
			maxIterations: settings.maxIterations ?? 8,
			budget: { maxCostPerRequest: settings.maxCostPerRequest, maxPromptTokens: settings.maxPromptTokens },
			pricing: settings.pricing,
			expectedCompletionTokens: settings.expectedCompletionTokens,
		},
		callbacks: {
			onMessage: (message) => {
				transcript.push(transcriptLine(message));
				if (message.kind === "error") {
					errors.push(message.text);
					shown.push(message.text);
				}
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
			onNotice: (text) => transcript.push(`notice: ${text}`),
		},
	});

	if (scenario.cancel?.afterSeconds !== undefined) {
		task.delay(scenario.cancel.afterSeconds, () => {
			transcript.push(`user cancels (after ${scenario.cancel!.afterSeconds} s)`);
			runner.cancel();
		});
	}
	let outcome: LoopOutcome = { kind: "cancelled" };
	const approvals = { next: 0 };
	for (const message of scenario.user) outcome = converse(runner, message, scenario, approvals, transcript);
	// Let anything cancelled but still in flight arrive, so "nothing applied afterwards" is checked after it.
	task.wait((settings.timeoutSeconds ?? 10) / 4);

	const state = runner.getState();
	const usage = state.conversationUsage;
	const facts: ScenarioFacts = {
		outcome,
		requests: chatRequests(server),
		serverProblems: recordedRequests(server).problems,
		toolRuns: tools.runs,
		changes: tools.changes,
		executedCallIds: tools.callIds,
		errors,
		transcript,
		history: state.history.messages(),
		apiKey: key,
		streamed,
		retries,
		pendingLeft: tools.pendingCount(),
		usage,
	};
	const failures = checkExpectations(scenario.expect, facts);

	let followUpSummary: ScenarioSummary["followUp"];
	let followUpStart: number | undefined;
	const followUp = scenario.followUp;
	if (followUp !== undefined) {
		followUpStart = runner.history().messages().size();
		const runsBefore = new Map<string, number>();
		tools.runs.forEach((count, name) => runsBefore.set(name, count));
		const changesBefore = [...tools.changes];
		http.lift();
		if (scenario.studio !== undefined) transcript.push(`(the user fixes: ${scenario.studio.fault})`);
		transcript.push("--- follow-up ---");
		const after = converse(runner, followUp.user, scenario, approvals, transcript);
		const all = chatRequests(server);
		const requests = all.filter((_, index) => index >= facts.requests.size());
		for (const problem of checkFollowUp({
			followUp,
			earlierUser: scenario.user,
			mainOutcome: outcome,
			outcome: after,
			requests,
			history: runner.history().messages(),
			runsBefore,
			runsAfter: tools.runs,
			changesBefore,
			changesAfter: tools.changes,
			apiKey: key,
		})) {
			failures.push(problem);
		}
		for (const problem of recordedRequests(server).problems) {
			if (!facts.serverProblems.includes(problem)) failures.push(`model server: ${problem}`);
		}
		followUpSummary = {
			outcome: after.kind,
			answer: after.kind === "answered" ? after.text : undefined,
			requests: requests.size(),
		};
	}

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
		changes: [...facts.changes],
		followUp: followUpSummary,
		failures,
		conversation: runner
			.history()
			.messages()
			.map((m) => summaryMessage(m)),
		followUpStart,
		streamedText: streamed,
		transcript,
		error: shown.size() > 0 ? shown[shown.size() - 1] : undefined,
	};
	sim?.setSseDelivery("events");
	return { transcript, summary };
}

/** For the host-side runner: the result as JSON text. */
export function runScenarioJson(text: string, server: string): string {
	const [success, result] = pcall(() => runScenario(text, server));
	if (!success) return HttpService.JSONEncode({ crashed: tostring(result) });
	return HttpService.JSONEncode(result);
}
