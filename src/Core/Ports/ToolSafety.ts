/**
 * What the loop asks Safety before and after each tool call (circuit breaker, output
 * validator), and the default used until Safety is wired in.
 *
 * Why defined in Core: Safety is built by another issue; the loop needs the seam now. The
 * default is honest: it checks nothing and says so. (The loop itself still refuses tool
 * names the tool runner does not define, and undecodable arguments.)
 */
import { ToolCall, ToolDefinition, ToolOutcome } from "Tools/ToolProtocol";

export type SafetyVerdict = { readonly allow: true } | { readonly allow: false; readonly reason: string };

export interface ToolSafety {
	/** Before a tool runs. A refusal becomes the tool's result, addressed to the model. */
	check(call: ToolCall, definition: ToolDefinition): SafetyVerdict;
	/** After a tool finished (or was resolved), so a breaker can count failures. */
	record(call: ToolCall, outcome: ToolOutcome): void;
	/** A new user request begins. */
	reset(): void;
}

/** Allows every call and records nothing: no circuit breaker and no validation are active. */
export class NoSafetyChecks implements ToolSafety {
	check(): SafetyVerdict {
		return { allow: true };
	}
	record(): void {}
	reset(): void {}
}

export const NO_SAFETY_CHECKS: ToolSafety = new NoSafetyChecks();
