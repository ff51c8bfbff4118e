/**
 * The modules a task is run with (Context's selector, Planning's planner and verification log,
 * Memory's working, project and decision memories) and the wiring around them (Safety's
 * breaker, the notice and usage relays), as App's LuxModules builds them.
 *
 * Why a file of its own: App builds these and the Conversation's Task uses them; both name
 * the same shapes without importing each other.
 */
import { ContextSelector, TurnSummariser } from "Context";
import { Usage } from "Core";
import { DecisionMemory, ProjectContext, WorkingMemory } from "Memory";
import { TaskPlanner, VerificationLog } from "Planning";
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
