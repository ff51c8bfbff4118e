/** Store: the panel's view model, the actions it calls, and the store that holds it. */
export * from "./PanelState";
export { PanelActions } from "./PanelActions";
export { PanelStore, Listener } from "./PanelStore";
