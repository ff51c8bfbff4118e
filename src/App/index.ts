/**
 * Coordination: wires the modules together for a conversation. The UI talks to the
 * session; the session talks to the modules. Lifecycle only, no business logic.
 */
export { ContextCompressor } from "./ContextCompressor";
export { PlanDraft, SessionManager, SessionModules, TaskStart } from "./SessionManager";
export { modelSummariser } from "./ModelSummariser";
export { projectStoreForTools, projectDiscovererFor } from "./ToolStores";
export { ToolPipeline, buildToolPipeline } from "./ToolPipeline";
