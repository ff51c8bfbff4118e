/**
 * The tool half of the loop's pure step: run the reply's calls one at a time (answering the
 * ones that cannot run: repeated ids, cut-off calls, unknown tools, bad arguments), pause for
 * an approval, turn a rejection into what the model is told, and close every open call on a
 * cancel so the history stays valid.
 *
 * Why apart from AgenticLoop: the model half (send, reply, cancel) and the tool half are
 * separate rules; both stay pure and are reached only through AgenticLoop.step.
 */
import { ToolOutcome } from "Tools/ToolProtocol";
import { MORE_TOOLS, unwrapGroupedCall } from "Tools/ToolGroups";
import { cutCallText, decodeArguments } from "./ReplyCalls";
import { prepare, Step, toolResult } from "./LoopStep";
import { LoopConfig, LoopEvent } from "./LoopTypes";

/** Runs the next queued call, answering the ones that cannot run; asks the model when none is left. */
export function nextTool(s: Step, config: LoopConfig) {
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

export function onToolOutcome(s: Step, outcome: ToolOutcome, config: LoopConfig) {
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
	const { content, isError, summary, view, resolution } = outcome;
	toolResult(s, call.id, call.name, content, isError, summary, view, resolution);
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

export function onDecision(s: Step, event: Extract<LoopEvent, { kind: "approvalDecided" }>, config: LoopConfig) {
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
export function closeOpenCalls(s: Step, why: string) {
	const last = s.state.history
		.messages()
		.filter((m) => m.kind === "assistant")
		.pop();
	if (last === undefined || last.kind !== "assistant") return;
	for (const call of last.toolCalls) {
		if (!s.state.history.hasResultFor(call.id)) toolResult(s, call.id, call.name, why, true, "Cancelled");
	}
}
