/**
 * Chooses which scripts the model sees for a message, within a token budget: full text for
 * the top few, outlines for the next, names for the rest; only scripts relevant enough
 * (ContextGate's thresholds), and none at all for small talk with nothing selected.
 *
 * Why three tiers: the model needs the exact text only of the scripts it will likely edit;
 * for the neighbourhood an outline (functions, requires, remotes) is enough to decide what
 * to read next with get_script, and a list of names tells it what else exists. Every tier
 * is charged at the size of its formatted text, so the budget is what the prompt pays.
 */
import { estimateTokens } from "Shared/Tokens";
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptIndex } from "../Index/ScriptIndex";
import { formatOutline } from "../Index/ScriptOutline";
import { DEFAULT_THRESHOLDS, RelevanceThresholds, isSmallTalk } from "./ContextGate";
import { Freshness } from "./Freshness";
import { RankInput, Ranked, Ranking } from "./Ranking";

export interface SelectOptions {
	/** Tokens of script context allowed (default 4,000). */
	readonly budgetTokens?: number;
	readonly maxFull?: number;
	readonly maxOutlines?: number;
	readonly maxNames?: number;
	/** Relevance a script must reach (default DEFAULT_THRESHOLDS). */
	readonly thresholds?: RelevanceThresholds;
}

export interface SelectedScript {
	readonly entry: ScriptEntry;
	readonly tier: "full" | "outline" | "name";
	readonly text: string;
	readonly tokens: number;
	readonly stale: boolean;
}

export interface ContextSelection {
	readonly items: ReadonlyArray<SelectedScript>;
	readonly tokens: number;
	/** The whole ranking (for benchmarks and debugging). */
	readonly ranked: ReadonlyArray<Ranked>;
}

export const DEFAULT_CONTEXT_BUDGET = 4000;
/** Share of the budget full texts may take, so outlines and names always get room. */
const FULL_SHARE = 0.65;

export class ContextSelector {
	readonly freshness = new Freshness();
	private readonly ranking: Ranking;

	constructor(private readonly index: ScriptIndex) {
		this.ranking = new Ranking(index, this.freshness);
	}

	selectRelevantScripts(input: RankInput, options: SelectOptions = {}): ContextSelection {
		const budget = options.budgetTokens ?? DEFAULT_CONTEXT_BUDGET;
		const maxFull = options.maxFull ?? 3;
		const maxOutlines = options.maxOutlines ?? 12;
		const maxNames = options.maxNames ?? 25;
		const ranked = this.ranking.rank(input);
		const items: SelectedScript[] = [];
		const gate = options.thresholds ?? DEFAULT_THRESHOLDS;
		const noSelection = input.selection === undefined || input.selection.size() === 0;
		if (noSelection && isSmallTalk(input.message)) return { items, tokens: 0, ranked };
		const top = ranked[0]?.score ?? 0;
		const fullFloor = math.max(gate.minFullScore, top * gate.fullShareOfTop);
		const outlineFloor = math.max(gate.minScore, top * gate.outlineShareOfTop);
		let used = estimateTokens(HEADER);
		let fullCount = 0;
		let outlineCount = 0;
		let nameCount = 0;
		for (const r of ranked) {
			if (r.score < gate.minScore) break;
			const entry = r.entry;
			const stale = this.freshness.isStale(entry.path, () => this.index.hashOf(entry));
			const remaining = budget - used;
			if (fullCount < maxFull && outlineCount === 0 && r.score >= fullFloor) {
				const text = this.fullText(entry, stale);
				const cost = estimateTokens(text);
				if (used + cost <= budget * FULL_SHARE) {
					items.push({ entry, tier: "full", text, tokens: cost, stale });
					used += cost;
					fullCount += 1;
					continue;
				}
			}
			if (outlineCount < maxOutlines && nameCount === 0 && r.score >= outlineFloor) {
				const text = this.outlineText(entry, stale);
				const cost = estimateTokens(text);
				if (cost <= remaining) {
					items.push({ entry, tier: "outline", text, tokens: cost, stale });
					used += cost;
					outlineCount += 1;
					continue;
				}
			}
			if (nameCount >= maxNames) break;
			const text = `- ${entry.path}${stale ? " (changed since you last read it)" : ""}`;
			const cost = estimateTokens(text);
			if (cost > remaining) break;
			items.push({ entry, tier: "name", text, tokens: cost, stale });
			used += cost;
			nameCount += 1;
		}
		return { items, tokens: items.size() > 0 ? used : 0, ranked };
	}

	/** The selection as a prompt section; empty when nothing was selected. */
	formatForPrompt(selection: ContextSelection): string {
		if (selection.items.size() === 0) return "";
		const parts = [HEADER];
		for (const item of selection.items) parts.push(item.text);
		return parts.join("\n");
	}

	/** The model read a script (get_script): remember what it saw. */
	recordRead(path: string): void {
		const entry = this.index.findByPath(path);
		this.freshness.recordRead(path, entry !== undefined ? this.index.hashOf(entry) : undefined);
	}

	/** The model changed a script: it ranks higher next turn, and its old text is stale. */
	recordModified(path: string): void {
		this.freshness.recordModified(path);
	}

	/** A new user message: recency fades from here. */
	nextTurn(): void {
		this.freshness.nextTurn();
	}

	private fullText(entry: ScriptEntry, stale: boolean): string {
		const source = this.index.source(entry);
		const note = stale ? " — changed since you last read it" : "";
		return `### ${entry.path} (${entry.className})${note}\n\`\`\`lua\n${source}\n\`\`\``;
	}

	private outlineText(entry: ScriptEntry, stale: boolean): string {
		const note = stale ? " (changed since you last read it)" : "";
		const outline = formatOutline(entry.outline);
		return `- ${entry.path} (${entry.className}, ~${entry.tokens} tokens)${note}${outline !== "" ? ": " + outline : ""}`;
	}
}

const HEADER =
	"## Scripts relevant to this request\nFull text for the most relevant, outlines and names for the rest; read others with get_script.";
