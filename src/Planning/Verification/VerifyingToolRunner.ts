/**
 * A ToolRunner that verifies every applied write and tells the model the result in the
 * same tool result, so a failure is fed back before the model moves on.
 *
 * Why a wrapper: the loop already returns tool results to the model; adding the checks to
 * the result needs no new loop machinery, and it works the same whether a write applied at
 * once or after the user's approval (resolve). Lux's own tools declare what they changed and
 * Tools check it (the outcome's `verification`); this runner only logs that. For a runner
 * whose tools declare nothing, it derives the expected change from the call's arguments.
 */
import { ApprovalDecision, ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";
import { ChangeExtractor, defaultExtractor } from "./ExpectedChange";
import {
	VerificationHost,
	VerificationLog,
	VerificationReport,
	formatForModel,
	reportOf,
	verifyChange,
} from "./Verification";

export class VerifyingToolRunner implements ToolRunner {
	private readonly pending = new Map<string, ToolCall>();

	constructor(
		private readonly inner: ToolRunner,
		private readonly host: VerificationHost,
		readonly log = new VerificationLog(),
		private readonly extract: ChangeExtractor = defaultExtractor,
		private readonly onReport?: (report: VerificationReport) => void,
	) {}

	interrupt(): void {
		this.inner.interrupt?.();
	}

	definitions(): ReadonlyArray<ToolDefinition> {
		return this.inner.definitions();
	}

	execute(call: ToolCall): ToolOutcome {
		const outcome = this.inner.execute(call);
		if (outcome.kind === "pending") {
			this.pending.set(outcome.operationId, call);
			return outcome;
		}
		return this.verified(call, outcome);
	}

	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
		const outcome = this.inner.resolve(operationId, decision);
		const call = this.pending.get(operationId);
		this.pending.delete(operationId);
		if (call === undefined || !decision.approved) return outcome;
		return this.verified(call, outcome);
	}

	private verified(call: ToolCall, outcome: ToolOutcome): ToolOutcome {
		if (outcome.kind !== "done") return outcome;
		if (outcome.verification !== undefined) {
			const declared = reportOf(outcome.verification);
			this.log.add(declared);
			this.onReport?.(declared);
			return outcome;
		}
		if (outcome.isError || outcome.resolution !== undefined) return outcome;
		const definition = this.inner.definitions().find((d) => d.name === call.name);
		if (definition === undefined || definition.risk === "read") return outcome;
		const change = this.extract(call, definition.risk);
		if (change === undefined) return outcome;
		const report = verifyChange(change, this.host);
		this.log.add(report);
		this.onReport?.(report);
		return {
			kind: "done",
			content: `${outcome.content}\n\n${formatForModel(report)}`,
			isError: !report.ok,
			summary: report.ok ? `${outcome.summary} (verified)` : `${outcome.summary} (verification failed)`,
		};
	}
}
