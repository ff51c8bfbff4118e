/** The model client: requests, errors, usage, settings. */
export { ApiClient } from "./ApiClient";
export { ApiConfig, DEFAULT_API_CONFIG, OPENROUTER_BASE_URL, withDefaults, endpoint } from "./ApiConfig";
export { ApiError, ApiErrorKind, makeApiError } from "./ApiError";
export { ApiSettings, ConnectionSettings, SETTING_KEYS } from "./ApiSettings";
export { ChatRequest, WireContent, WireMessage, WireTextPart, WireTool, WireToolCall } from "./ChatTypes";
export { CompletionControl, ModelClient } from "./ModelClient";
export { EndpointContext, KeyInfo, NO_KEY_CHECK_NOTE } from "./KeyCheck";
export { ModelInfo, sortModels } from "./ModelList";
export { AssistantToolCall, ModelReply } from "./ModelReply";
export { parseCompletion } from "./ResponseParser";
export { decideRetry, RetryDecision } from "./RetryPolicy";
export { SseParser } from "./SseParser";
export { StreamAssembler } from "./StreamAssembler";
export { Usage, NO_USAGE, addUsage, parseUsage, totalTokens } from "./Usage";
export { mapStatusError, mapTransportError } from "./ErrorMapper";
export { decodeJson, encodeJson, redact } from "./Json";
