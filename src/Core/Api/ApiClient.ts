/**
 * Chat completions over an injected HttpHost: OpenRouter by default, any OpenAI-compatible
 * server by base URL. Sends the tools on every request, attribution headers and a timeout;
 * maps every failure to an ApiError; retries what is transient with capped, jittered backoff
 * on an injected clock; streams when asked and possible. A stream falls back to one plain
 * request only when it failed before any byte arrived for a transport reason: never for an
 * HTTP error answer (retried as a stream when transient), never after the server started
 * answering (that request is billed; a second one would be billed again), never twice.
 *
 * Why this shape: Studio's HttpService is one host implementation; specs use the simulator's
 * real loopback HTTP or a fake. The key lives only in the Authorization header built here:
 * every body the client sends, and every reply it hands back, passes the key filter
 * (Core/Secrets), whoever builds the client.
 */
import { ClockHost, HttpHost, HttpRequest } from "Shared/Hosts";
import { Result, ok, err } from "Shared/Result";
import { ApiConfig, endpoint, hostOf } from "./ApiConfig";
import { ApiError } from "./ApiError";
import { ChatRequest } from "./ChatTypes";
import { mapStatusError, mapTransportError } from "./ErrorMapper";
import { encodeJson } from "Shared/Json";
import { EndpointContext, KeyInfo, readKeyInfo } from "./KeyCheck";
import { ModelInfo, readModelList } from "./ModelList";
import { CompletionControl, ModelClient } from "./ModelClient";
import { ModelReply } from "./ModelReply";
import { parseCompletion } from "./ChatWire";
import { decideRetry } from "./RetryPolicy";
import { streamCompletion } from "./StreamingCompletion";
import { effectiveRequestTimeout } from "./RequestTimeout";
import { WebStreamHost } from "../Hosts/WebStreamHost";
import { filteredHttp, filteredReply, filteredStream } from "../Secrets/SecretFilter";

/** Seconds between cancellation checks while backing off. */
const BACKOFF_SLICE = 0.25;

export class ApiClient implements ModelClient {
	private readonly http: HttpHost;
	private readonly stream?: WebStreamHost;

	constructor(
		private readonly config: ApiConfig,
		http: HttpHost,
		private readonly clock: ClockHost,
		stream?: WebStreamHost,
	) {
		const secrets = () => [config.apiKey];
		this.http = filteredHttp(http, secrets);
		this.stream = stream !== undefined ? filteredStream(stream, secrets) : undefined;
	}

	/** Headers for every request. The key appears here and nowhere else. */
	headers(): Record<string, string> {
		const headers: Record<string, string> = {
			"Content-Type": "application/json",
			"HTTP-Referer": this.config.referer,
			"X-Title": this.config.title,
		};
		if (this.config.apiKey !== "") headers["Authorization"] = `Bearer ${this.config.apiKey}`;
		return headers;
	}

	/** The JSON body of a chat request (exported through the client for specs and the budget). */
	body(request: ChatRequest, stream: boolean): string {
		const body: Record<string, unknown> = { model: this.config.model, messages: request.messages };
		if (request.tools.size() > 0) {
			body.tools = request.tools;
			body.tool_choice = "auto";
		}
		if (this.config.maxCompletionTokens !== undefined) body.max_tokens = this.config.maxCompletionTokens;
		if (stream) {
			body.stream = true;
			body.stream_options = { include_usage: true };
		}
		return encodeJson(body);
	}

	complete(request: ChatRequest, control: CompletionControl): Result<ModelReply, ApiError> {
		return filteredReply(this.completeRaw(request, control), [this.config.apiKey]);
	}

	private completeRaw(request: ChatRequest, control: CompletionControl): Result<ModelReply, ApiError> {
		if (this.config.streaming && this.stream !== undefined && this.stream.isAvailable()) {
			const streamed = this.streamWithRetries(request, control);
			if (streamed !== undefined) return streamed;
		}
		return this.completeWithRetries(this.httpRequest(this.body(request, false)), control);
	}

	/** The streamed answer or error; undefined when a plain request should follow (at most once). */
	private streamWithRetries(
		request: ChatRequest,
		control: CompletionControl,
	): Result<ModelReply, ApiError> | undefined {
		const httpRequest = this.httpRequest(this.body(request, true));
		for (let attempt = 1; ; attempt++) {
			const streamed = streamCompletion(
				this.stream!,
				this.clock,
				httpRequest,
				this.config.apiKey,
				control,
				this.config.timeoutSeconds,
				{ maxWait: this.config.maxRetryAfterSeconds, baseUrl: this.config.baseUrl },
			);
			if (streamed.ok) return streamed;
			const failure = streamed.error;
			if (control.isCancelled()) return err(failure.error);
			if (failure.stage === "beforeBytes") {
				control.onStreamReset?.(failure.error.message);
				return undefined;
			}
			if (failure.stage === "afterBytes") return err(failure.error);
			const decision = decideRetry(this.config, failure.error, attempt, this.clock.random());
			if (!decision.retry) return err(failure.error);
			control.onRetry?.(failure.error, attempt, decision.delay);
			if (!this.sleep(decision.delay, control)) return err(failure.error);
		}
	}

	/**
	 * Checks the key with GET {base}/key (one attempt: the setup dialog shows the result at
	 * once). A server without /key (Ollama, LM Studio) gives `checked: false` and a note.
	 */
	validateKey(): Result<KeyInfo, ApiError> {
		return readKeyInfo(this.get("key"), this.endpointContext());
	}

	/** The models that take tools, from GET {base}/models?supported_parameters=tools, sorted. */
	listModels(): Result<ModelInfo[], ApiError> {
		return readModelList(this.get("models?supported_parameters=tools"), this.endpointContext());
	}

	private get(path: string) {
		const headers = { ...this.headers() };
		delete headers["Content-Type"];
		return this.http.request({
			url: endpoint(this.config, path),
			method: "GET",
			headers,
			timeout: this.config.timeoutSeconds,
		});
	}

	private endpointContext(): EndpointContext {
		return {
			host: hostOf(endpoint(this.config, "")),
			timeoutSeconds: this.config.timeoutSeconds,
			secret: this.config.apiKey,
		};
	}

	private httpRequest(body: string): HttpRequest {
		return {
			url: endpoint(this.config, "chat/completions"),
			method: "POST",
			headers: this.headers(),
			body,
			timeout: this.config.timeoutSeconds,
		};
	}

	private completeWithRetries(request: HttpRequest, control: CompletionControl): Result<ModelReply, ApiError> {
		for (let attempt = 1; ; attempt++) {
			const result = this.attempt(request);
			if (result.ok || control.isCancelled()) return result;
			const decision = decideRetry(this.config, result.error, attempt, this.clock.random());
			if (!decision.retry) return result;
			control.onRetry?.(result.error, attempt, decision.delay);
			if (!this.sleep(decision.delay, control)) return result;
		}
	}

	/** Waits on the clock in slices; false when cancelled meanwhile. */
	private sleep(seconds: number, control: CompletionControl): boolean {
		const deadline = this.clock.now() + seconds;
		while (this.clock.now() < deadline) {
			if (control.isCancelled()) return false;
			this.clock.wait(math.min(BACKOFF_SLICE, deadline - this.clock.now()));
		}
		return !control.isCancelled();
	}

	private attempt(request: HttpRequest): Result<ModelReply, ApiError> {
		const key = this.config.apiKey;
		const outcome = this.http.request(request);
		if (!outcome.ok) {
			const seconds = effectiveRequestTimeout(this.config.timeoutSeconds);
			return err(mapTransportError(outcome.error, hostOf(request.url), seconds, key));
		}
		const response = outcome.response;
		if (response.statusCode < 200 || response.statusCode >= 300) {
			return err(
				mapStatusError(
					response.statusCode,
					response.headers,
					response.body,
					this.config.timeoutSeconds,
					key,
					this.config.maxRetryAfterSeconds,
				),
			);
		}
		const parsed = parseCompletion(response.body, key, response.headers, this.config.baseUrl);
		return parsed.ok ? ok(parsed.value) : parsed;
	}
}
