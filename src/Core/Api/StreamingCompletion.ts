/**
 * One streamed chat completion over a WebStreamHost, waited for on the injected clock.
 *
 * Why: streaming shows the answer as it is written. How a failure may be handled depends on
 * when it happened, so it comes back with its stage: "refused" (the server answered the
 * request with an HTTP error: never sent again as a plain request, retried only as the
 * retry policy says), "beforeBytes" (no byte of an answer arrived, for a transport reason:
 * the one case a plain request may follow) and "afterBytes" (the server had started
 * answering: a second request would be billed again, so the error goes to the user).
 */
import { ClockHost, HttpRequest } from "Shared/Hosts";
import { Result, ok, err } from "Shared/Result";
import { ApiError, makeApiError } from "./ApiError";
import { mapStatusError } from "./ErrorMapper";
import { redact } from "./ServerText";
import { CompletionControl } from "./ModelClient";
import { ModelReply } from "./ModelReply";
import { StreamAssembler } from "./StreamAssembler";
import { StreamReader } from "./StreamReader";
import { WebStreamHost } from "../Hosts/WebStreamHost";

const POLL_SECONDS = 0.05;
/**
 * In SSE mode keep-alive comments (": OPENROUTER PROCESSING") never reach the client (an SSE
 * client dispatches only data), so silence there is not proof of a dead stream: it may last
 * this many times the request timeout before the stream is given up.
 */
const SSE_SILENCE_FACTOR = 4;

/** Seconds of quiet after the finish reason before the answer is taken as complete. */
const FINISH_GRACE_SECONDS = 2;

export type StreamStage = "refused" | "beforeBytes" | "afterBytes";

export interface StreamFailure {
	readonly error: ApiError;
	readonly stage: StreamStage;
}

export function streamCompletion(
	host: WebStreamHost,
	clock: ClockHost,
	request: HttpRequest,
	secret: string,
	control: CompletionControl,
	silenceSeconds: number,
): Result<ModelReply, StreamFailure> {
	const assembler = new StreamAssembler(secret, control.onDelta);
	const reader = new StreamReader();
	let closed = false;
	let bytes = false;
	let refused: ApiError | undefined;
	let transportError: string | undefined;
	let lastActivity = clock.now();

	const handle = host.open(request, {
		onOpened: () => {
			lastActivity = clock.now();
			bytes = true;
		},
		onMessage: (message) => {
			lastActivity = clock.now();
			bytes = true;
			for (const payload of reader.push(message)) assembler.push(payload);
		},
		onError: (status, message) => {
			if (status >= 100 && !bytes) {
				refused = mapStatusError(status, {}, message, request.timeout, secret);
			} else {
				transportError = `the stream failed${status > 0 ? ` (${status})` : ""}: ${redact(message, secret)}`;
			}
		},
		onClosed: () => {
			closed = true;
		},
	});
	if (typeIs(handle, "string")) {
		const problem = makeApiError("unreachable", {
			serverMessage: `streaming unavailable: ${redact(handle, secret)}`,
		});
		return err({ error: problem, stage: "beforeBytes" });
	}

	const silence = host.mode === "SSE" ? silenceSeconds * SSE_SILENCE_FACTOR : silenceSeconds;
	let silent = false;
	const settled = () =>
		assembler.done || assembler.failure !== undefined || refused !== undefined || transportError !== undefined;
	while (!settled() && !closed) {
		if (control.isCancelled()) break;
		const quiet = clock.now() - lastActivity;
		// After the finish reason only usage may still come: a server that then neither sends
		// [DONE] nor closes has still answered.
		if (quiet > silence || (assembler.hasFinished() && quiet > math.min(silence, FINISH_GRACE_SECONDS))) {
			silent = true;
			break;
		}
		clock.wait(POLL_SECONDS);
	}
	if (!assembler.done && assembler.failure === undefined && (closed || transportError !== undefined)) {
		for (const payload of reader.finish()) assembler.push(payload);
	}
	handle.close();

	if (refused !== undefined) return err({ error: refused, stage: "refused" });
	if (assembler.failure !== undefined) return err({ error: assembler.failure, stage: "afterBytes" });
	// [DONE] with nothing before it (no text, call or finish reason) is no answer: shown as an
	// empty reply, the user could not tell a failed request from a model that chose silence.
	// llama.cpp's `error:` field reaches us only in RawStream mode; Studio's SSE mode delivers
	// data payloads alone, so there the stream reads as exactly this.
	if (assembler.done && !assembler.hasFinished() && !assembler.hasContent()) {
		const problem = makeApiError("badResponse", { serverMessage: "the stream ended without an answer" });
		return err({ error: problem, stage: "afterBytes" });
	}
	// A clean close after an answer (a finish reason, or content from a server that sends none) ends it.
	const cleanEnd = closed && transportError === undefined && !silent;
	const finishedQuietly = silent && assembler.hasFinished() && transportError === undefined;
	if (assembler.done || finishedQuietly || (cleanEnd && (assembler.hasFinished() || assembler.hasContent()))) {
		assembler.closedUnfinished();
		return ok(assembler.reply());
	}
	const stage: StreamStage = bytes ? "afterBytes" : "beforeBytes";
	if (control.isCancelled())
		return err({ error: makeApiError("unreachable", { serverMessage: "cancelled" }), stage });
	if (silent) {
		const problem = makeApiError("timeout", {
			timeoutSeconds: silence,
			serverMessage: bytes ? "the stream went silent" : "the stream never opened",
		});
		return err({ error: problem, stage });
	}
	const why = transportError ?? (bytes ? "the stream closed before the answer finished" : "the stream closed");
	const kept = assembler.hasContent() ? " (the part that arrived is kept above)" : "";
	return err({ error: makeApiError("unreachable", { serverMessage: why + kept }), stage });
}
