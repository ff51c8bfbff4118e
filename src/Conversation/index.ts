/**
 * Conversation: the headless core that runs one conversation with the model (its intents,
 * its state, the rules between them) over Core's loop, and the adapters it needs.
 */
export { Conversation, ConversationDeps, DEFAULT_SYSTEM_PROMPT, ACTIVITY_SHOWN } from "./Conversation";
export { staleRetryMessage } from "./CardActions";
export { ConversationIntents } from "./ConversationIntents";
export * from "./ConversationState";
export * from "./ChatItem";
export { ConversationStore } from "./ConversationStore";
export {
	ActivitySource,
	ApprovalPreviews,
	AutoApproveSink,
	TurnCheckpoints,
	PlaceNavigator,
	ProjectMemory,
} from "./Ports";
export { Task } from "./Task";
export { TaskModules, TaskWiring } from "./TaskModules";
export { ContextCompressor } from "./ContextCompressor";
export { modelSummariser } from "./ModelSummariser";
export { settingsSummariser, summaryCostNotice } from "./SummaryClient";
export { checkKey, listModels } from "./AccountClient";
export { adviceFor } from "./ErrorAdvice";
export { reduceMessage, showStreaming } from "./ChatItems";
export { decideCard, undoFooter } from "./CardActions";
export { hunksOf } from "./DiffHunks";
export { addReply, addSpend, nearCostCap, NEAR_CAP } from "./Meters";
export { cacheRatesFor, costOf, usagePrices, UsagePrices } from "./UsageCost";
export {
	saveConversation,
	loadConversation,
	archiveKey,
	ConversationArchive,
	SavedConversation,
} from "./ConversationArchive";
export { savePlanDraft, loadPlanDraft, planArchiveKey } from "./PlanArchive";
export {
	ConversationList,
	conversationListKey,
	savedConversationKey,
	titleOf,
	MAX_CONVERSATIONS,
	MAX_PLACE_CHARS,
	UNREADABLE_ENTRY,
} from "./ConversationList";
export { SettingsStore, DEFAULT_MAX_ITERATIONS } from "./SettingsStore";
export { ToolsBridge } from "./ToolsBridge";
