/**
 * Groups the operations applied during one user message so the panel can undo them as one
 * step ("Undo this turn"), and notices when the user edited the same instances since.
 *
 * Why: ChangeHistoryService undoes one waypoint at a time and would also undo the user's own
 * edits made in between. A turn keeps each applied change's revert and the fingerprint of
 * what it left; a mismatch means someone else changed it, and the user is asked first.
 */
import type { AppliedChange } from "./WritePlan";

export interface TurnEntry {
	readonly operationId: string;
	readonly tool: string;
	readonly title: string;
	readonly target: string;
	readonly applied: AppliedChange;
	/** What the change left, refreshed after each later Lux change in the same turn. */
	after: string;
	/** Set once an edit by someone other than Lux is seen on this entry's targets. */
	userEdited: boolean;
	/** Later turns whose changes altered what this entry left (undone first, or this undo overwrites them). */
	readonly changedBy: Turn[];
}

export interface Turn {
	readonly id: string;
	readonly label: string;
	readonly entries: TurnEntry[];
	undone: boolean;
}

/** What the UI lists for a turn. */
export interface TurnSummary {
	readonly id: string;
	readonly label: string;
	readonly operations: ReadonlyArray<{ readonly operationId: string; readonly title: string }>;
	readonly undone: boolean;
}

export class TurnCheckpoints {
	private readonly list: Turn[] = [];
	private counter = 0;

	begin(label: string): string {
		this.counter++;
		const turn: Turn = { id: `turn-${this.counter}`, label, entries: [], undone: false };
		this.list.push(turn);
		return turn.id;
	}

	current(): Turn | undefined {
		return this.list[this.list.size() - 1];
	}

	find(id: string): Turn | undefined {
		return this.list.find((t) => t.id === id);
	}

	/** Marks entries whose targets changed since Lux last touched them (only the user can have done it). */
	noticeUserEdits() {
		for (const turn of this.list) {
			if (turn.undone) continue;
			for (const entry of turn.entries)
				if (!entry.userEdited && entry.applied.afterFingerprint() !== entry.after) entry.userEdited = true;
		}
	}

	/**
	 * Records a change Lux just applied, and refreshes what earlier changes left. Callers
	 * notice user edits before applying (see RecordedChanges): the refresh below would
	 * otherwise take an edit the user made since for Lux's own.
	 */
	record(entry: Omit<TurnEntry, "after" | "userEdited" | "changedBy">) {
		const turn = this.current() ?? this.find(this.begin("(no message)"))!;
		turn.entries.push({ ...entry, after: entry.applied.afterFingerprint(), userEdited: false, changedBy: [] });
		for (const other of this.list) {
			if (other.undone || other === turn) continue;
			for (const e of other.entries) {
				if (e.userEdited) continue;
				const now = e.applied.afterFingerprint();
				if (now !== e.after && !e.changedBy.includes(turn)) e.changedBy.push(turn);
				e.after = now;
			}
		}
		for (const e of turn.entries) if (!e.userEdited) e.after = e.applied.afterFingerprint();
	}

	/**
	 * After Lux undid a turn: what the other turns' changes left is what the place holds now.
	 * Lux's own undo is no edit by the user (undoing an earlier turn must not ask about it).
	 */
	refreshAfterUndo() {
		for (const turn of this.list) {
			if (turn.undone) continue;
			for (const e of turn.entries) if (!e.userEdited) e.after = e.applied.afterFingerprint();
		}
	}

	/** Later turns, not undone, that changed what `turn` left: undoing `turn` first would overwrite their changes. */
	laterTurns(turn: Turn): Turn[] {
		const out: Turn[] = [];
		for (const e of turn.entries)
			for (const later of e.changedBy) if (!later.undone && !out.includes(later)) out.push(later);
		return out;
	}

	/** Paths the user has edited since the turn's changes, newest change first. */
	conflicts(turn: Turn): string[] {
		this.noticeUserEdits();
		const out: string[] = [];
		for (let i = turn.entries.size() - 1; i >= 0; i--) {
			const entry = turn.entries[i];
			if (entry.userEdited) for (const p of entry.applied.touched) if (!out.includes(p)) out.push(p);
		}
		return out;
	}

	summaries(): TurnSummary[] {
		return this.list.map((t) => ({
			id: t.id,
			label: t.label,
			operations: t.entries.map((e) => ({ operationId: e.operationId, title: e.title })),
			undone: t.undone,
		}));
	}
}
