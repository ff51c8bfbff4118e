/**
 * What a write tool hands the approval queue: the preview the user sees, a fingerprint of
 * everything the preview was built from, and how to apply and later revert the change.
 *
 * Why: the queue must never apply a change the user did not see. It compares `fingerprint()`
 * now with the value recorded at preview time (stale if they differ), applies inside one undo
 * recording, and keeps `revert` and `afterFingerprint` for "Undo this turn".
 */
import type { Result } from "Shared/Result";
import type { Landing } from "../Core/Landing";
import type { RiskCategory, Verification } from "../ToolProtocol";
import type { ToolView } from "../Core/ToolView";

export interface PropertyRow {
	readonly name: string;
	readonly before: string;
	readonly after: string;
}

export type Preview =
	/** An exact unified diff of a script's text. */
	| {
			readonly kind: "diff";
			readonly path: string;
			readonly diff: string;
			readonly added: number;
			readonly removed: number;
	  }
	/** Before/after values (properties, attributes, name, parent). */
	| { readonly kind: "properties"; readonly path: string; readonly rows: ReadonlyArray<PropertyRow> }
	/** The outline of what is created, cloned or deleted. */
	| {
			readonly kind: "subtree";
			readonly path: string;
			readonly action: "create" | "clone" | "delete";
			readonly outline: string;
			readonly count: number;
	  }
	/** Code to run (run_luau): the snippet, what it is for, and its line count. */
	| { readonly kind: "code"; readonly purpose: string; readonly code: string; readonly lines: number };

/** A change already applied: how to take it back, and how to tell whether someone touched it since. */
export interface AppliedChange {
	/** Re-reads the touched targets; compared with the value taken right after applying. */
	readonly afterFingerprint: () => string;
	/** Restores the state before the change (turn undo, inside its own recording); `force` overwrites edits made since. */
	readonly revert: (force: boolean) => Result<true>;
	/** Paths of the touched instances, for the action log and conflict messages. */
	readonly touched: ReadonlyArray<string>;
	/**
	 * Compares the place with what the change declared it would leave (Core/Expectations);
	 * absent for a change outside the place (project notes).
	 */
	readonly verify?: () => Verification;
	/** What the apply found out, for the model (run_luau: output, return values, instances changed). */
	readonly report?: string;
	/** The same, typed, for the panel's card. */
	readonly view?: ToolView;
}

export interface WritePlan {
	readonly tool: string;
	readonly risk: RiskCategory;
	/** The main target's path, e.g. ServerScriptService.PlayerData. */
	readonly target: string;
	/**
	 * Every instance the change touches and how far (the source and destination of a move, the
	 * parent of a creation, the subtree of a delete): what auto-approve scopes and the write
	 * guards judge. Empty only for a change outside the place (`outsidePlace`).
	 */
	readonly landings: ReadonlyArray<Landing>;
	/** Names the undo waypoint: "patch ServerScriptService.PlayerData". */
	readonly title: string;
	readonly preview: Preview;
	/** Set when the change must always ask, whatever the policy (and why). */
	readonly alwaysAsk?: string;
	/**
	 * Set when the change is to the plugin's own data (project notes), not the place: it is
	 * applied without an undo recording, so Studio's history gets no empty step.
	 */
	readonly outsidePlace?: boolean;
	/** How many instances the change deletes (for the policy's bound). */
	readonly deleteCount?: number;
	/** Everything the preview was built from, re-read now. */
	readonly fingerprint: () => string;
	/** Performs the change; errors are returned or thrown, and the queue cancels the recording. */
	readonly apply: () => Result<AppliedChange>;
	/**
	 * The same change with only the preview's hunks numbered in `keep` (1-based), for a script
	 * edit the user approved in part; undefined where a change cannot be split. The error says
	 * why the part cannot be applied (e.g. it would not compile).
	 */
	readonly narrow?: (keep: ReadonlyArray<number>) => Result<WritePlan>;
}
