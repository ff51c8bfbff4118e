/** The conversation: internal messages, history, conversion to and from OpenAI format. */
export { ConversationHistory } from "./ConversationHistory";
export { Message, MessageKind } from "./Message";
export {
	buildChatRequest,
	contentText,
	decodeArguments,
	toWireMessage,
	toWireMessages,
	toWireTools,
	RequestPrompt,
} from "./MessageConverter";
export {
	CacheStyle,
	MAX_BREAKPOINTS,
	breakpointsFor,
	cacheReadShareFor,
	cacheStyleFor,
	canMark,
	withBreakpoints,
} from "./CacheBreakpoints";
