/**
 * Core's HistoryCompressor, implemented with Context's HistoryCompression.
 *
 * Why here: Context may not import Core (it sits below it), so Context compresses messages
 * of a structural shape and this adapter, in Conversation (which may import both), converts
 * Core's ConversationHistory to and from it.
 */
import { CompressionInput, CompressionResult, ConversationHistory, HistoryCompressor, Message } from "Core";
import { HistoryCompression } from "Context";

export class ContextCompressor implements HistoryCompressor {
	constructor(private readonly compression: HistoryCompression) {}

	compress(input: CompressionInput): CompressionResult {
		const outcome = this.compression.compress<Message>(
			input.history.messages(),
			input.latestPromptTokens,
			input.limitTokens,
			input.cacheReadShare,
			input.windowTokens,
		);
		if (!outcome.compressed) return { history: input.history, compressed: false };
		return { history: ConversationHistory.of(outcome.messages), compressed: true, note: outcome.note };
	}
}
