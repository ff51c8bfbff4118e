// @ts-check
/**
 * Checks a scenario file against the format documented in tests/README.md, so a typo in a
 * hand-written scenario is a clear message, not a confusing run.
 */

import { checkRaw } from "./RawTurn.mjs";

const TURN_KEYS = new Set(["reply", "status", "headers", "body", "delay", "fault", "note", "raw", "when", "optional"]);
const FAULTS = new Set(["drop", "truncate", "notJson", "streamBreak", "streamErrorChunk"]);
const TOP_KEYS = new Set(["name", "description", "settings", "tools", "user", "approvals", "cancel", "turns", "expect", "defaultUsage", "followUp", "studio", "endpoints"]);
const STUDIO_FAULTS = new Set(["httpDisabled", "permissionDenied", "unreachable"]);

/** @param {any} scenario @returns {string[]} */
export function checkScenario(scenario) {
	const problems = [];
	if (!scenario || typeof scenario !== "object") return ["a scenario is a JSON object"];
	for (const key of Object.keys(scenario)) if (!TOP_KEYS.has(key)) problems.push(`unknown top-level key "${key}"`);
	if (typeof scenario.name !== "string") problems.push('"name" (string) is required');
	if (!Array.isArray(scenario.user) || scenario.user.length === 0) problems.push('"user" must be a non-empty list of messages');
	if (!Array.isArray(scenario.turns)) problems.push('"turns" must be a list');
	const followUp = scenario.followUp;
	if (followUp !== undefined) {
		if (typeof followUp?.user !== "string") problems.push('"followUp.user" (string) is required');
		if (!Array.isArray(followUp?.turns)) problems.push('"followUp.turns" must be a list');
	}
	if (scenario.studio !== undefined && !STUDIO_FAULTS.has(scenario.studio?.fault)) {
		problems.push(`"studio.fault" must be one of ${[...STUDIO_FAULTS].join(", ")}`);
	}
	for (const [i, turn] of [...(scenario.turns ?? []), ...(followUp?.turns ?? [])].entries()) {
		for (const key of Object.keys(turn)) if (!TURN_KEYS.has(key)) problems.push(`turn ${i + 1}: unknown key "${key}"`);
		if (turn.fault !== undefined && !FAULTS.has(turn.fault)) problems.push(`turn ${i + 1}: unknown fault "${turn.fault}"`);
		if (turn.reply === undefined && turn.status === undefined && turn.fault === undefined && turn.raw === undefined) {
			problems.push(`turn ${i + 1}: needs "reply", "status", "fault" or "raw"`);
		}
		if (turn.raw !== undefined) for (const p of checkRaw(turn.raw)) problems.push(`turn ${i + 1}: ${p}`);
		if (turn.when !== undefined && turn.when !== "stream" && turn.when !== "plain") {
			problems.push(`turn ${i + 1}: "when" must be "stream" or "plain"`);
		}
	}
	for (const [i, tool] of (scenario.tools ?? []).entries()) {
		if (typeof tool.name !== "string") problems.push(`tool ${i + 1}: "name" is required`);
	}
	if (typeof scenario.expect !== "object") problems.push('"expect" (object) is required');
	return problems;
}
