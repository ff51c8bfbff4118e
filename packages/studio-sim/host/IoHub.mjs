// @ts-check
/**
 * Real network I/O for the simulated HttpService: requests and web streams run in Node,
 * and their completions queue up as events that the Luau scheduler collects.
 *
 * Why a queue: a luau-web call into an async JS function blocks the whole VM, not one
 * thread. So the engine starts I/O with a synchronous call, parks the calling Luau thread,
 * and the scheduler picks up completions (poll, or wait when nothing else can run). That
 * keeps Studio's behaviour: RequestAsync suspends only the thread that called it.
 */
import http from "node:http";
import https from "node:https";

/**
 * Sends one request with node:http(s) (fetch refuses some ports and rewrites headers).
 * @param {{url: string, method: string, headers: Record<string,string>, body?: string}} request
 * @param {AbortSignal} signal
 * @returns {Promise<http.IncomingMessage>}
 */
function send(request, signal) {
	return new Promise((resolve, reject) => {
		const url = new URL(request.url);
		const lib = url.protocol === "https:" ? https : http;
		// Luau's JSON writes an empty header table as [], which node would take as raw headers (no Host).
		const headers = Array.isArray(request.headers) ? {} : request.headers;
		const req = lib.request(url, { method: request.method, headers, signal }, resolve);
		req.on("error", reject);
		req.on("socket", (socket) => {
			if (!socket.listeners("error").includes(ignoreLateSocketError)) socket.on("error", ignoreLateSocketError);
		});
		if (request.body !== undefined && request.method !== "GET" && request.method !== "HEAD") req.write(request.body);
		req.end();
	});
}

/**
 * An abort (a stream closed by the plugin) can land after the response ended, when the
 * keep-alive agent already took the socket back: the AbortError is then emitted on a socket
 * nobody listens to, which would crash the host. The request's own errors still reach
 * `reject` and the readers; this only keeps a late one from being fatal.
 */
function ignoreLateSocketError() {}

/** @param {http.IncomingMessage} res */
async function readAll(res) {
	res.setEncoding("utf8");
	let body = "";
	for await (const chunk of res) body += chunk;
	if (!res.complete) throw Object.assign(new Error("body cut"), { code: "ECONNRESET" });
	return body;
}

/** @typedef {{ kind: "request" | "stream", method: string, url: string, headers: Record<string, string>, body?: string }} HttpRecord */

export class IoHub {
	constructor() {
		/** @type {object[]} */
		this.events = [];
		this.nextId = 1;
		/** @type {Map<number, AbortController>} */
		this.inflight = new Map();
		/**
		 * How SSE-mode clients receive messages: "events" (one event's data per message) or
		 * "pieces" (the event-stream text exactly as it arrives, in whatever pieces the network
		 * gives). creator-docs WebStreamClient.yaml, MessageReceived: "The format differs based on
		 * the Enum.WebStreamClientType"; HttpService.yaml CreateWebStreamClient links only the
		 * SSE format: neither promises one whole event per message, so specs can pick either.
		 * @type {"events" | "pieces"}
		 */
		this.sseDelivery = "events";
		/** @type {(() => void) | undefined} */
		this.wake = undefined;
		/**
		 * Every request and stream the plugin started, as sent, when recording is on
		 * (Simulator option `recordHttp`); off by default so long benches keep no bodies.
		 * @type {HttpRecord[] | undefined}
		 */
		this.recorded = undefined;
	}

	/** @param {"request" | "stream"} kind @param {{url: string, method: string, headers: Record<string,string>, body?: string}} request */
	record(kind, request) {
		const headers = Array.isArray(request.headers) ? {} : { ...request.headers };
		this.recorded?.push({ kind, method: request.method, url: request.url, headers, body: request.body });
	}

	/**
	 * The functions the Luau engine calls (scalars and JSON strings only).
	 * @param {(text: string) => string} wrapText makes long texts safe to hand to Luau
	 */
	luauApi(wrapText) {
		return {
			httpStart: (/** @type {string} */ json) => this.httpStart(JSON.parse(String(json))),
			streamOpen: (/** @type {string} */ json) => this.streamOpen(JSON.parse(String(json))),
			streamClose: (/** @type {number} */ id) => this.abort(Number(id), "closed"),
			setSseDelivery: (/** @type {string} */ mode) => {
				this.sseDelivery = String(mode) === "pieces" ? "pieces" : "events";
			},
			poll: () => wrapText(this.drain()),
			pending: () => this.inflight.size + this.events.length,
		};
	}

	push(/** @type {object} */ event) {
		this.events.push(event);
		const wake = this.wake;
		this.wake = undefined;
		wake?.();
	}

	drain() {
		if (this.events.length === 0) return "[]";
		const out = JSON.stringify(this.events);
		this.events = [];
		return out;
	}

	/** Resolves with queued events as soon as any exist, or after maxSeconds of real time. */
	async wait(/** @type {number} */ maxSeconds) {
		if (this.events.length === 0 && this.inflight.size > 0) {
			const ms = Math.max(0, Math.min(maxSeconds, 3600) * 1000);
			await new Promise((resolve) => {
				const timer = setTimeout(resolve, ms);
				this.wake = () => {
					clearTimeout(timer);
					resolve(undefined);
				};
			});
		}
		return this.drain();
	}

	/**
	 * @param {{url: string, method: string, headers: Record<string,string>, body?: string, timeout: number}} request
	 */
	httpStart(request) {
		this.record("request", request);
		const id = this.nextId++;
		const controller = new AbortController();
		this.inflight.set(id, controller);
		const timer = setTimeout(() => controller.abort("timeout"), Math.max(0.001, request.timeout) * 1000);
		const finish = (/** @type {object} */ event) => {
			clearTimeout(timer);
			if (!this.inflight.delete(id)) return;
			this.push({ id, kind: "http", ...event });
		};
		send(request, controller.signal)
			.then(async (res) => {
				const body = await readAll(res);
				finish({ ok: true, status: res.statusCode, statusText: res.statusMessage, headers: res.headers, body });
			})
			.catch((err) => finish({ ok: false, error: classifyError(err, controller.signal.reason) }));
		return id;
	}

	/**
	 * Opens a streaming request; emits opened, message (SSE data or raw chunk), error and closed.
	 * @param {{url: string, method: string, headers: Record<string,string>, body?: string, mode: "SSE"|"RawStream"}} request
	 */
	streamOpen(request) {
		this.record("stream", request);
		const id = this.nextId++;
		const controller = new AbortController();
		this.inflight.set(id, controller);
		const emit = (/** @type {object} */ event) => this.push({ id, kind: "stream", ...event });
		const close = () => {
			if (this.inflight.delete(id)) emit({ type: "closed" });
		};
		(async () => {
			try {
				const res = await send(request, controller.signal);
				const status = res.statusCode ?? 0;
				if (status < 200 || status >= 300) {
					emit({ type: "error", status, message: await readAll(res) });
					return close();
				}
				emit({ type: "opened", status, headers: res.headers });
				res.setEncoding("utf8");
				let buffer = "";
				// A body that is not an event stream (a server that ignored `stream`) has no events to
				// cut it into: it is delivered as it arrives (the docs are silent on this case).
				const eventStream = String(res.headers["content-type"] ?? "").includes("text/event-stream");
				const raw = request.mode === "RawStream" || this.sseDelivery === "pieces" || !eventStream;
				for await (const text of res) {
					if (!this.inflight.has(id)) return;
					if (raw) {
						emit({ type: "message", data: text });
						continue;
					}
					buffer = (buffer + String(text)).replace(/\r\n/g, "\n");
					let cut;
					while ((cut = buffer.indexOf("\n\n")) >= 0) {
						const data = sseData(buffer.slice(0, cut));
						buffer = buffer.slice(cut + 2);
						if (data !== undefined) emit({ type: "message", data });
					}
				}
				if (!res.complete) throw Object.assign(new Error("stream cut"), { code: "ECONNRESET" });
				const rest = !raw ? sseData(buffer) : undefined;
				if (rest !== undefined) emit({ type: "message", data: rest });
				close();
			} catch (err) {
				if (this.inflight.has(id)) {
					emit({ type: "error", status: 0, message: classifyError(err, controller.signal.reason) });
					close();
				}
			}
		})();
		return id;
	}

	abort(/** @type {number} */ id, /** @type {string} */ reason) {
		const controller = this.inflight.get(id);
		if (!controller) return false;
		this.inflight.delete(id);
		controller.abort(reason);
		this.push({ id, kind: "stream", type: "closed" });
		return true;
	}

	close() {
		for (const controller of this.inflight.values()) controller.abort("closed");
		this.inflight.clear();
	}
}

/**
 * The `data:` payload of one SSE event block (WHATWG HTML "Server-sent events", interpreting
 * an event stream): comment lines (":") and other fields are skipped; "data" without a colon
 * is an empty line of data; a block without data dispatches nothing.
 */
function sseData(/** @type {string} */ block) {
	const lines = block.split("\n").filter((line) => line.startsWith("data:") || line === "data");
	if (lines.length === 0) return undefined;
	return lines.map((line) => line.slice(5).replace(/^ /, "")).join("\n");
}

/** Maps a Node request failure to Studio's HttpError names. */
function classifyError(/** @type {any} */ err, /** @type {any} */ reason) {
	if (reason === "timeout") return "Timedout";
	const code = err?.cause?.code ?? err?.code;
	if (code === "ECONNREFUSED") return "ConnectFail";
	if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "DnsResolve";
	if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE") return "NetFail";
	return "NetFail";
}
