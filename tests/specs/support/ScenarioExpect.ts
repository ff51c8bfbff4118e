/**
 * Checks a scenario's `expect` block, plus the rules every scenario must keep whatever it
 * expects: the key only in the Authorization header, the tools in every request, the system
 * prompt byte-stable between requests, and no request the scenario did not script.
 *
 * Why separate from the driver: these checks are the point of a scenario; they read better
 * as one list than interleaved with the wiring.
 */
import { HttpService } from "@rbxts/services";
import { LoopOutcome, Message, Usage } from "Core";
import { RecordedRequest } from "./ModelServerClient";

export interface ScenarioExpect {
	readonly outcome?: string;
	readonly stopReason?: string;
	readonly errorKind?: string;
	readonly requests?: number;
	readonly toolRuns?: { readonly [name: string]: number };
	readonly changes?: number;
	readonly changesInclude?: string[];
	readonly errorContains?: string[];
	readonly answerContains?: string;
	readonly lastRequestContains?: string[];
	readonly requestContains?: Array<{ request: number; contains?: string[]; notContains?: string[] }>;
	readonly transcriptContains?: string[];
	readonly minRetries?: number;
	readonly streamed?: boolean;
	/** Conversation token totals that must match exactly. */
	readonly tokens?: {
		prompt?: number;
		completion?: number;
		cached?: number;
		cacheWrite?: number;
		reasoning?: number;
	};
	/** The conversation cost (server-reported or priced by Lux) is at least this many USD. */
	readonly costAtLeast?: number;
}

export interface ScenarioFacts {
	readonly outcome: LoopOutcome;
	readonly requests: RecordedRequest[];
	readonly serverProblems: string[];
	readonly toolRuns: Map<string, number>;
	readonly changes: string[];
	readonly executedCallIds: ReadonlyArray<string>;
	readonly errors: string[];
	readonly transcript: string[];
	readonly history: ReadonlyArray<Message>;
	readonly apiKey: string;
	readonly streamed: string;
	readonly retries: number;
	readonly pendingLeft: number;
	readonly usage: Usage;
}

function has(text: string, needle: string): boolean {
	return string.find(text, needle, 1, true)[0] !== undefined;
}

function firstMessage(body: string): string | undefined {
	const [success, decoded] = pcall(() => HttpService.JSONDecode(body) as { messages?: Array<{ content?: string }> });
	if (!success) return undefined;
	return decoded.messages?.[0]?.content;
}

export function checkExpectations(expect: ScenarioExpect, facts: ScenarioFacts): string[] {
	const failures = new Array<string>();
	const fail = (text: string) => failures.push(text);
	const outcome = facts.outcome;
	const key = facts.apiKey;

	// Rules for every scenario.
	facts.requests.forEach((request, index) => {
		if (has(request.body, key)) fail(`request ${index + 1}: the API key is in the body`);
		if (request.headers["authorization"] !== `Bearer ${key}`) fail(`request ${index + 1}: no Authorization header`);
		if (!has(request.body, `"tools"`)) fail(`request ${index + 1}: no tools in the request`);
	});
	const firstPrompt = facts.requests[0] !== undefined ? firstMessage(facts.requests[0].body) : undefined;
	facts.requests.forEach((request, index) => {
		if (firstMessage(request.body) !== firstPrompt)
			fail(`request ${index + 1}: the system prompt changed between requests`);
	});
	for (const text of [...facts.transcript, ...facts.errors]) {
		if (has(text, key)) fail(`the API key appears in text shown to the user: ${text}`);
	}
	for (const problem of facts.serverProblems) fail(`model server: ${problem}`);
	const seen = new Set<string>();
	for (const id of facts.executedCallIds) {
		if (seen.has(id)) fail(`tool call ${id} was executed twice`);
		seen.add(id);
	}

	// Every tool call has an id unique in the conversation and exactly one result.
	const callIds = new Set<string>();
	const results = new Map<string, number>();
	for (const message of facts.history) {
		if (message.kind === "assistant") {
			for (const call of message.toolCalls) {
				if (call.id === "" || callIds.has(call.id)) fail(`tool call id "${call.id}" is empty or repeated`);
				callIds.add(call.id);
			}
		} else if (message.kind === "toolResult") {
			results.set(message.callId, (results.get(message.callId) ?? 0) + 1);
		}
	}
	if (outcome.kind !== "awaitingApproval") {
		callIds.forEach((id) => {
			const n = results.get(id) ?? 0;
			if (n !== 1) fail(`tool call ${id} has ${n} results (expected exactly 1)`);
		});
	}
	if (expect.tokens !== undefined) {
		const actual: Record<string, number> = {
			prompt: facts.usage.promptTokens,
			completion: facts.usage.completionTokens,
			cached: facts.usage.cachedTokens,
			cacheWrite: facts.usage.cacheWriteTokens ?? 0,
			reasoning: facts.usage.reasoningTokens,
		};
		for (const [name, value] of pairs(expect.tokens)) {
			if (actual[name as string] !== value)
				fail(`tokens.${name}: expected ${value}, got ${actual[name as string]}`);
		}
	}
	if (expect.costAtLeast !== undefined && (facts.usage.cost ?? 0) < expect.costAtLeast - 1e-12) {
		fail(`cost: expected at least ${expect.costAtLeast}, got ${facts.usage.cost ?? "none"}`);
	}
	if (expect.outcome !== undefined && outcome.kind !== expect.outcome) {
		fail(`outcome: expected ${expect.outcome}, got ${outcome.kind}`);
	}
	if (expect.stopReason !== undefined && (outcome.kind !== "stopped" || outcome.reason !== expect.stopReason)) {
		fail(`stop reason: expected ${expect.stopReason}`);
	}
	if (expect.errorKind !== undefined && (outcome.kind !== "failed" || outcome.error.kind !== expect.errorKind)) {
		fail(
			`error kind: expected ${expect.errorKind}, got ${outcome.kind === "failed" ? outcome.error.kind : outcome.kind}`,
		);
	}
	if (expect.requests !== undefined && facts.requests.size() !== expect.requests) {
		fail(`requests: expected ${expect.requests}, the server received ${facts.requests.size()}`);
	}
	if (expect.toolRuns !== undefined) {
		for (const [name, count] of pairs(expect.toolRuns)) {
			const actual = facts.toolRuns.get(name as string) ?? 0;
			if (actual !== count) fail(`tool ${name}: expected ${count} runs, got ${actual}`);
		}
	}
	if (expect.changes !== undefined && facts.changes.size() !== expect.changes) {
		fail(`changes: expected ${expect.changes}, got ${facts.changes.size()} (${facts.changes.join("; ")})`);
	}
	for (const needle of expect.changesInclude ?? []) {
		if (!facts.changes.some((c) => has(c, needle))) fail(`no change includes "${needle}"`);
	}
	for (const needle of expect.errorContains ?? []) {
		if (!facts.errors.some((e) => has(e, needle))) fail(`no error shown to the user contains "${needle}"`);
	}
	if (
		expect.answerContains !== undefined &&
		(outcome.kind !== "answered" || !has(outcome.text, expect.answerContains))
	) {
		fail(`the answer does not contain "${expect.answerContains}"`);
	}
	const last = facts.requests[facts.requests.size() - 1];
	for (const needle of expect.lastRequestContains ?? []) {
		if (last === undefined || !has(last.body, needle)) fail(`the last request does not contain "${needle}"`);
	}
	for (const check of expect.requestContains ?? []) {
		const request = facts.requests[check.request - 1];
		if (request === undefined) {
			fail(`no request ${check.request}`);
			continue;
		}
		for (const needle of check.contains ?? []) {
			if (!has(request.body, needle)) fail(`request ${check.request} does not contain "${needle}"`);
		}
		for (const needle of check.notContains ?? []) {
			if (has(request.body, needle)) fail(`request ${check.request} contains "${needle}"`);
		}
	}
	for (const needle of expect.transcriptContains ?? []) {
		if (!facts.transcript.some((t) => has(t, needle))) fail(`the transcript has no line containing "${needle}"`);
	}
	if (expect.minRetries !== undefined && facts.retries < expect.minRetries) {
		fail(`retries: expected at least ${expect.minRetries}, got ${facts.retries}`);
	}
	if (expect.streamed === true && facts.streamed === "") fail("nothing was streamed");
	if (expect.streamed === false && facts.streamed !== "") fail("the reply was streamed");
	if (outcome.kind !== "awaitingApproval" && facts.pendingLeft > 0)
		fail(`${facts.pendingLeft} operations left pending`);
	return failures;
}
