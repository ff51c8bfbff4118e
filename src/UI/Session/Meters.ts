/**
 * Adds one reply's usage to the panel's meters (last reply, conversation).
 *
 * Why the session sums: a new LoopRunner per message (so settings changes apply at once)
 * starts its own totals; the conversation's meter must not reset with it.
 */
import { totalTokens, Usage } from "Core";
import { Meters } from "../Store";

export function addReply(meters: Meters, reply: Usage): Meters {
	const before = meters.conversation;
	const cost =
		reply.cost === undefined && before.cost === undefined ? undefined : (before.cost ?? 0) + (reply.cost ?? 0);
	return {
		...meters,
		lastReply: { tokens: totalTokens(reply), cost: reply.cost },
		conversation: { tokens: before.tokens + totalTokens(reply), cost },
	};
}
