/** The seam to Context's history compression, with an honest default (no compression). */
export {
	HistoryCompressor,
	CompressionInput,
	CompressionResult,
	NO_COMPRESSION,
	NoCompression,
} from "./HistoryCompressor";
