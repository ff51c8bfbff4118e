/**
 * The agentic loop as a pure step: (state, event) -> (next state, actions). Ask the model,
 * run its tool calls in order (pausing for approvals), ask again, until it answers, a limit
 * stops it, an error ends it or the user cancels.
 *
 * Why pure: every rule (budget before sending, late replies ignored after cancel, a tool
 * call id never run twice, bad arguments answered not crashed on) is decided here, where a
 * spec can check it without HTTP or threads. LoopRunner performs the actions.
 */
import { addUsage, NO_USAGE } from "../Api/Usage";
import { ConversationHistory } from "../History/ConversationHistory";
import { Message } from "../History/Message";
import { decodeArguments } from "../History/MessageConverter";
import { ToolDefinition, ToolOutcome } from "Tools/ToolProtocol";
import { MORE_TOOLS, unwrapGroupedCall } from "Tools/ToolGroups";
import type { ToolView } from "Tools/Core/ToolView";
import { budgetRefusal, capUnenforceable, estimateRequest, priceUsage } from "./Budget";
import { cutCallIds, cutCallText, withUniqueIds } from "./ReplyCalls";
import { LoopAction, LoopConfig, LoopEvent, LoopOutcome, LoopState, StepResult } from "./LoopTypes";

export function initialState(definitions: ReadonlyArray<ToolDefinition>, history?: ConversationHistory): LoopState {
	return {
		task: 0,
		status: "idle",
		history: history ?? ConversationHistory.empty(),
		definitions,
		iteration: 0,
		queue: [],
		taskUsage: NO_USAGE,
		conversationUsage: NO_USAGE,
	};
}

/** Mutable scratch for one step: the state as it evolves and the actions collected. */
class Step {
	actions: LoopAction[] = [];
	constructor(public state: LoopState) {}

	set(patch: Partial<LoopState>) {
		this.state = { ...this.state, ...patch };
	}

	append(message: Message) {
		this.set({ history: this.state.history.with(message) });
		this.actions.push({ kind: "progress", event: { kind: "message", message } });
	}

	finish(outcome: LoopOutcome) {
		this.set({ status: "idle", queue: [], current: undefined, awaiting: undefined });
		this.actions.push({ kind: "finish", outcome });
	}
}

function prepare(s: Step, config: LoopConfig) {
	if (s.state.iteration >= config.maxIterations) {
		const message = `Stopped after ${config.maxIterations} model requests without a final answer (the limit in Lux settings). Send a message to continue.`;
		s.append({ kind: "notice", text: message });
		s.finish({ kind: "stopped", reason: "maxIterations", message });
		return;
	}
	s.set({ status: "preparing" });
	s.actions.push({ kind: "prepareRequest" });
}

function toolResult(
	s: Step,
	callId: string,
	toolName: string,
	content: string,
	isError: boolean,
	summary: string,
	view?: ToolView,
) {
	s.append({ kind: "toolResult", callId, toolName, content, isError, summary, view });
}

/** Runs the next queued call, answering the ones that cannot run; asks the model when none is left. */
function nextTool(s: Step, config: LoopConfig) {
	for (;;) {
		const call = s.state.queue[0];
		if (call === undefined) {
			s.set({ current: undefined });
			prepare(s, config);
			return;
		}
		s.set({ queue: s.state.queue.filter((_, index) => index > 0) });
		if (s.state.history.hasResultFor(call.id)) {
			// Unreachable by construction (ids are made unique as a reply arrives); a call never runs twice.
			s.append({ kind: "notice", text: `Ignored a repeated tool call id (${call.id}).` });
			continue;
		}
		if (s.state.cutCalls?.includes(call.id)) {
			toolResult(s, call.id, call.name, cutCallText(call.name), true, `Cut off: ${call.name} not run`);
			continue;
		}
		if (call.name !== MORE_TOOLS && s.state.definitions.find((d) => d.name === call.name) === undefined) {
			const names = s.state.definitions.map((d) => d.name).join(", ");
			const text = `There is no tool named "${call.name}". Nothing was run. Available tools: ${names}.`;
			toolResult(s, call.id, call.name, text, true, `Unknown tool ${call.name}`);
			continue;
		}
		const args = decodeArguments(call.rawArguments);
		if (!args.ok) {
			toolResult(s, call.id, call.name, args.error, true, `Bad arguments for ${call.name}`);
			continue;
		}
		// A `more_tools` call runs as its member's call (the member is checked to exist): every
		// layer below sees the member's name, as if the model had called it directly.
		const unwrapped = unwrapGroupedCall({ id: call.id, name: call.name, args: args.value }, s.state.definitions);
		if (!unwrapped.ok) {
			toolResult(s, call.id, call.name, unwrapped.message, true, `Bad ${call.name} call`);
			continue;
		}
		const toolCall = unwrapped.call;
		s.set({ status: "runningTool", current: toolCall });
		s.actions.push({ kind: "progress", event: { kind: "toolStarted", call: toolCall } });
		s.actions.push({ kind: "runTool", call: toolCall });
		return;
	}
}

function onReply(s: Step, event: Extract<LoopEvent, { kind: "modelReplied" }>, config: LoopConfig) {
	const reply = event.reply;
	const priced = reply.usage !== undefined ? priceUsage(reply.usage, config.pricing) : undefined;
	const usage = priced ?? NO_USAGE;
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
	if (cut.size() > 0) {
		const names = calls.filter((c) => cut.includes(c.id)).map((c) => c.name);
		s.append({
			kind: "notice",
			text: `The answer hit the completion token limit while writing a call to ${names.join(", ")}; that call was not run (its arguments were incomplete). The model is told and may try again.`,
		});
	}
	if (calls.size() > 0) {
		s.set({ queue: calls, cutCalls: cut });
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

function onToolOutcome(s: Step, outcome: ToolOutcome, config: LoopConfig) {
	const call = s.state.current;
	if (call === undefined) return;
	if (outcome.kind === "pending") {
		s.set({
			status: "awaitingApproval",
			awaiting: { call, operationId: outcome.operationId, summary: outcome.summary },
		});
		s.append({
			kind: "approval",
			callId: call.id,
			operationId: outcome.operationId,
			toolName: call.name,
			summary: outcome.summary,
			state: "pending",
		});
		s.actions.push({
			kind: "finish",
			outcome: {
				kind: "awaitingApproval",
				operationId: outcome.operationId,
				callId: call.id,
				toolName: call.name,
				summary: outcome.summary,
			},
		});
		return;
	}
	s.actions.push({ kind: "progress", event: { kind: "toolFinished", call, outcome } });
	toolResult(s, call.id, call.name, outcome.content, outcome.isError, outcome.summary, outcome.view);
	if (outcome.halt !== undefined) {
		// Every call of the reply still gets exactly one result, so the history stays valid.
		for (const rest of s.state.queue)
			toolResult(s, rest.id, rest.name, `Not run: ${outcome.halt}`, true, `Not run: ${rest.name}`);
		s.finish({ kind: "stopped", reason: "halted", message: outcome.halt });
		return;
	}
	nextTool(s, config);
}

function rejectionText(reason: string | undefined, toolContent: string): string {
	let text = "The user rejected this operation; nothing was changed.";
	if (reason !== undefined && reason !== "") text += ` Reason given by the user: ${reason}`;
	if (toolContent !== "" && (reason === undefined || string.find(toolContent, reason, 1, true)[0] === undefined)) {
		text += `\n${toolContent}`;
	}
	return text;
}

function onDecision(s: Step, event: Extract<LoopEvent, { kind: "approvalDecided" }>, config: LoopConfig) {
	const awaiting = s.state.awaiting;
	if (awaiting === undefined || awaiting.operationId !== event.operationId) return;
	const outcome = event.outcome;
	const content = outcome.kind === "done" ? outcome.content : "";
	const decision = event.decision;
	const reason = decision.approved ? undefined : decision.reason;
	s.set({
		history: s.state.history.withApproval(event.operationId, decision.approved ? "approved" : "rejected", reason),
		awaiting: undefined,
		current: awaiting.call,
		status: "runningTool",
	});
	if (decision.approved) {
		onToolOutcome(s, outcome, config);
		return;
	}
	const summary = outcome.kind === "done" ? outcome.summary : awaiting.summary;
	onToolOutcome(s, { kind: "done", content: rejectionText(reason, content), isError: true, summary }, config);
}

/** Answers every call of the latest reply that has no result, so the history stays valid. */
function closeOpenCalls(s: Step, why: string) {
	const last = s.state.history
		.messages()
		.filter((m) => m.kind === "assistant")
		.pop();
	if (last === undefined || last.kind !== "assistant") return;
	for (const call of last.toolCalls) {
		if (!s.state.history.hasResultFor(call.id)) toolResult(s, call.id, call.name, why, true, "Cancelled");
	}
}

function onCancel(s: Step) {
	if (s.state.status === "idle") return;
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
			s.set({ status: "waitingModel", iteration: s.state.iteration + 1, latestRequestChars: event.requestChars });
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
			onCancel(s);
			break;
	}
	return { state: s.state, actions: s.actions };
}
