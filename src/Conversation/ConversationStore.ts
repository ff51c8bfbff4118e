/**
 * The conversation's state holder and the rules read off its state: Shared's Store of
 * ConversationState, written only by the Conversation and its helpers, that keeps the derived
 * fields of every state it holds right (the meter's context window follows the chosen model
 * and the model list), and the selectors a view would otherwise work out (may a message be
 * sent now, does the newest error ask for the key).
 *
 * Why together: a derived field and a selector are the same kind of rule, a function of the
 * state; the store applies the one on every write, the Conversation's intents and the views
 * call the other. Why here and not in a view: when the Conversation and a view each decided
 * "may a message be sent", the two could disagree (a button enabled that does nothing).
 */
import { OPENROUTER_BASE_URL } from "Core";
import { Store } from "Shared/Store";
import { ConversationState } from "./ConversationState";

/** The endpoint refuses requests without a key: OpenRouter does; a custom (often local) server may need none. */
export function needsKey(baseUrl: string): boolean {
	return baseUrl === OPENROUTER_BASE_URL;
}

/**
 * A request can go out: a key is saved, or the endpoint needs none (Ollama, LM Studio). The
 * setup dialog saves a keyless custom endpoint (SetupActions.connect), so the chat must then
 * take messages: one rule for both, or Save leads to a message box that never opens.
 */
export function connected(state: ConversationState): boolean {
	return state.hasKey || !needsKey(state.settings.baseUrl);
}

/** May a message (or a plan approval, a retry) start a run now: nothing running and connected. */
export function canRun(state: ConversationState): boolean {
	return !state.running && connected(state);
}

/**
 * A model's context window in tokens, when the endpoint's model list names it: one rule for the
 * meter (the chosen model) and the loop's history budget (the model a turn runs on).
 */
export function contextWindowOf(models: ConversationState["models"], model: string): number | undefined {
	const length = models.find((m) => m.id === model)?.contextLength;
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
	const contextLength = contextWindowOf(state.models, state.settings.model);
	if (state.meters.contextLength === contextLength) return state;
	return { ...state, meters: { ...state.meters, contextLength } };
}

export class ConversationStore extends Store<ConversationState> {
	constructor(state: ConversationState) {
		super(withDerived(state));
	}

	update(change: (state: ConversationState) => ConversationState): void {
		super.update((state) => withDerived(change(state)));
	}
}
