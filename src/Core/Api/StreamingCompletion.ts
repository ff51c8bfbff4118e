/**
 * One streamed chat completion over a WebStreamHost, waited for on the injected clock.
 *
 * Why: streaming shows the answer as it is written, but it is optional. Any failure (cannot
 * open, error event, closed early, silence past the timeout, a mid-stream error chunk) comes
 * back as an error so ApiClient can fall back to a plain request.
 */
import { ClockHost, HttpRequest } from "Shared/Hosts";
import { Result, ok, err } from "Shared/Result";
import { ApiError, makeApiError } from "./ApiError";
import { redact } from "./Json";
import { CompletionControl } from "./ModelClient";
import { ModelReply } from "./ModelReply";
import { SseParser, looksLikeRawEvent } from "./SseParser";
import { StreamAssembler } from "./StreamAssembler";
import { WebStreamHost } from "../Hosts/WebStreamHost";

const POLL_SECONDS = 0.05;

export function streamCompletion(
	host: WebStreamHost,
	clock: ClockHost,
	request: HttpRequest,
	secret: string,
	control: CompletionControl,
): Result<ModelReply, ApiError> {
	const assembler = new StreamAssembler(secret, control.onDelta);
	const parser = new SseParser();
	let closed = false;
	let transportError: string | undefined;
	let lastActivity = clock.now();

	const feed = (payloads: string[]) => payloads.forEach((payload) => assembler.push(payload));
	const handle = host.open(request, {
		onOpened: () => {
			lastActivity = clock.now();
		},
		onMessage: (message) => {
			lastActivity = clock.now();
			if (host.mode === "RawStream" || looksLikeRawEvent(message)) feed(parser.push(message));
			else assembler.push(message);
		},
		onError: (status, message) => {
			transportError = `stream error ${status}: ${redact(message, secret)}`;
		},
		onClosed: () => {
			closed = true;
		},
	});
	if (typeIs(handle, "string")) {
		return err(makeApiError("unreachable", { serverMessage: `streaming unavailable: ${redact(handle, secret)}` }));
	}

	while (!assembler.done && assembler.failure === undefined && transportError === undefined && !closed) {
		if (control.isCancelled()) break;
		if (clock.now() - lastActivity > request.timeout) {
			transportError = "the stream went silent past the timeout";
			break;
		}
		clock.wait(POLL_SECONDS);
	}
	if (closed && !assembler.done) feed(parser.finish());
	handle.close();

	if (assembler.failure !== undefined) return err(assembler.failure);
	if (assembler.done || (closed && transportError === undefined && assembler.hasFinished())) {
		return ok(assembler.reply());
	}
	if (control.isCancelled()) return err(makeApiError("unreachable", { serverMessage: "cancelled" }));
	return err(
		makeApiError("unreachable", { serverMessage: transportError ?? "the stream closed before it finished" }),
	);
}
