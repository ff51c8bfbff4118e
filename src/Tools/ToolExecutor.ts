/**
 * The ToolRunner the agentic loop calls: the Tools part of the tool pipeline. Every call goes
 * through the same steps in this order (`execute`, then `resolve` for a write that asks):
 *
 *   1. validate   the tool exists and the arguments fit its schema (checked once, here);
 *   2. preview    the handler reads the place and returns a plan: preview, fingerprint,
 *                 landings, apply (a read answers at once);
 *   3. guard      landings outside the place, on the DataModel or directly under game refused;
 *   4. decide     the approval authority (ApprovalAuthority.decide, called only by the queue's
 *                 propose): auto, or ask with a reason;
 *   5. approve    the user's decision (resolve), or the auto decision;
 *   6. apply      fingerprint re-checked (stale: nothing written), one undo recording;
 *   7. verify     the change the plan declared is compared with the live DataModel;
 *   8. log        every step goes to the action log (the queue).
 *
 * A `more_tools` call is unwrapped into its member's call before step 1, so a grouped tool
 * goes through every step exactly as a direct one (the loop unwraps too, for the wrappers).
 *
 * Why: the loop must never touch the DataModel or know which tool needs approval; it sends
 * calls and gets "done" or "pending" back (ToolProtocol).
 */
import { redactSecrets } from "Shared/Secrets";
import { didYouMean } from "Shared/Suggest";
import type { ApprovalQueue, ApproveResult } from "./ApprovalQueue/ApprovalQueue";
import { formatVerification } from "./Core/Expectations";
import { landingFact } from "./Core/Landing";
import { formatFailure } from "./Core/ToolFailure";
import { guardLandings } from "./Core/WriteGuards";
import { interruptSnippets } from "./Run/SnippetRunner";
import type { ToolHosts } from "./Hosts/ToolHosts";
import { ToolRegistry } from "./ToolRegistry";
import { describeTool, unwrapGroupedCall } from "./ToolGroups";
import type { ApprovalDecision, Resolution, ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "./ToolProtocol";

/** t checks return (false, message) in Luau; the typings only say boolean. */
export function explainCheck(check: (value: unknown) => boolean, value: unknown): [boolean, string | undefined] {
	// eslint-disable-next-line roblox-ts/no-user-defined-lua-tuple -- t returns two values, which only LuaTuple can type
	const [valid, problem] = (check as unknown as (v: unknown) => LuaTuple<[boolean, string | undefined]>)(value);
	return [valid, problem];
}

/**
 * Arguments with keys removed from every string, the names of a map's entries included (an
 * attribute's name is written into the place as it is): Lux never writes a key into the
 * place, whoever (a hostile server, an echoed tool result) put one into a call.
 */
function scrubArgs(args: ToolCall["args"], known: ReadonlyArray<string>, depth = 0): ToolCall["args"] {
	const out: Record<string, unknown> = {};
	for (const [key, value] of pairs(args as object)) out[key as string] = scrubValue(value, known, depth);
	return out;
}

function scrubValue(value: unknown, known: ReadonlyArray<string>, depth: number): unknown {
	if (typeIs(value, "string")) return redactSecrets(value, known);
	if (!typeIs(value, "table") || depth > 16) return value;
	const out = new Map<unknown, unknown>();
	for (const [k, v] of pairs(value as object))
		out.set(typeIs(k, "string") ? redactSecrets(k, known) : k, scrubValue(v, known, depth + 1));
	return out as unknown;
}

function done(content: string, summary: string, isError: boolean, resolution?: Resolution): ToolOutcome {
	return { kind: "done", content, summary, isError, resolution };
}

/**
 * A tool that raised instead of returning a failure. Not called transient: most such errors
 * (an engine refusal, a bug) repeat, and Safety judges the wording to decide on a retry.
 */
function raised(call: ToolCall, problem: unknown): ToolOutcome {
	return done(
		formatFailure({ code: "internal", message: `${call.name} failed: ${tostring(problem)}` }),
		`${call.name} failed`,
		true,
	);
}

/** The outcome the model reads for an approval result. */
export function approveOutcome(result: ApproveResult): ToolOutcome {
	switch (result.kind) {
		case "applied": {
			const applied =
				(result.waypoint !== undefined
					? `Applied: ${result.operation.title} (one undo step, "${result.waypoint}").`
					: `Applied: ${result.operation.title}.`) +
				(result.report !== undefined ? `\n${result.report}` : "");
			const verification = result.verification;
			return {
				kind: "done",
				content: verification !== undefined ? `${applied}\n\n${formatVerification(verification)}` : applied,
				summary:
					verification !== undefined
						? `Applied ${result.operation.title} (${verification.ok ? "verified" : "verification failed"})`
						: `Applied ${result.operation.title}`,
				isError: verification !== undefined && !verification.ok,
				resolution: "applied",
				verification,
				view: result.view,
			};
		}
		case "stale":
			return done(
				formatFailure({ code: "stale", message: result.message }),
				`Not applied (stale): ${result.operation.title}`,
				true,
				"stale",
			);
		case "failed":
			// Only a busy recording is transient: a failed apply was rolled back (and script
			// updates were already retried by the hosts), so repeating it would fail again.
			return done(
				formatFailure({ code: result.retryable ? "transient" : "rolled_back", message: result.message }),
				`Failed: ${result.operation.title}`,
				true,
				"failed",
			);
		case "unknown":
			return done(formatFailure({ code: "missing", message: result.message }), "Unknown operation", true);
	}
}

export class ToolExecutor implements ToolRunner {
	constructor(
		private readonly hosts: ToolHosts,
		private readonly queue: ApprovalQueue,
	) {}

	definitions(): ReadonlyArray<ToolDefinition> {
		return ToolRegistry.definitions();
	}

	/** Stop: a snippet still running ends as stopped, and its recording is cancelled (RunLuau). */
	interrupt(): void {
		interruptSnippets();
	}

	/**
	 * Every result leaves with keys removed: a script, an attribute or a project note in the
	 * place can hold the user's key or another one, and a tool result goes to the model.
	 */
	private clean(outcome: ToolOutcome): ToolOutcome {
		if (outcome.kind !== "done") return outcome;
		const known = this.hosts.secrets?.() ?? [];
		return {
			...outcome,
			content: redactSecrets(outcome.content, known),
			summary: redactSecrets(outcome.summary, known),
		};
	}

	execute(call: ToolCall): ToolOutcome {
		return this.clean(this.run({ ...call, args: scrubArgs(call.args, this.hosts.secrets?.() ?? []) }));
	}

	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
		return this.clean(this.decide(operationId, decision));
	}

	private run(asked: ToolCall): ToolOutcome {
		const unwrapped = unwrapGroupedCall(asked, ToolRegistry.definitions());
		if (!unwrapped.ok)
			return done(
				formatFailure({ code: "invalid_args", message: unwrapped.message }),
				`Bad ${asked.name} call`,
				true,
			);
		const call = unwrapped.call;
		const tool = ToolRegistry.get(call.name);
		if (!tool) {
			const message = `There is no tool "${call.name}".${didYouMean(call.name, ToolRegistry.names())}`;
			return done(formatFailure({ code: "invalid_args", message }), `Unknown tool ${call.name}`, true);
		}
		const [valid, problem] = explainCheck(tool.check, call.args);
		if (!valid) {
			const full = tool.definition.grouped === true ? `\n${describeTool(tool.definition)}` : "";
			const message = `Bad arguments for ${call.name}: ${problem ?? "they do not match the schema"}${full}`;
			return done(formatFailure({ code: "invalid_args", message }), `Bad arguments for ${call.name}`, true);
		}
		const handler = tool.handler;
		if (handler.kind === "read") {
			const [ran, answer] = pcall(() => handler.run(call.args, this.hosts));
			if (!ran) return raised(call, answer);
			if (!answer.ok) return done(formatFailure(answer.error), `${call.name} failed`, true);
			return {
				kind: "done",
				content: answer.value.content,
				summary: answer.value.summary,
				isError: false,
				view: answer.value.view,
			};
		}
		const [ran, planned] = pcall(() => handler.plan(call.args, this.hosts));
		if (!ran) return raised(call, planned);
		if (!planned.ok) return done(formatFailure(planned.error), `${call.name} not proposed`, true);
		const plan = planned.value;
		const landings = plan.landings.map((l) => landingFact(this.hosts, l));
		const guarded = guardLandings(landings);
		if (!guarded.ok) return done(formatFailure(guarded.error), `${call.name} not proposed`, true);
		const operation = this.queue.propose(plan, landings);
		if (this.queue.isAutoApproved(operation.id)) return approveOutcome(this.queue.approve(operation.id, true));
		return { kind: "pending", operationId: operation.id, summary: `Waiting for approval: ${operation.title}` };
	}

	private decide(operationId: string, decision: ApprovalDecision): ToolOutcome {
		if (decision.approved) {
			const outcome = approveOutcome(this.queue.approve(operationId, false, decision.hunks));
			if (decision.hunks === undefined || outcome.kind !== "done" || outcome.resolution !== "applied")
				return outcome;
			// The model must know the script now holds only part of what it proposed.
			const note = `The user approved only changes ${decision.hunks.join(", ")} of the proposed diff (numbered in order); the other changes were left out and are not in the script.`;
			return { ...outcome, content: `${note}\n${outcome.content}` };
		}
		const rejected = this.queue.reject(operationId, decision.reason);
		if (rejected.kind === "unknown")
			return done(formatFailure({ code: "missing", message: rejected.message }), "Unknown operation", true);
		const reason =
			decision.reason !== undefined && decision.reason !== "" ? ` Their reason: ${decision.reason}` : "";
		return done(
			`The user rejected "${rejected.operation.title}"; nothing was changed.${reason}`,
			`Rejected ${rejected.operation.title}`,
			false,
			"rejected",
		);
	}
}
