/**
 * The approval queue: proposals wait here until the user (or the auto-approve policy)
 * decides, and are applied only if nothing they were built on has changed.
 *
 * Why: this is where issue 4's promises are kept. Proposing writes nothing. Rejecting writes
 * nothing. Approving re-checks the fingerprint (stale -> nothing applied), then applies inside
 * one ChangeHistoryService recording named for the change, committed on success and cancelled
 * on any failure, so a half-applied change never remains (RecordedChanges.ts). Every step
 * goes to the action log.
 */
import Signal from "@rbxts/lemon-signal";
import type { ChangeHistoryHost } from "Shared/Hosts";
import type { LandingFact } from "../Core/Landing";
import type { ActionLog } from "./ActionLog";
import { OperationFacts, decide, serviceScope } from "./ApprovalAuthority";
import type { AutoApprovePolicy } from "./AutoApprovePolicy";
import type { PendingOperation } from "./PendingOperation";
import { ApproveResult, UndoTurnResult, applyRecorded, undoTurnRecorded } from "./RecordedChanges";
import { TurnCheckpoints, TurnSummary } from "./TurnCheckpoints";
import type { WritePlan } from "./WritePlan";

export type { PendingOperation } from "./PendingOperation";
export { WAYPOINT_PREFIX } from "./RecordedChanges";
export type { ApproveResult, UndoTurnResult } from "./RecordedChanges";

export type RejectResult =
	| { readonly kind: "rejected"; readonly operation: PendingOperation }
	| { readonly kind: "unknown"; readonly message: string };

export class ApprovalQueue {
	private readonly waiting = new Map<string, { operation: PendingOperation; plan: WritePlan; fingerprint: string }>();
	private readonly order: string[] = [];
	private readonly changedSignal = new Signal();
	private counter = 0;
	readonly turns = new TurnCheckpoints();

	constructor(
		private readonly history: ChangeHistoryHost,
		private readonly policy: AutoApprovePolicy,
		private readonly log: ActionLog,
	) {}

	private changed() {
		this.changedSignal.Fire();
	}

	/** Calls `listener` whenever pending operations or turns change; returns a disconnect function. */
	onChanged(listener: () => void): () => void {
		const connection = this.changedSignal.Connect(listener);
		return () => connection.Disconnect();
	}

	/**
	 * Queues a plan (nothing is written), records its fingerprint as of this preview, and asks
	 * the approval authority once whether it may apply without the user.
	 */
	propose(plan: WritePlan, landings: ReadonlyArray<LandingFact>): PendingOperation {
		this.counter++;
		const facts: OperationFacts = {
			risk: plan.risk,
			landings,
			alwaysAsk: plan.alwaysAsk,
			deleteCount: plan.deleteCount,
			outsidePlace: plan.outsidePlace,
		};
		const decision = decide(facts, this.policy.get());
		const operation: PendingOperation = {
			id: `op-${this.counter}`,
			tool: plan.tool,
			risk: plan.risk,
			target: plan.target,
			landings,
			decision,
			allowScope: serviceScope(facts),
			title: plan.title,
			preview: plan.preview,
			askReason: decision.kind === "auto" ? "auto-approved" : decision.reason,
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

	/** Whether the authority let this operation apply without the user when it was proposed. */
	isAutoApproved(id: string): boolean {
		return this.waiting.get(id)?.operation.decision.kind === "auto";
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

	/**
	 * Applies a pending operation if its target is unchanged since the preview; with `keep`, only
	 * those hunks of a script edit (WritePlan.narrow), the rest left as they are.
	 */
	approve(id: string, auto = false, keep?: ReadonlyArray<number>): ApproveResult {
		const entry = this.take(id);
		if (entry === undefined)
			return { kind: "unknown", message: `No pending operation ${id} (already decided, or never proposed).` };
		const { operation } = entry;
		let plan = entry.plan;
		if (keep !== undefined) {
			const narrowed = plan.narrow?.(keep);
			if (narrowed === undefined || !narrowed.ok) {
				const why = narrowed === undefined ? "this change cannot be split" : narrowed.error;
				this.log.append({
					tool: plan.tool,
					target: plan.target,
					operationId: id,
					outcome: "failed",
					detail: why,
				});
				this.changed();
				return { kind: "failed", operation, message: `Only part was approved, but ${why}`, retryable: false };
			}
			plan = narrowed.value;
		}
		const logged = { tool: plan.tool, target: plan.target, operationId: id };
		this.log.append({ ...logged, outcome: auto ? "auto_approved" : "approved", detail: plan.title });
		const result = applyRecorded(this.history, this.turns, operation, plan, entry.fingerprint);
		if (result.kind === "applied")
			this.log.append({ ...logged, outcome: "applied", detail: result.waypoint ?? plan.title });
		else if (result.kind === "stale" || result.kind === "failed")
			this.log.append({ ...logged, outcome: result.kind, detail: result.message });
		this.changed();
		return result;
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
		const result = undoTurnRecorded(this.history, this.turns, turn, confirmed);
		if (result.kind !== "undone") return result;
		for (const entry of turn.entries)
			this.log.append({
				tool: entry.tool,
				target: entry.target,
				outcome: "undone",
				operationId: entry.operationId,
				detail: turn.id,
			});
		this.changed();
		return result;
	}
}
