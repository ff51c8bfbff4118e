/**
 * The append-only record of every operation Lux proposed and what became of it.
 *
 * Why: users must be able to see afterwards what the agent did and what they approved
 * (seed 001's audit log). Entries live in plugin settings, bounded in number so the settings
 * file stays small; texts are encoded so quotes and backslashes cannot corrupt it.
 */
import Signal from "@rbxts/lemon-signal";
import { redactSecrets } from "Shared/Secrets";
import type { SettingsHost } from "Shared/Hosts";
import { decodeSettingText, encodeSettingText } from "Shared/SettingsText";

export type ActionOutcome =
	"proposed" | "approved" | "auto_approved" | "rejected" | "applied" | "failed" | "stale" | "undone";

export interface ActionEntry {
	/** os.time() seconds. */
	readonly time: number;
	readonly tool: string;
	readonly target: string;
	readonly outcome: ActionOutcome;
	/** The operation id, or the turn id for "undone". */
	readonly operationId: string;
	/** A reason (rejection), an error (failure) or a note. */
	readonly detail: string;
}

export const ACTION_LOG_KEY = "LuxActionLog";
export const DEFAULT_LOG_LIMIT = 500;

export class ActionLog {
	private readonly appended = new Signal<(entry: ActionEntry) => void>();

	constructor(
		private readonly settings: SettingsHost,
		private readonly limit = DEFAULT_LOG_LIMIT,
		private readonly key = ACTION_LOG_KEY,
		private readonly now: () => number = () => os.time(),
		/** Keys to remove from what is stored: a reject reason or a title could carry one. */
		private readonly secrets: () => ReadonlyArray<string> = () => [],
	) {}

	/** Every entry, oldest first. */
	entries(): ActionEntry[] {
		return this.recent(math.huge);
	}

	/**
	 * The newest `count` entries, oldest first. Why not entries() and a slice: the activity
	 * view reads the log after every tool call, and only its newest rows need decoding.
	 */
	recent(count: number): ActionEntry[] {
		const stored = this.settings.get(this.key);
		if (!typeIs(stored, "table")) return [];
		const rows = stored as unknown[];
		const out: ActionEntry[] = [];
		for (let i = math.max(0, rows.size() - count); i < rows.size(); i++) {
			const row = rows[i];
			if (!typeIs(row, "table")) continue;
			const [time, tool, target, outcome, operationId, detail] = row as [
				number,
				string,
				string,
				string,
				string,
				string,
			];
			if (!typeIs(time, "number") || !typeIs(tool, "string")) continue;
			out.push({
				time,
				tool: decodeSettingText(tool),
				target: decodeSettingText(target ?? ""),
				outcome: outcome as ActionOutcome,
				operationId: decodeSettingText(operationId ?? ""),
				detail: decodeSettingText(detail ?? ""),
			});
		}
		return out;
	}

	append(entry: Omit<ActionEntry, "time">): ActionEntry {
		const known = this.secrets();
		const full: ActionEntry = {
			...entry,
			target: redactSecrets(entry.target, known),
			detail: redactSecrets(entry.detail, known),
			time: this.now(),
		};
		const stored = this.settings.get(this.key);
		const rows: defined[] = typeIs(stored, "table") ? [...(stored as defined[])] : [];
		rows.push([
			full.time,
			encodeSettingText(full.tool),
			encodeSettingText(full.target),
			full.outcome,
			encodeSettingText(full.operationId),
			encodeSettingText(full.detail.sub(1, 500)),
		]);
		while (rows.size() > this.limit) rows.shift();
		this.settings.set(this.key, rows);
		this.appended.Fire(full);
		return full;
	}

	/** Calls `listener` for every new entry; returns a function that stops it. */
	onAppended(listener: (entry: ActionEntry) => void): () => void {
		const connection = this.appended.Connect(listener);
		return () => connection.Disconnect();
	}
}
