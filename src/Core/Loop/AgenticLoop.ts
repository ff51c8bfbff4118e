/**
 * The agentic loop as a pure step: (state, event) -> (next state, actions). Ask the model,
 * run its tool calls in order (pausing for approvals), ask again, until it answers, a limit
 * stops it, an error ends it or the user cancels.
 *
 * Why pure: every rule (budget before sending, late replies ignored after cancel, a tool
 * call id never run twice, bad arguments answered not crashed on) is decided here, where a
 * spec can check it without HTTP or threads. LoopRunner performs the actions. The tool
 * half of the step is ToolSteps; the scratch both halves write through is LoopStep.
 */
import { addUsage, NO_USAGE, totalTokens, Usage } from "../Api/Usage";
import { ConversationHistory } from "../History/ConversationHistory";
import { ToolDefinition } from "Tools/ToolProtocol";
import { budgetRefusal, capUnenforceable, estimatedUsage, estimateRequest, priceUsage } from "./Budget";
import { cutCallIds, withUniqueIds } from "./ReplyCalls";
import { prepare, Step } from "./LoopStep";
import { LoopConfig, LoopEvent, LoopState, StepResult } from "./LoopTypes";
import { closeOpenCalls, nextTool, onDecision, onToolOutcome } from "./ToolSteps";

/**
 * The most tool calls one answer runs; the rest are answered at once as not run. Why: every
 * call the loop runs is a message the panel draws with all the others, so a reply of hundreds
 * of calls (a looping or hostile server) froze Studio for seconds, with no pause in which Stop
 * could be pressed (300 calls: 16 s). Models that call tools in parallel send a handful. The
 * calls not run stay in the history with a result saying so, so the model is told truly which
 * ran; those results enter the history without a progress event each (the panel shows one
 * notice for them, not one card per call).
 */
export const MAX_CALLS_PER_ANSWER = 32;

/**
 * The usage of the newest reply in `history`. A conversation runs a new runner per message: its
 * first request is estimated (and the cap's "cannot be enforced" warning decided) from what the
 * conversation already knows, not as if no reply had ever reported a cost.
 */
function newestUsage(history: ConversationHistory): Usage | undefined {
	const messages = history.messages();
	for (let i = messages.size() - 1; i >= 0; i--) {
		const message = messages[i];
		if (message.kind === "assistant" && message.usage !== undefined) return message.usage;
	}
	return undefined;
}

export function initialState(definitions: ReadonlyArray<ToolDefinition>, history?: ConversationHistory): LoopState {
	const start = history ?? ConversationHistory.empty();
	return {
		task: 0,
		status: "idle",
		history: start,
		definitions,
		iteration: 0,
		queue: [],
		taskUsage: NO_USAGE,
		conversationUsage: NO_USAGE,
		latest: newestUsage(start),
	};
}

function onReply(s: Step, event: Extract<LoopEvent, { kind: "modelReplied" }>, config: LoopConfig) {
	const reply = event.reply;
	const priced = reply.usage !== undefined ? priceUsage(reply.usage, config.pricing) : undefined;
	// Under a cap, a reply the server reported nothing for still cost something: count an estimate.
	const estimate =
		priced === undefined && config.budget.maxCostPerRequest !== undefined
			? priceUsage(estimatedUsage(s.state.sentPromptTokens ?? 0, reply), config.pricing)
			: undefined;
	const usage = priced ?? estimate ?? NO_USAGE;
	s.set({
		taskUsage: addUsage(s.state.taskUsage, usage),
		conversationUsage: addUsage(s.state.conversationUsage, usage),
		latest: priced ?? s.state.latest,
	});
	s.actions.push({
		kind: "progress",
		event: { kind: "usage", reply: usage, task: s.state.taskUsage, conversation: s.state.conversationUsage },
	});
	const calls = withUniqueIds(reply.toolCalls, s.state.history);
	const cut = cutCallIds(reply, calls);
	s.append({ kind: "assistant", text: reply.text, toolCalls: calls, usage: priced, reasoning: reply.reasoning });
	if (reply.notice !== undefined) s.append({ kind: "notice", text: reply.notice });
	const run = calls.filter((_, i) => i < MAX_CALLS_PER_ANSWER);
	if (run.size() < calls.size()) {
		let history = s.state.history;
		for (const call of calls.filter((_, i) => i >= MAX_CALLS_PER_ANSWER)) {
			history = history.with({
				kind: "toolResult",
				callId: call.id,
				toolName: call.name,
				content: `Not run: Lux runs at most ${MAX_CALLS_PER_ANSWER} tool calls per answer and this was call ${calls.indexOf(call) + 1} of ${calls.size()}. Call it again if it is still needed.`,
				isError: true,
				summary: `${call.name} not run (over ${MAX_CALLS_PER_ANSWER} calls)`,
			});
		}
		s.set({ history });
		s.append({
			kind: "notice",
			text: `The model asked for ${calls.size()} tool calls in one answer; Lux runs at most ${MAX_CALLS_PER_ANSWER} per answer, so the other ${calls.size() - run.size()} were not run (the model is told which).`,
		});
	}
	if (estimate !== undefined && !s.state.usageEstimated) {
		s.set({ usageEstimated: true });
		s.append({
			kind: "notice",
			text: `The server reported no token usage for this reply; Lux counts an estimate (about ${totalTokens(estimate)} tokens) towards the cost meter and the cost cap.`,
		});
	}
	if (cut.size() > 0) {
		const names = calls.filter((c) => cut.includes(c.id)).map((c) => c.name);
		s.append({
			kind: "notice",
			text: `The answer hit the completion token limit while writing a call to ${names.join(", ")}; that call was not run (its arguments were incomplete). The model is told and may try again.`,
		});
	}
	if (calls.size() > 0) {
		s.set({ queue: calls.filter((_, i) => i < MAX_CALLS_PER_ANSWER), cutCalls: cut });
		nextTool(s, config);
		return;
	}
	if (reply.finishReason === "length") {
		s.append({ kind: "notice", text: "The answer was cut off at the completion token limit." });
	} else if (reply.finishReason === "content_filter") {
		s.append({ kind: "notice", text: "The provider's content filter stopped the answer." });
	} else if (reply.text === "") {
		s.append({ kind: "notice", text: "The model returned an empty answer." });
	}
	s.finish({ kind: "answered", text: reply.text });
}

function onCancel(s: Step, partial: string | undefined) {
	if (s.state.status === "idle") return;
	// Words a stopped stream showed are part of the conversation: kept (marked) like any reply,
	// so a reload shows them and the model knows what it had said.
	if (s.state.status === "waitingModel" && partial !== undefined && partial.match("%S")[0] !== undefined)
		s.append({ kind: "assistant", text: partial, toolCalls: [], stopped: true });
	const awaiting = s.state.awaiting;
	if (awaiting !== undefined) {
		s.actions.push({ kind: "rejectPending", operationId: awaiting.operationId, reason: "Cancelled by the user" });
		s.set({ history: s.state.history.withApproval(awaiting.operationId, "rejected", "Cancelled by the user") });
	}
	closeOpenCalls(
		s,
		"The user cancelled the request before this tool call finished; nothing from it was applied after the cancel.",
	);
	s.append({ kind: "notice", text: "Cancelled." });
	s.set({ task: s.state.task + 1 });
	s.finish({ kind: "cancelled" });
}

/**
 * `step` for an event that belongs to `task`: an event of an older task (a reply that
 * arrives after a cancel, a tool that finishes after it) changes nothing.
 */
export function stepFor(task: number, state: LoopState, event: LoopEvent, config: LoopConfig): StepResult {
	if (task !== state.task && event.kind !== "userMessage" && event.kind !== "cancel") return { state, actions: [] };
	return step(state, event, config);
}

export function step(state: LoopState, event: LoopEvent, config: LoopConfig): StepResult {
	const s = new Step(state);
	switch (event.kind) {
		case "userMessage":
			if (state.status !== "idle") {
				s.actions.push({
					kind: "finish",
					outcome: {
						kind: "stopped",
						reason: "busy",
						message: "Lux is still working: wait, answer the approval, or cancel first.",
					},
				});
				break;
			}
			s.set({ task: state.task + 1, iteration: 0, taskUsage: NO_USAGE, queue: [] });
			s.append({ kind: "user", text: event.text });
			prepare(s, config);
			break;
		case "requestPrepared": {
			if (state.status !== "preparing") break;
			const estimate = estimateRequest(event.requestChars, state, config);
			const refusal = budgetRefusal(config.budget, estimate, state.taskUsage.cost ?? 0, state.iteration + 1);
			if (refusal !== undefined) {
				s.append({ kind: "notice", text: refusal.message });
				s.finish({ kind: "stopped", reason: refusal.reason, message: refusal.message });
				break;
			}
			if (!s.state.capWarned && capUnenforceable(config, s.state)) {
				s.append({
					kind: "notice",
					text: `The cost cap cannot be enforced for this model: Lux knows no prices for it and the server has not reported a cost. The request is sent; watch the cost meter, or pick a priced model in Lux settings.`,
				});
				s.set({ capWarned: true });
			}
			s.set({
				status: "waitingModel",
				iteration: s.state.iteration + 1,
				latestRequestChars: event.requestChars,
				sentPromptTokens: estimate.promptTokens,
			});
			s.actions.push({
				kind: "progress",
				event: { kind: "iteration", iteration: s.state.iteration, maxIterations: config.maxIterations },
			});
			s.actions.push({ kind: "sendRequest", request: event.request });
			break;
		}
		case "modelReplied":
			if (state.status === "waitingModel") onReply(s, event, config);
			break;
		case "modelFailed":
			if (state.status !== "waitingModel") break;
			s.append({ kind: "error", errorKind: event.error.kind, text: event.error.message });
			s.finish({ kind: "failed", error: event.error });
			break;
		case "toolFinished":
			if (state.status === "runningTool" && state.current?.id === event.callId)
				onToolOutcome(s, event.outcome, config);
			break;
		case "approvalDecided":
			if (state.status === "awaitingApproval") onDecision(s, event, config);
			break;
		case "cancel":
			onCancel(s, event.partial);
			break;
	}
	return { state: s.state, actions: s.actions };
}
