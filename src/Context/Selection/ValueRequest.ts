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

/** Words after which a number is a place in a script, not a value: "line 42", "lines 10-20". */
const LINE_WORDS = new Set(["line", "lines", "ln"]);

/**
 * Whether the number at `from` (1-based, its first digit) is a value: two digits or more, or a
 * decimal ("1.5x", "1000", "10,000"). Not a count in passing ("past 1", "player 2"), a part of a
 * name ("R15", "Vector3", "Part12") or a line reference, as a pasted error gives it
 * ("Workspace.Shop:42: attempt to index nil", "line 57"), or a clock time ("17:21:03").
 */
function valueAt(message: string, from: number, digits: string): boolean {
	if (digits.find("%d%d")[0] === undefined && digits.find("%d%.%d")[0] === undefined) return false;
	const before = message.sub(from - 1, from - 1);
	if (before.find("[%w_:]")[0] !== undefined) return false;
	// A clock time or a position (the Output's "17:21:03", "Shop:57:") is followed by a colon.
	if (message.sub(from + digits.size(), from + digits.size()) === ":") return false;
	// Only the few characters before the number: a pasted log of many lines stays linear.
	const [word] = message
		.sub(math.max(1, from - 16), from - 1)
		.lower()
		.match("(%a+)%s+$");
	return !(typeIs(word, "string") && LINE_WORDS.has(word));
}

export function asksForValue(message: string): boolean {
	for (const [at, digits] of message.gmatch("()(%d[%d%.,]*)"))
		if (valueAt(message, at as number, digits as string)) return true;
	for (const [w] of message.lower().gmatch("%a+")) if (WORDS.has(w as string)) return true;
	return false;
}
