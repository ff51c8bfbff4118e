/**
 * Memory: what Lux remembers within a session (WorkingMemory) and across sessions for one
 * place (ProjectContext) and for the user (DecisionMemory). Persistence goes through the
 * SettingsHost with versioned, size-bounded documents that recover from corruption.
 */
export { WorkingMemory, WorkingNote, MemoryTier, TIER_LIFETIME, Goal } from "./WorkingMemory";
export {
	ProjectContext,
	ProjectSection,
	ProjectNoteSource,
	projectSettingsKey,
	PROJECT_SECTIONS,
	PROJECT_CONTEXT_VERSION,
	PROJECT_CONTEXT_MAX_BYTES,
} from "./ProjectContext";
export {
	DecisionMemory,
	DecisionPattern,
	Suggestion,
	DECISION_MEMORY_KEY,
	DECISION_MEMORY_VERSION,
	MAX_PATTERNS,
} from "./DecisionMemory";
export { DocumentSpec, Loaded, approxBytes, loadDocument, save, erase } from "./PersistedDocument";
