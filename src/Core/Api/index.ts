/** The model client: requests and replies on the wire, errors, usage, settings. */
export { ApiClient } from "./ApiClient";
export { ApiConfig, DEFAULT_API_CONFIG, OPENROUTER_BASE_URL, withDefaults, endpoint } from "./ApiConfig";
export { ApiError, ApiErrorAction, ApiErrorKind, makeApiError } from "./ApiError";
export { ApiSettings, ConnectionSettings, SETTING_KEYS, connectionProblem, keyProblem } from "./ApiSettings";
export { ChatRequest, contentText, WireContent, WireMessage, WireTextPart, WireTool, WireToolCall } from "./ChatTypes";
export {
	buildChatRequest,
	parseCompletion,
	RequestPrompt,
	toWireMessage,
	toWireMessages,
	toWireTools,
} from "./ChatWire";
export { CompletionControl, ModelClient } from "./ModelClient";
export { EndpointContext, KeyInfo, NO_KEY_CHECK_NOTE } from "./KeyCheck";
export { ModelInfo, NO_MODELS, sortModels } from "./ModelList";
export { AssistantToolCall, ModelReply, Reasoning } from "./ModelReply";
export { decideRetry, RetryDecision } from "./RetryPolicy";
export { SseParser } from "./SseParser";
export { StreamReader } from "./StreamReader";
export { REQUEST_TIMEOUT_CEILING, requestTimeoutOption } from "./RequestTimeout";
export { parseRetryAfter } from "./RetryAfter";
export { StreamAssembler } from "./StreamAssembler";
export { Usage, NO_USAGE, addUsage, parseUsage, totalTokens, usageOf, validCost } from "./Usage";
export { mapBodyError, mapStatusError, mapTransportError } from "./ErrorMapper";
export { streamCompletion } from "./StreamingCompletion";
export { redact } from "./ServerText";
