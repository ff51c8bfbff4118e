/** Seams to Safety and Context, with honest defaults until those modules are wired in. */
export {
	HistoryCompressor,
	CompressionInput,
	CompressionResult,
	NO_COMPRESSION,
	NoCompression,
} from "./HistoryCompressor";
export { ToolSafety, SafetyVerdict, NO_SAFETY_CHECKS, NoSafetyChecks } from "./ToolSafety";
