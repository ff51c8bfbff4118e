/**
 * Whether a message needs the place's scripts in its context at all, and the relevance a
 * script must reach to be shown.
 *
 * Why a gate: "hello" or "thanks" used to arrive with three whole scripts and a dozen
 * outlines, because selection filled its budget with whatever scored above zero. Small talk
 * gets no scripts; anything else gets only scripts whose score clears an absolute floor and
 * a share of the best match, so a general Luau question that matches nothing strongly
 * arrives lean, while a question about a script the place has still gets it.
 */
/** Words of small talk: a message made only of these needs no scripts. */
const SMALL_TALK = new Set(
	"hello hi hey hiya yo thanks thank thx ty ok okay cool great nice good morning evening afternoon night bye goodbye see later yes no sure please cheers welcome there lux how are you doing".split(
		" ",
	),
);

export function isSmallTalk(message: string): boolean {
	let words = 0;
	for (const [word] of message.lower().gmatch("[%a']+")) {
		words += 1;
		if (!SMALL_TALK.has(word as string)) return false;
	}
	return words > 0 && words <= 8;
}

/** Relevance thresholds on Ranking's scores. */
export interface RelevanceThresholds {
	/** No script below this score is shown, not even by name (a rare word mentioned once scores about 3). */
	readonly minScore: number;
	/** Full text needs this score and this share of the best score. */
	readonly minFullScore: number;
	readonly fullShareOfTop: number;
	/** An outline needs this share of the best score. */
	readonly outlineShareOfTop: number;
}

export const DEFAULT_THRESHOLDS: RelevanceThresholds = {
	minScore: 4,
	minFullScore: 10,
	fullShareOfTop: 0.5,
	outlineShareOfTop: 0.2,
};
