/**
 * An immutable list of Messages with the queries the loop needs.
 *
 * Why immutable: the loop's step is a pure function from state to state; a history that is
 * never mutated in place can be kept, compared and rolled back (checkpoints) for free.
 */
import { Message } from "./Message";

export class ConversationHistory {
	private constructor(private readonly items: ReadonlyArray<Message>) {}

	static empty(): ConversationHistory {
		return new ConversationHistory([]);
	}

	static of(items: ReadonlyArray<Message>): ConversationHistory {
		return new ConversationHistory([...items]);
	}

	with(message: Message): ConversationHistory {
		const items = [...this.items];
		items.push(message);
		return new ConversationHistory(items);
	}

	messages(): ReadonlyArray<Message> {
		return this.items;
	}

	size(): number {
		return this.items.size();
	}

	last(): Message | undefined {
		return this.items[this.items.size() - 1];
	}

	/** Whether a tool call with this id already has a result (a repeated id is never run twice). */
	hasResultFor(callId: string): boolean {
		return this.items.some((m) => m.kind === "toolResult" && m.callId === callId);
	}

	/** Replaces the approval card of one operation (pending -> approved/rejected). */
	withApproval(operationId: string, state: "approved" | "rejected", reason?: string): ConversationHistory {
		return new ConversationHistory(
			this.items.map((m) =>
				m.kind === "approval" && m.operationId === operationId ? { ...m, state, reason } : m,
			),
		);
	}
}
