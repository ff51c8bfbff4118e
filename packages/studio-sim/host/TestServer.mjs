// @ts-check
/**
 * A tiny loopback HTTP server for the simulator's HttpService specs: echo, chosen status,
 * slow answers, SSE streams and dropped connections.
 *
 * Why: the HTTP specs must exercise real sockets (lower-cased response headers, timeouts,
 * refused and dropped connections) without reaching the internet. A spec run starts one and
 * hands its URL to Luau as StudioSim.testServerUrl(). Keep it minimal: a project's own
 * servers live in the project.
 *
 * Routes: GET|POST /echo -> JSON {method, path, headers, body} with header "X-Echo-Test: yes";
 * /status/<code>; /slow?ms=<n>; /sse?count=<n>&delay=<ms> (events "message 1".."message n",
 * a comment line, then one two-line event "multi\nline", then the end); /drop (headers and half
 * a body, then the socket is destroyed).
 */
import http from "node:http";

/** @returns {Promise<{ url: string, port: number, closedPort: number, close: () => Promise<void> }>} */
export async function startTestServer() {
	const server = http.createServer((req, res) => {
		const url = new URL(req.url ?? "/", "http://127.0.0.1");
		let body = "";
		req.setEncoding("utf8");
		req.on("data", (chunk) => (body += chunk));
		req.on("end", () => route(url, req, res, body));
	});
	// Idle keep-alive sockets stay open: no close races a reuse.
	server.keepAliveTimeout = 0;
	const port = await listen(server);
	const closedPort = await freePort();
	return {
		url: `http://127.0.0.1:${port}`,
		port,
		closedPort,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

/**
 * @param {URL} url @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} body
 */
function route(url, req, res, body) {
	const path = url.pathname;
	if (path === "/echo") {
		res.writeHead(200, { "Content-Type": "application/json", "X-Echo-Test": "yes" });
		res.end(JSON.stringify({ method: req.method, path: url.pathname + url.search, headers: req.headers, body }));
	} else if (path.startsWith("/status/")) {
		const code = Number(path.slice("/status/".length)) || 500;
		res.writeHead(code, { "Content-Type": "text/plain" });
		res.end(`status ${code}`);
	} else if (path === "/slow") {
		const timer = setTimeout(() => res.end("slow"), Number(url.searchParams.get("ms") ?? 1000));
		res.on("close", () => clearTimeout(timer));
	} else if (path === "/sse") {
		sse(res, Number(url.searchParams.get("count") ?? 3), Number(url.searchParams.get("delay") ?? 5));
	} else if (path === "/drop") {
		res.writeHead(200, { "Content-Type": "text/plain", "Content-Length": "100" });
		res.write("only half");
		setTimeout(() => res.destroy(), 10);
	} else {
		res.writeHead(404, { "Content-Type": "text/plain" });
		res.end("not found");
	}
}

/** @param {http.ServerResponse} res @param {number} count @param {number} delay */
function sse(res, count, delay) {
	res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
	let i = 0;
	const next = () => {
		if (res.destroyed) return;
		i += 1;
		if (i <= count) {
			res.write(`data: message ${i}\n\n`);
			if (i === 1) res.write(": a comment line the client skips\n\n");
			setTimeout(next, delay);
		} else {
			res.end("event: done\ndata: multi\ndata: line\n\n");
		}
	};
	next();
}

/** @param {http.Server} server @returns {Promise<number>} */
function listen(server) {
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => {
			const address = server.address();
			resolve(typeof address === "object" && address ? address.port : 0);
		});
	});
}

/** A port that was free a moment ago: bound, read, released (nothing listens on it after). */
async function freePort() {
	const probe = http.createServer();
	const port = await listen(probe);
	await new Promise((resolve) => probe.close(() => resolve(undefined)));
	return port;
}
