/**
 * What the model reads for one task: the system prompt (the same bytes for every request),
 * the context message (scripts, hints and working memory chosen once per task; notes, plan
 * progress and the reminder read live), what compression must keep, and the compressor.
 *
 * Why apart from Task: Task decides the order of the modules around a message; this is the
 * prompt's own rule (when the chosen scripts are retaken), with the Context calls it needs.
 * The compressor (ContextCompressor) adapts Core's compressor seam to Context's compression:
 * Context may not import Core (it sits below it), so it compresses messages of a structural
 * shape, and this converts Core's ConversationHistory to and from it.
 */
import {
	BuiltPrompt,
	HistoryCompression,
	LUX_ROLE,
	LUX_RULES,
	LUX_TOOL_GUIDANCE,
	PinnedContext,
	buildContext,
	buildSystemPrompt,
	isSmallTalk,
} from "Context";
import { CompressionInput, CompressionResult, ConversationHistory, HistoryCompressor, Message } from "Core";
import { TaskModules } from "./TaskModules";

/** The parts of the context fixed for one task: chosen when the task starts, so they do not churn. */
interface TaskSnapshot {
	/** Scripts shown in full or outline: a write to one of them retakes the snapshot. */
	readonly paths: ReadonlySet<string>;
	readonly workingMemory: string;
	readonly decisionHints: string;
	readonly scriptContext: string;
}

export class TaskPrompt {
	readonly compression: HistoryCompression;
	private readonly system: string;
	private snapshot?: TaskSnapshot;
	private request = "";

	constructor(private readonly m: TaskModules) {
		this.compression = new HistoryCompression({}, () => this.pinned(), m.summariser);
		this.system = buildSystemPrompt({
			role: LUX_ROLE,
			rules: LUX_RULES,
			toolGuidance: m.toolGuidance ?? LUX_TOOL_GUIDANCE,
		});
	}

	/** A new task: its scripts are chosen again for the first request. */
	newTask(request: string) {
		this.request = request;
		this.snapshot = undefined;
	}

	/** The task changed `path`: the context must not show that script as it was before. */
	changed(path: string) {
		if (this.snapshot?.paths.has(path)) this.snapshot = undefined;
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
}

/** Core's HistoryCompressor, implemented with Context's HistoryCompression. */
export class ContextCompressor implements HistoryCompressor {
	constructor(private readonly compression: HistoryCompression) {}

	compress(input: CompressionInput): CompressionResult {
		const outcome = this.compression.compress<Message>(
			input.history.messages(),
			input.latestPromptTokens,
			input.limitTokens,
			input.cacheReadShare,
			input.windowTokens,
		);
		if (!outcome.compressed) return { history: input.history, compressed: false };
		return { history: ConversationHistory.of(outcome.messages), compressed: true, note: outcome.note };
	}
}
