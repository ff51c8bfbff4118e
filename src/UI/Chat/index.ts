/** Chat: the conversation list, its item views, the input and the status line. */
export { ChatList, ChatListProps } from "./ChatList";
export { ChatItemView } from "./ChatItemView";
export { CodeBlock } from "./CodeBlock";
export { ErrorCard } from "./ErrorCard";
export { InputBar, INPUT_HEIGHT } from "./InputBar";
export { MessageView } from "./MessageView";
export { StatusLine, statusText } from "./StatusLine";
export { ToolActivity } from "./ToolActivity";
export { TurnFooter } from "./TurnFooter";
export { PlaytestResult } from "./PlaytestResult";
