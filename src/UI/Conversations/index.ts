/** Conversations: this place's list of conversations (open one, delete one after asking). */
export { ConversationsPage, ConversationsPageProps, ConversationsPageActions } from "./ConversationsPage";
export { relativeTime } from "./RelativeTime";
