/**
 * Applying a plan, and undoing a turn, each inside one ChangeHistoryService recording.
 *
 * Why: this is where "approve applies exactly the preview as one undo step" and "a
 * half-applied change never remains" are kept. The fingerprint is re-checked first (stale ->
 * nothing applied); the recording is committed on success and cancelled on any failure.
 * The queue (ApprovalQueue.ts) keeps the bookkeeping; the history work lives here.
 */
import type { ChangeHistoryHost } from "Shared/Hosts";
import type { PendingOperation } from "./PendingOperation";
import type { Turn, TurnCheckpoints } from "./TurnCheckpoints";
import type { Verification } from "../ToolProtocol";
import type { AppliedChange, WritePlan } from "./WritePlan";
import type { ToolView } from "../Core/ToolView";

export type ApproveResult =
	/**
	 * `waypoint` is the undo step's name; undefined for a change outside the place.
	 * `verification`: what the change declared, checked right after it landed.
	 */
	| {
			readonly kind: "applied";
			readonly operation: PendingOperation;
			readonly waypoint: string | undefined;
			readonly verification?: Verification;
			/** The apply's own report (AppliedChange.report), passed to the model. */
			readonly report?: string;
			readonly view?: ToolView;
	  }
	| { readonly kind: "stale"; readonly operation: PendingOperation; readonly message: string }
	| {
			readonly kind: "failed";
			readonly operation: PendingOperation;
			readonly message: string;
			/** Only a busy recording is worth another try; an apply that failed was already retried where it could be. */
			readonly retryable: boolean;
	  }
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

function rolledBack(operation: PendingOperation, plan: WritePlan, problem: string): ApproveResult {
	return {
		kind: "failed",
		operation,
		retryable: false,
		message: `Applying "${plan.title}" failed and was rolled back, so the place is unchanged: ${problem}`,
	};
}

function recordTurn(turns: TurnCheckpoints, operation: PendingOperation, plan: WritePlan, applied: AppliedChange) {
	turns.record({ operationId: operation.id, tool: plan.tool, title: plan.title, target: plan.target, applied });
}

/** A change to the plugin's own data: no recording to open, and its apply writes all or nothing itself. */
function applyUnrecorded(turns: TurnCheckpoints, operation: PendingOperation, plan: WritePlan): ApproveResult {
	// Project notes touch no instance, but recording them refreshes every entry of the turn:
	// an edit the user made to the place since must be seen first, or undo-turn would miss it.
	turns.noticeUserEdits();
	const [ran, outcome] = pcall(plan.apply);
	if (!ran || !outcome.ok)
		return rolledBack(operation, plan, ran ? (outcome as { error: string }).error : tostring(outcome));
	recordTurn(turns, operation, plan, outcome.value);
	return { kind: "applied", operation, waypoint: undefined };
}

/** Applies `plan` if its fingerprint is still the previewed one, as one named undo step. */
export function applyRecorded(
	history: ChangeHistoryHost,
	turns: TurnCheckpoints,
	operation: PendingOperation,
	plan: WritePlan,
	fingerprint: string,
): ApproveResult {
	const [read, now] = pcall(plan.fingerprint);
	if (!read || now !== fingerprint) {
		return {
			kind: "stale",
			operation,
			message: `${plan.target} changed after the preview was made (edited, moved or deleted), so nothing was applied. Read it again and propose the change anew.`,
		};
	}
	if (plan.outsidePlace === true) return applyUnrecorded(turns, operation, plan);
	const waypoint = WAYPOINT_PREFIX + plan.title;
	const [began, recording] = pcall(() => history.tryBegin(waypoint, waypoint));
	if (!began || recording === undefined)
		return {
			kind: "failed",
			operation,
			retryable: true,
			message:
				"Another undo recording is open (or a playtest is running), so nothing was applied. Try again in a moment.",
		};
	turns.noticeUserEdits();
	const [ran, outcome] = pcall(plan.apply);
	if (!ran || !outcome.ok) {
		history.cancel(recording);
		return rolledBack(operation, plan, ran ? (outcome as { error: string }).error : tostring(outcome));
	}
	history.commit(recording);
	recordTurn(turns, operation, plan, outcome.value);
	const verify = outcome.value.verify;
	return {
		kind: "applied",
		operation,
		waypoint,
		verification: verify !== undefined ? verify() : undefined,
		report: outcome.value.report,
		view: outcome.value.view,
	};
}

/** Reverts every change of the turn, newest first, as one undo step; all or nothing. */
export function undoTurnRecorded(
	history: ChangeHistoryHost,
	turns: TurnCheckpoints,
	turn: Turn,
	confirmed: boolean,
): UndoTurnResult {
	if (turn.undone) return { kind: "nothing", message: "This turn was already undone." };
	if (turn.entries.size() === 0) return { kind: "nothing", message: "Lux changed nothing in this turn." };
	// Reverting this turn alone would write over what a later turn did to the same instances,
	// and undoing that turn afterwards would bring back a state neither turn started from.
	const later = turns.laterTurns(turn);
	if (later.size() > 0)
		return {
			kind: "failed",
			message: `a later turn (${later.map((t) => `"${t.label}"`).join(", ")}) changed the same instances since; undo ${later.size() === 1 ? "it" : "them"} first. Nothing was undone.`,
		};
	const conflicts = turns.conflicts(turn);
	if (conflicts.size() > 0 && !confirmed) {
		return {
			kind: "needs_confirmation",
			turnId: turn.id,
			conflicts,
			message: `You have edited ${conflicts.join(", ")} since Lux changed ${conflicts.size() === 1 ? "it" : "them"}. Undoing this turn would overwrite those edits. Undo anyway?`,
		};
	}
	const waypoint = `${WAYPOINT_PREFIX}undo turn "${turn.label}"`;
	const [began, recording] = pcall(() => history.tryBegin(waypoint, waypoint));
	if (!began || recording === undefined)
		return { kind: "failed", message: "Another undo recording is open; nothing was undone." };
	for (let i = turn.entries.size() - 1; i >= 0; i--) {
		const entry = turn.entries[i];
		const [ran, reverted] = pcall(() => entry.applied.revert(confirmed));
		if (!ran || !reverted.ok) {
			history.cancel(recording);
			const problem = ran ? (reverted as { error: string }).error : tostring(reverted);
			return {
				kind: "failed",
				message: `Undoing "${entry.title}" failed, so nothing in the turn was undone: ${problem}`,
			};
		}
	}
	history.commit(recording);
	turn.undone = true;
	turns.refreshAfterUndo();
	return { kind: "undone", turnId: turn.id, count: turn.entries.size() };
}
