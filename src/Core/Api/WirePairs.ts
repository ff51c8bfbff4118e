/**
 * Pairs tool calls and tool messages in the history a request sends: every call of an
 * assistant message answered before the next request or reply, every tool message answering
 * an open call.
 *
 * Why: chat-completion servers refuse the whole request when a call has no tool message or a
 * tool message has no call, and the history is not always whole: a conversation restored
 * after a reload during an approval keeps its call open (the card stays pending, its task is
 * gone), and a saved message that could not be read back leaves its partner alone. Such a
 * conversation failed on every later request (found by review). The history itself is left
 * as it is (the panel shows what happened); only what is sent is paired.
 */
import { WireMessage } from "./ChatTypes";

/** The tool message standing for a call that has no result in the history. */
export const NO_RESULT =
	"No result of this call was recorded (Lux was reloaded before it finished, or its saved result could not be read back). Nothing from it was applied after that.";

export function pairedMessages(history: ReadonlyArray<WireMessage>): WireMessage[] {
	const out = new Array<WireMessage>();
	let open = new Array<string>();
	const close = () => {
		for (const id of open) out.push({ role: "tool", tool_call_id: id, content: NO_RESULT });
		open = [];
	};
	for (const message of history) {
		if (message.role === "tool") {
			const at = open.indexOf(message.tool_call_id);
			// A tool message for no open call (its call was lost, or it repeats one) is not sent.
			if (at < 0) continue;
			open.remove(at);
		} else if (message.role === "assistant" || message.role === "user") {
			close();
			if (message.role === "assistant") open = (message.tool_calls ?? []).map((call) => call.id);
		}
		out.push(message);
	}
	close();
	return out;
}
