/**
 * Adds one reply's usage to the panel's meters (last reply, conversation).
 *
 * Why the session sums: a new LoopRunner per message (so settings changes apply at once)
 * starts its own totals; the conversation's meter must not reset with it.
 */
import { totalTokens, Usage } from "Core";
import { Meters } from "../Store";

export function addReply(meters: Meters, reply: Usage): Meters {
	return { ...addSpend(meters, reply), lastReply: { tokens: totalTokens(reply), cost: reply.cost } };
}

/** Usage that was not a reply of the loop (a model summary): the conversation's total only. */
export function addSpend(meters: Meters, usage: Usage): Meters {
	const before = meters.conversation;
	const cost =
		usage.cost === undefined && before.cost === undefined ? undefined : (before.cost ?? 0) + (usage.cost ?? 0);
	return { ...meters, conversation: { tokens: before.tokens + totalTokens(usage), cost } };
}
