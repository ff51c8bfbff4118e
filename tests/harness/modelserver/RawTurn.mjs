// @ts-check
/**
 * The `raw` scenario turn: a recorded response body sent verbatim (CRLF kept), in the pieces
 * the turn asks for, with a delay between pieces, optionally cut after the last piece.
 *
 *   {"raw": {"status": 200, "headers": {...}, "body": "<exact text>", "split": "events" | "lines" |
 *    "whole" | "bytes:N", "chunks": ["..."], "delayMs": 1, "cut": false}, "when": "stream" | "plain",
 *    "optional": true}
 *
 * Why: real servers' bytes (provider docs, other SDKs' recordings) are the best test of the
 * client, and the way they are cut into writes must not change what Lux understands.
 */

/**
 * The body cut into pieces (Buffers, so "bytes:N" may split a UTF-8 character as a network can).
 * @param {string} body @param {string | undefined} split @param {string[] | undefined} chunks
 * @returns {Buffer[]}
 */
export function splitBody(body, split, chunks) {
	if (Array.isArray(chunks)) return chunks.map((c) => Buffer.from(String(c), "utf8"));
	const mode = split ?? "whole";
	if (mode === "whole") return [Buffer.from(body, "utf8")];
	const bytes = /^bytes:(\d+)$/.exec(mode);
	if (bytes) {
		const size = Math.max(1, Number(bytes[1]));
		const all = Buffer.from(body, "utf8");
		const out = [];
		for (let i = 0; i < all.length; i += size) out.push(all.subarray(i, i + size));
		return out;
	}
	// "events": after each blank line (an event's end); "lines": after each line end.
	const pattern = mode === "events" ? /(\r\n\r\n|\n\n|\r\r)/g : /(\r\n|\n|\r(?!\n))/g;
	const out = [];
	let from = 0;
	for (const match of body.matchAll(pattern)) {
		const end = (match.index ?? 0) + match[0].length;
		out.push(body.slice(from, end));
		from = end;
	}
	if (from < body.length) out.push(body.slice(from));
	return out.filter((p) => p !== "").map((p) => Buffer.from(p, "utf8"));
}

/** Problems with a raw turn's shape (for ScenarioFormat). @param {any} raw @returns {string[]} */
export function checkRaw(raw) {
	const problems = [];
	if (!raw || typeof raw !== "object") return ['"raw" must be an object'];
	if (typeof raw.body !== "string") problems.push('"raw.body" (string) is required');
	if (raw.status !== undefined && !Number.isInteger(raw.status)) problems.push('"raw.status" must be an integer');
	if (raw.split !== undefined && !/^(events|lines|whole|bytes:\d+)$/.test(raw.split)) {
		problems.push('"raw.split" must be "events", "lines", "whole" or "bytes:N"');
	}
	if (raw.chunks !== undefined && !(Array.isArray(raw.chunks) && raw.chunks.every((c) => typeof c === "string"))) {
		problems.push('"raw.chunks" must be a list of strings');
	}
	return problems;
}

/**
 * Sends a raw turn. @param {import("node:http").ServerResponse} res @param {any} raw
 * @param {(ms: number) => Promise<unknown>} sleep
 */
export async function sendRaw(res, raw, sleep) {
	const body = String(raw.body ?? "");
	/** @type {Record<string, string>} */
	const headers = {};
	// Framing and encoding headers of a recording describe its original transfer, not this one.
	for (const [name, value] of Object.entries(raw.headers ?? {})) {
		if (!["content-length", "transfer-encoding", "content-encoding", "connection"].includes(name.toLowerCase())) {
			headers[name] = String(value);
		}
	}
	const named = Object.keys(headers).map((k) => k.toLowerCase());
	if (!named.includes("content-type")) {
		headers["content-type"] = /^\s*(data|:|event|id|retry)/.test(body) ? "text/event-stream" : "application/json";
	}
	res.writeHead(raw.status ?? 200, headers);
	const pieces = splitBody(body, raw.split, raw.chunks);
	const delay = typeof raw.delayMs === "number" ? raw.delayMs : 1;
	for (const [i, piece] of pieces.entries()) {
		if (res.destroyed) return;
		res.write(piece);
		if (i < pieces.length - 1 && delay > 0) await sleep(delay);
	}
	if (raw.cut === true) {
		await sleep(Math.max(delay, 5));
		res.socket?.destroy();
		return;
	}
	res.end();
}
