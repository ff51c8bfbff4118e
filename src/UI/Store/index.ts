/** Store: what the panel renders (the Conversation's state and the page), its actions, and the controller between them. */
export * from "./PanelState";
export { PanelStore } from "./PanelStore";
export { PanelController } from "./PanelController";
