/**
 * The plan cards in the conversation: the draft the user reviews, then the approved plan
 * whose steps tick off as the model reports progress.
 *
 * Why apart from Conversation: which card is the draft, which is the live plan, and what a
 * reply to a draft does to it are card bookkeeping; the Conversation only says when.
 */
import { ChatItem, PlanCardState, PlanStepView } from "./ChatItem";
import { ConversationStore } from "./ConversationStore";

export class PlanCards {
	/** The draft waiting for the user, if any. */
	private draftId?: string;
	/** The approved plan being carried out, whose progress `sync` shows. */
	private liveId?: string;

	constructor(
		private readonly store: ConversationStore,
		private readonly newId: () => string,
		private readonly redact: (text: string) => string,
	) {}

	private set(id: string, change: (item: Extract<ChatItem, { kind: "plan" }>) => ChatItem) {
		this.store.update((s) => ({
			...s,
			items: s.items.map((item) => (item.id === id && item.kind === "plan" ? change(item) : item)),
		}));
	}

	private views(steps: ReadonlyArray<PlanStepView>): PlanStepView[] {
		return steps.map((step) => ({ text: this.redact(step.text), done: step.done }));
	}

	/** The model proposed a plan: a new draft card. */
	draft(turnId: number, steps: ReadonlyArray<PlanStepView>) {
		const id = this.newId();
		this.draftId = id;
		const item: ChatItem = { kind: "plan", id, turnId, steps: this.views(steps), state: "draft" };
		this.store.update((s) => ({ ...s, items: [...s.items, item] }));
	}

	isDraft(id: string): boolean {
		return id === this.draftId;
	}

	/** The user approved the draft; `steps` is the plan as approved (after edits). */
	approve(id: string, steps: ReadonlyArray<PlanStepView>) {
		this.finish(id, "approved", steps);
		this.liveId = id;
	}

	discard(id: string) {
		this.finish(id, "discarded");
	}

	/** The user answered a draft with a message: it is replaced by the revision. True if one was shown. */
	supersede(): boolean {
		const id = this.draftId;
		if (id === undefined) return false;
		this.finish(id, "revised");
		return true;
	}

	/** Shows the live plan's progress. */
	sync(steps: ReadonlyArray<PlanStepView>) {
		const id = this.liveId;
		if (id === undefined || steps.size() === 0) return;
		this.set(id, (item) =>
			item.steps.size() === steps.size() && item.steps.every((s, i) => s.done === steps[i].done)
				? item
				: { ...item, steps: this.views(steps) },
		);
	}

	reset() {
		this.draftId = undefined;
		this.liveId = undefined;
	}

	private finish(id: string, state: PlanCardState, steps?: ReadonlyArray<PlanStepView>) {
		if (this.draftId === id) this.draftId = undefined;
		this.set(id, (item) => ({ ...item, state, steps: steps !== undefined ? this.views(steps) : item.steps }));
	}
}
