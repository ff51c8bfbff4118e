/**
 * Drives AgenticLoop.step: performs its actions (compress and build the request, call the
 * model, run tools through the tool pipeline, reject on cancel) and feeds the results back, until
 * the loop answers, pauses for an approval, stops or fails. This is the public way to run
 * the loop; the Conversation (its Turns) and the scenario driver use it.
 *
 * Why thin: every decision is in the step. The runner owns only side effects and the
 * task tag that makes anything arriving after a cancel land nowhere.
 */
import { redactSecrets } from "Shared/Secrets";
import { encodeJson } from "Shared/Json";
import { ModelClient } from "../Api/ModelClient";
import { ConversationHistory } from "../History/ConversationHistory";
import { buildChatRequest } from "../Api/ChatWire";
import { cacheReadShareFor, cacheStyleFor } from "../History/CacheBreakpoints";
import { HistoryCompressor, NO_COMPRESSION } from "../Ports/HistoryCompressor";
import { ApprovalDecision, ToolCall, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";
import { initialState, stepFor } from "./AgenticLoop";
import { LoopCallbacks } from "./LoopCallbacks";
import { LoopAction, LoopConfig, LoopEvent, LoopOutcome, LoopState } from "./LoopTypes";

export interface LoopDependencies {
	readonly client: ModelClient;
	readonly tools: ToolRunner;
	readonly config: LoopConfig;
	/**
	 * The system prompt, or a function asked before every request so what changed during the
	 * task (working memory, freshly modified scripts) reaches the next iteration. Its stable
	 * prefix must stay byte-identical so provider prompt caches hit.
	 */
	readonly systemPrompt: string | (() => string);
	/**
	 * This request's context (selected scripts, notes, plan), asked before every request and
	 * sent after the history, never stored in it.
	 */
	readonly context?: () => string | undefined;
	readonly compressor?: HistoryCompressor;
	readonly callbacks?: LoopCallbacks;
	/** A conversation to continue (e.g. restored); empty by default. */
	readonly history?: ConversationHistory;
}

interface Tagged {
	readonly task: number;
	readonly event: LoopEvent;
}

export class LoopRunner {
	private state: LoopState;
	private readonly compressor: HistoryCompressor;
	private readonly callbacks: LoopCallbacks;

	constructor(private readonly deps: LoopDependencies) {
		this.state = initialState(deps.tools.definitions(), deps.history);
		this.compressor = deps.compressor ?? NO_COMPRESSION;
		this.callbacks = deps.callbacks ?? {};
	}

	/** Sends a user message; yields until the answer, an approval request, a stop or a failure. */
	send(text: string): LoopOutcome {
		// A key typed into a message must not sit in the history or the saved conversation.
		const kept = redactSecrets(text);
		return this.drive({ task: this.state.task, event: { kind: "userMessage", text: kept } });
	}

	/** Answers the pending approval and continues the loop. */
	decide(operationId: string, decision: ApprovalDecision): LoopOutcome {
		const awaiting = this.state.awaiting;
		if (
			this.state.status !== "awaitingApproval" ||
			awaiting === undefined ||
			awaiting.operationId !== operationId
		) {
			const message = `No approval with id ${operationId} is pending.`;
			return { kind: "stopped", reason: "notPending", message };
		}
		const task = this.state.task;
		const outcome = this.deps.tools.resolve(operationId, decision);
		return this.drive({ task, event: { kind: "approvalDecided", operationId, decision, outcome } });
	}

	/** Stops at once: a pending approval is rejected, anything still in flight is discarded. */
	cancel(): void {
		// First: an approved snippet still running must not land after the user's Stop.
		this.deps.tools.interrupt?.();
		this.drive({ task: this.state.task, event: { kind: "cancel" } });
	}

	getState(): LoopState {
		return this.state;
	}

	history(): ConversationHistory {
		return this.state.history;
	}

	private drive(first: Tagged): LoopOutcome {
		const queue: Tagged[] = [first];
		let outcome: LoopOutcome | undefined;
		while (queue.size() > 0) {
			const tagged = queue.shift()!;
			const result = stepFor(tagged.task, this.state, tagged.event, this.deps.config);
			this.state = result.state;
			const task = this.state.task;
			for (const action of result.actions) {
				if (action.kind === "finish") {
					outcome = action.outcome;
					this.callbacks.onOutcome?.(action.outcome);
					continue;
				}
				const event = this.perform(action, task);
				if (event !== undefined) queue.push({ task, event });
			}
		}
		// Nothing answered this call: its work was overtaken by a cancel.
		return outcome ?? { kind: "cancelled" };
	}

	private perform(action: Exclude<LoopAction, { kind: "finish" }>, task: number): LoopEvent | undefined {
		switch (action.kind) {
			case "progress":
				this.report(action.event);
				return undefined;
			case "prepareRequest": {
				const compressed = this.compressor.compress({
					history: this.state.history,
					latestPromptTokens: this.state.latest?.promptTokens ?? 0,
					limitTokens: this.deps.config.budget.maxPromptTokens,
					cacheReadShare: cacheReadShareFor(this.deps.config),
					windowTokens: this.deps.config.contextWindow,
				});
				if (compressed.compressed && compressed.note !== undefined) this.callbacks.onNotice?.(compressed.note);
				const prompt = this.deps.systemPrompt;
				const system = typeIs(prompt, "string") ? prompt : prompt();
				const request = buildChatRequest(
					{ system, context: this.deps.context?.() },
					compressed.history,
					this.state.definitions,
					cacheStyleFor(this.deps.config.model ?? ""),
				);
				return { kind: "requestPrepared", request, requestChars: encodeJson(request).size() };
			}
			case "sendRequest": {
				const result = this.deps.client.complete(action.request, {
					isCancelled: () => this.state.task !== task,
					onDelta: (text) => this.state.task === task && this.callbacks.onDelta?.(text),
					onStreamReset: (reason) => this.state.task === task && this.callbacks.onStreamReset?.(reason),
					onRetry: (problem, attempt, delay) => this.callbacks.onRetry?.(problem, attempt, delay),
				});
				return result.ok
					? { kind: "modelReplied", reply: result.value }
					: { kind: "modelFailed", error: result.error };
			}
			case "runTool":
				return { kind: "toolFinished", callId: action.call.id, outcome: this.runTool(action.call) };
			case "rejectPending":
				this.deps.tools.resolve(action.operationId, { approved: false, reason: action.reason });
				return undefined;
		}
	}

	/** Safety (breaker, validator) is a stage of the tool runner itself: App/ToolPipeline. */
	private runTool(call: ToolCall): ToolOutcome {
		return this.deps.tools.execute(call);
	}

	private report(event: Extract<LoopAction, { kind: "progress" }>["event"]) {
		const c = this.callbacks;
		switch (event.kind) {
			case "iteration":
				c.onIteration?.(event.iteration, event.maxIterations);
				break;
			case "message":
				c.onMessage?.(event.message);
				break;
			case "toolStarted":
				c.onToolStarted?.(event.call);
				break;
			case "toolFinished":
				c.onToolFinished?.(event.call, event.outcome);
				break;
			case "usage":
				c.onUsage?.(event.reply, event.task, event.conversation);
				break;
		}
	}
}
