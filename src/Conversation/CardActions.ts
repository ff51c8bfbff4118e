/**
 * What the user does to approval cards and turn footers: Approve, Reject (with a reason),
 * Approve and auto-approve similar changes in the card's service, Show in Explorer, Open
 * script, Undo this turn. Every decision is one click on one card the user can see; the
 * card updates themselves are pure (decideCard, undoFooter).
 *
 * Why apart from Conversation: these act on one card and the runner waiting on it; the
 * Conversation only tells them which runner is current.
 */
import { LoopRunner } from "Core";
import { trimText } from "Shared/TextLines";
import { ConversationStore } from "./ConversationStore";
import { ApprovalState, ChatItem } from "./ChatItem";
import { PlaceNavigator, TurnCheckpoints } from "./Ports";

type ApprovalItem = Extract<ChatItem, { kind: "approval" }>;

function replaceWhere(
	items: ReadonlyArray<ChatItem>,
	match: (item: ChatItem) => boolean,
	change: (item: ChatItem) => ChatItem,
): ChatItem[] {
	return items.map((item) => (match(item) ? change(item) : item));
}

/** Updates an approval card (found by operation id) to a decided state. */
export function decideCard(
	items: ReadonlyArray<ChatItem>,
	operationId: string,
	state: ApprovalState,
	reason?: string,
): ChatItem[] {
	return replaceWhere(
		items,
		(i) => i.kind === "approval" && i.operationId === operationId && i.state === "pending",
		(i) => ({ ...(i as ApprovalItem), state, reason }),
	);
}

/**
 * The items after TurnCheckpoints.undoTurn returned `result` for `turnId`: the footer says
 * undone, or asks to confirm (the user edited the same things since), or a notice says why not.
 */
export function undoFooter(
	items: ReadonlyArray<ChatItem>,
	turnId: number,
	result: string | { readonly confirm: string } | undefined,
	newId: () => string,
): ChatItem[] {
	const footer = (change: object) => (i: ChatItem) =>
		i.kind === "turnEnd" && i.turnId === turnId ? ({ ...i, ...change } as ChatItem) : i;
	if (result === undefined) return items.map(footer({ undone: true, confirm: undefined }));
	if (typeIs(result, "table")) return items.map(footer({ confirm: result.confirm }));
	return [...items, { kind: "notice", id: newId(), text: `Could not undo: ${result}` }];
}

export interface CardContext {
	readonly store: ConversationStore;
	/** The runner waiting for decisions (the current message's), if any. */
	readonly runner: () => LoopRunner | undefined;
	/** The status line's "tool" part is cleared once the user decided. */
	readonly clearTool: () => void;
	readonly newId: () => string;
	readonly navigator?: PlaceNavigator;
	readonly checkpoints?: TurnCheckpoints;
	/** Adds a service to the auto-approve rules (saved like a Settings change). */
	readonly allowService: (service: string) => void;
	/** Told after each decision has been resolved (the action log has new entries). */
	readonly decided?: () => void;
}

/** What the model is told when the user asks again for a change that went stale. */
export function staleRetryMessage(summary: string): string {
	return `"${summary}" was not applied because its target changed after the preview. Read it again and propose the change anew.`;
}

export class CardActions {
	constructor(private readonly c: CardContext) {}

	private decide(operationId: string, approved: boolean, reason?: string, hunks?: ReadonlyArray<number>) {
		// Only the runner paused on this very operation may hear it: a card left over from an
		// earlier run (restored, or one the Stop closed) would otherwise show "applied" for nothing.
		const runner = this.c.runner();
		if (runner === undefined || runner.getState().awaiting?.operationId !== operationId) return;
		this.c.store.update((s) => ({
			...s,
			items: decideCard(s.items, operationId, approved ? "applied" : "rejected", reason),
		}));
		this.c.clearTool();
		task.spawn(() => {
			runner.decide(operationId, approved ? { approved: true, hunks } : { approved: false, reason });
			this.c.decided?.();
		});
	}

	private cardById(itemId: string) {
		const item = this.c.store.getState().items.find((i) => i.id === itemId);
		return item !== undefined && item.kind === "approval" ? item : undefined;
	}

	/** The changes kept of a script edit some were left out of (toggleHunk); undefined when none were. */
	private kept(card: ChatItem & { kind: "approval" }): number[] | undefined {
		const left = card.leftOut ?? [];
		const total = card.preview?.kind === "diff" ? card.preview.hunks.size() : 0;
		if (left.size() === 0 || total === 0) return undefined;
		const keep = new Array<number>();
		for (let n = 1; n <= total; n++) if (!left.includes(n)) keep.push(n);
		return keep;
	}

	/** Approves the card; a script edit with changes left out (toggleHunk) applies only the rest. */
	approve = (itemId: string) => {
		const card = this.cardById(itemId);
		if (card === undefined || card.state !== "pending") return;
		const keep = this.kept(card);
		// Every change left out is no approval at all.
		if (keep?.size() === 0) return this.decide(card.operationId, false, "The user left out every change.");
		this.decide(card.operationId, true, undefined, keep);
	};

	toggleHunk = (itemId: string, hunk: number) => {
		const card = this.cardById(itemId);
		if (card === undefined || card.state !== "pending" || card.preview?.kind !== "diff") return;
		const left = card.leftOut ?? [];
		const leftOut = left.includes(hunk) ? left.filter((n) => n !== hunk) : [...left, hunk];
		this.c.store.update((s) => ({
			...s,
			items: s.items.map((i) => (i.id === itemId && i.kind === "approval" ? { ...i, leftOut } : i)),
		}));
	};

	/** A blank reason (only spaces) is no reason; a reason is kept trimmed. */
	reject = (itemId: string, reason?: string) => {
		const card = this.cardById(itemId);
		const said = reason !== undefined ? trimText(reason) : "";
		if (card !== undefined && card.state === "pending")
			this.decide(card.operationId, false, said !== "" ? said : undefined);
	};

	approveAndAllow = (itemId: string) => {
		const card = this.cardById(itemId);
		if (card === undefined || card.state !== "pending" || card.allowScope === undefined) return;
		// The changes left out stay out here too: "always" is about later changes, not this one's.
		const keep = this.kept(card);
		if (keep?.size() === 0) return this.decide(card.operationId, false, "The user left out every change.");
		this.c.allowService(card.allowScope);
		this.decide(card.operationId, true, undefined, keep);
	};

	undoTurn = (turnId: number, confirmed = false) => {
		const checkpoints = this.c.checkpoints;
		if (checkpoints === undefined) return;
		const result = checkpoints.undoTurn(turnId, confirmed);
		this.c.store.update((s) => ({ ...s, items: undoFooter(s.items, turnId, result, this.c.newId) }));
	};

	/** The warning is answered "keep my edits": the footer offers Undo this turn again (the warning had no way out). */
	keepTurn = (turnId: number) => {
		this.c.store.update((s) => ({
			...s,
			items: s.items.map((i) =>
				i.kind === "turnEnd" && i.turnId === turnId && i.confirm !== undefined
					? { ...i, confirm: undefined }
					: i,
			),
		}));
	};

	/** The stale card's summary, when `itemId` is a stale card (the only kind that may be asked again). */
	staleSummary(itemId: string): string | undefined {
		const card = this.cardById(itemId);
		return card !== undefined && card.state === "stale" ? card.summary : undefined;
	}

	showInExplorer = (itemId: string) =>
		this.navigate(itemId, (n, card) => n.showInExplorer(card.target!, card.operationId));

	openScript = (itemId: string) => this.navigate(itemId, (n, card) => n.openScript(card.target!, card.operationId));

	/** A click that finds nothing says so: the instance was deleted, moved away or undone since (a silent button reads as broken). */
	private navigate(itemId: string, go: (navigator: PlaceNavigator, card: ApprovalItem) => boolean) {
		const card = this.cardById(itemId);
		const navigator = this.c.navigator;
		if (card === undefined || card.target === undefined || navigator === undefined || go(navigator, card)) return;
		const text = `${card.target.path} is no longer in the place: it was deleted, moved or undone since.`;
		this.c.store.update((s) => ({ ...s, items: [...s.items, { kind: "notice", id: this.c.newId(), text }] }));
	}
}
