/**
 * Summarises older turns with the model, through the same client the loop uses, when the
 * user allows it (it costs a request); otherwise compression falls back to structured
 * truncation.
 *
 * Why in Conversation: the summariser needs Core's ModelClient and Context's seam
 * (TurnSummariser); Conversation may see both.
 */
import { TurnSummariser } from "Context";
import { ModelClient, Usage } from "Core";
import { truncateToTokens } from "Shared/Tokens";

const INSTRUCTION =
	"Summarise this part of a Roblox Studio coding session for the assistant that continues it. Keep: what the user asked, which scripts and instances were read or changed and how, decisions made, open problems. Plain lines, no preamble.";

/** `onUsage`: what the summary request cost, so the user can be told (it is not a loop reply). */
export function modelSummariser(
	client: ModelClient,
	allowed: () => boolean,
	onUsage?: (usage: Usage) => void,
): TurnSummariser {
	return (transcript, maxTokens) => {
		if (!allowed()) return undefined;
		const result = client.complete(
			{
				messages: [
					{ role: "system", content: `${INSTRUCTION} At most ${maxTokens} tokens.` },
					{ role: "user", content: transcript },
				],
				tools: [],
			},
			{ isCancelled: () => false },
		);
		if (result.ok && result.value.usage !== undefined) onUsage?.(result.value.usage);
		if (!result.ok || result.value.text === "") return undefined;
		return truncateToTokens(result.value.text, maxTokens);
	};
}
