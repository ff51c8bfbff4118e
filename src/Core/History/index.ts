/** The conversation: internal messages, history, prompt-cache breakpoints (the wire format is Api's ChatWire). */
export { ConversationHistory } from "./ConversationHistory";
export { Message, MessageKind } from "./Message";
export {
	CacheStyle,
	MAX_BREAKPOINTS,
	breakpointsFor,
	cacheReadShareFor,
	cacheStyleFor,
	canMark,
	withBreakpoints,
} from "./CacheBreakpoints";
