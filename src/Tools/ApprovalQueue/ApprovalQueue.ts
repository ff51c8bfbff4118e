/**
 * The approval queue: proposals wait here until the user (or the auto-approve policy)
 * decides, and are applied only if nothing they were built on has changed.
 *
 * Why: this is where issue 4's promises are kept. Proposing writes nothing. Rejecting writes
 * nothing. Approving re-checks the fingerprint (stale -> nothing applied), then applies inside
 * one ChangeHistoryService recording named for the change, committed on success and cancelled
 * on any failure, so a half-applied change never remains. Every step goes to the action log.
 */
import type { ChangeHistoryHost } from "Shared/Hosts";
import type { ActionLog } from "./ActionLog";
import type { AutoApprovePolicy } from "./AutoApprovePolicy";
import { TurnCheckpoints, TurnSummary } from "./TurnCheckpoints";
import type { Preview, WritePlan } from "./WritePlan";
import type { RiskCategory } from "../ToolProtocol";

/** What the UI shows on an approval card. */
export interface PendingOperation {
	readonly id: string;
	readonly tool: string;
	readonly risk: RiskCategory;
	readonly target: string;
	readonly service: string | undefined;
	readonly title: string;
	readonly preview: Preview;
	/** Why it needs the user (e.g. "delete needs approval", "always asks: ... is a service"). */
	readonly askReason: string;
}

export type ApproveResult =
	| { readonly kind: "applied"; readonly operation: PendingOperation; readonly waypoint: string }
	| { readonly kind: "stale"; readonly operation: PendingOperation; readonly message: string }
	| { readonly kind: "failed"; readonly operation: PendingOperation; readonly message: string }
	| { readonly kind: "unknown"; readonly message: string };

export type RejectResult =
	| { readonly kind: "rejected"; readonly operation: PendingOperation }
	| { readonly kind: "unknown"; readonly message: string };

export type UndoTurnResult =
	| { readonly kind: "undone"; readonly turnId: string; readonly count: number }
	/** The user edited some of the same instances since: ask, then call again with confirmed. */
	| {
			readonly kind: "needs_confirmation";
			readonly turnId: string;
			readonly conflicts: ReadonlyArray<string>;
			readonly message: string;
	  }
	| { readonly kind: "nothing"; readonly message: string }
	| { readonly kind: "failed"; readonly message: string };

export const WAYPOINT_PREFIX = "Lux: ";

export class ApprovalQueue {
	private readonly waiting = new Map<string, { operation: PendingOperation; plan: WritePlan; fingerprint: string }>();
	private readonly order: string[] = [];
	private readonly listeners: (() => void)[] = [];
	private counter = 0;
	readonly turns = new TurnCheckpoints();

	constructor(
		private readonly history: ChangeHistoryHost,
		private readonly policy: AutoApprovePolicy,
		private readonly log: ActionLog,
	) {}

	private changed() {
		for (const listener of this.listeners) task.spawn(listener);
	}

	/** Calls `listener` whenever pending operations or turns change; returns a disconnect function. */
	onChanged(listener: () => void): () => void {
		this.listeners.push(listener);
		return () => {
			const index = this.listeners.indexOf(listener);
			if (index >= 0) this.listeners.remove(index);
		};
	}

	/** Queues a plan (nothing is written) and records its fingerprint as of this preview. */
	propose(plan: WritePlan): PendingOperation {
		this.counter++;
		const verdict = this.policy.decide(plan);
		const operation: PendingOperation = {
			id: `op-${this.counter}`,
			tool: plan.tool,
			risk: plan.risk,
			target: plan.target,
			service: plan.service,
			title: plan.title,
			preview: plan.preview,
			askReason: verdict.auto ? "auto-approved" : verdict.reason,
		};
		this.waiting.set(operation.id, { operation, plan, fingerprint: plan.fingerprint() });
		this.order.push(operation.id);
		this.log.append({
			tool: plan.tool,
			target: plan.target,
			outcome: "proposed",
			operationId: operation.id,
			detail: plan.title,
		});
		this.changed();
		return operation;
	}

	/** Whether the policy lets this operation apply without the user. */
	isAutoApproved(id: string): boolean {
		const entry = this.waiting.get(id);
		return entry !== undefined && this.policy.decide(entry.plan).auto;
	}

	/** Pending operations, oldest first. */
	pending(): PendingOperation[] {
		return this.order.filter((id) => this.waiting.has(id)).map((id) => this.waiting.get(id)!.operation);
	}

	get(id: string): PendingOperation | undefined {
		return this.waiting.get(id)?.operation;
	}

	private take(id: string) {
		const entry = this.waiting.get(id);
		if (entry === undefined) return undefined;
		this.waiting.delete(id);
		const index = this.order.indexOf(id);
		if (index >= 0) this.order.remove(index);
		return entry;
	}

	/** Applies a pending operation if its target is unchanged since the preview. */
	approve(id: string, auto = false): ApproveResult {
		const entry = this.take(id);
		if (entry === undefined)
			return { kind: "unknown", message: `No pending operation ${id} (already decided, or never proposed).` };
		const { operation, plan } = entry;
		const logged = { tool: plan.tool, target: plan.target, operationId: id };
		this.log.append({ ...logged, outcome: auto ? "auto_approved" : "approved", detail: plan.title });
		const result = this.applyChecked(operation, plan, entry.fingerprint);
		if (result.kind === "applied") this.log.append({ ...logged, outcome: "applied", detail: result.waypoint });
		else if (result.kind === "stale" || result.kind === "failed")
			this.log.append({ ...logged, outcome: result.kind, detail: result.message });
		this.changed();
		return result;
	}

	private applyChecked(operation: PendingOperation, plan: WritePlan, fingerprint: string): ApproveResult {
		const [read, now] = pcall(plan.fingerprint);
		if (!read || now !== fingerprint) {
			return {
				kind: "stale",
				operation,
				message: `${plan.target} changed after the preview was made (edited, moved or deleted), so nothing was applied. Read it again and propose the change anew.`,
			};
		}
		const waypoint = WAYPOINT_PREFIX + plan.title;
		const [began, recording] = pcall(() => this.history.tryBegin(waypoint, waypoint));
		if (!began || recording === undefined)
			return {
				kind: "failed",
				operation,
				message:
					"Another undo recording is open (or a playtest is running), so nothing was applied. Try again in a moment.",
			};
		this.turns.noticeUserEdits();
		const [ran, outcome] = pcall(plan.apply);
		if (!ran || !outcome.ok) {
			this.history.cancel(recording);
			const problem = ran ? (outcome as { error: string }).error : tostring(outcome);
			return {
				kind: "failed",
				operation,
				message: `Applying "${plan.title}" failed and was rolled back, so the place is unchanged: ${problem}`,
			};
		}
		this.history.commit(recording);
		this.turns.record({
			operationId: operation.id,
			tool: plan.tool,
			title: plan.title,
			target: plan.target,
			applied: outcome.value,
		});
		return { kind: "applied", operation, waypoint };
	}

	/** Drops a pending operation. Never writes to the place. */
	reject(id: string, reason?: string): RejectResult {
		const entry = this.take(id);
		if (entry === undefined) return { kind: "unknown", message: `No pending operation ${id}.` };
		this.log.append({
			tool: entry.plan.tool,
			target: entry.plan.target,
			outcome: "rejected",
			operationId: id,
			detail: reason ?? "",
		});
		this.changed();
		return { kind: "rejected", operation: entry.operation };
	}

	/** Starts a new turn (call once per user message); later applied operations belong to it. */
	beginTurn(label: string): string {
		const id = this.turns.begin(label);
		this.changed();
		return id;
	}

	listTurns(): TurnSummary[] {
		return this.turns.summaries();
	}

	/**
	 * Reverts every operation applied in the turn, newest first, as one undo waypoint. If the
	 * user edited the same instances since, returns needs_confirmation unless `confirmed`.
	 */
	undoTurn(turnId: string, confirmed = false): UndoTurnResult {
		const turn = this.turns.find(turnId);
		if (turn === undefined) return { kind: "nothing", message: `No turn ${turnId}.` };
		if (turn.undone) return { kind: "nothing", message: "This turn was already undone." };
		if (turn.entries.size() === 0) return { kind: "nothing", message: "Lux changed nothing in this turn." };
		const conflicts = this.turns.conflicts(turn);
		if (conflicts.size() > 0 && !confirmed) {
			return {
				kind: "needs_confirmation",
				turnId,
				conflicts,
				message: `You have edited ${conflicts.join(", ")} since Lux changed ${conflicts.size() === 1 ? "it" : "them"}. Undoing this turn would overwrite those edits. Undo anyway?`,
			};
		}
		const waypoint = `${WAYPOINT_PREFIX}undo turn "${turn.label}"`;
		const [began, recording] = pcall(() => this.history.tryBegin(waypoint, waypoint));
		if (!began || recording === undefined)
			return { kind: "failed", message: "Another undo recording is open; nothing was undone." };
		for (let i = turn.entries.size() - 1; i >= 0; i--) {
			const entry = turn.entries[i];
			const [ran, reverted] = pcall(() => entry.applied.revert(confirmed));
			if (!ran || !reverted.ok) {
				this.history.cancel(recording);
				const problem = ran ? (reverted as { error: string }).error : tostring(reverted);
				return {
					kind: "failed",
					message: `Undoing "${entry.title}" failed, so nothing in the turn was undone: ${problem}`,
				};
			}
		}
		this.history.commit(recording);
		turn.undone = true;
		for (const entry of turn.entries)
			this.log.append({
				tool: entry.tool,
				target: entry.target,
				outcome: "undone",
				operationId: entry.operationId,
				detail: turn.id,
			});
		this.changed();
		return { kind: "undone", turnId, count: turn.entries.size() };
	}
}
