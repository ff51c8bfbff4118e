/**
 * Keeps each request under a context budget: first old bulky tool results become one-line
 * summaries, then older turns are summarised (by the model when a summariser is given,
 * otherwise by structured truncation). The task, the plan, the project notes and the last
 * turns are always kept; the note says what was dropped.
 *
 * Why calibrated on the latest request (seed 003): the server's prompt_tokens for the last
 * request is the only true figure; the local estimate is scaled by how the last estimate
 * compared to it, so a tokenizer that counts differently from 4 chars/token still lands
 * under the budget. Compression shapes the request only; the user's history stays whole.
 */
import { estimateTokens, truncateToTokens } from "Shared/Tokens";
import { CompressibleMessage, PinnedContext, TurnSummariser } from "./CompressibleMessage";

export interface CompressionSettings {
	/** Start compressing when the projected request exceeds this share of the budget. */
	readonly triggerShare?: number;
	/** Compress down to this share of the budget. */
	readonly targetShare?: number;
	/** Turns (user messages and assistant steps with their results) always kept verbatim. */
	readonly keepLastTurns?: number;
	/** Tokens of the request outside the history (system prompt, tool schemas). */
	readonly overheadTokens?: number;
	/** Budget used when the loop passes none. */
	readonly defaultBudgetTokens?: number;
}

export interface CompressionOutcome<M> {
	readonly messages: M[];
	readonly compressed: boolean;
	readonly note?: string;
	readonly shortenedResults: number;
	readonly summarisedMessages: number;
	/** Projected prompt tokens of the request that will be sent. */
	readonly projectedTokens: number;
}

const RESULT_STUB_PREFIX = "[Old tool result removed to save context";

type Turn<M> = M[];

function tokensOf(m: CompressibleMessage): number {
	switch (m.kind) {
		case "user":
			return estimateTokens(m.text) + 4;
		case "assistant": {
			let t = estimateTokens(m.text) + 4;
			for (const c of m.toolCalls) t += estimateTokens(c.rawArguments) + estimateTokens(c.name) + 8;
			return t;
		}
		case "toolResult":
			return estimateTokens(m.content) + 8;
		default:
			return 0;
	}
}

function total(messages: ReadonlyArray<CompressibleMessage>): number {
	let t = 0;
	for (const m of messages) t += tokensOf(m);
	return t;
}

/** Splits into turns: a user message, or an assistant step with its tool results (never split). */
function turnsOf<M extends CompressibleMessage>(messages: ReadonlyArray<M>): Turn<M>[] {
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

export class HistoryCompression {
	/** Estimated tokens of the last request prepared, to calibrate against the server's figure. */
	private lastEstimate = 0;

	constructor(
		private readonly settings: CompressionSettings = {},
		private readonly pinned: () => PinnedContext = () => ({}),
		private readonly summarise?: TurnSummariser,
	) {}

	compress<M extends CompressibleMessage>(
		messages: ReadonlyArray<M>,
		latestPromptTokens: number,
		limitTokens?: number,
	): CompressionOutcome<M> {
		const budget = limitTokens ?? this.settings.defaultBudgetTokens ?? 32000;
		const overhead = this.settings.overheadTokens ?? 0;
		const keepLast = this.settings.keepLastTurns ?? 8;
		// Scale the local estimate by how the server counted the previous request.
		const scale =
			latestPromptTokens > 0 && this.lastEstimate > 0
				? math.clamp(latestPromptTokens / this.lastEstimate, 0.5, 3)
				: 1;
		const project = (list: ReadonlyArray<CompressibleMessage>) => math.ceil((overhead + total(list)) * scale);
		const finish = (out: M[], shortened: number, summarised: number): CompressionOutcome<M> => {
			this.lastEstimate = overhead + total(out);
			const compressed = shortened > 0 || summarised > 0;
			return {
				messages: out,
				compressed,
				note: compressed ? this.noteFor(shortened, summarised, project(out), budget) : undefined,
				shortenedResults: shortened,
				summarisedMessages: summarised,
				projectedTokens: project(out),
			};
		};

		if (project(messages) <= budget * (this.settings.triggerShare ?? 0.8)) return finish([...messages], 0, 0);
		const target = budget * (this.settings.targetShare ?? 0.6);
		const turns = turnsOf(messages);
		const protectedFrom = math.max(1, turns.size() - keepLast);
		const flat = () => {
			const out: M[] = [];
			for (const t of turns) for (const m of t) out.push(m);
			return out;
		};

		// 1. Old bulky tool results become one line each, oldest first.
		let shortened = 0;
		for (let i = 0; i < protectedFrom && project(flat()) > target; i++) {
			turns[i] = turns[i].map((m) => {
				if (m.kind !== "toolResult" || m.content.sub(1, RESULT_STUB_PREFIX.size()) === RESULT_STUB_PREFIX)
					return m;
				if (estimateTokens(m.content) < 60) return m;
				shortened += 1;
				const gist = m.summary !== "" ? m.summary : oneLine(m.content, 100);
				return { ...m, content: `${RESULT_STUB_PREFIX}; ${m.toolName} returned: ${gist}]` } as M;
			});
		}
		if (project(flat()) <= target) {
			// The pinned context rides along whenever the request was reshaped, so it never depends on luck.
			const pinnedOnly = this.pinnedMessage(undefined);
			const out: M[] = [];
			turns.forEach((t, i) => {
				for (const m of t) out.push(m);
				if (i === 0 && pinnedOnly !== undefined) out.push(pinnedOnly as unknown as M);
			});
			return finish(out, shortened, 0);
		}

		// 2. Older turns are summarised; the task (first turn), pinned context and the last turns stay.
		const first = turns[0];
		const firstIsTask = first[0].kind === "user";
		const start = firstIsTask ? 1 : 0;
		const kept = turns.filter((_, i) => i >= protectedFrom);
		const dropped = turns.filter((_, i) => i >= start && i < protectedFrom);
		let droppedCount = 0;
		for (const t of dropped) droppedCount += t.size();
		const summaryBudget = math.max(200, math.floor(target * 0.15));
		const summary = this.summaryMessage(dropped, summaryBudget) as unknown as M;
		const out: M[] = [];
		if (firstIsTask) for (const m of first) out.push(m);
		out.push(summary);
		for (const t of kept) for (const m of t) out.push(m);
		// Still too large (huge recent turns): shorten recent tool results too, except the newest turn.
		for (let i = out.size() - 2; i >= 0 && project(out) > target; i--) {
			const m = out[i];
			if (m.kind === "toolResult" && estimateTokens(m.content) > 200) {
				out[i] = { ...m, content: truncateToTokens(m.content, 200) } as M;
				shortened += 1;
			}
		}
		return finish(out, shortened, droppedCount);
	}

	/** The task, plan and notes as one user message; undefined when nothing is pinned. */
	private pinnedMessage(header: string | undefined): { kind: "user"; text: string } | undefined {
		const pinned = this.pinned();
		const head: string[] = [
			header ?? "[Context note: older tool results were shortened to fit the context budget.]",
		];
		if (pinned.task !== undefined && pinned.task !== "") head.push(`Task: ${pinned.task}`);
		if (pinned.plan !== undefined && pinned.plan !== "") head.push(`Plan:\n${pinned.plan}`);
		if (pinned.notes !== undefined && pinned.notes !== "") head.push(pinned.notes);
		return head.size() > 1 ? { kind: "user", text: head.join("\n") } : undefined;
	}

	private summaryMessage(dropped: ReadonlyArray<ReadonlyArray<CompressibleMessage>>, maxTokens: number) {
		const header = "[Context note: earlier turns were summarised to fit the context budget.]";
		const head = [this.pinnedMessage(header)?.text ?? header];
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
		const transcript = lines.join("\n");
		const headText = head.join("\n");
		const room = math.max(50, maxTokens - estimateTokens(headText));
		const body = this.summarise?.(transcript, room) ?? this.truncateLines(lines, room);
		return { kind: "user", text: `${headText}\nEarlier turns:\n${body}` };
	}

	/** Structured truncation: the newest summarised lines matter most, so lines are kept from the end. */
	private truncateLines(lines: ReadonlyArray<string>, maxTokens: number): string {
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

	private noteFor(shortened: number, summarised: number, projected: number, budget: number): string {
		const parts: string[] = [];
		if (shortened > 0)
			parts.push(`${shortened} old tool result${shortened === 1 ? "" : "s"} shortened to one line`);
		if (summarised > 0) parts.push(`${summarised} earlier message${summarised === 1 ? "" : "s"} summarised`);
		return `Context compressed to stay within ${budget} tokens (now about ${projected}): ${parts.join(
			"; ",
		)}. The task, the plan and the latest turns were kept.`;
	}
}
