/**
 * Connects Tools (the registry's runner, the approval queue, turn checkpoints, the action
 * log) to the Conversation's ports: previews for the cards, outcomes (applied/stale/failed),
 * "Undo this turn", "Show in Explorer" / "Open script at the change", the auto-approve
 * policy and the activity view.
 *
 * Why an adapter: Tools speaks operations and turn ids of its own; the Conversation speaks
 * cards and message turns. The composition root (App) builds one per plugin.
 */
import {
	ApprovalDecision,
	POLICY_CATEGORIES,
	PolicyCategory,
	SERVICE_RULE_CATEGORIES,
	ToolCall,
	ToolDefinition,
	ToolOutcome,
	ToolRunner,
	Tools,
	resolvePath,
} from "Tools";
import type { ActionEntry } from "Tools/ApprovalQueue/ActionLog";
import { ConversationSettings } from "./ConversationState";
import { ChangeTarget, DiffHunk, Preview } from "./ChatItem";
import { hunksOf } from "./DiffHunks";
import { ActivitySource, ApprovalPreviews, AutoApproveSink, PlaceNavigator, TurnCheckpoints } from "./Ports";

type Outcome = "applied" | "rejected" | "stale" | "failed";

/** The first added line (or where lines were removed) in the new text. */
/** "edit lines 3-4 of X" as a card title: "Edit lines 3-4 of X". */
function capitalised(text: string): string {
	return text.sub(1, 1).upper() + text.sub(2);
}

function firstChangedLine(hunks: ReadonlyArray<DiffHunk>): number | undefined {
	for (const hunk of hunks) {
		let at = hunk.newStart;
		for (const l of hunk.lines) {
			if (l.kind !== "context") return l.newLine ?? at;
			at = (l.newLine ?? at) + 1;
		}
	}
	return hunks[0]?.newStart;
}

export class ToolsBridge implements ApprovalPreviews, TurnCheckpoints, PlaceNavigator, AutoApproveSink, ActivitySource {
	private readonly outcomes = new Map<string, Outcome>();
	private readonly turnIds = new Map<number, string>();
	/**
	 * Each proposed change's instance as it was when the card was drawn: a move or a rename
	 * changes the path, not the instance, so "Show in Explorer" follows it (by path alone it
	 * found nothing once the change had applied).
	 */
	private readonly instances = new Map<string, Instance>();
	/** The Tools runner, recording each decision's outcome for the cards. */
	readonly runner: ToolRunner;

	constructor(private readonly tools: Tools) {
		const outcomes = this.outcomes;
		const inner = tools.runner;
		this.runner = {
			definitions(): ReadonlyArray<ToolDefinition> {
				return inner.definitions();
			},
			execute(call: ToolCall): ToolOutcome {
				return inner.execute(call);
			},
			resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
				const outcome = inner.resolve(operationId, decision);
				const resolution = outcome.kind === "done" ? outcome.resolution : undefined;
				if (resolution !== undefined) outcomes.set(operationId, resolution);
				return outcome;
			},
			interrupt(): void {
				inner.interrupt?.();
			},
		};
	}

	/** Mirrors the conversation's auto-approve settings into Tools' policy (which decides for real). */
	apply(settings: Pick<ConversationSettings, "autoApprove" | "autoApproveServices">): void {
		const categories = POLICY_CATEGORIES.filter((c) => settings.autoApprove[c]);
		const services: Record<string, ReadonlyArray<PolicyCategory>> = {};
		for (const service of settings.autoApproveServices) services[service] = SERVICE_RULE_CATEGORIES;
		this.tools.policy.set({ ...this.tools.policy.get(), categories, services });
	}

	describe(
		operationId: string,
	): { preview?: Preview; target?: ChangeTarget; allowScope?: string; title?: string } | undefined {
		const op = this.tools.queue.get(operationId);
		if (op === undefined) return undefined;
		const p = op.preview;
		let preview: Preview;
		if (p.kind === "diff")
			preview = { kind: "diff", path: p.path, hunks: hunksOf(p.diff), added: p.added, removed: p.removed };
		else if (p.kind === "properties") preview = { kind: "properties", path: p.path, rows: p.rows };
		else if (p.kind === "code") preview = { kind: "code", purpose: p.purpose, code: p.code, lines: p.lines };
		else
			preview = {
				kind: "subtree",
				action: p.action === "delete" ? "delete" : "create",
				path: p.path,
				lines: p.outline.split("\n"),
			};
		// A script opens at its first changed line, before approval as after.
		const line = preview.kind === "diff" ? firstChangedLine(preview.hunks) : undefined;
		const target = { path: op.target, isScript: p.kind === "diff", line };
		const instance = this.byPath(target);
		if (instance !== undefined) this.instances.set(operationId, instance);
		return {
			preview,
			// A deleted instance has nothing to show or open.
			target: preview.kind === "subtree" && preview.action === "delete" ? undefined : target,
			allowScope: op.decision.kind === "ask" ? op.allowScope : undefined,
			title: capitalised(op.title),
		};
	}

	/** Tools' action log: its newest `count` entries, oldest first. */
	recent(count: number): ReadonlyArray<ActionEntry> {
		return this.tools.log.recent(count);
	}

	outcomeOf(operationId: string): Outcome | undefined {
		return this.outcomes.get(operationId);
	}

	beginTurn(turnId: number): void {
		this.turnIds.set(turnId, this.tools.queue.beginTurn(`Turn ${turnId}`));
	}

	canUndo(turnId: number): boolean {
		const id = this.turnIds.get(turnId);
		const turn = this.tools.queue.listTurns().find((t) => t.id === id);
		return turn !== undefined && !turn.undone && turn.operations.size() > 0;
	}

	undoTurn(turnId: number, confirmed: boolean): string | { readonly confirm: string } | undefined {
		const id = this.turnIds.get(turnId);
		if (id === undefined) return "This turn is no longer known.";
		const result = this.tools.queue.undoTurn(id, confirmed);
		if (result.kind === "undone") return undefined;
		if (result.kind === "needs_confirmation") return { confirm: result.message };
		return "message" in result && typeIs(result.message, "string")
			? result.message
			: `Nothing to undo (${result.kind}).`;
	}

	/** The card's path read with the tools' own grammar (dotted names, `Name[2]` positions). */
	private byPath(target: ChangeTarget): Instance | undefined {
		const found = resolvePath(this.tools.hosts.root, target.path);
		return found.ok ? found.value : undefined;
	}

	/** The instance the change was proposed for, while it is in the place; else what the path names now (a creation). */
	private find(target: ChangeTarget, operationId?: string): Instance | undefined {
		const root = this.tools.hosts.root;
		const known = operationId !== undefined ? this.instances.get(operationId) : undefined;
		if (known !== undefined && known.IsDescendantOf(root)) return known;
		return this.byPath(target);
	}

	showInExplorer(target: ChangeTarget, operationId?: string): boolean {
		const instance = this.find(target, operationId);
		if (instance === undefined) return false;
		this.tools.hosts.selection.set([instance]);
		return true;
	}

	openScript(target: ChangeTarget, operationId?: string): boolean {
		const instance = this.find(target, operationId);
		if (instance === undefined || !instance.IsA("LuaSourceContainer")) return false;
		this.tools.hosts.scripts.open(instance, target.line);
		return true;
	}
}
