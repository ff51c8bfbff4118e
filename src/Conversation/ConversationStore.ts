/**
 * The conversation's state holder: Shared's Store of ConversationState, written only by the
 * Conversation and its helpers.
 *
 * Why not a bare Store: every state it holds has its derived fields right (StateRules'
 * withDerived: the meter's context window follows the chosen model and the model list), so
 * no writer has to remember them and no view has to work them out.
 */
import { Store } from "Shared/Store";
import { ConversationState } from "./ConversationState";
import { withDerived } from "./StateRules";

export class ConversationStore extends Store<ConversationState> {
	constructor(state: ConversationState) {
		super(withDerived(state));
	}

	update(change: (state: ConversationState) => ConversationState): void {
		super.update((state) => withDerived(change(state)));
	}
}
