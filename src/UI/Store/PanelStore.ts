/**
 * The one store the panel renders from: Shared's Store of PanelState (the Conversation's
 * state plus the page), written only by PanelController and read by the panel root.
 *
 * Why a named subclass: story specs build one with a fixed state (`new PanelStore(state)`).
 */
import { Store } from "Shared/Store";
import { PanelState } from "./PanelState";

export class PanelStore extends Store<PanelState> {}
