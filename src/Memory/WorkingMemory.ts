/**
 * Conversation-scoped memory: the current goal and notes that fade as the task moves on.
 *
 * Why tiered decay (seed 000): the goal and pinned facts must survive the whole task, tool
 * results matter for a few steps, chatter for fewer. Each note has a tier with a lifetime in
 * steps; `advance()` is called once per model turn and drops what outlived its tier, so the
 * prompt section stays small without the goal ever being forgotten.
 */
import { estimateTokens, truncateToTokens } from "Shared/Tokens";

export type MemoryTier = "pinned" | "tool_result" | "observation";

/** Steps a note of each tier lives; pinned notes live until the conversation ends (TaskContext clears it). */
export const TIER_LIFETIME: Readonly<Record<MemoryTier, number>> = {
	pinned: math.huge,
	tool_result: 8,
	observation: 3,
};

export interface WorkingNote {
	readonly tier: MemoryTier;
	readonly text: string;
	readonly step: number;
	readonly path?: string;
}

export interface Goal {
	readonly text: string;
	readonly complexity?: string;
}

const MAX_NOTES = 40;

export class WorkingMemory {
	private goal: Goal | undefined;
	private items: WorkingNote[] = [];
	private step = 0;

	setGoal(text: string, complexity?: string): void {
		this.goal = { text, complexity };
	}

	getGoal(): Goal | undefined {
		return this.goal;
	}

	add(tier: MemoryTier, text: string, path?: string): void {
		this.items.push({ tier, text, step: this.step, path });
		// Beyond the cap the oldest non-pinned note goes first.
		while (this.items.size() > MAX_NOTES) {
			const index = this.items.findIndex((n) => n.tier !== "pinned");
			this.items.remove(index >= 0 ? index : 0);
		}
	}

	/** One model turn passed: notes older than their tier's lifetime are dropped. */
	advance(): void {
		this.step += 1;
		this.items = this.items.filter((n) => this.step - n.step <= TIER_LIFETIME[n.tier]);
	}

	notes(): ReadonlyArray<WorkingNote> {
		return this.items;
	}

	clear(): void {
		this.goal = undefined;
		this.items = [];
		this.step = 0;
	}

	/** Goal first, then pinned notes, then the newest others, within `maxTokens`. */
	formatForPrompt(maxTokens = 400): string {
		if (this.goal === undefined && this.items.size() === 0) return "";
		const lines: string[] = ["## Working memory"];
		if (this.goal !== undefined) lines.push(`Goal: ${this.goal.text}`);
		const pinned = this.items.filter((n) => n.tier === "pinned");
		const others = this.items.filter((n) => n.tier !== "pinned");
		let used = estimateTokens(lines.join("\n"));
		const add = (n: WorkingNote) => {
			const line = `- ${n.text}`;
			const cost = estimateTokens(line) + 1;
			if (used + cost > maxTokens) return false;
			lines.push(line);
			used += cost;
			return true;
		};
		for (const n of pinned) if (!add(n)) break;
		for (let i = others.size() - 1; i >= 0; i--) if (!add(others[i])) break;
		const text = lines.join("\n");
		return estimateTokens(text) <= maxTokens ? text : truncateToTokens(text, maxTokens);
	}
}
