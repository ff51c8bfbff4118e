/**
 * Checks a scenario's follow-up: after the main run (typically an error), one more user
 * message in the same conversation must be answered, the request for it must still carry
 * every earlier user message, the conversation must still show the earlier turns and the
 * error, and nothing done before may be done again.
 *
 * Why: the acceptance for every error class is "the conversation survives"; an error that
 * leaves the runner stuck, drops the history or re-runs a tool on the next message would
 * pass every check of the main run and still break the user's session.
 */
import { HttpService } from "@rbxts/services";
import { LoopOutcome, Message } from "Core";
import { RecordedRequest } from "./ModelServerClient";
import { ScenarioFollowUp } from "./ScenarioTypes";

export interface FollowUpFacts {
	readonly followUp: ScenarioFollowUp;
	readonly earlierUser: ReadonlyArray<string>;
	readonly mainOutcome: LoopOutcome;
	readonly outcome: LoopOutcome;
	/** Chat requests the follow-up caused (the server's, after the main run's). */
	readonly requests: ReadonlyArray<RecordedRequest>;
	readonly history: ReadonlyArray<Message>;
	readonly runsBefore: ReadonlyMap<string, number>;
	readonly runsAfter: ReadonlyMap<string, number>;
	readonly changesBefore: ReadonlyArray<string>;
	readonly changesAfter: ReadonlyArray<string>;
	readonly apiKey: string;
}

function has(text: string, needle: string): boolean {
	return string.find(text, needle, 1, true)[0] !== undefined;
}

/** How `text` appears inside a JSON request body. */
function asJson(text: string): string {
	const encoded = HttpService.JSONEncode(text);
	return string.sub(encoded, 2, -2);
}

export function checkFollowUp(facts: FollowUpFacts): string[] {
	const failures = new Array<string>();
	const fail = (text: string) => failures.push(`follow-up: ${text}`);
	const { followUp, outcome } = facts;

	if (outcome.kind !== "answered") fail(`expected an answer, got ${outcome.kind}`);
	else if (followUp.answerContains !== undefined && !has(outcome.text, followUp.answerContains)) {
		fail(`the answer does not contain "${followUp.answerContains}"`);
	}
	// Optional turns (a `when` that may not come) may go unused.
	const required = followUp.turns.filter((t) => t.optional !== true).size();
	const got = facts.requests.size();
	if (got < required || got > followUp.turns.size()) {
		const wanted = required === followUp.turns.size() ? `${required}` : `${required} to ${followUp.turns.size()}`;
		fail(`expected ${wanted} requests, the server received ${got}`);
	}
	facts.requests.forEach((request, index) => {
		if (has(request.body, facts.apiKey)) fail(`request ${index + 1}: the API key is in the body`);
		if (request.headers["authorization"] !== `Bearer ${facts.apiKey}`)
			fail(`request ${index + 1}: no Authorization header`);
	});
	const first = facts.requests[0];
	if (first !== undefined) {
		for (const text of [...facts.earlierUser, followUp.user]) {
			if (!has(first.body, asJson(text))) fail(`its first request lacks the user message "${text}"`);
		}
	}

	// The conversation the user sees: the earlier messages in order, the error, then the answer.
	const users = facts.history.filter((m) => m.kind === "user").map((m) => (m.kind === "user" ? m.text : ""));
	const expectedUsers = [...facts.earlierUser, followUp.user];
	if (users.join("\n") !== expectedUsers.join("\n")) {
		fail(`the history's user messages are [${users.join(" | ")}], expected [${expectedUsers.join(" | ")}]`);
	}
	const main = facts.mainOutcome;
	if (main.kind === "failed" && !facts.history.some((m) => m.kind === "error" && m.errorKind === main.error.kind)) {
		fail(`the history no longer shows the ${main.error.kind} error`);
	}
	const last = facts.history[facts.history.size() - 1];
	if (
		outcome.kind === "answered" &&
		(last === undefined || last.kind !== "assistant" || last.text !== outcome.text)
	) {
		fail("the answer is not the last message of the history");
	}

	// Nothing from before runs or applies again on the next message.
	const callsTools = followUp.turns.some(
		(t) =>
			(t.reply?.tool_calls ?? []).size() > 0 ||
			(t.raw !== undefined && string.find(t.raw.body, "tool_calls", 1, true)[0] !== undefined),
	);
	if (!callsTools) {
		facts.runsAfter.forEach((count, name) => {
			const before = facts.runsBefore.get(name) ?? 0;
			if (count !== before) fail(`tool ${name} ran ${count - before} more times`);
		});
		if (facts.changesAfter.size() !== facts.changesBefore.size()) {
			fail(`changes were applied again: ${facts.changesAfter.join("; ")}`);
		}
	}
	return failures;
}
