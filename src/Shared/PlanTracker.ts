/**
 * What the `mark_plan_step` tool calls to record progress on the user's approved plan,
 * declared here because Tools may import only Shared. Planning's TaskPlanner implements it;
 * the panel's plan card shows the progress.
 */
import type { Result } from "./Result";

export interface PlanTracker {
	/** The approved plan's steps; empty when no plan is approved. */
	planSteps(): ReadonlyArray<{ readonly text: string; readonly done: boolean }>;
	/** Marks step `step` (1-based) done; an error text when there is no such step or plan. */
	markStep(step: number): Result<true, string>;
}
