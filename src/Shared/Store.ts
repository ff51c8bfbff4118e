/**
 * One immutable state value with a single writer and a change signal: the Conversation's
 * state (Conversation/ConversationStore) and the panel's (UI/Store/PanelStore) are each a
 * Store of their own state type.
 *
 * Why a signal package: the change signal is @rbxts/lemon-signal, the project's one signal
 * implementation (README, dependencies), not a hand-written listener list. Why not Charm or
 * Reflex: each state is one record with one writer and few readers; story specs fill a
 * store with a fixed state.
 */
import { Signal } from "@rbxts/lemon-signal";

export class Store<T extends defined> {
	/** Fired with the new state after every change (never for a change that changed nothing). */
	readonly changed = new Signal<(state: T) => void>();

	constructor(private state: T) {}

	getState(): T {
		return this.state;
	}

	/** Replaces the state with `change(state)` and fires `changed`. */
	update(change: (state: T) => T): void {
		const changed = change(this.state);
		if (changed === this.state) return;
		this.state = changed;
		this.changed.Fire(changed);
	}

	/** Calls `listener` after every change; returns the function that unsubscribes. */
	subscribe(listener: (state: T) => void): () => void {
		const connection = this.changed.Connect(listener);
		return () => connection.Disconnect();
	}

	/** Disconnects every listener. */
	destroy() {
		this.changed.Destroy();
	}
}
