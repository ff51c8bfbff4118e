/**
 * Plans and intent: for complex requests the model first writes a short plan that the user
 * can edit or approve; the intent is tracked and re-stated after errors.
 *
 * Why re-state the intent (seed 000's intent reminders): after a failed tool call models
 * tend to chase the error and forget the goal; one line with the goal and the current plan
 * step brings them back. The planner only holds state; the session decides when to ask.
 */
import { TaskAnalysis, analyzeTask } from "./TaskAnalysis";

export interface PlanStep {
	readonly text: string;
	readonly done: boolean;
}

export type PlanStatus = "none" | "draft" | "approved";

export interface Intent {
	readonly request: string;
	readonly analysis: TaskAnalysis;
	readonly errors: number;
}

const MAX_STEPS = 12;

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

export class TaskPlanner {
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

	/** The instruction that asks the model for a plan (sent as the first turn of a complex task). */
	planRequest(request: string): string {
		return `Before changing anything, write a short numbered plan (at most ${MAX_STEPS} steps, one line each) for this request, then stop and wait for approval:\n${request}`;
	}

	setIntent(request: string, analysis = analyzeTask(request)): void {
		this.intent = { request, analysis, errors: 0 };
		this.steps = [];
		this.status = "none";
	}

	getIntent(): Intent | undefined {
		return this.intent;
	}

	/** The model proposed a plan; the user sees it as a draft. */
	proposePlan(modelText: string): ReadonlyArray<PlanStep> {
		this.steps = parsePlan(modelText);
		this.status = this.steps.size() > 0 ? "draft" : "none";
		return this.steps;
	}

	/** The user edited the plan (one step per line). */
	editPlan(lines: ReadonlyArray<string>): void {
		this.steps = lines.filter((l) => l !== "").map((text) => ({ text, done: false }));
		this.status = this.steps.size() > 0 ? "draft" : "none";
	}

	approvePlan(): boolean {
		if (this.status !== "draft") return false;
		this.status = "approved";
		return true;
	}

	planStatus(): PlanStatus {
		return this.status;
	}

	markStepDone(index: number): void {
		const step = this.steps[index];
		if (step !== undefined) this.steps[index] = { ...step, done: true };
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
