/**
 * A task's context from the modules: conversation start and end, a new task, the prompt
 * and its context for each request, before and after each tool, task complete. It calls
 * Context, Memory and Planning in the right order and holds no logic of its own.
 *
 * Why order only: every decision (what to select, when to plan, what to remember, what to
 * verify) belongs to a module with its own specs; this is the one place that knows the
 * order, and only the Conversation (through TaskLifecycle) calls it.
 */
import { LoopCallbacks } from "Core";
import {
	BuiltPrompt,
	ContextSelector,
	HistoryCompression,
	LUX_ROLE,
	LUX_RULES,
	LUX_TOOL_GUIDANCE,
	PinnedContext,
	TurnSummariser,
	buildContext,
	buildSystemPrompt,
	isSmallTalk,
} from "Context";
import { DecisionMemory, ProjectContext, WorkingMemory } from "Memory";
import { PlanStep, TaskAnalysis, TaskPlanner, VerificationLog } from "Planning";
import { NoticeSink, SelectionHost } from "Shared/Hosts";
import { ToolCall, ToolOutcome } from "Tools/ToolProtocol";
import { ContextCompressor } from "./ContextCompressor";

export interface TaskModules {
	readonly selector: ContextSelector;
	readonly planner: TaskPlanner;
	readonly working: WorkingMemory;
	readonly project: ProjectContext;
	readonly decisions: DecisionMemory;
	readonly verification: VerificationLog;
	readonly selection?: SelectionHost;
	readonly notices?: NoticeSink;
	/** Notices from loading persisted memory (ProjectContext/DecisionMemory loadNotice). */
	readonly loadNotices?: ReadonlyArray<string | undefined>;
	/** Tool conventions in the system prompt (default LUX_TOOL_GUIDANCE). */
	readonly toolGuidance?: string;
	/** Tokens of script context per request (default 4,000). */
	readonly contextBudget?: number;
	/** Summarises older turns when compression needs it (e.g. modelSummariser); truncation otherwise. */
	readonly summariser?: TurnSummariser;
}

export interface TaskStart {
	readonly analysis: TaskAnalysis;
	/** Complex task: the prompt asks the model for a plan first, and writes wait for its approval. */
	readonly needsPlan: boolean;
	readonly prompt: BuiltPrompt;
}

/** Argument names tools use for the script they read or change. */
function pathOf(call: ToolCall): string | undefined {
	for (const key of ["path", "script", "target"]) {
		const v = call.args[key];
		if (typeIs(v, "string")) return v;
	}
	return undefined;
}

/** A plan in review and the request it answers. */
export interface PlanDraft {
	readonly request: string;
	readonly steps: ReadonlyArray<string>;
}

/** The parts of the context fixed for one task: chosen when the task starts, so they do not churn. */
interface TaskSnapshot {
	/** Scripts shown in full or outline: a write to one of them retakes the snapshot. */
	readonly paths: ReadonlySet<string>;
	readonly workingMemory: string;
	readonly decisionHints: string;
	readonly scriptContext: string;
}

export class TaskContext {
	private request = "";
	private readonly compression: HistoryCompression;
	private readonly system: string;
	private snapshot?: TaskSnapshot;

	constructor(private readonly m: TaskModules) {
		this.compression = new HistoryCompression({}, () => this.pinned(), m.summariser);
		this.system = buildSystemPrompt({
			role: LUX_ROLE,
			rules: LUX_RULES,
			toolGuidance: m.toolGuidance ?? LUX_TOOL_GUIDANCE,
		});
	}

	startConversation(): void {
		this.compression.reset();
		this.m.working.clear();
		this.m.selector.freshness.clear();
		this.m.verification.clear();
		for (const notice of this.m.loadNotices ?? []) if (notice !== undefined) this.m.notices?.notice(notice);
	}

	endConversation(): void {
		if (this.m.planner.getIntent() !== undefined) this.taskComplete(false, "The conversation ended.");
		this.m.working.clear();
	}

	newTask(request: string): TaskStart {
		this.request = request;
		const analysis = this.m.planner.analyze(request);
		this.m.planner.setIntent(request, analysis);
		this.m.working.setGoal(request, analysis.complexity);
		this.m.decisions.startSequence(request);
		this.m.selector.nextTurn();
		this.m.verification.clear();
		this.snapshot = undefined;
		const needsPlan = this.m.planner.needsPlan(analysis);
		if (needsPlan) this.m.planner.requestPlan();
		return { analysis, needsPlan, prompt: this.prompt() };
	}

	/** The model answered while a plan was requested: the draft's steps (none: no plan in it). */
	planAnswered(text: string): ReadonlyArray<PlanStep> {
		return this.m.planner.planStatus() === "requested" ? this.m.planner.proposePlan(text) : [];
	}

	/** The user approved the draft, possibly edited; the message that tells the model to go on. */
	approvePlan(steps?: ReadonlyArray<string>): string | undefined {
		if (steps !== undefined) this.m.planner.editPlan(steps);
		return this.m.planner.approvePlan() ? this.m.planner.approvalMessage() : undefined;
	}

	/** The user answered the draft with a message: the model revises the plan. */
	revisePlan(): void {
		if (this.m.planner.planStatus() === "draft") this.m.planner.requestPlan();
	}

	planSteps(): ReadonlyArray<PlanStep> {
		return this.m.planner.planSteps();
	}

	/** The plan the user is reviewing, with its request (what a plugin reload must keep). */
	planDraft(): PlanDraft | undefined {
		const intent = this.m.planner.getIntent();
		if (intent === undefined || this.m.planner.planStatus() !== "draft") return undefined;
		return { request: intent.request, steps: this.m.planner.planSteps().map((s) => s.text) };
	}

	/**
	 * A plan that was in review when the plugin last closed: its task opens again as a new
	 * task would, with the draft shown for review. False when there are no steps.
	 */
	restoreDraft(request: string, steps: ReadonlyArray<string>): boolean {
		this.newTask(request);
		this.m.planner.editPlan(steps);
		return this.m.planner.planStatus() === "draft";
	}

	/** The user approved this task's plan (a failed request can then resume it). */
	planApproved(): boolean {
		return this.m.planner.planStatus() === "approved";
	}

	/** The system prompt: the same bytes for every request of every conversation. */
	systemPrompt(): string {
		return this.system;
	}

	/**
	 * The prompt for the next request of this task. The scripts, hints and working memory are
	 * chosen once per task (re-ranking after every tool call would churn what the model reads,
	 * and what the task read or changed is in the history already), and again when the task
	 * changes one of the scripts shown; notes, plan progress and the reminder are read live.
	 */
	prompt(): BuiltPrompt {
		const snapshot = this.snapshot ?? this.takeSnapshot();
		return {
			system: this.system,
			context: buildContext({
				projectContext: this.m.project.formatForPrompt(),
				plan: this.m.planner.formatForPrompt(),
				intentReminder: this.m.planner.getIntentReminder(),
				workingMemory: snapshot.workingMemory,
				decisionHints: snapshot.decisionHints,
				scriptContext: snapshot.scriptContext,
			}),
		};
	}

	private takeSnapshot(): TaskSnapshot {
		const selection = this.m.selector.selectRelevantScripts(
			{
				message: this.request,
				extraKeywords: this.m.planner.getIntent()?.analysis.keywords,
				selection: this.m.selection?.get(),
			},
			{ budgetTokens: this.m.contextBudget },
		);
		const paths = new Set<string>();
		for (const item of selection.items) if (item.tier !== "name") paths.add(item.entry.path);
		// Small talk gets a lean context: no scripts, and no memory that only restates the message.
		const lean = isSmallTalk(this.request);
		const snapshot = {
			paths,
			workingMemory: lean ? "" : this.m.working.formatForPrompt(),
			decisionHints: this.m.decisions.formatForPrompt(this.request),
			scriptContext: this.m.selector.formatForPrompt(selection),
		};
		this.snapshot = snapshot;
		return snapshot;
	}

	beforeTool(call: ToolCall): void {
		this.m.working.add("observation", `Calling ${call.name}`, pathOf(call));
	}

	afterTool(call: ToolCall, outcome: ToolOutcome, isWrite: boolean): void {
		if (outcome.kind !== "done") return;
		this.m.decisions.recordTool(call.name, !outcome.isError);
		this.m.working.add("tool_result", outcome.summary, pathOf(call));
		this.m.working.advance();
		const path = pathOf(call);
		if (path !== undefined && !outcome.isError) {
			if (isWrite) {
				this.m.selector.recordModified(path);
				// The context must not show a script as it was before this change.
				if (this.snapshot?.paths.has(path)) this.snapshot = undefined;
			} else this.m.selector.recordRead(path);
		}
		if (outcome.isError) this.m.planner.recordError();
	}

	/** The task ended: remember the pattern, close the intent, and return the user's summary. */
	taskComplete(success: boolean, answer: string): string {
		const summary = this.m.verification.summary();
		this.m.decisions.endSequence(success && this.m.verification.all().every((r) => r.ok), answer);
		this.m.planner.completeIntent();
		return summary;
	}

	/** What compression must always keep. */
	pinned(): PinnedContext {
		return {
			task: this.m.planner.getIntent()?.request,
			plan: this.m.planner.formatPlan(),
			notes: this.m.project.formatForPrompt(),
		};
	}

	/** Core's compressor seam, backed by Context with this task's pinned context. */
	compressor(): ContextCompressor {
		return new ContextCompressor(this.compression);
	}

	/** Loop callbacks that report each tool's start and end to the modules; `isWrite` comes from the tool's risk. */
	loopCallbacks(isWrite: (call: ToolCall) => boolean): LoopCallbacks {
		return {
			onToolStarted: (call) => this.beforeTool(call),
			onToolFinished: (call, outcome) => this.afterTool(call, outcome, isWrite(call)),
		};
	}
}
