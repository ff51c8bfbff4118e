/**
 * The ToolRunner the agentic loop calls: runs reads, turns writes into pending operations,
 * and resolves them when the user decides.
 *
 * Why: the loop must never touch the DataModel or know which tool needs approval; it sends
 * calls and gets "done" or "pending" back (ToolProtocol). Arguments are checked against the
 * tool's schema here too, so even a caller that skips Safety cannot run a malformed call.
 */
import { didYouMean } from "Shared/Suggest";
import type { ApprovalQueue, ApproveResult } from "./ApprovalQueue/ApprovalQueue";
import { formatFailure } from "./Core/ToolFailure";
import type { ToolHosts } from "./Hosts/ToolHosts";
import { ToolRegistry } from "./ToolRegistry";
import type { ApprovalDecision, ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "./ToolProtocol";

/** t checks return (false, message) in Luau; the typings only say boolean. */
export function explainCheck(check: (value: unknown) => boolean, value: unknown): [boolean, string | undefined] {
	// eslint-disable-next-line roblox-ts/no-user-defined-lua-tuple -- t returns two values, which only LuaTuple can type
	const [valid, problem] = (check as unknown as (v: unknown) => LuaTuple<[boolean, string | undefined]>)(value);
	return [valid, problem];
}

function done(content: string, summary: string, isError: boolean): ToolOutcome {
	return { kind: "done", content, summary, isError };
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
			const outcome = done(
				(result.waypoint !== undefined
					? `Applied: ${result.operation.title} (one undo step, "${result.waypoint}").`
					: `Applied: ${result.operation.title}.`) +
					(result.report !== undefined ? `\n${result.report}` : ""),
				`Applied ${result.operation.title}`,
				false,
			);
			return result.view !== undefined
				? { ...(outcome as ToolOutcome & { kind: "done" }), view: result.view }
				: outcome;
		}
		case "stale":
			return done(
				formatFailure({ code: "stale", message: result.message }),
				`Not applied (stale): ${result.operation.title}`,
				true,
			);
		case "failed":
			// Only a busy recording is transient: a failed apply was rolled back (and script
			// updates were already retried by the hosts), so repeating it would fail again.
			return done(
				formatFailure({ code: result.retryable ? "transient" : "rolled_back", message: result.message }),
				`Failed: ${result.operation.title}`,
				true,
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

	execute(call: ToolCall): ToolOutcome {
		const tool = ToolRegistry.get(call.name);
		if (!tool) {
			const message = `There is no tool "${call.name}".${didYouMean(call.name, ToolRegistry.names())}`;
			return done(formatFailure({ code: "invalid_args", message }), `Unknown tool ${call.name}`, true);
		}
		const [valid, problem] = explainCheck(tool.check, call.args);
		if (!valid) {
			const message = `Bad arguments for ${call.name}: ${problem ?? "they do not match the schema"}`;
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
		const operation = this.queue.propose(planned.value);
		if (this.queue.isAutoApproved(operation.id)) return approveOutcome(this.queue.approve(operation.id, true));
		return { kind: "pending", operationId: operation.id, summary: `Waiting for approval: ${operation.title}` };
	}

	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
		if (decision.approved) return approveOutcome(this.queue.approve(operationId));
		const rejected = this.queue.reject(operationId, decision.reason);
		if (rejected.kind === "unknown")
			return done(formatFailure({ code: "missing", message: rejected.message }), "Unknown operation", true);
		const reason =
			decision.reason !== undefined && decision.reason !== "" ? ` Their reason: ${decision.reason}` : "";
		return done(
			`The user rejected "${rejected.operation.title}"; nothing was changed.${reason}`,
			`Rejected ${rejected.operation.title}`,
			false,
		);
	}
}
