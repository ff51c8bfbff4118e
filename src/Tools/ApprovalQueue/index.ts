/**
 * Approvals: pending operations with previews, approve/reject, turn checkpoints, the
 * auto-approve policy and the action log. See Tools/index.ts for how the UI uses them.
 */
export * from "./ApprovalQueue";
export * from "./ActionLog";
export * from "./AutoApprovePolicy";
export * from "./ApprovalAuthority";
export type { PendingOperation } from "./PendingOperation";
export type { TurnSummary } from "./TurnCheckpoints";
export type { AppliedChange, Preview, PropertyRow, WritePlan } from "./WritePlan";
