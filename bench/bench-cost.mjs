// @ts-check
/**
 * `npm run bench:cost`: what a user is billed, in one run. Plays three scripted sessions (a
 * 30-request feature build across 5 scripts with approvals and a failing patch; a long
 * debugging session reading large scripts; a short Q&A) through the plugin's modules against
 * the scripted server, as three clients (tests/specs/support/CostBench.ts): Lux, a naive
 * client and a Cline-like client. Every client must reach the session's outcome (its checks
 * pass) or the row says it did not.
 *
 * Tokens are counted on the server's request log with real tokenizers from npm
 * (@anthropic-ai/tokenizer for Claude, gpt-tokenizer's o200k_base for GPT-4.1), block by
 * block (each tool schema, each message). Provider caching is simulated from the requests:
 * Anthropic caches the prefix up to each `cache_control` breakpoint (a prefix of at least
 * 1,024 tokens, hits looked up at block boundaries up to 20 blocks before a breakpoint;
 * writes 1.25x, reads 0.1x); OpenAI caches the longest token prefix shared with an earlier
 * request automatically (from 1,024 tokens, in 128-token steps; reads 0.25x for GPT-4.1).
 * The Cline-like client is priced with Cline's breakpoints (system prompt and the last two
 * user messages); the naive client sends none. Cache lifetimes (5 minutes) are assumed not
 * to run out within a session.
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { countTokens as claudeCount } from "@anthropic-ai/tokenizer";
import { encode as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { installLargeHeap } from "studio-sim";
import { Simulator, REPO_ROOT } from "../tests/harness/LuxSimulator.mjs";
import { ScriptedModelServer } from "../tests/harness/modelserver/ScriptedModelServer.mjs";
import { sessions } from "./bench-cost-sessions.mjs";

/** USD per million tokens: Anthropic's and OpenAI's published prices, as OpenRouter lists them. */
const PROVIDERS = {
	anthropic: {
		label: "Claude Sonnet 4.5",
		model: "anthropic/claude-sonnet-4.5",
		input: 3,
		output: 15,
		cacheRead: 0.3,
		cacheWrite: 3.75,
		count: (/** @type {string} */ t) => claudeCount(t),
	},
	openai: {
		label: "GPT-4.1",
		model: "openai/gpt-4.1",
		input: 2,
		output: 8,
		cacheRead: 0.5,
		cacheWrite: 2,
		count: (/** @type {string} */ t) => o200k(t).length,
	},
};
const CLIENTS = /** @type {const} */ (["lux", "naive", "cline"]);
const MIN_CACHEABLE = 1024;
const LOOKBACK = 20;

/** @param {any} content */
function textOf(content) {
	if (content == null) return "";
	return typeof content === "string" ? content : content.map((/** @type {any} */ p) => p.text).join("");
}

/** @param {any} content */
function marked(content) {
	return Array.isArray(content) && content.some((p) => p.cache_control);
}

/** The request as blocks (each tool, each message), with the breakpoints the client sent. */
function blocksOf(/** @type {any} */ body) {
	const blocks = [];
	for (const t of body.tools ?? []) blocks.push({ text: JSON.stringify(t.function), role: "tool-def", mark: false });
	for (const m of body.messages) {
		const calls = (m.tool_calls ?? []).map((/** @type {any} */ c) => `${c.function.name}(${c.function.arguments})`);
		blocks.push({ text: `${m.role}: ${textOf(m.content)}${calls.length ? "\n" + calls.join("\n") : ""}`, role: m.role, mark: marked(m.content) });
	}
	return blocks;
}

/** Breakpoints per client: Lux's as sent; Cline's rule; none for the naive client. */
function breakpoints(/** @type {string} */ client, /** @type {any[]} */ blocks) {
	if (client === "lux") return blocks.flatMap((b, i) => (b.mark ? [i] : []));
	if (client === "naive") return [];
	const out = [];
	const system = blocks.findIndex((b) => b.role === "system");
	if (system >= 0) out.push(system);
	const users = blocks.flatMap((b, i) => (b.role === "user" ? [i] : []));
	out.push(...users.slice(-2));
	return [...new Set(out)].sort((a, b) => a - b);
}

function hashChain(/** @type {string[]} */ texts) {
	const out = [];
	let h = "";
	for (const t of texts) {
		h = crypto.createHash("sha1").update(h).update("\u0000").update(t).digest("hex");
		out.push(h);
	}
	return out;
}

/** Anthropic: reads and writes at breakpoints. */
function billAnthropic(/** @type {any[]} */ requests, /** @type {string} */ client, /** @type {any} */ p) {
	const cache = new Set();
	return requests.map((body) => {
		const blocks = blocksOf(body);
		const tokens = blocks.map((b) => p.count(b.text));
		const cum = [];
		tokens.reduce((a, t, i) => ((cum[i] = a + t), a + t), 0);
		const total = cum[cum.length - 1] ?? 0;
		const hashes = hashChain(blocks.map((b) => b.text));
		const bps = breakpoints(client, blocks);
		let read = 0;
		for (const bp of bps)
			for (let i = bp; i >= Math.max(0, bp - LOOKBACK); i--)
				if (cache.has(hashes[i])) {
					read = Math.max(read, cum[i]);
					break;
				}
		let written = 0;
		for (const bp of bps) {
			if (cum[bp] < MIN_CACHEABLE || cache.has(hashes[bp])) continue;
			written = Math.max(written, cum[bp] - read);
			cache.add(hashes[bp]);
		}
		return { prompt: total, read, written };
	});
}

/** OpenAI: the longest token prefix shared with an earlier request, from 1,024 tokens in steps of 128. */
function billOpenAI(/** @type {any[]} */ requests, /** @type {any} */ p) {
	/** @type {number[][]} */
	const seen = [];
	return requests.map((body) => {
		const ids = blocksOf(body).flatMap((b) => o200k(b.text));
		let best = 0;
		for (const prev of seen) {
			let i = 0;
			while (i < prev.length && i < ids.length && prev[i] === ids[i]) i++;
			best = Math.max(best, i);
		}
		seen.push(ids);
		const read = best >= MIN_CACHEABLE ? MIN_CACHEABLE + Math.floor((best - MIN_CACHEABLE) / 128) * 128 : 0;
		return { prompt: ids.length, read, written: 0 };
	});
}

function completionTokens(/** @type {any} */ session, /** @type {any} */ p) {
	return session.turns.map((/** @type {any} */ t) => {
		const r = t.reply ?? {};
		const calls = (r.tool_calls ?? []).map((/** @type {any} */ c) => `${c.name}(${JSON.stringify(c.arguments)})`);
		return p.count(`${r.content ?? ""}${calls.join("\n")}`);
	});
}

function price(/** @type {any[]} */ bills, /** @type {number[]} */ outs, /** @type {any} */ p) {
	let usd = 0;
	let prompt = 0;
	let read = 0;
	let written = 0;
	let from3Prompt = 0;
	let from3Read = 0;
	bills.forEach((b, i) => {
		const plain = b.prompt - b.read - b.written;
		usd += (plain * p.input + b.read * p.cacheRead + b.written * p.cacheWrite + (outs[i] ?? 0) * p.output) / 1e6;
		prompt += b.prompt;
		read += b.read;
		written += b.written;
		if (i >= 2) {
			from3Prompt += b.prompt;
			from3Read += b.read;
		}
	});
	return { usd, prompt, read, written, hitFrom3: from3Prompt > 0 ? from3Read / from3Prompt : 0 };
}

installLargeHeap();
const sim = await Simulator.boot({ onLog: process.env.BENCH_LOG ? (/** @type {string} */ k, /** @type {string} */ t) => process.stderr.write(`[${k}] ${t}\n`) : () => {} });
const server = await new ScriptedModelServer().start();
// Keeps Node's event loop turning while Luau waits on the loopback server (without a timer
// pending, a long request body could stall between the VM's I/O polls).
const keepAlive = setInterval(() => {
	if (process.env.BENCH_LOG) process.stderr.write(`requests so far: ${server.requests.length}\n`);
}, 50);
/** @type {any[]} */
const results = [];
let hello = { claude: 0, o200k: 0 };
try {
	await sim.mountProject("test.project.json");
	await sim.vm.run(`Sim.grantApi(Sim.find("ReplicatedStorage.Lux.tests"))`, "=bench/grant");
	for (const session of sessions(REPO_ROOT)) {
		for (const client of CLIENTS) {
			if (process.env.BENCH_ONLY && !`${session.name}/${client}`.includes(process.env.BENCH_ONLY)) continue;
			process.stderr.write(`${session.name} as ${client}...\n`);
			const users = process.env.BENCH_USERS ? session.user.slice(0, Number(process.env.BENCH_USERS)) : session.user;
			const text = JSON.stringify({ ...session, user: users, model: PROVIDERS.anthropic.model });
			const [json] = await sim.vm.run(
				`local text, url, client = ...
				local ScriptRuntime = engineRequire("ScriptRuntime")
				local Scheduler = engineRequire("Scheduler")
				local out
				local started = os.clock()
				local thread = Scheduler.spawn(function()
					local ok, err = pcall(function()
						local bench = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.CostBench"))
						out = bench.runCostSession(text, url, client)
					end)
					if not ok then out = '{"failures":[' .. string.format("%q", tostring(err)) .. ']}' end
				end)
				Scheduler.runUntil(function() return out ~= nil or os.clock() - started > 300 end)
				if out == nil then
					return '{"failures":[' .. string.format("%q", "stalled: " .. debug.traceback(thread)) .. ']}'
				end
				return out`,
				"=bench/cost",
				text,
				server.url,
				client,
			);
			const requests = server.requests.filter((r) => r.path.endsWith("chat/completions")).map((r) => JSON.parse(r.body));
			const outcome = JSON.parse(json);
			// BENCH_DUMP=<dir> keeps each client's request bodies, to see what was sent.
			if (process.env.BENCH_DUMP) {
				fs.mkdirSync(process.env.BENCH_DUMP, { recursive: true });
				const file = `${session.name.split(" ")[0]}-${client}.json`.replace(/[^\w.-]/g, "_");
				fs.writeFileSync(path.join(process.env.BENCH_DUMP, file), JSON.stringify(requests, null, 1));
			}
			const row = { session: session.name, client, requests: requests.length, failures: outcome.failures };
			for (const [key, p] of Object.entries(PROVIDERS)) {
				const bills = key === "anthropic" ? billAnthropic(requests, client, p) : billOpenAI(requests, p);
				row[key] = price(bills, completionTokens(session, p), p);
			}
			if (session.name.startsWith("Q&A") && client === "lux") {
				const first = blocksOf(requests[0]).map((b) => b.text);
				hello = {
					claude: first.reduce((a, t) => a + PROVIDERS.anthropic.count(t), 0),
					o200k: first.reduce((a, t) => a + PROVIDERS.openai.count(t), 0),
				};
			}
			results.push(row);
		}
	}
} finally {
	clearInterval(keepAlive);
	sim.close();
	await server.close();
}

const pad = (/** @type {any} */ s, /** @type {number} */ n) => String(s).padStart(n);
console.log("Billed cost per session, one run (prompt tokens counted with real tokenizers; caching simulated per provider)\n");
for (const key of Object.keys(PROVIDERS)) {
	const p = PROVIDERS[key];
	console.log(`${p.label} ($${p.input} in / $${p.output} out / $${p.cacheRead} cache read / $${p.cacheWrite} cache write per M)`);
	console.log(`${"session".padEnd(34)} ${"client".padEnd(6)} ${pad("req", 4)} ${pad("prompt tok", 11)} ${pad("cache read", 11)} ${pad("cache write", 11)} ${pad("hit≥3", 6)} ${pad("USD", 8)} ${pad("naive/x", 8)}  outcome`);
	for (const row of results) {
		const naive = results.find((r) => r.session === row.session && r.client === "naive");
		const r = row[key];
		const ratio = naive !== undefined ? naive[key].usd / Math.max(1e-9, r.usd) : NaN;
		const ok = row.failures.length === 0 ? "checks pass" : `FAILED: ${row.failures.join("; ")}`;
		console.log(`${row.session.padEnd(34)} ${row.client.padEnd(6)} ${pad(row.requests, 4)} ${pad(r.prompt, 11)} ${pad(r.read, 11)} ${pad(r.written, 11)} ${pad((r.hitFrom3 * 100).toFixed(0) + "%", 6)} ${pad(r.usd.toFixed(4), 8)} ${pad(ratio.toFixed(2) + "x", 8)}  ${ok}`);
	}
	console.log("");
}
console.log(`"hello" first request with the real tools: ${hello.claude} prompt tokens (Claude tokenizer), ${hello.o200k} (o200k_base)`);
const failed = results.filter((r) => r.failures.length > 0);
if (failed.length > 0) process.exitCode = 1;
