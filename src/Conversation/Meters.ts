/**
 * Adds one reply's usage to the conversation's meters (last reply, conversation): tokens, how many
 * of the prompt tokens the provider served from its cache, and cost.
 *
 * Why the Conversation sums: a new LoopRunner per message (so settings changes apply at once)
 * starts its own totals; the conversation's meter must not reset with it. When the server
 * reports no cost and the model's prices are known, the loop has priced the reply with cache
 * prices (UsageCost.pricesFor, Core's priceUsage), not at the full input rate; `prices` here
 * price usage nothing priced before.
 */
import { totalTokens, Usage } from "Core";
import { Meters } from "./ConversationState";
import { costOf, UsagePrices } from "./UsageCost";

function costFor(usage: Usage, prices?: UsagePrices): number | undefined {
	if (usage.cost !== undefined) return usage.cost;
	return prices !== undefined ? costOf(usage, prices) : undefined;
}

/** The share of the cost cap past which the user is warned (the status line says "Near the $N cap"). */
export const NEAR_CAP = 0.8;

/** Whether the conversation has spent enough of its cap to warn the user. */
export function nearCostCap(meters: Meters): boolean {
	const cap = meters.costCap;
	return cap !== undefined && cap > 0 && (meters.conversation.cost ?? 0) >= cap * NEAR_CAP;
}

export function addReply(meters: Meters, reply: Usage, prices?: UsagePrices): Meters {
	const cost = costFor(reply, prices);
	return {
		...addSpend(meters, { ...reply, cost }),
		lastReply: { tokens: totalTokens(reply), cost, cachedTokens: reply.cachedTokens },
	};
}

/** Usage that was not a reply of the loop (a model summary): the conversation's total only. */
export function addSpend(meters: Meters, usage: Usage): Meters {
	const before = meters.conversation;
	const cost =
		usage.cost === undefined && before.cost === undefined ? undefined : (before.cost ?? 0) + (usage.cost ?? 0);
	const cachedTokens = (before.cachedTokens ?? 0) + usage.cachedTokens;
	return { ...meters, conversation: { tokens: before.tokens + totalTokens(usage), cost, cachedTokens } };
}
