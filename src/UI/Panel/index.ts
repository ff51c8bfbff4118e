/** Panel: the store-connected root and the chat page layout. */
export { LuxPanel, LuxPanelProps } from "./LuxPanel";
export { ChatPage } from "./ChatPage";
export { Header, HEADER_HEIGHT } from "./Header";
