/**
 * The one store the panel renders from: a state value, an update function and a change
 * signal (@rbxts/lemon-signal, the project's one signal implementation).
 *
 * Why a plain module and not Charm or Reflex: the state is one immutable record with a
 * single writer (PanelController, from the Conversation) and a single reader (the panel
 * root); story specs fill it with a fixed state.
 */
import { Signal } from "@rbxts/lemon-signal";
import { PanelState } from "./PanelState";

export type Listener = (state: PanelState) => void;

export class PanelStore {
	private readonly changed = new Signal<[state: PanelState]>();

	constructor(private state: PanelState) {}

	getState(): PanelState {
		return this.state;
	}

	/** Replaces the state with `change(state)` and tells every listener. */
	update(change: (state: PanelState) => PanelState): void {
		const nextState = change(this.state);
		if (nextState === this.state) return;
		this.state = nextState;
		this.changed.Fire(nextState);
	}

	/** Returns the function that unsubscribes. */
	subscribe(listener: Listener): () => void {
		const connection = this.changed.Connect(listener);
		return () => connection.Disconnect();
	}
}
