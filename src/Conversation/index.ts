/** Session: the adapter that runs Core's loop for the panel, and the ports it needs. */
export { LoopSession, LoopSessionDeps, DEFAULT_SYSTEM_PROMPT } from "./LoopSession";
export { ApprovalPreviews, AutoApproveSink, TurnCheckpoints, PlaceNavigator, ProjectMemory } from "./SessionPorts";
export { MemoryActions } from "./MemoryActions";
export { panelSummariser, summaryCostNotice } from "./SummaryClient";
export { checkKey, listModels } from "./AccountClient";
export { adviceFor } from "./ErrorAdvice";
export { reduceMessage, showStreaming, decideCard } from "./ItemReducer";
export { saveConversation, loadConversation, archiveKey } from "./ConversationArchive";
export { savePlanDraft, loadPlanDraft, planArchiveKey } from "./PlanArchive";
export { SessionArchive, SavedSession } from "./SessionArchive";
export { PanelSettingsStore } from "./PanelSettingsStore";
