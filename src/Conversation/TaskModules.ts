/**
 * The modules a task is run with (Context's selector, Planning's planner and verification log,
 * Memory's working, project and decision memories) and the wiring around them (Safety's
 * breaker, the notice and usage relays), as App's LuxModules builds them; and what a task
 * hands back (a run's prompt, a finished run's meaning, Try again's step, a plan draft).
 *
 * Why a file of its own: App builds the modules and the Conversation's Task uses them; the
 * Task, Turns, the archives and App name the same shapes without importing each other.
 */
import { BuiltPrompt, ContextSelector, TurnSummariser } from "Context";
import { HistoryCompressor, Usage } from "Core";
import { DecisionMemory, ProjectContext, WorkingMemory } from "Memory";
import { PlanStep, TaskAnalysis, TaskPlanner, VerificationLog } from "Planning";
import { NoticeSink, SelectionHost } from "Shared/Hosts";

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

/** What the Conversation needs of Safety's runner (SafeToolRunner). */
export interface TaskBreaker {
	newTask(): void;
	onTripped(listener: (reason: string) => void): void;
}

/** The modules and what reports from around them; without it a conversation runs with a fixed prompt. */
export interface TaskWiring {
	readonly task: TaskModules;
	readonly breaker?: TaskBreaker;
	/** Where the modules report notices (memory load, compression, summaries; a NoticeRelay). */
	readonly notices?: { connect(target: (text: string) => void): void };
	/** What the modules' own requests spent (model summaries; a UsageRelay). */
	readonly usage?: { connect(target: (usage: Usage) => void): void };
}

/** A plan in review and the request it answers. */
export interface PlanDraft {
	readonly request: string;
	readonly steps: ReadonlyArray<string>;
}

export interface TaskStart {
	readonly analysis: TaskAnalysis;
	/** Complex task: the prompt asks the model for a plan first, and writes wait for its approval. */
	readonly needsPlan: boolean;
	readonly prompt: BuiltPrompt;
}

/** What one run of the loop gets from the task. */
export interface TaskRun {
	/** Asked before every request, so what the task learned reaches the next iteration. */
	readonly systemPrompt: string | (() => string);
	/** This request's context (scripts, notes, plan), sent after the history. */
	readonly context?: () => string | undefined;
	readonly compressor?: HistoryCompressor;
}

/** What a finished run leaves for the user: a verification summary, or a plan to review. */
export interface TaskEnd {
	readonly summary?: string;
	readonly plan?: ReadonlyArray<PlanStep>;
	/** The run failed partway through an approved plan; the task is still open. */
	readonly resumable?: boolean;
}

/** What Try again does: the same run resumed (the task kept open), or the last message as a new task. */
export interface RetryStep {
	readonly resume: boolean;
	readonly text: string;
}
