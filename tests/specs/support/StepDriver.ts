/**
 * Drives AgenticLoop.step by hand for specs: tool definitions, reply and outcome builders,
 * and a compact rendering of the actions a step asked for ("runTool:c1,finish:answered").
 *
 * Why: the step's specs read as a sequence of events and the plan each one produced; the
 * plumbing that makes that possible lives here, out of the way.
 */
import { ChatRequest, initialState, LoopAction, LoopConfig, LoopEvent, LoopState, ModelReply, step } from "Core";
import { ToolDefinition, ToolOutcome } from "Tools/ToolProtocol";

export const DEFS: ToolDefinition[] = [
	{ name: "read", description: "reads", parameters: {}, risk: "read" },
	{ name: "write", description: "writes", parameters: {}, risk: "create" },
];
export const CONFIG: LoopConfig = { maxIterations: 4, budget: {} };
export const REQUEST: ChatRequest = { messages: [], tools: [] };

export function reply(calls: Array<[id: string, name: string]>, text = ""): ModelReply {
	return {
		text,
		toolCalls: calls.map(([id, name]) => ({ id, name, rawArguments: "{}" })),
		finishReason: calls.size() > 0 ? "tool_calls" : "stop",
		usage: undefined,
	};
}

export function done(content: string): ToolOutcome {
	return { kind: "done", content, isError: false, summary: content };
}

/** Action kinds without progress reports, e.g. "runTool:c1" or "finish:answered". */
export function plan(actions: ReadonlyArray<LoopAction>): string {
	const out = new Array<string>();
	for (const action of actions) {
		if (action.kind === "runTool") out.push(`runTool:${action.call.id}`);
		else if (action.kind === "finish") out.push(`finish:${action.outcome.kind}`);
		else if (action.kind === "rejectPending") out.push(`rejectPending:${action.operationId}`);
		else if (action.kind !== "progress") out.push(action.kind);
	}
	return out.join(",");
}

/** Steps through events, returning the last state and the actions of the last step. */
export class StepDriver {
	actions: ReadonlyArray<LoopAction> = [];
	constructor(
		public state: LoopState = initialState(DEFS),
		private readonly config: LoopConfig = CONFIG,
	) {}
	on(event: LoopEvent): string {
		const result = step(this.state, event, this.config);
		this.state = result.state;
		this.actions = result.actions;
		return plan(result.actions);
	}
	/** user message -> prepared -> sent, ready for the model's reply. */
	ask(text: string, requestChars = 100): string {
		this.on({ kind: "userMessage", text });
		return this.on({ kind: "requestPrepared", request: REQUEST, requestChars });
	}
}
