/** The conversation: internal messages, history, conversion to and from OpenAI format. */
export { ConversationHistory } from "./ConversationHistory";
export { Message, MessageKind } from "./Message";
export {
	buildChatRequest,
	decodeArguments,
	fromWireMessages,
	toWireMessage,
	toWireMessages,
	toWireTools,
} from "./MessageConverter";
