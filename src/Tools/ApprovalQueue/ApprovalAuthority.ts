/**
 * The one approval authority: whether an operation applies without asking, or why it asks.
 *
 * Why one pure function: the promise "nothing changes unless the user approved exactly that
 * change, or set a rule that covers where it lands" must be decided in one place that nothing
 * else can override. The panel only renders the decision and forwards clicks; nothing a model
 * or a tool result says reaches this function. A rule covers an operation only when every
 * landing lies in its scope: both ends of a move, the parent of a creation, the whole subtree
 * of a delete.
 */
import type { LandingFact } from "../Core/Landing";
import type { RiskCategory } from "../ToolProtocol";
import { AutoApproveSettings, SERVICE_RULE_CATEGORIES } from "./AutoApprovePolicy";

export type Decision = { readonly kind: "auto" } | { readonly kind: "ask"; readonly reason: string };

/** What the authority knows of an operation: facts computed from the live DataModel, never from the model's words. */
export interface OperationFacts {
	readonly risk: RiskCategory;
	readonly landings: ReadonlyArray<LandingFact>;
	/** Set by a tool when this change must always ask (and why). */
	readonly alwaysAsk?: string;
	readonly deleteCount?: number;
	/** A change to the plugin's own data (project notes), not to the place. */
	readonly outsidePlace?: boolean;
}

const ASK = (reason: string): Decision => ({ kind: "ask", reason });
const AUTO: Decision = { kind: "auto" };

/** Why a landing outside the ordinary place content always asks. */
function zoneReason(fact: LandingFact): string | undefined {
	switch (fact.zone) {
		case "place":
			return undefined;
		case "service":
			return `it changes the service ${fact.path} itself`;
		case "game":
			return fact.reach === "children" ? "it adds directly under game" : "it changes the DataModel itself";
		case "unknown":
			return `${fact.path} is not inside a Roblox service`;
		case "outside":
			return `${fact.path} is not part of the place`;
		case "own":
			return `${fact.path} belongs to the Lux plugin`;
		case "detached":
			return `${fact.path} is not in the place`;
	}
}

export function decide(op: OperationFacts, policy: AutoApproveSettings): Decision {
	if (op.risk === "read") return AUTO;
	if (op.alwaysAsk !== undefined) return ASK(`always asks: ${op.alwaysAsk}`);
	// Code can change anything, so only the user's own "run code" switch covers it.
	if (op.risk === "run_code")
		return (policy.categories as ReadonlyArray<string>).includes("run_code")
			? AUTO
			: ASK("run code needs approval");
	if (op.outsidePlace !== true) {
		// A place change that names no landing cannot be placed in any scope.
		if (op.landings.size() === 0) return ASK(`${op.risk} needs approval`);
		for (const fact of op.landings) {
			const why = zoneReason(fact);
			if (why !== undefined) return ASK(`always asks: ${why}`);
		}
	}
	if (op.risk === "delete" && (op.deleteCount ?? 1) > policy.maxAutoDelete)
		return ASK(`always asks: deletes ${op.deleteCount} instances (more than ${policy.maxAutoDelete})`);
	if ((policy.categories as ReadonlyArray<string>).includes(op.risk)) return AUTO;
	// Project notes land nowhere a service rule can name.
	if (op.outsidePlace === true) return ASK(`${op.risk} needs approval`);
	const outside = op.landings.filter((f) => {
		const covered = f.service !== undefined ? policy.services[f.service] : undefined;
		return covered === undefined || !(covered as ReadonlyArray<string>).includes(op.risk);
	});
	if (outside.size() === 0) return AUTO;
	if (outside.size() < op.landings.size())
		return ASK(
			`${op.risk} needs approval: it also lands in ${outside.map((f) => f.service ?? f.path).join(", ")}, which your auto-approve rules do not cover`,
		);
	return ASK(`${op.risk} needs approval`);
}

/**
 * The one service a per-service rule could cover this operation with: every landing is
 * ordinary place content in that same service, and the kind of change is one such a rule may
 * cover. Undefined otherwise, so the panel never offers a scope wider than what it shows.
 */
export function serviceScope(op: Pick<OperationFacts, "risk" | "landings" | "alwaysAsk">): string | undefined {
	if (op.alwaysAsk !== undefined || !(SERVICE_RULE_CATEGORIES as ReadonlyArray<string>).includes(op.risk))
		return undefined;
	const first = op.landings[0];
	if (first === undefined || first.service === undefined) return undefined;
	for (const fact of op.landings) if (fact.zone !== "place" || fact.service !== first.service) return undefined;
	return first.service;
}
