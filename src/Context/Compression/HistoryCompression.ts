/**
 * Keeps each request under a context budget by dropping what the model can read again: old
 * tool results become one line (a script's text read earlier, or read again since, says to
 * read it with get_script), then, if that is not enough, older turns are summarised (by the
 * model when a summariser is given, otherwise by structured truncation). The task (first
 * message), the last error, open approvals, the plan, the notes and the last turns are kept;
 * the note says what was dropped.
 *
 * Why sticky: providers cache the longest unchanged prefix of a request. Results dropped once
 * stay dropped, with the same one-line text, and nothing more is dropped until the request
 * passes the trigger again, when enough goes at once to reach the target: between two
 * compactions every request repeats the previous one's prefix byte for byte.
 *
 * Why a larger budget when the provider caches: the history a request repeats costs a fraction
 * of its size (Anthropic: a tenth) once cached, and compacting it rewrites the cache from the
 * first dropped result on, at full or write price. So with a cache, the default budget buys
 * budget / share tokens of history, capped at a size every common context window holds; a
 * budget the user set stays the limit it is.
 *
 * Why calibrated on the latest request (seed 003): the server's prompt_tokens for the last
 * request is the only true figure; the local estimate is scaled by how the last estimate
 * compared to it. Compression shapes the request only; the user's history stays whole.
 */
import { estimateTokens, truncateToTokens } from "Shared/Tokens";
import { CompressibleMessage, PinnedContext, TurnSummariser } from "./CompressibleMessage";
import { describeDrop, keptWhole, pinnedText, supersededReads, tokensOf } from "./DropRules";
import { summaryOfTurns, turnsOf } from "./TurnSummary";

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
	/** With a prompt cache and no budget from the loop: the most the history may grow to (a size, not a cost). */
	readonly cachedBudgetCapTokens?: number;
}

/** When the window is unknown: fits the 128k-token windows of the smaller common models, with room for the answer. */
const CACHED_BUDGET_CAP = 100000;

export interface CompressionOutcome<M> {
	readonly messages: M[];
	/** The messages differ from the history given (results dropped now or earlier). */
	readonly compressed: boolean;
	/** Set only when this call dropped or summarised more: what the user is told. */
	readonly note?: string;
	readonly shortenedResults: number;
	readonly summarisedMessages: number;
	/** Projected prompt tokens of the request that will be sent. */
	readonly projectedTokens: number;
}

function total(messages: ReadonlyArray<CompressibleMessage>): number {
	let t = 0;
	for (const m of messages) t += tokensOf(m);
	return t;
}

export class HistoryCompression {
	/** Estimated tokens of the last request prepared, to calibrate against the server's figure. */
	private lastEstimate = 0;
	/** Tool results dropped so far, by call id, with the line that replaces each. */
	private readonly dropped = new Map<string, string>();
	/** The pinned message, written when results were last dropped and repeated as it was. */
	private pinned?: string;

	constructor(
		private readonly settings: CompressionSettings = {},
		private readonly pinnedContext: () => PinnedContext = () => ({}),
		private readonly summarise?: TurnSummariser,
	) {}

	/** A new conversation: nothing is dropped any more. */
	reset(): void {
		this.dropped.clear();
		this.pinned = undefined;
		this.lastEstimate = 0;
	}

	compress<M extends CompressibleMessage>(
		messages: ReadonlyArray<M>,
		latestPromptTokens: number,
		limitTokens?: number,
		cacheReadShare?: number,
		windowTokens?: number,
	): CompressionOutcome<M> {
		const budget = limitTokens ?? this.defaultBudget(cacheReadShare, windowTokens);
		const overhead = this.settings.overheadTokens ?? 0;
		const keepLast = this.settings.keepLastTurns ?? 8;
		const scale =
			latestPromptTokens > 0 && this.lastEstimate > 0
				? math.clamp(latestPromptTokens / this.lastEstimate, 0.5, 3)
				: 1;
		const project = (list: ReadonlyArray<CompressibleMessage>) => math.ceil((overhead + total(list)) * scale);
		const target = budget * (this.settings.targetShare ?? 0.6);

		let current = this.applied(messages);
		let shortened = 0;
		if (project(current) > budget * (this.settings.triggerShare ?? 0.8)) {
			shortened = this.dropMore(messages, keepLast, () => project(this.applied(messages)) <= target);
			current = this.applied(messages);
		}
		let summarised = 0;
		if (shortened > 0 || project(current) > budget * (this.settings.triggerShare ?? 0.8)) {
			if (project(current) > target) {
				const out = this.summariseOlder(current, keepLast, target, project);
				current = out.messages;
				summarised = out.summarised;
				shortened += out.shortened;
			}
		}
		this.lastEstimate = overhead + total(current);
		const changed = this.dropped.size() > 0 || summarised > 0;
		return {
			messages: current,
			compressed: changed,
			note:
				shortened > 0 || summarised > 0
					? this.noteFor(shortened, summarised, project(current), budget)
					: undefined,
			shortenedResults: shortened,
			summarisedMessages: summarised,
			projectedTokens: project(current),
		};
	}

	/**
	 * The default budget; with a cache, what the same spend buys (see the header), capped at a
	 * size the model's window holds (three quarters of it, leaving room for the answer).
	 */
	private defaultBudget(cacheReadShare?: number, windowTokens?: number): number {
		const base = this.settings.defaultBudgetTokens ?? 32000;
		if (cacheReadShare === undefined || cacheReadShare <= 0 || cacheReadShare >= 1) return base;
		let cap = this.settings.cachedBudgetCapTokens ?? CACHED_BUDGET_CAP;
		if (windowTokens !== undefined && windowTokens > 0) cap = math.min(cap, math.floor(windowTokens * 0.75));
		return math.max(base, math.min(cap, math.floor(base / cacheReadShare)));
	}

	/** The history with every dropped result replaced, and the pinned message after the first turn. */
	private applied<M extends CompressibleMessage>(messages: ReadonlyArray<M>): M[] {
		const out: M[] = [];
		let firstTurnDone = false;
		for (const m of messages) {
			if (!firstTurnDone && out.size() > 0 && m.kind !== "toolResult" && this.pinned !== undefined) {
				out.push({ kind: "user", text: this.pinned } as unknown as M);
				firstTurnDone = true;
			}
			const line = m.kind === "toolResult" ? this.dropped.get(m.callId) : undefined;
			out.push(line !== undefined ? ({ ...m, content: line } as M) : m);
		}
		return out;
	}

	/**
	 * Drops results outside the last turns until `enough`: scripts read again since first (their
	 * old text is stale), then the oldest first. Never the last error. Returns how many.
	 */
	private dropMore<M extends CompressibleMessage>(
		messages: ReadonlyArray<M>,
		keepLast: number,
		enough: () => boolean,
	) {
		const turns = turnsOf(messages);
		const protectedFrom = math.max(1, turns.size() - keepLast);
		const candidates: Extract<CompressibleMessage, { kind: "toolResult" }>[] = [];
		const superseded = supersededReads(messages);
		const older: typeof candidates = [];
		turns.forEach((turn, i) => {
			if (i >= protectedFrom) return;
			for (const m of turn) {
				if (m.kind !== "toolResult" || this.dropped.has(m.callId) || keptWhole(m, messages)) continue;
				if (superseded.has(m.callId)) candidates.push(m);
				else older.push(m);
			}
		});
		for (const m of older) candidates.push(m);
		let count = 0;
		for (const m of candidates) {
			if (enough()) break;
			this.dropped.set(m.callId, describeDrop(m, superseded.get(m.callId)));
			count += 1;
		}
		if (count > 0) this.pinned = pinnedText(this.pinnedContext(), messages);
		return count;
	}

	/** Older turns summarised; the task (first turn), the pinned context and the last turns stay. */
	private summariseOlder<M extends CompressibleMessage>(
		messages: ReadonlyArray<M>,
		keepLast: number,
		target: number,
		project: (list: ReadonlyArray<CompressibleMessage>) => number,
	): { messages: M[]; summarised: number; shortened: number } {
		const turns = turnsOf(messages.filter((m) => !(m.kind === "user" && m.text === this.pinned)));
		const protectedFrom = math.max(1, turns.size() - keepLast);
		const first = turns[0];
		const firstIsTask = first[0].kind === "user";
		const start = firstIsTask ? 1 : 0;
		const kept = turns.filter((_, i) => i >= protectedFrom);
		const dropped = turns.filter((_, i) => i >= start && i < protectedFrom);
		let count = 0;
		for (const t of dropped) count += t.size();
		const out: M[] = [];
		if (firstIsTask) for (const m of first) out.push(m);
		if (count > 0) out.push(this.summaryMessage(dropped, math.max(200, math.floor(target * 0.15)), messages) as M);
		for (const t of kept) for (const m of t) out.push(m);
		// Still too large (huge recent turns): shorten recent tool results too, except the newest turn.
		let shortened = 0;
		for (let i = out.size() - 2; i >= 0 && project(out) > target; i--) {
			const m = out[i];
			if (m.kind === "toolResult" && estimateTokens(m.content) > 200) {
				out[i] = { ...m, content: truncateToTokens(m.content, 200) } as M;
				shortened += 1;
			}
		}
		return { messages: out, summarised: count, shortened };
	}

	private summaryMessage(
		dropped: ReadonlyArray<ReadonlyArray<CompressibleMessage>>,
		maxTokens: number,
		all: ReadonlyArray<CompressibleMessage>,
	): CompressibleMessage {
		const header = "[Context note: earlier turns were summarised to fit the context budget.]";
		return summaryOfTurns(dropped, maxTokens, pinnedText(this.pinnedContext(), all, header), this.summarise);
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
