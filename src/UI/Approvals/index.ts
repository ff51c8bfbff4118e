/** Approvals: the approval card and its previews (diff, property table, subtree). */
export { ApprovalCard, ApprovalCardProps, ApprovalItem, COLLAPSE_AFTER, COLLAPSED_LINES } from "./ApprovalCard";
export { DiffPreview } from "./DiffPreview";
export { PropertyTable } from "./PropertyTable";
export { SubtreePreview } from "./SubtreePreview";
export { RunCodePreview } from "./RunCodePreview";
export { RunCodeResult } from "./RunCodeResult";
