/**
 * Holds the conversation's state and tells whoever listens when it changes: one immutable
 * value, one writer (the Conversation and its helpers), one change signal.
 *
 * Why a signal package: the change signal is @rbxts/lemon-signal, the one signal
 * implementation of the project (README, dependencies), not a hand-written listener list.
 */
import { Signal } from "@rbxts/lemon-signal";
import { ConversationState } from "./ConversationState";

export class ConversationStore {
	/** Fired with the new state after every change (never for a change that changed nothing). */
	readonly changed = new Signal<[state: ConversationState]>();

	constructor(private state: ConversationState) {}

	getState(): ConversationState {
		return this.state;
	}

	/** Replaces the state with `change(state)` and fires `changed`. */
	update(change: (state: ConversationState) => ConversationState): void {
		const changed = change(this.state);
		if (changed === this.state) return;
		this.state = changed;
		this.changed.Fire(changed);
	}

	destroy() {
		this.changed.Destroy();
	}
}
