/**
 * Plans and intent: for complex requests the model first writes a short plan that the user
 * can edit or approve; the intent is tracked and re-stated after errors.
 *
 * The plan's life: `requestPlan` (the prompt asks for a plan and writes are held back, see
 * PlanGate) -> `proposePlan` (a draft the panel shows) -> `editPlan` / `approvePlan` (the
 * prompt now carries the approved steps and writes run) -> `markStepDone` as work lands.
 * A user reply to a draft goes back to `requestPlan` (the model revises it).
 *
 * Why re-state the intent (seed 000's intent reminders): after a failed tool call models
 * tend to chase the error and forget the goal; one line with the goal and the current plan
 * step brings them back. The planner only holds state; the TaskContext decides when to ask.
 */
import { PlanTracker } from "Shared/PlanTracker";
import { Result, err, ok } from "Shared/Result";
import { trimText } from "Shared/TextLines";
import { TaskAnalysis, analyzeTask } from "./TaskAnalysis";

/** The steps among lines the user typed: each trimmed, blank ones dropped. */
export function planStepsOf(lines: ReadonlyArray<string>): string[] {
	const steps = new Array<string>();
	for (const line of lines) {
		const text = trimText(line);
		if (text !== "") steps.push(text);
	}
	return steps;
}

export interface PlanStep {
	readonly text: string;
	readonly done: boolean;
}

/** "requested": the model is writing a plan; "draft": the user is reviewing it. */
export type PlanStatus = "none" | "requested" | "draft" | "approved";

export interface Intent {
	readonly request: string;
	readonly analysis: TaskAnalysis;
	readonly errors: number;
}

const MAX_STEPS = 12;

/** The prompt's plan section while the model is planning: plan only, no changes yet. */
export const PLANNING_INSTRUCTION = `This request is large, so plan before acting. You may read the place with the read tools. Then answer with a short numbered plan (at most ${MAX_STEPS} steps, one line each, in the order you will do them) and stop: the user reviews and approves the plan before anything is changed, and write tools are refused until then. If the user answers with changes, write the revised plan the same way.`;

/** Numbered or bulleted lines of a model's answer become plan steps. */
export function parsePlan(text: string): PlanStep[] {
	const steps: PlanStep[] = [];
	for (const [line] of text.gmatch("[^\n]+")) {
		const [item] = (line as string).match("^%s*%d+[%.%)]%s+(.+)$");
		const [bullet] = (line as string).match("^%s*[%-%*•]%s+(.+)$");
		const body = (item ?? bullet) as string | undefined;
		if (body !== undefined && steps.size() < MAX_STEPS) steps.push({ text: body.gsub("%s+$", "")[0], done: false });
	}
	return steps;
}

export class TaskPlanner implements PlanTracker {
	private intent: Intent | undefined;
	private steps: PlanStep[] = [];
	private status: PlanStatus = "none";

	analyze(request: string): TaskAnalysis {
		return analyzeTask(request);
	}

	/** Only complex requests get a plan first; simple ones would pay a round trip for nothing. */
	needsPlan(analysis: TaskAnalysis): boolean {
		return analysis.complexity === "complex" && !analysis.questionOnly;
	}

	/** Asks the model for a plan first: the prompt says so and writes wait until approval. */
	requestPlan(): void {
		this.steps = [];
		this.status = "requested";
	}

	/** While a plan is being written or reviewed, nothing may change the place. */
	writesBlocked(): boolean {
		return this.status === "requested" || this.status === "draft";
	}

	setIntent(request: string, analysis = analyzeTask(request)): void {
		this.intent = { request, analysis, errors: 0 };
		this.steps = [];
		this.status = "none";
	}

	getIntent(): Intent | undefined {
		return this.intent;
	}

	/**
	 * The model proposed a plan; the user sees it as a draft. An answer with no list (a
	 * question, or the request turned out to need no plan) ends the planning step.
	 */
	proposePlan(modelText: string): ReadonlyArray<PlanStep> {
		this.steps = parsePlan(modelText);
		this.status = this.steps.size() > 0 ? "draft" : "none";
		return this.steps;
	}

	/** The plan as it stands (the draft while reviewed, the approved plan with progress). */
	planSteps(): ReadonlyArray<PlanStep> {
		return this.steps;
	}

	/** The user edited the plan (one step per line, as typed: planStepsOf keeps the real ones). */
	editPlan(lines: ReadonlyArray<string>): void {
		this.steps = planStepsOf(lines).map((text) => ({ text, done: false }));
		this.status = this.steps.size() > 0 ? "draft" : "none";
	}

	/** Approval starts the work afresh: writes held back while planning are not errors to fix. */
	approvePlan(): boolean {
		if (this.status !== "draft") return false;
		this.status = "approved";
		if (this.intent !== undefined) this.intent = { ...this.intent, errors: 0 };
		return true;
	}

	planStatus(): PlanStatus {
		return this.status;
	}

	markStepDone(index: number): void {
		const step = this.steps[index];
		if (step !== undefined) this.steps[index] = { ...step, done: true };
	}

	/** mark_plan_step: `step` counts from 1, as the plan is numbered in the prompt. */
	markStep(step: number): Result<true, string> {
		if (this.status !== "approved") return err("There is no approved plan in this task.");
		if (step < 1 || step > this.steps.size())
			return err(`The plan has ${this.steps.size()} steps; there is no step ${step}.`);
		this.markStepDone(step - 1);
		return ok(true);
	}

	/** The message that tells the model the user approved (the plan itself is in the prompt). */
	approvalMessage(): string {
		return `I approve this plan. Carry it out step by step:\n${this.formatPlan()}`;
	}

	/** The prompt's plan section: the planning instruction, or the approved plan. */
	formatForPrompt(): string {
		if (this.status === "requested") return PLANNING_INSTRUCTION;
		if (this.status !== "approved") return "";
		return `${this.formatPlan()}\nThe user approved this plan. Work through it in order; call mark_plan_step after finishing each step.`;
	}

	/** The plan as text (for the prompt and for compression's pinned context). */
	formatPlan(): string {
		return this.steps.map((s, i) => `${i + 1}. ${s.done ? "[done] " : ""}${s.text}`).join("\n");
	}

	recordError(): void {
		if (this.intent !== undefined) this.intent = { ...this.intent, errors: this.intent.errors + 1 };
	}

	/** After an error: the goal and the next open step, in one or two lines. */
	getIntentReminder(): string | undefined {
		const intent = this.intent;
		if (intent === undefined || intent.errors === 0) return undefined;
		const open = this.steps.find((s) => !s.done);
		const step = open !== undefined ? `\nCurrent plan step: ${open.text}` : "";
		return `Reminder: the user's goal is "${intent.request}". Fix the error only as far as that goal needs.${step}`;
	}

	completeIntent(): Intent | undefined {
		const done = this.intent;
		this.intent = undefined;
		this.steps = [];
		this.status = "none";
		return done;
	}
}
