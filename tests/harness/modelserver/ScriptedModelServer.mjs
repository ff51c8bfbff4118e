// @ts-check
/**
 * An OpenAI-compatible chat-completions server on a random loopback port, driven turn by turn
 * by a scenario (see tests/README.md, "Scripted model server and scenarios"). Each request
 * to .../chat/completions takes the next turn: a reply (text, tool calls, usage), possibly
 * streamed as SSE, or a fault (a status with body and headers, a delay past the timeout, a
 * dropped connection, a truncated or non-JSON body, a stream that breaks or errors midway).
 * Every request is recorded so specs can check what Lux sent.
 *
 * Why a real server: Lux's HTTP path (HttpService in the simulator -> Node -> this socket)
 * is tested end to end, with the failures real servers produce, deterministically.
 *
 * Control endpoints (used by specs through HttpService, and by the scenario runner):
 *   POST /__control/scenario   body: a scenario JSON; resets turns and recorded requests
 *   GET  /__control/requests   the recorded requests: [{method, path, query, headers, body}], total;
 *                              ?offset=&limit= pages them (large logs exceed what one answer may carry)
 * Besides chat, GET .../key and GET .../models answer the scenario's `endpoints` (or defaults).
 *   GET  /__control/scenarios  names of the files in tests/scenarios
 *   GET  /__control/recorded[?index=n]  the recorded-response corpus (count and ids, or one fixture with its expected result)
 *   GET  /__control/scenarios/<name>  one scenario file's text
 */
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { replyBody, streamEvents } from "./Replies.mjs";
import { sendRaw } from "./RawTurn.mjs";
import { loadRecorded } from "./RecordedCorpus.mjs";

export const SCENARIO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../scenarios");

export class ScriptedModelServer {
	constructor() {
		/** @type {any} */
		this.scenario = { turns: [] };
		this.turnIndex = 0;
		/** Estimated prompt tokens of the request being answered (for `prompt_tokens: "estimate"`). */
		this.promptEstimate = 0;
		/** @type {{method: string, path: string, query: string, headers: Record<string, any>, body: string}[]} */
		this.requests = [];
		/** @type {string[]} problems the scenario itself ran into (e.g. no turn left) */
		this.problems = [];
		/** @type {Set<import("node:net").Socket>} */
		this.sockets = new Set();
		this.server = http.createServer((req, res) => this.handle(req, res));
		// Idle keep-alive sockets stay open: with Node's default 5 s the server may close one
		// just as the host's agent reuses it, and a spec sees a NetFail no plugin code caused.
		this.server.keepAliveTimeout = 0;
		this.server.on("connection", (socket) => {
			this.sockets.add(socket);
			socket.on("close", () => this.sockets.delete(socket));
		});
		this.port = 0;
	}

	/** Starts on 127.0.0.1 and a free port. */
	async start() {
		await new Promise((resolve) => this.server.listen(0, "127.0.0.1", () => resolve(undefined)));
		const address = this.server.address();
		this.port = typeof address === "object" && address ? address.port : 0;
		return this;
	}

	get url() {
		return `http://127.0.0.1:${this.port}`;
	}

	/** @param {any} scenario */
	load(scenario) {
		this.scenario = scenario && typeof scenario === "object" ? scenario : { turns: [] };
		if (!Array.isArray(this.scenario.turns)) this.scenario.turns = [];
		// A follow-up's turns answer the requests after the main ones (same numbering).
		const followUp = this.scenario.followUp?.turns;
		if (Array.isArray(followUp)) this.scenario.turns = [...this.scenario.turns, ...followUp];
		this.turnIndex = 0;
		this.requests = [];
		this.problems = [];
	}

	async close() {
		for (const socket of this.sockets) socket.destroy();
		await new Promise((resolve) => this.server.close(() => resolve(undefined)));
	}

	/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
	async handle(req, res) {
		let body = "";
		req.setEncoding("utf8");
		for await (const chunk of req) body += chunk;
		const url = new URL(req.url ?? "/", "http://localhost");
		try {
			if (url.pathname.startsWith("/__control/")) return this.control(req.method ?? "GET", url.pathname, body, res, url.searchParams);
			this.requests.push({ method: req.method ?? "GET", path: url.pathname, query: url.search, headers: req.headers, body });
			if (url.pathname.endsWith("/chat/completions") && req.method === "POST") return await this.completion(body, res);
			if (url.pathname.endsWith("/key") && req.method === "GET") return await this.account("key", res);
			if (url.pathname.endsWith("/models") && req.method === "GET") return await this.account("models", res);
			json(res, 404, { error: { code: 404, message: `no route ${url.pathname}` } });
		} catch (err) {
			json(res, 500, { error: { code: 500, message: `scripted server bug: ${err}` } });
		}
	}

	/**
	 * @param {string} method @param {string} pathname @param {string} body @param {http.ServerResponse} res
	 * @param {URLSearchParams} [query]
	 */
	control(method, pathname, body, res, query) {
		if (method === "POST" && pathname === "/__control/scenario") {
			try {
				this.load(JSON.parse(body));
			} catch (err) {
				return json(res, 400, { error: `scenario is not JSON: ${err}` });
			}
			return json(res, 200, { ok: true, turns: this.scenario.turns.length });
		}
		if (pathname === "/__control/requests") {
			// Paged (offset, limit): the simulator cannot take one HTTP answer of several MB.
			const offset = Number(query?.get("offset") ?? 0);
			const limit = Number(query?.get("limit") ?? this.requests.length);
			const requests = this.requests.slice(offset, offset + limit);
			return json(res, 200, { requests, problems: this.problems, total: this.requests.length });
		}
		if (pathname === "/__control/scenarios") return json(res, 200, { scenarios: listScenarios() });
		if (pathname === "/__control/recorded") {
			// One fixture per call (?index=), with the reference parser's expected result; paged
			// because the simulator cannot take one answer of several MB.
			const all = loadRecorded();
			const index = Number(query?.get("index") ?? -1);
			if (index < 0) return json(res, 200, { count: all.length, ids: all.map((f) => f.id) });
			return json(res, 200, all[index] ?? {});
		}
		if (pathname.startsWith("/__control/scenarios/")) {
			const name = path.basename(decodeURIComponent(pathname.slice("/__control/scenarios/".length)));
			const file = path.join(SCENARIO_DIR, name);
			if (!fs.existsSync(file)) return json(res, 404, { error: `no scenario ${name}` });
			res.writeHead(200, { "content-type": "application/json" });
			return res.end(fs.readFileSync(file, "utf8"));
		}
		json(res, 404, { error: `no control route ${pathname}` });
	}

	/** @param {string} body @param {http.ServerResponse} res */
	async completion(body, res) {
		let request = {};
		try {
			request = JSON.parse(body);
		} catch {
			this.problems.push(`request ${this.turnIndex + 1} body is not JSON`);
		}
		const streamed = /** @type {any} */ (request).stream === true;
		// A turn with `when` answers only that kind of request; an optional one is skipped otherwise.
		for (;;) {
			const next = this.scenario.turns[this.turnIndex];
			if (!next || next.when === undefined || (next.when === "stream") === streamed) break;
			if (!next.optional) {
				this.problems.push(`turn ${this.turnIndex + 1} answers only a ${next.when} request, but a ${streamed ? "stream" : "plain"} request came`);
			}
			this.turnIndex++;
		}
		const turn = this.scenario.turns[this.turnIndex];
		const number = ++this.turnIndex;
		if (!turn) {
			this.problems.push(`request ${number} arrived but the scenario has only ${this.scenario.turns.length} turns`);
			return json(res, 500, { error: { code: 500, message: "the scenario has no turn left for this request" } });
		}
		const messages = /** @type {any} */ (request).messages;
		this.promptEstimate = Math.ceil(JSON.stringify(messages ?? []).length / 4);
		if (turn.delay) await sleep(turn.delay * 1000, res);
		if (res.destroyed) return;
		if (turn.raw !== undefined) return sendRaw(res, turn.raw, (ms) => sleep(ms, res));
		const fault = turn.fault;
		if (fault === "drop") return res.socket?.destroy();
		if (turn.status !== undefined) {
			const payload = typeof turn.body === "string" ? turn.body : JSON.stringify(turn.body ?? {});
			res.writeHead(turn.status, { "content-type": "application/json", ...(turn.headers ?? {}) });
			return res.end(payload.replaceAll("{{authorization}}", String(this.requests.at(-1)?.headers.authorization ?? "")));
		}
		if (fault === "notJson") {
			res.writeHead(200, { "content-type": "text/html" });
			return res.end("<html><body>502 Bad Gateway</body></html>");
		}
		const reply = turn.reply ?? {};
		if (fault === "truncate") {
			const text = JSON.stringify(replyBody(reply, number, this.scenario, this.promptEstimate));
			res.writeHead(200, { "content-type": "application/json", "content-length": String(text.length) });
			res.write(text.slice(0, Math.floor(text.length / 2)));
			return setTimeout(() => res.socket?.destroy(), 20);
		}
		if (streamed) return this.stream(turn, reply, number, res);
		json(res, 200, replyBody(reply, number, this.scenario, this.promptEstimate));
	}

	/**
	 * GET .../key and .../models: the scenario's `endpoints.key` / `endpoints.models` (a turn-like
	 * `{status, headers, body}` or `{fault: "drop" | "notJson"}`, with an optional `delay` in
	 * seconds), else OpenRouter-shaped defaults.
	 * @param {"key" | "models"} name @param {http.ServerResponse} res
	 */
	async account(name, res) {
		const scripted = this.scenario.endpoints?.[name];
		if (scripted === undefined) return json(res, 200, name === "key" ? DEFAULT_KEY : DEFAULT_MODELS);
		// `delay` (real seconds): a slow account endpoint, for the panel's loading states.
		if (typeof scripted.delay === "number") await sleep(scripted.delay * 1000, res);
		if (scripted.fault === "drop") return res.socket?.destroy();
		if (scripted.fault === "notJson") {
			res.writeHead(200, { "content-type": "text/html" });
			return res.end("<html><body>not an API</body></html>");
		}
		const payload = typeof scripted.body === "string" ? scripted.body : JSON.stringify(scripted.body ?? {});
		res.writeHead(scripted.status ?? 200, { "content-type": "application/json", ...(scripted.headers ?? {}) });
		res.end(payload.replaceAll("{{authorization}}", String(this.requests.at(-1)?.headers.authorization ?? "")));
	}

	/** @param {any} turn @param {any} reply @param {number} number @param {http.ServerResponse} res */
	async stream(turn, reply, number, res) {
		res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
		const events = streamEvents(reply, number, this.scenario, turn.fault, this.promptEstimate);
		for (const [i, event] of events.entries()) {
			if (turn.fault === "streamBreak" && i === Math.floor(events.length / 2)) return res.socket?.destroy();
			// Split each event across two writes, so clients must reassemble lines.
			const cut = Math.floor(event.length / 2);
			res.write(event.slice(0, cut));
			await sleep(5, res);
			res.write(event.slice(cut));
		}
		res.end();
	}
}

/** OpenRouter's GET /key answer for an unlimited key. */
const DEFAULT_KEY = { data: { label: "scenario", usage: 0, limit: null, limit_remaining: null, is_free_tier: false } };

/** Two models in OpenRouter's /models shape (prices are strings, USD per token). */
const DEFAULT_MODELS = {
	data: [
		{
			id: "scripted/model",
			name: "Scripted: Model",
			context_length: 32768,
			pricing: { prompt: "0.000001", completion: "0.000002" },
			supported_parameters: ["tools", "tool_choice"],
		},
		{
			id: "scripted/free",
			name: "Scripted: Free",
			context_length: 8192,
			pricing: { prompt: "0", completion: "0" },
			supported_parameters: ["tools"],
		},
	],
};

/** @param {http.ServerResponse} res @param {number} status @param {any} value */
function json(res, status, value) {
	res.writeHead(status, { "content-type": "application/json" });
	res.end(JSON.stringify(value));
}

/** Waits, ending early if the client went away (a cancelled or timed-out request). */
function sleep(/** @type {number} */ ms, /** @type {http.ServerResponse} */ res) {
	return new Promise((resolve) => {
		const done = () => {
			clearTimeout(timer);
			res.removeListener("close", done);
			resolve(undefined);
		};
		const timer = setTimeout(done, ms);
		res.once("close", done);
	});
}

export function listScenarios() {
	return fs
		.readdirSync(SCENARIO_DIR)
		.filter((f) => f.endsWith(".json"))
		.sort();
}
