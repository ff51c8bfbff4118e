/**
 * Rules a view would otherwise work out from the conversation's state: whether a message may
 * be sent now, the chosen model's context window, whether the newest error asks for the key.
 *
 * Why here: the panel only renders; when the Conversation and a view each decided "may a
 * message be sent", the two could disagree (a button enabled that does nothing). The
 * Conversation's intents use these same functions, and ConversationStore keeps the derived
 * fields of every state it holds true (withDerived).
 */
import { ConversationState } from "./ConversationState";

/** May a message (or a plan approval, a retry) start a run now: nothing running and a key saved. */
export function canRun(state: ConversationState): boolean {
	return !state.running && state.hasKey;
}

/** The chosen model's context window in tokens, when the endpoint's model list names it. */
export function contextWindowOf(state: ConversationState): number | undefined {
	const length = state.models.find((m) => m.id === state.settings.model)?.contextLength;
	return length !== undefined && length > 0 ? length : undefined;
}

/** The newest error card asks for the key (a refused key, no credits): the setup should focus it. */
export function keyRefused(state: ConversationState): boolean {
	for (let i = state.items.size() - 1; i >= 0; i--) {
		const item = state.items[i];
		if (item.kind === "error") return item.action === "key";
	}
	return false;
}

/** `state` with its derived fields (the meter's context window) recomputed; the same object when none changed. */
export function withDerived(state: ConversationState): ConversationState {
	const contextLength = contextWindowOf(state);
	if (state.meters.contextLength === contextLength) return state;
	return { ...state, meters: { ...state.meters, contextLength } };
}
