/**
 * One token estimate for the whole plugin.
 *
 * Why a single rule: Context budgets scripts, Memory budgets notes and Compression budgets
 * history against the same figure; if each estimated differently, budgets would not add up.
 * Four characters per token is the usual estimate for code and English with BPE tokenizers;
 * the server's usage figures remain the authority for spending decisions (seed 003).
 */
export const CHARS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
	return math.ceil(text.size() / CHARS_PER_TOKEN);
}

/** Cuts text to at most `tokens` estimated tokens, marking the cut. */
export function truncateToTokens(text: string, tokens: number): string {
	const limit = tokens * CHARS_PER_TOKEN;
	if (text.size() <= limit) return text;
	return text.sub(1, math.max(0, limit - 15)) + " …[truncated]";
}
