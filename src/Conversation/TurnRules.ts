/**
 * A per-turn rule of the panel session, kept pure: how an undo result changes the turn's
 * footer.
 *
 * Why apart: LoopSession wires loop events to the store; this is a decision a spec can check
 * on its own. (Whether a change applies without asking is not decided here or anywhere in the
 * panel: Tools' approval authority decides it once, before a card is ever shown.)
 */
import { ChatItem } from "../Store";

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
