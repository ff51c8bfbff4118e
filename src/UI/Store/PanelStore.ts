/**
 * The one store the panel renders from: a state value, an update function and listeners.
 *
 * Why a plain module and not Charm or Reflex: the state is one immutable record with a
 * single writer (the session) and a single reader (the panel root); a dozen lines do it,
 * with no dependency to pin, bundle and keep compatible with roblox-ts.
 */
import { PanelState } from "./PanelState";

export type Listener = (state: PanelState) => void;

export class PanelStore {
	private readonly listeners = new Set<Listener>();

	constructor(private state: PanelState) {}

	getState(): PanelState {
		return this.state;
	}

	/** Replaces the state with `change(state)` and tells every listener. */
	update(change: (state: PanelState) => PanelState): void {
		const nextState = change(this.state);
		if (nextState === this.state) return;
		this.state = nextState;
		for (const listener of this.listeners) task.spawn(listener, nextState);
	}

	/** Returns the function that unsubscribes. */
	subscribe(listener: Listener): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
}
