/**
 * UI: the Roact panel (theme, primitives, chat, approvals, setup, settings), its store and
 * view model, the session adapter that runs Core's loop for it, and the plugin shell.
 */
export { startPlugin, PluginOptions, PluginShell } from "./Shell/startPlugin";
export { LuxRoot } from "./LuxRoot";
export * from "./Store";
export { LoopSession, LoopSessionDeps, ApprovalPreviews, TurnCheckpoints, PlaceNavigator } from "./Session";
