/**
 * Writes no user would want, refused before anything is proposed.
 *
 * Why here and not per tool: every write tool lists its landings, so one check refuses the
 * same things everywhere: a change outside the place (CoreGui, plugin GUIs), to something that
 * is no longer in the place, to the DataModel itself, or an instance created directly under
 * `game` (only services live there). What merely needs the user (a service's own properties,
 * Lux's own objects) is left to the approval authority, which always asks for it.
 */
import { ok, Result } from "Shared/Result";
import type { LandingFact } from "./Landing";
import { ToolFailure, fail } from "./ToolFailure";

export function guardLandings(facts: ReadonlyArray<LandingFact>): Result<true, ToolFailure> {
	for (const fact of facts) {
		if (fact.zone === "outside")
			return fail(
				"permission",
				`${fact.path} is in ${fact.service}, which is not part of the place (it holds Studio's or plugins' own interface); Lux does not write there.`,
			);
		if (fact.zone === "detached") return fail("missing", `${fact.path} is no longer in the place.`);
		if (fact.zone === "game")
			return fail(
				"permission",
				fact.reach === "children"
					? "Only services live directly under game; choose a service such as Workspace or ReplicatedStorage as the parent."
					: "The DataModel itself cannot be changed.",
			);
	}
	return ok(true);
}

/** Instance.yaml, Instance.Name: "The name of an instance cannot exceed 100 characters in size." */
export const MAX_NAME_CHARS = 100;

/** A name over Roblox's 100 characters, refused before a card is shown (Studio would not take it). */
export function nameLengthProblem(name: string, what: string): Result<true, ToolFailure> {
	const [chars] = utf8.len(name);
	if ((chars === false ? name.size() : chars) > MAX_NAME_CHARS)
		return fail("invalid_args", `${what} is longer than ${MAX_NAME_CHARS} characters (Roblox's limit for a name).`);
	return ok(true);
}

/** A sibling already named `name` under `parent` (other than `except`) makes every path to both ambiguous. */
export function uniqueNameProblem(
	parent: Instance,
	name: string,
	where: string,
	except?: Instance,
): Result<true, ToolFailure> {
	for (const child of parent.GetChildren())
		if (child !== except && child.Name === name)
			return fail(
				"invalid_args",
				`${where} already has a child named "${name}"; two siblings with one name make every path to them ambiguous. Choose another name.`,
			);
	return ok(true);
}
