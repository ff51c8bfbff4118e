/**
 * The reply a plan card was drawn from, without the list the card shows: the model's numbered
 * plan would otherwise be read twice, once as text and once as the card right under it.
 *
 * The rule: only when the reply's list lines are exactly the card's steps (same count, same
 * text, in order) are those lines left out; the rest of the reply (its intro, a note after the
 * list) stays. A plan the user edited differs from the reply, so the model's own list stays.
 */
import { parsePlan } from "Planning";

const NUMBERED = "^%s*%d+[%.%)]%s+.+$";
const BULLET = "^%s*[%-%*•]%s+.+$";

function isListLine(line: string): boolean {
	return line.match(NUMBERED)[0] !== undefined || line.match(BULLET)[0] !== undefined;
}

/** `text` without its plan list when that list is exactly `steps`; else `text` unchanged. */
export function withoutPlanList(text: string, steps: ReadonlyArray<{ readonly text: string }>): string {
	const lines = text.split("\n");
	const listed = parsePlan(text);
	if (listed.size() === 0 || lines.filter(isListLine).size() !== steps.size() || listed.size() !== steps.size())
		return text;
	if (listed.some((step, i) => step.text !== steps[i].text)) return text;
	const kept = lines.filter((line) => !isListLine(line));
	return kept.join("\n").gsub("%s+$", "")[0];
}
