/**
 * Wires the tools together: policy and action log over plugin settings, the approval queue
 * over the undo history, and the executor the loop calls.
 *
 * Why a function: the plugin, the simulator specs and later the UI all need the same wiring
 * with different hosts; one constructor keeps them identical.
 */
import { ActionLog } from "./ApprovalQueue/ActionLog";
import { ApprovalQueue } from "./ApprovalQueue/ApprovalQueue";
import { AutoApprovePolicy } from "./ApprovalQueue/AutoApprovePolicy";
import type { ToolHosts } from "./Hosts/ToolHosts";
import { ToolExecutor } from "./ToolExecutor";

export interface Tools {
	readonly hosts: ToolHosts;
	/** The ToolRunner for the agentic loop. */
	readonly runner: ToolExecutor;
	/** Pending operations, approve/reject, turns and undo-turn, for the UI. */
	readonly queue: ApprovalQueue;
	readonly policy: AutoApprovePolicy;
	readonly log: ActionLog;
}

export function createTools(hosts: ToolHosts): Tools {
	const policy = new AutoApprovePolicy(hosts.settings);
	const log = new ActionLog(hosts.settings, undefined, undefined, undefined, () => hosts.secrets?.() ?? []);
	const queue = new ApprovalQueue(hosts.history, policy, log);
	return { hosts, runner: new ToolExecutor(hosts, queue), queue, policy, log };
}
