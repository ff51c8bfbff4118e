/**
 * One task's life, behind the Conversation: a new message starts a task (analysis, intent,
 * working memory, a fresh circuit breaker), each request gets the task's prompt and context,
 * each tool call is reported to the modules, and a finished run says what it meant (a plan to
 * review, a resumable failure, a verification summary) and so what Try again does; the
 * plan's approve, revise and discard, and the draft kept across a reload.
 *
 * Why one object: the order of Context, Memory, Planning and Safety calls around a message
 * is one rule, and every decision inside it belongs to a module with its own specs. Without
 * the modules (specs over fake tools) a conversation runs with a fixed prompt.
 */
import { LoopOutcome, Usage } from "Core";
import { PlanStep } from "Planning";
import { ToolCall, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";
import { PlanDraft, RetryStep, TaskEnd, TaskModules, TaskRun, TaskStart, TaskWiring } from "./TaskModules";
import { TaskPrompt } from "./TaskPrompt";

/** Argument names tools use for the script they read or change. */
function pathOf(call: ToolCall): string | undefined {
	for (const key of ["path", "script", "target"]) {
		const v = call.args[key];
		if (typeIs(v, "string")) return v;
	}
	return undefined;
}

export class Task {
	private readonly m?: TaskModules;
	/** What the model reads for this task (undefined without the modules). */
	readonly prompts?: TaskPrompt;
	private lastMessage?: string;
	private lastRun = "";
	/** Set when the last run failed under an approved plan: Try again resumes it, once. */
	private resumeText?: string;
	/** The last run failed: only then is there something to try again (an older error card's button repeats nothing). */
	private lastFailed = false;

	constructor(
		private readonly tools: ToolRunner,
		private readonly fallbackPrompt: string,
		private readonly wiring?: TaskWiring,
	) {
		this.m = wiring?.task;
		if (this.m !== undefined) this.prompts = new TaskPrompt(this.m);
	}

	/** Connects the user-visible notices (memory load, breaker trips) to `show`, spending to `spent`. */
	connect(show: (text: string) => void, spent: (usage: Usage) => void) {
		this.wiring?.notices?.connect(show);
		this.wiring?.usage?.connect(spent);
		this.wiring?.breaker?.onTripped((reason) => show(`Lux stopped calling tools: ${reason}`));
	}

	/** `restart`: a conversation was open (New conversation), so end it first. */
	startConversation(restart = false) {
		const m = this.m;
		if (restart) this.endConversation();
		this.resumeText = undefined;
		this.lastFailed = false;
		if (m === undefined) return;
		this.prompts!.compression.reset();
		m.working.clear();
		m.selector.freshness.clear();
		m.verification.clear();
		for (const notice of m.loadNotices ?? []) if (notice !== undefined) m.notices?.notice(notice);
	}

	endConversation(): void {
		const m = this.m;
		if (m === undefined) return;
		if (m.planner.getIntent() !== undefined) this.taskComplete(false, "The conversation ended.");
		m.working.clear();
	}

	/** A new task for `request`: analysed, remembered as the goal, its scripts chosen afresh. */
	newTask(request: string): TaskStart | undefined {
		const m = this.m;
		if (m === undefined) return undefined;
		this.prompts!.newTask(request);
		const analysis = m.planner.analyze(request);
		m.planner.setIntent(request, analysis);
		m.working.setGoal(request, analysis.complexity);
		m.decisions.startSequence(request);
		m.selector.nextTurn();
		m.verification.clear();
		const needsPlan = m.planner.needsPlan(analysis);
		if (needsPlan) m.planner.requestPlan();
		return { analysis, needsPlan, prompt: this.prompts!.prompt() };
	}

	/** A new message: a new task, then its run. */
	start(text: string): TaskRun {
		this.lastMessage = text;
		this.newTask(text);
		return this.resume(text);
	}

	/** A message while the plan draft is shown answers it: the model revises the plan in the same task. */
	revise(text: string): TaskRun {
		this.lastMessage = text;
		this.revisePlan();
		return this.resume(text);
	}

	/**
	 * The same task goes on with `text` as the run's message (the plan was approved, the user
	 * answered the draft, Try again resumed it): a fresh breaker and run, with the task's
	 * intent, plan and memory kept.
	 */
	resume(text: string): TaskRun {
		this.lastRun = text;
		this.resumeText = undefined;
		const prompts = this.prompts;
		if (prompts === undefined) return { systemPrompt: this.fallbackPrompt };
		this.wiring?.breaker?.newTask();
		return {
			systemPrompt: () => prompts.systemPrompt(),
			context: () => prompts.prompt().context,
			compressor: prompts.compressor(),
		};
	}

	beforeTool(call: ToolCall): void {
		this.m?.working.add("observation", `Calling ${call.name}`, pathOf(call));
	}

	/** `isWrite` defaults to the tool's risk in the registry. */
	afterTool(call: ToolCall, outcome: ToolOutcome, isWrite = this.isWrite(call)): void {
		const m = this.m;
		if (m === undefined || outcome.kind !== "done") return;
		m.decisions.recordTool(call.name, !outcome.isError);
		m.working.add("tool_result", outcome.summary, pathOf(call));
		m.working.advance();
		const path = pathOf(call);
		if (path !== undefined && !outcome.isError) {
			if (isWrite) {
				m.selector.recordModified(path);
				this.prompts!.changed(path);
			} else m.selector.recordRead(path);
		}
		if (outcome.isError) m.planner.recordError();
	}

	private isWrite(call: ToolCall): boolean {
		return this.tools.definitions().find((d) => d.name === call.name)?.risk !== "read";
	}

	/**
	 * A run ended. While a plan was requested, an answer with a numbered plan keeps the task
	 * open and returns the draft for the user; a failure under an approved plan keeps it open
	 * too; otherwise the task completes, with the verification summary when something was
	 * changed.
	 */
	complete(outcome: LoopOutcome): TaskEnd {
		if (outcome.kind === "awaitingApproval") return {};
		const result = this.ended(outcome);
		this.lastFailed = outcome.kind === "failed";
		this.resumeText = result.resumable === true ? this.lastRun : undefined;
		return result;
	}

	private ended(outcome: Exclude<LoopOutcome, { kind: "awaitingApproval" }>): TaskEnd {
		const m = this.m;
		if (m === undefined) return {};
		if (outcome.kind === "answered" && m.planner.planStatus() === "requested") {
			const plan = m.planner.proposePlan(outcome.text);
			if (plan.size() > 0) return { plan };
		}
		// A request failed while carrying out an approved plan: the task (its intent, plan and
		// progress) stays open, so Try again resumes it instead of planning from scratch.
		if (outcome.kind === "failed" && m.planner.planStatus() === "approved") return { resumable: true };
		const answer = outcome.kind === "answered" ? outcome.text : outcome.kind;
		const summary = this.taskComplete(outcome.kind === "answered", answer);
		return m.verification.all().size() > 0 ? { summary } : {};
	}

	/** What Try again should do now, if anything (a resume is offered once). */
	retryStep(): RetryStep | undefined {
		if (!this.lastFailed) return undefined;
		const resume = this.resumeText;
		if (resume !== undefined) {
			this.resumeText = undefined;
			return { resume: true, text: resume };
		}
		return this.lastMessage !== undefined ? { resume: false, text: this.lastMessage } : undefined;
	}

	/** The task ended: remember the pattern, close the intent, and return the user's summary. */
	taskComplete(success: boolean, answer: string): string {
		const m = this.m;
		if (m === undefined) return "";
		const summary = m.verification.summary();
		m.decisions.endSequence(success && m.verification.all().every((r) => r.ok), answer);
		m.planner.completeIntent();
		return summary;
	}

	/** The user approved the draft (as edited); the message to send, undefined if none is pending. */
	approvePlan(steps?: ReadonlyArray<string>): string | undefined {
		const planner = this.m?.planner;
		if (planner === undefined) return undefined;
		if (steps !== undefined) planner.editPlan(steps);
		return planner.approvePlan() ? planner.approvalMessage() : undefined;
	}

	/** The user answered the draft with a message: the model revises the plan. */
	revisePlan(): void {
		const planner = this.m?.planner;
		if (planner?.planStatus() === "draft") planner.requestPlan();
	}

	discardPlan(): void {
		this.taskComplete(false, "The user discarded the plan.");
	}

	/** The plan in review and its request, to keep across a plugin reload (PlanArchive). */
	planDraft(): PlanDraft | undefined {
		const planner = this.m?.planner;
		const intent = planner?.getIntent();
		if (planner === undefined || intent === undefined || planner.planStatus() !== "draft") return undefined;
		return { request: intent.request, steps: planner.planSteps().map((s) => s.text) };
	}

	/** Opens a task again on a plan that was in review at the last reload; its steps, or none. */
	restorePlan(draft: PlanDraft): ReadonlyArray<PlanStep> {
		const planner = this.m?.planner;
		if (planner === undefined) return [];
		this.newTask(draft.request);
		planner.editPlan(draft.steps);
		return planner.planStatus() === "draft" ? planner.planSteps() : [];
	}

	/** The plan's steps with their progress (for the plan card). */
	planSteps(): ReadonlyArray<PlanStep> {
		return this.m?.planner.planSteps() ?? [];
	}
}
