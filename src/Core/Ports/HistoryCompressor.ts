/**
 * The seam through which Context compresses what is sent to the model, and the default
 * used until Context provides a real compressor.
 *
 * Why: long conversations cost money and overflow context windows. The loop owns when to
 * ask (before every request, with the latest request's prompt tokens, per seed 003);
 * Context owns how. Compression shapes the request only; the user's history stays whole.
 */
import { ConversationHistory } from "../History/ConversationHistory";

export interface CompressionInput {
	readonly history: ConversationHistory;
	/** Prompt tokens the server counted for the latest request (0 before the first). */
	readonly latestPromptTokens: number;
	/** The context budget, when one is configured. */
	readonly limitTokens?: number;
	/**
	 * What a prompt token served from the provider's cache costs, as a share of one sent anew
	 * (0.1 for Anthropic); undefined when the provider is not known to cache. Compacting the
	 * history rewrites the cached prefix, so a compressor may wait longer when this is low.
	 */
	readonly cacheReadShare?: number;
	/** The model's context window, when known. */
	readonly windowTokens?: number;
}

export interface CompressionResult {
	readonly history: ConversationHistory;
	readonly compressed: boolean;
	/** Shown to the user when compression happened. */
	readonly note?: string;
}

export interface HistoryCompressor {
	compress(input: CompressionInput): CompressionResult;
}

/** Does not compress: sends the whole history every time. */
export class NoCompression implements HistoryCompressor {
	compress(input: CompressionInput): CompressionResult {
		return { history: input.history, compressed: false };
	}
}

export const NO_COMPRESSION: HistoryCompressor = new NoCompression();
