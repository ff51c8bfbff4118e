/**
 * Conversation: the headless core that runs one conversation with the model (its intents,
 * its state, the rules between them) over Core's loop, and the adapters it needs. Only what
 * App, the panel's store and the specs use is exported here; the views read the state's
 * types through UI/Store.
 */
export { Conversation } from "./Conversation";
export { ConversationDeps } from "./Ports";
export { ConversationIntents, SwitchOutcome } from "./ConversationIntents";
export { ConversationSettings, ConversationState, initialConversationState } from "./ConversationState";
export { ChatItem } from "./ChatItem";
export { ApprovalPreviews, TurnCheckpoints, PlaceNavigator } from "./Ports";
export { Task } from "./Task";
export { TaskModules } from "./TaskModules";
export { ContextCompressor } from "./TaskPrompt";
export { modelSummariser } from "./ModelSummariser";
export { settingsSummariser, summaryCostNotice } from "./SummaryClient";
export { adviceFor } from "./ErrorAdvice";
export { nearCostCap } from "./Meters";
export { saveConversation, loadConversation, archiveKey, ConversationArchive } from "./ConversationArchive";
export { UNREADABLE_MESSAGES, UNREADABLE_NOT_KEPT, readStoredMessage, readStoredMessages } from "./StoredMessage";
export { savePlanDraft, loadPlanDraft, planArchiveKey } from "./PlanArchive";
export {
	ConversationList,
	conversationListKey,
	savedConversationKey,
	titleOf,
	MAX_CONVERSATIONS,
	MAX_PLACE_CHARS,
	UNREADABLE_ENTRY,
	evictedNotice,
} from "./ConversationList";
export { SettingsStore } from "./SettingsStore";
export {
	SettingsForm,
	SettingsOutcome,
	ConnectForm,
	ConnectOutcome,
	SettingsProblem,
	formOf,
	unsavedEdits,
} from "./SettingsForm";
export { listedPrice, ListedPrice } from "./UsageCost";
export { canRun, connected, keyRefused } from "./ConversationStore";
export { ToolsBridge } from "./ToolsBridge";
export { withoutPlanList } from "./PlanEcho";
