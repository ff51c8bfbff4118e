/**
 * Holds back writes while a plan is being written or reviewed: a write call gets a clear
 * refusal the model can act on, reads run as usual.
 *
 * Why a runner wrapper and not a smaller tool list: the tool list stays the same on every
 * request (providers cache it with the prompt), and a model that tries to start early is
 * told why instead of being told the tool does not exist.
 */
import { ApprovalDecision, ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";
import { unwrapGroupedCall } from "Tools/ToolGroups";

export const HELD_BACK =
	"Not run: the user has not approved the plan yet. Finish the numbered plan and stop; changes are made after the user approves it.";

export class PlanGate implements ToolRunner {
	constructor(
		private readonly inner: ToolRunner,
		private readonly writesBlocked: () => boolean,
	) {}

	interrupt(): void {
		this.inner.interrupt?.();
	}

	definitions(): ReadonlyArray<ToolDefinition> {
		return this.inner.definitions();
	}

	execute(call: ToolCall): ToolOutcome {
		// A grouped call is judged by its member (the loop unwraps it first; this holds without the loop too).
		const unwrapped = unwrapGroupedCall(call, this.inner.definitions());
		const name = unwrapped.ok ? unwrapped.call.name : call.name;
		const risk = this.inner.definitions().find((d) => d.name === name)?.risk;
		if (risk !== undefined && risk !== "read" && this.writesBlocked())
			return {
				kind: "done",
				content: HELD_BACK,
				isError: true,
				summary: `Held back ${call.name} until the plan is approved`,
			};
		return this.inner.execute(call);
	}

	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
		return this.inner.resolve(operationId, decision);
	}
}
