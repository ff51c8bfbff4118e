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
	 * The model's prices as known now, asked while `config.pricing` is unset: prices that arrive
	 * during a task (the model list fetched when the panel opened) price and cap the rest of it.
	 */
	readonly pricing?: () => LoopConfig["pricing"];
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
	/** A decision is being applied: tools.resolve may yield (a snippet that waits) and cannot be interrupted. */
	private applying = false;
	/** Stop was pressed while applying: the run stops once the apply has returned. */
	private stopAfterApply = false;
	/** The words the request in flight has streamed so far: what a Stop keeps of its reply. */
	private streamed = "";

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
		const outcome = this.uninterrupted(true, () => this.deps.tools.resolve(operationId, decision));
		const decided: Tagged = { task, event: { kind: "approvalDecided", operationId, decision, outcome } };
		return this.stopIfAsked(decided) ?? this.drive(decided);
	}

	/** Runs `apply`; when it `writes`, a Stop pressed meanwhile waits for it (stopIfAsked). */
	private uninterrupted<T>(writes: boolean, apply: () => T): T {
		this.applying = writes;
		const result = apply();
		this.applying = false;
		return result;
	}

	/**
	 * After a change that could not be interrupted: when Stop was pressed meanwhile, the change
	 * is in the place, so its result enters the history as it is (the card and the turn's Undo
	 * follow it), nothing after it runs, and the run stops. Undefined when no Stop was pressed.
	 */
	private stopIfAsked(tagged: Tagged | undefined): LoopOutcome | undefined {
		if (!this.stopAfterApply) return undefined;
		this.stopAfterApply = false;
		const ended = tagged !== undefined ? this.record(tagged) : undefined;
		if (ended !== undefined && ended.kind !== "awaitingApproval") return ended;
		return this.drive({ task: this.state.task, event: { kind: "cancel" } });
	}

	/**
	 * Stops at once: a pending approval is rejected, anything still in flight is discarded. A
	 * running snippet is interrupted (the tools end and roll it back); any other change being
	 * applied cannot be: the run stops as soon as it returns, with its real outcome recorded.
	 */
	cancel(): void {
		// First: an approved snippet still running must not land after the user's Stop; it is
		// ended and rolled back, and its real (stopped) outcome is recorded below.
		this.deps.tools.interrupt?.();
		if (this.applying) {
			if (!this.stopAfterApply)
				this.callbacks.onNotice?.("Stopping as soon as the approved change being applied is done.");
			this.stopAfterApply = true;
			return;
		}
		this.drive({ task: this.state.task, event: { kind: "cancel", partial: this.streamed } });
	}

	getState(): LoopState {
		return this.state;
	}

	history(): ConversationHistory {
		return this.state.history;
	}

	/** The config, with the prices known now when it was made without any. */
	private config(): LoopConfig {
		const config = this.deps.config;
		const pricing = config.pricing === undefined ? this.deps.pricing?.() : undefined;
		return pricing === undefined ? config : { ...config, pricing };
	}

	private drive(first: Tagged): LoopOutcome {
		const queue: Tagged[] = [first];
		let outcome: LoopOutcome | undefined;
		while (queue.size() > 0) {
			const tagged = queue.shift()!;
			const result = stepFor(tagged.task, this.state, tagged.event, this.config());
			this.state = result.state;
			const task = this.state.task;
			for (const action of result.actions) {
				if (action.kind === "finish") {
					outcome = action.outcome;
					this.callbacks.onOutcome?.(action.outcome);
					continue;
				}
				const event = this.perform(action, task);
				const tagged = event !== undefined ? { task, event } : undefined;
				const stopped = this.stopIfAsked(tagged);
				if (stopped !== undefined) return stopped;
				if (tagged !== undefined) queue.push(tagged);
			}
		}
		// Nothing answered this call: its work was overtaken by a cancel.
		return outcome ?? { kind: "cancelled" };
	}

	/**
	 * Takes one event's step and reports its messages, performing nothing it asks for (no tool,
	 * no request): what a cancel then closes. The outcome when the step itself ended the run.
	 */
	private record(tagged: Tagged): LoopOutcome | undefined {
		const result = stepFor(tagged.task, this.state, tagged.event, this.config());
		this.state = result.state;
		let outcome: LoopOutcome | undefined;
		for (const action of result.actions) {
			if (action.kind === "finish") {
				outcome = action.outcome;
				this.callbacks.onOutcome?.(action.outcome);
			} else if (
				action.kind === "progress" &&
				(action.event.kind === "message" || action.event.kind === "toolFinished")
			)
				this.report(action.event);
		}
		return outcome;
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
					cacheReadShare: cacheReadShareFor(this.config()),
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
				this.streamed = "";
				const result = this.deps.client.complete(action.request, {
					isCancelled: () => this.state.task !== task,
					onDelta: (text) => {
						if (this.state.task !== task) return;
						this.streamed += text;
						this.callbacks.onDelta?.(text);
					},
					onStreamReset: (reason) => {
						if (this.state.task !== task) return;
						this.streamed = "";
						this.callbacks.onStreamReset?.(reason);
					},
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
		// A write the user's rules approved applies inside execute: like an approved one, it cannot be interrupted.
		const writes = this.state.definitions.find((d) => d.name === call.name)?.risk !== "read";
		return this.uninterrupted(writes, () => this.deps.tools.execute(call));
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
