/** History compression within a context budget (Core's HistoryCompressor is adapted in Conversation/TaskPrompt (ContextCompressor)). */
export { HistoryCompression, CompressionSettings, CompressionOutcome } from "./HistoryCompression";
export { CompressibleMessage, CompressibleToolCall, PinnedContext, TurnSummariser } from "./CompressibleMessage";
export { DROPPED_PREFIX, describeDrop, keptWhole, pinnedText, supersededReads } from "./DropRules";
