/**
 * The plan's side of the panel session: what approving, discarding or answering a draft
 * does to the task (TaskLifecycle), to its card (PlanCards) and to what a plugin reload
 * keeps (SessionArchive), and bringing a plan in review back at startup.
 *
 * Why apart from LoopSession: these three always change together; LoopSession decides when
 * (not while running, not without a key) and runs the message the task gives back.
 */
import { PlanDraft } from "Coordination";
import { PlanStepView } from "../Store";
import { PlanCards } from "./PlanCards";
import { SessionArchive } from "./SessionArchive";
import { TaskLifecycle } from "./TaskLifecycle";

export class PlanSession {
	constructor(
		private readonly cards: PlanCards,
		private readonly task: TaskLifecycle,
		private readonly archive: SessionArchive,
	) {}

	/** At startup: a plan that was in review when the plugin closed comes back, with its task. */
	restore(draft: PlanDraft | undefined, turnId: number) {
		const steps = draft !== undefined ? this.task.restorePlan(draft) : [];
		if (steps.size() > 0) this.cards.draft(turnId, steps);
	}

	/** The model answered with a plan: its draft card (the archive is saved with the turn). */
	drafted(turnId: number, steps: ReadonlyArray<PlanStepView>) {
		this.cards.draft(turnId, steps);
	}

	/** A message while a draft is shown answers it, and the model revises the plan. True if so. */
	answer(): boolean {
		if (!this.cards.supersede()) return false;
		this.task.revisePlan();
		this.archive.savePlan(this.task.planDraft());
		return true;
	}

	/** The user approved the draft as edited: the message to send, or undefined if it is not the draft. */
	approve(itemId: string, steps: ReadonlyArray<string>): string | undefined {
		if (!this.cards.isDraft(itemId)) return undefined;
		const message = this.task.approvePlan(steps);
		if (message === undefined) return undefined;
		this.cards.approve(itemId, this.task.planSteps());
		this.archive.savePlan(this.task.planDraft());
		return message;
	}

	discard(itemId: string) {
		if (!this.cards.isDraft(itemId)) return;
		this.task.discardPlan();
		this.cards.discard(itemId);
		this.archive.savePlan(this.task.planDraft());
	}

	/** A new conversation: no card is the draft or the live plan any more. */
	reset() {
		this.cards.reset();
	}

	/** Shows the approved plan's progress. */
	sync() {
		this.cards.sync(this.task.planSteps());
	}
}
