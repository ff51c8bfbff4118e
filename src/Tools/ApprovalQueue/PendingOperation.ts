/**
 * What the UI shows on an approval card for one proposed change.
 *
 * Why its own file: the queue, the recorded apply and the executor's outcomes all speak of
 * it, and none of them should import the others just for this shape.
 */
import type { LandingFact } from "../Core/Landing";
import type { RiskCategory } from "../ToolProtocol";
import type { Decision } from "./ApprovalAuthority";
import type { Preview } from "./WritePlan";

export interface PendingOperation {
	readonly id: string;
	readonly tool: string;
	readonly risk: RiskCategory;
	readonly target: string;
	/** Where the change lands, as the approval authority judged it. */
	readonly landings: ReadonlyArray<LandingFact>;
	/** The approval authority's decision, made once when the operation was proposed. */
	readonly decision: Decision;
	/** The service a per-service rule could cover this change with (ApprovalAuthority.serviceScope). */
	readonly allowScope: string | undefined;
	readonly title: string;
	readonly preview: Preview;
	/** Why it needs the user (e.g. "delete needs approval", "... belongs to the Lux plugin"). */
	readonly askReason: string;
}
