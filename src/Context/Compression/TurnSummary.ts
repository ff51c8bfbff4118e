/**
 * The parts of history compression that work on whole turns: splitting a history into turns,
 * and writing the one message that stands for the older turns once they are summarised.
 *
 * Why apart from HistoryCompression: that class decides when and how much to drop (its budget,
 * its sticky prefix); what a summary says and how a turn is bounded do not depend on it, and
 * the summary's wording is what a reader checks when the model seems to have forgotten a step.
 */
import { estimateTokens } from "Shared/Tokens";
import { CompressibleMessage, TurnSummariser } from "./CompressibleMessage";

export type Turn<M> = M[];

/** Splits into turns: a user message, or an assistant step with its tool results (never split). */
export function turnsOf<M extends CompressibleMessage>(messages: ReadonlyArray<M>): Turn<M>[] {
	const turns: Turn<M>[] = [];
	for (const m of messages) {
		const current = turns[turns.size() - 1];
		const continues = m.kind === "toolResult" || m.kind === "approval" || m.kind === "error" || m.kind === "notice";
		if (current !== undefined && continues) current.push(m);
		else turns.push([m]);
	}
	return turns;
}

function oneLine(text: string, chars: number): string {
	const flat = text.gsub("%s+", " ")[0];
	return flat.size() <= chars ? flat : flat.sub(1, chars) + "…";
}

/** Structured truncation: the newest summarised lines matter most, so lines are kept from the end. */
function truncateLines(lines: ReadonlyArray<string>, maxTokens: number): string {
	const kept: string[] = [];
	let used = 0;
	for (let i = lines.size() - 1; i >= 0; i--) {
		const cost = estimateTokens(lines[i]) + 1;
		if (used + cost > maxTokens) {
			kept.unshift(`- (${i + 1} earlier lines omitted)`);
			break;
		}
		kept.unshift(lines[i]);
		used += cost;
	}
	return kept.join("\n");
}

/**
 * The user message standing for the summarised turns: `headText` (the pinned context), then one
 * line per message, condensed by the model's summariser when there is one, else truncated.
 */
export function summaryOfTurns(
	dropped: ReadonlyArray<ReadonlyArray<CompressibleMessage>>,
	maxTokens: number,
	headText: string,
	summarise?: TurnSummariser,
): CompressibleMessage {
	const lines: string[] = [];
	for (const t of dropped) {
		for (const m of t) {
			if (m.kind === "user") lines.push(`- user: ${oneLine(m.text, 160)}`);
			else if (m.kind === "assistant") {
				const tools = m.toolCalls.map((c) => c.name).join(", ");
				const said = m.text !== "" ? oneLine(m.text, 120) : "";
				lines.push(`- assistant: ${said}${tools !== "" ? ` (called ${tools})` : ""}`);
			} else if (m.kind === "toolResult" && m.isError) lines.push(`  - ${m.toolName} failed`);
		}
	}
	const room = math.max(50, maxTokens - estimateTokens(headText));
	const body = summarise?.(lines.join("\n"), room) ?? truncateLines(lines, room);
	return { kind: "user", text: `${headText}\nEarlier turns:\n${body}` };
}
