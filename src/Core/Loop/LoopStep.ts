/**
 * One step's scratch (the state as it evolves and the actions collected) and the two moves
 * every part of the step makes: ask the model again (or stop at the request limit), and
 * answer a tool call.
 *
 * Why apart: the step's model half (AgenticLoop) and its tool half (ToolSteps) both write
 * through these, so the history and the actions change the same way everywhere.
 */
import { Message } from "../History/Message";
import type { ToolView } from "Tools/Core/ToolView";
import type { Resolution } from "Tools/ToolProtocol";
import { LoopAction, LoopConfig, LoopOutcome, LoopState } from "./LoopTypes";

/** Mutable scratch for one step: the state as it evolves and the actions collected. */
export class Step {
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

/** Asks the model again, unless the request limit is reached (then the run stops with a notice). */
export function prepare(s: Step, config: LoopConfig) {
	if (s.state.iteration >= config.maxIterations) {
		const message = `Stopped after ${config.maxIterations} model requests without a final answer (the limit in Lux settings). Send a message to continue.`;
		s.append({ kind: "notice", text: message });
		s.finish({ kind: "stopped", reason: "maxIterations", message });
		return;
	}
	s.set({ status: "preparing" });
	s.actions.push({ kind: "prepareRequest" });
}

/** Answers a tool call in the history. */
export function toolResult(
	s: Step,
	callId: string,
	toolName: string,
	content: string,
	isError: boolean,
	summary: string,
	view?: ToolView,
	resolution?: Resolution,
) {
	s.append({ kind: "toolResult", callId, toolName, content, isError, summary, view, resolution });
}
