/**
 * UI: the Roact panel (theme, primitives, chat, approvals, plan, setup, settings, memory,
 * doctor) and its thin store. It renders the Conversation's state and forwards intents.
 */
export { LuxRoot } from "./LuxRoot";
export * from "./Store";
