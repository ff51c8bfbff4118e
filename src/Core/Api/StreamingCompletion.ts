/**
 * One streamed chat completion over a WebStreamHost, waited for on the injected clock.
 *
 * Why: streaming shows the answer as it is written. How a failure may be handled depends on
 * when it happened, so it comes back with its stage: "refused" (the server answered the
 * request with an HTTP error: never sent again as a plain request, retried only as the
 * retry policy says), "beforeBytes" (no byte of an answer arrived, for a transport reason:
 * the one case a plain request may follow) and "afterBytes" (the server had started
 * answering: a second request would be billed again, so the error goes to the user).
 *
 * A refusal's headers (Retry-After) come only with an Opened event carrying its status (the
 * Error event has a status and a message, no headers); when the platform gives them they reach
 * the retry policy and the message as a plain request's do. A 2xx answer that is a web page
 * (text/html, or text starting with "<": a wrong base URL, a network login page) is refused
 * as such, not read as a stream that ended without an answer.
 */
import { ClockHost, HttpRequest } from "Shared/Hosts";
import { Result, ok, err } from "Shared/Result";
import { ApiError, makeApiError } from "./ApiError";
import { mapStatusError, mapWebPage } from "./ErrorMapper";
import { redact } from "./ServerText";
import { isWebPage } from "./ChatWire";
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

/** What the messages of a failure may name: the longest Retry-After Lux waits for, the base URL. */
export interface StreamContext {
	readonly maxWait?: number;
	readonly baseUrl?: string;
}

/** Page text kept to find its title (a login page's head fits; the rest is not needed). */
const PAGE_LIMIT = 8192;

function isSuccess(status: number): boolean {
	return status >= 200 && status < 300;
}

export function streamCompletion(
	host: WebStreamHost,
	clock: ClockHost,
	request: HttpRequest,
	secret: string,
	control: CompletionControl,
	silenceSeconds: number,
	context: StreamContext = {},
): Result<ModelReply, StreamFailure> {
	const assembler = new StreamAssembler(secret, control.onDelta);
	const reader = new StreamReader();
	let closed = false;
	let bytes = false;
	let refused: ApiError | undefined;
	let transportError: string | undefined;
	let lastActivity = clock.now();
	// An Opened with a status outside 2xx: the refusal's status and headers, and its body so far.
	let refusal: { status: number; headers: Readonly<Record<string, string>>; body: string } | undefined;
	// A web page instead of an answer: its text so far (undefined while the answer looks like one).
	let page: string | undefined;
	let looked = false;
	let openedHeaders: Readonly<Record<string, string>> = {};
	const refuse = (status: number, body: string) =>
		mapStatusError(status, refusal?.headers ?? {}, body, request.timeout, secret, context.maxWait);

	const handle = host.open(request, {
		onOpened: (status, headers) => {
			lastActivity = clock.now();
			if (status !== undefined && status >= 100 && !isSuccess(status)) {
				refusal = { status, headers: headers ?? {}, body: "" };
				return;
			}
			bytes = true;
			openedHeaders = headers ?? {};
		},
		onMessage: (message) => {
			lastActivity = clock.now();
			if (refusal !== undefined) {
				refusal.body += message;
				return;
			}
			bytes = true;
			if (!looked && string.find(message, "[^%s]")[0] !== undefined) {
				looked = true;
				if (isWebPage(openedHeaders, message)) page = "";
			}
			if (page !== undefined) {
				if (page.size() < PAGE_LIMIT) page += message;
				return;
			}
			for (const payload of reader.push(message)) assembler.push(payload);
		},
		onError: (status, message) => {
			if (status >= 100 && !bytes) {
				refused = refuse(status, message !== "" ? message : (refusal?.body ?? ""));
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
	const pageRead = () =>
		page !== undefined &&
		(page.size() >= PAGE_LIMIT || string.find(string.lower(page), "</title>", 1, true)[0] !== undefined);
	const settled = () =>
		assembler.done ||
		assembler.failure !== undefined ||
		refused !== undefined ||
		transportError !== undefined ||
		pageRead();
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

	if (refused === undefined && refusal !== undefined) refused = refuse(refusal.status, refusal.body);
	// Studio's SSE mode may deliver nothing of a page (it has no data lines): its content type says it.
	if (page === undefined && !looked && bytes && isWebPage(openedHeaders, "")) page = "";
	if (refused !== undefined) return err({ error: refused, stage: "refused" });
	if (page !== undefined) return err({ error: mapWebPage(200, page, context.baseUrl, secret), stage: "refused" });
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
