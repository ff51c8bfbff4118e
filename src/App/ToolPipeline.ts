/**
 * The tool pipeline: the one place that shows, in order, what every tool call goes through
 * on its way from the model's reply to the place and back.
 *
 *   PlanGate (Planning)      writes held back while a plan waits for the user's review
 *   SafeToolRunner (Safety)  circuit breaker; validate the call against the schema and the
 *                            place; predict certain failures; retry what is transient; a
 *                            tripped breaker halts the loop
 *   VerifyingToolRunner      logs what each applied write verified, for the user's summary
 *   (Planning)
 *   ToolExecutor (Tools)     validate the arguments -> preview (the handler's plan) -> guard
 *                            the landings -> decide (ApprovalAuthority, once) -> approve
 *                            (the user's click, or the auto decision) -> apply (fingerprint
 *                            re-checked, one undo recording) -> verify (what the plan
 *                            declared, against the live place) -> log (the action log)
 *
 * Why here: each stage lives in its own layer and knows nothing of the others; the order is
 * a composition decision, so it is made once, in the composition root (App), for the plugin and
 * the specs.
 */
import { PlanGate, StudioVerificationHost, TaskPlanner, VerificationLog, VerifyingToolRunner } from "Planning";
import { SafeToolRunner } from "Safety";
import type { ScriptEditorHost } from "Shared/Hosts";
import type { ToolHosts } from "Tools/Hosts/ToolHosts";
import type { ToolRunner } from "Tools/ToolProtocol";

export interface ToolPipeline {
	/** What the loop calls. */
	readonly runner: ToolRunner;
	/** The breaker's runner, for the Conversation's per-task reset and trip notices (TaskLifecycle). */
	readonly safety: SafeToolRunner;
	readonly verification: VerificationLog;
}

/** Wraps `tools` (the Tools executor, or a bridge over it) in the stages above. */
export function buildToolPipeline(
	tools: ToolRunner,
	hosts: {
		readonly toolHosts: ToolHosts;
		readonly scripts: Pick<ScriptEditorHost, "read">;
		readonly dataModel: Instance;
	},
	planner: TaskPlanner,
): ToolPipeline {
	const verification = new VerificationLog();
	const verifying = new VerifyingToolRunner(
		tools,
		new StudioVerificationHost((target) => hosts.scripts.read(target), hosts.dataModel),
		verification,
	);
	const safety = new SafeToolRunner(verifying, hosts.toolHosts);
	return { runner: new PlanGate(safety, () => planner.writesBlocked()), safety, verification };
}
