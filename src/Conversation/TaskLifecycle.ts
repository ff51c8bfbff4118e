/**
 * One task's lifecycle: the prompt from the TaskContext, the circuit breaker reset, the
 * task's compressor and tool callbacks, what a finished run means (a plan to review, a
 * resumable failure, a verification summary), and the plan's approve / revise / discard.
 *
 * Why apart from Conversation: the Conversation turns loop events into its state; this is
 * the order of the module calls around each message, which the Conversation only asks for.
 * Without a TaskContext (specs over fake tools) the conversation runs with a fixed prompt.
 */
import { HistoryCompressor, LoopCallbacks, LoopOutcome, Usage } from "Core";
import { PlanStep } from "Planning";
import { ToolCall, ToolRunner } from "Tools/ToolProtocol";
import { PlanDraft, TaskContext } from "./TaskContext";

/** What the Conversation needs of Safety's runner (SafeToolRunner). */
export interface TaskBreaker {
	newTask(): void;
	onTripped(listener: (reason: string) => void): void;
}

export interface TaskWiring {
	readonly context: TaskContext;
	readonly breaker?: TaskBreaker;
	/** Where the modules report notices (memory load, compression, summaries; a NoticeRelay). */
	readonly notices?: { connect(target: (text: string) => void): void };
	/** What the modules' own requests spent (model summaries; a UsageRelay). */
	readonly usage?: { connect(target: (usage: Usage) => void): void };
	/** The log VerifyingToolRunner fills; a summary is shown only when it holds changes. */
	readonly verification?: { all(): ReadonlyArray<unknown> };
}

export interface TaskStartInfo {
	/** Asked before every request, so what the task learned reaches the next iteration. */
	readonly systemPrompt: string | (() => string);
	/** This request's context (scripts, notes, plan), sent after the history. */
	readonly context?: () => string | undefined;
	readonly compressor?: HistoryCompressor;
	readonly callbacks: LoopCallbacks;
}

/**
 * Calls both callbacks of the same name (`a`'s first), and neither once `live` is false: a
 * runner that New conversation replaced must not write into the new conversation's memory.
 */
export function mergeCallbacks(a: LoopCallbacks, b: LoopCallbacks, live: () => boolean = () => true): LoopCallbacks {
	type Fn = (...args: unknown[]) => void;
	const merged: Record<string, Fn> = {};
	for (const source of [a, b]) {
		for (const [name, fn] of pairs(source as Record<string, Fn>)) {
			const first = merged[name];
			merged[name] = (...args: unknown[]) => {
				if (!live()) return;
				first?.(...args);
				fn(...args);
			};
		}
	}
	return merged as LoopCallbacks;
}

/** What a finished run leaves for the user: a verification summary, or a plan to review. */
export interface TaskEnd {
	readonly summary?: string;
	readonly plan?: ReadonlyArray<PlanStep>;
	/** The run failed partway through an approved plan; the task is still open. */
	readonly resumable?: boolean;
}

export class TaskLifecycle {
	constructor(
		private readonly tools: ToolRunner,
		private readonly fallbackPrompt: string,
		private readonly wiring?: TaskWiring,
	) {}

	/** Connects the user-visible notices (memory load, breaker trips) to `show`, spending to `spent`. */
	connect(show: (text: string) => void, spent: (usage: Usage) => void) {
		this.wiring?.notices?.connect(show);
		this.wiring?.usage?.connect(spent);
		this.wiring?.breaker?.onTripped((reason) => show(`Lux stopped calling tools: ${reason}`));
	}

	/** `restart`: a conversation was open (New conversation), so end it first. */
	startConversation(restart = false) {
		if (restart) this.wiring?.context.endConversation();
		this.wiring?.context.startConversation();
	}

	/** A new message: a fresh breaker and this task's prompt, compressor and callbacks. */
	start(text: string): TaskStartInfo {
		this.wiring?.context.newTask(text);
		return this.resume();
	}

	/**
	 * The same task goes on (the plan was approved, or the user answered the draft): a fresh
	 * breaker and run, with the task's intent, plan and memory kept.
	 */
	resume(): TaskStartInfo {
		const wiring = this.wiring;
		if (wiring === undefined) return { systemPrompt: this.fallbackPrompt, callbacks: {} };
		wiring.breaker?.newTask();
		const manager = wiring.context;
		const isWrite = (call: ToolCall) => this.tools.definitions().find((d) => d.name === call.name)?.risk !== "read";
		return {
			systemPrompt: () => manager.systemPrompt(),
			context: () => manager.prompt().context,
			compressor: manager.compressor(),
			callbacks: manager.loopCallbacks(isWrite),
		};
	}

	/**
	 * A run ended. While a plan was requested, an answer with a numbered plan keeps the task
	 * open and returns the draft for the user; a failure under an approved plan keeps it open
	 * too; otherwise the task completes, with the verification summary when something was
	 * changed.
	 */
	complete(outcome: LoopOutcome): TaskEnd {
		const manager = this.wiring?.context;
		if (manager === undefined || outcome.kind === "awaitingApproval") return {};
		if (outcome.kind === "answered") {
			const plan = manager.planAnswered(outcome.text);
			if (plan.size() > 0) return { plan };
		}
		// A request failed while carrying out an approved plan: the task (its intent, plan and
		// progress) stays open, so Try again resumes it instead of planning from scratch.
		if (outcome.kind === "failed" && manager.planApproved()) return { resumable: true };
		const answer = outcome.kind === "answered" ? outcome.text : outcome.kind;
		const summary = manager.taskComplete(outcome.kind === "answered", answer);
		return (this.wiring?.verification?.all().size() ?? 0) > 0 ? { summary } : {};
	}

	/** The user approved the draft (as edited); the message to send, undefined if none is pending. */
	approvePlan(steps: ReadonlyArray<string>): string | undefined {
		return this.wiring?.context.approvePlan(steps);
	}

	revisePlan(): void {
		this.wiring?.context.revisePlan();
	}

	discardPlan(): void {
		this.wiring?.context.taskComplete(false, "The user discarded the plan.");
	}

	/** The plan in review and its request, to keep across a plugin reload (PlanArchive). */
	planDraft(): PlanDraft | undefined {
		return this.wiring?.context.planDraft();
	}

	/** Opens a task again on a plan that was in review at the last reload; its steps, or none. */
	restorePlan(draft: PlanDraft): ReadonlyArray<PlanStep> {
		const manager = this.wiring?.context;
		return manager !== undefined && manager.restoreDraft(draft.request, draft.steps) ? manager.planSteps() : [];
	}

	/** The plan's steps with their progress (for the plan card). */
	planSteps(): ReadonlyArray<PlanStep> {
		return this.wiring?.context.planSteps() ?? [];
	}
}
