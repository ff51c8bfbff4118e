/**
 * The ToolRunner the loop should use: the tools wrapped in the Safety checks.
 *
 * Why: every call passes the circuit breaker, the validator and the predictor before it can
 * reach the tools, transient failures are retried, and every error goes back to the model
 * with its category and a recovery hint. The loop sees the same ToolRunner interface.
 */
import Signal from "@rbxts/lemon-signal";
import type { ToolHosts } from "Tools/Hosts/ToolHosts";
import type { ApprovalDecision, ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";
import { CircuitBreaker } from "./CircuitBreaker";
import { withRecoveryHint } from "./ErrorAnalyzer";
import { predictFailure } from "./ErrorPredictor";
import { formatValidation, validateCall } from "./OutputValidator";
import { retryTransient } from "./ToolResilience";

function failure(content: string, summary: string): ToolOutcome {
	return { kind: "done", content: withRecoveryHint(content), summary, isError: true };
}

export class SafeToolRunner implements ToolRunner {
	readonly breaker = new CircuitBreaker();
	private readonly trippedSignal = new Signal<(reason: string) => void>();
	/** The user is told once per trip, however many calls the open breaker refuses. */
	private announced = false;
	/** Counts the user's Stops: a call the user stopped is not tried again. */
	private stops = 0;

	constructor(
		private readonly inner: ToolRunner,
		private readonly hosts: ToolHosts,
	) {}

	/** Tells the UI when the breaker stops the loop (the model reads the same reason). */
	onTripped(listener: (reason: string) => void): () => void {
		const connection = this.trippedSignal.Connect(listener);
		return () => connection.Disconnect();
	}

	/** Call when the user sends a new message: the breaker starts clean. */
	newTask() {
		this.breaker.reset();
		this.announced = false;
	}

	interrupt(): void {
		this.stops++;
		this.inner.interrupt?.();
	}

	definitions(): ReadonlyArray<ToolDefinition> {
		return this.inner.definitions();
	}

	private announce(reason: string) {
		if (this.announced) return;
		this.announced = true;
		this.trippedSignal.Fire(reason);
	}

	private tripped(reason: string): ToolOutcome {
		this.announce(reason);
		return {
			kind: "done",
			content: `Stopped: ${reason} Explain the problem to the user instead of calling tools again.`,
			summary: "Stopped by the circuit breaker",
			isError: true,
			halt: reason,
		};
	}

	/** The result of the call that tripped the breaker: the loop stops after it. */
	private haltIfTripped(outcome: ToolOutcome): ToolOutcome {
		const state = this.breaker.state();
		if (!state.open || outcome.kind !== "done") return outcome;
		this.announce(state.reason);
		return { ...outcome, halt: state.reason };
	}

	execute(call: ToolCall): ToolOutcome {
		const before = this.breaker.beforeCall(call.name, call.args);
		if (before.open) return this.tripped(before.reason);
		const validation = validateCall(call, this.hosts);
		if (!validation.valid) {
			const content = formatValidation(call, validation);
			this.breaker.recordResult(call.name, call.args, true, content);
			return this.haltIfTripped(failure(content, `Invalid ${call.name} call`));
		}
		const prediction = predictFailure(call, this.hosts);
		if (prediction.willFail) {
			const content = `Error [${prediction.code}]: the ${call.name} call would fail, so it was not proposed.\n- ${prediction.reasons.join("\n- ")}`;
			this.breaker.recordResult(call.name, call.args, true, content);
			return this.haltIfTripped(failure(content, `${call.name} would fail`));
		}
		// A Stop during a retry's pause ends the retries: an auto-approved write tried again
		// after it would land although the user was told nothing did.
		const stopsAtStart = this.stops;
		let last: ToolOutcome | undefined;
		const { result } = retryTransient(
			() => {
				if (last === undefined || this.stops === stopsAtStart) last = this.inner.execute(call);
				return last;
			},
			(outcome) =>
				outcome.kind === "done" && outcome.isError && this.stops === stopsAtStart ? outcome.content : undefined,
			this.hosts.clock,
		);
		const failed = result.kind === "done" && result.isError;
		this.breaker.recordResult(call.name, call.args, failed, result.kind === "done" ? result.content : "");
		if (result.kind === "done" && result.isError)
			return this.haltIfTripped({ ...result, content: withRecoveryHint(result.content) });
		return this.haltIfTripped(result);
	}

	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
		const result = this.inner.resolve(operationId, decision);
		if (result.kind === "done" && result.isError) return { ...result, content: withRecoveryHint(result.content) };
		return result;
	}
}
