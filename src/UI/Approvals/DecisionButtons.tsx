/**
 * A pending card's decision row: Approve, Reject, "View in script editor" for a script, and
 * "Approve + always in <Service>" where that scope can honestly be offered. On the card the
 * panel's keys act on, Approve and Reject name their keys.
 *
 * Why its own piece: the card draws the row twice on a long change (top and end), and the
 * row is where the keys are shown, so both copies must say the same.
 */
import Roact from "@rbxts/roact";
import { Button, Stack } from "../Primitives";
import { ChatItem, PanelActions } from "../Store";

/** The keys the panel reads for the first pending card (UI/Panel/ChatPage), as its buttons name them. */
export const APPROVE_KEYS = "Ctrl+Enter";
export const REJECT_KEYS = "Ctrl+Backspace";

export interface DecisionButtonsProps {
	readonly item: Extract<ChatItem, { kind: "approval" }>;
	readonly actions: Pick<PanelActions, "approve" | "approveAndAllow" | "openScript">;
	/** This card is the one Ctrl+Enter / Ctrl+Backspace act on. */
	readonly showKeys: boolean;
	/** Reject opens the card's reason form. */
	readonly onReject: () => void;
	readonly order: number;
}

export function DecisionButtons(props: DecisionButtonsProps) {
	const { item, actions } = props;
	return (
		<Stack direction="row" wrap order={props.order}>
			<Button
				Key="Approve"
				text="Approve"
				shortcut={props.showKeys ? APPROVE_KEYS : undefined}
				primary
				order={1}
				onClick={() => actions.approve(item.id)}
			/>
			<Button
				Key="Reject"
				text="Reject"
				shortcut={props.showKeys ? REJECT_KEYS : undefined}
				order={2}
				onClick={props.onReject}
			/>
			{item.target?.isScript ? (
				<Button Key="View" text="View in script editor" order={3} onClick={() => actions.openScript(item.id)} />
			) : undefined}
			{item.allowScope !== undefined ? (
				<Button
					Key="Allow"
					text={`Approve + always in ${item.allowScope}`}
					fill
					order={4}
					onClick={() => actions.approveAndAllow(item.id)}
				/>
			) : undefined}
		</Stack>
	);
}
