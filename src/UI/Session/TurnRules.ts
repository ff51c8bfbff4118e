/**
 * Two per-turn rules of the panel session, kept pure: whether a pending write is approved
 * without asking, and how an undo result changes the turn's footer.
 *
 * Why apart: LoopSession wires loop events to the store; these are decisions a spec can
 * check on their own, and keeping them here keeps LoopSession readable.
 */
import { ToolRunner } from "Tools/ToolProtocol";
import { ChatItem, PanelSettings } from "../Store";
import { ApprovalPreviews } from "./SessionPorts";

/** Auto-approve by risk category, or by the service the change lands in. */
export function autoApproves(
	settings: PanelSettings,
	tools: ToolRunner,
	previews: ApprovalPreviews | undefined,
	pending: { readonly toolName: string; readonly operationId: string },
): boolean {
	const definition = tools.definitions().find((d) => d.name === pending.toolName);
	if (definition !== undefined && settings.autoApprove[definition.risk]) return true;
	const path = previews?.describe(pending.operationId)?.target?.path;
	if (path === undefined) return false;
	const service = path.split(".")[0];
	return settings.autoApproveServices.includes(service);
}

/** The items after TurnCheckpoints.undoTurn returned `result` for `turnId`. */
export function undoFooter(
	items: ReadonlyArray<ChatItem>,
	turnId: number,
	result: string | { readonly confirm: string } | undefined,
	newId: () => string,
): ChatItem[] {
	const footer = (change: object) => (i: ChatItem) =>
		i.kind === "turnEnd" && i.turnId === turnId ? ({ ...i, ...change } as ChatItem) : i;
	if (result === undefined) return items.map(footer({ undone: true, confirm: undefined }));
	if (typeIs(result, "table")) return items.map(footer({ confirm: result.confirm }));
	return [...items, { kind: "notice", id: newId(), text: `Could not undo: ${result}` }];
}
