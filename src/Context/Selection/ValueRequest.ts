/**
 * Whether a message asks to change a value: it has a number ("1.5x", "1000", "10,000") or a
 * word that compares or limits a quantity ("bigger", "more than", "the default"). Not "too":
 * "too quickly", "too often" complain of behaviour as often as of a setting.
 *
 * Why: such a request is answered in the module holding the value (settings, constants:
 * Index/ConfigShape), which matches it by a word or two, while the code using the value
 * matches more of it; for these requests Ranking lifts configuration modules that match.
 * Plain English of quantities, not any game's vocabulary.
 */
import { stem } from "Shared/Words";

const RAW = [
	"bigger",
	"smaller",
	"larger",
	"longer",
	"shorter",
	"faster",
	"slower",
	"higher",
	"lower",
	"more",
	"less",
	"fewer",
	"increase",
	"decrease",
	"reduce",
	"raise",
	"limit",
	"max",
	"maximum",
	"min",
	"minimum",
	"default",
	"instead",
	"amount",
	"cap",
];
const WORDS = new Set<string>();
for (const w of RAW) {
	WORDS.add(w);
	WORDS.add(stem(w));
}

export function asksForValue(message: string): boolean {
	// A value ("1.5x", "1000", "10,000"), not a count in passing ("past 1", "player 2").
	if (message.find("%d%d")[0] !== undefined || message.find("%d%.%d")[0] !== undefined) return true;
	for (const [w] of message.lower().gmatch("%a+")) if (WORDS.has(w as string)) return true;
	return false;
}
