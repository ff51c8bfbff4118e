/**
 * A pending card's decision row: Approve, Reject, "View in script editor" for a script, and
 * "Approve + always in <Service>" where that scope can honestly be offered, with what "always"
 * covers (Tools' service rule: script edits, new instances, property changes; never deletes or
 * code runs). On the card the panel's keys act on, Approve and Reject name their keys.
 *
 * Why its own piece: the card draws the row twice on a long change (top and end), and the
 * row is where the keys are shown, so both copies must say the same.
 */
import Roact from "@rbxts/roact";
import { Button, Stack, Text } from "../Primitives";
import { ChatItem, PanelActions } from "../Store";
import { Metrics, withTheme } from "../Theme";

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

/** What "Approve + always in <scope>" lets through later, in the words of the empty chat's auto-approve line. */
export function allowScopeText(scope: string): string {
	return `"Always" covers script edits, new instances and property changes under ${scope}. Deletes and code runs always ask.`;
}

/** "Approve", or "Approve 2 of 3 changes" when the user left some of a script edit out. */
export function approveLabel(item: DecisionButtonsProps["item"]): string {
	const left = item.leftOut?.size() ?? 0;
	const total = item.preview?.kind === "diff" ? item.preview.hunks.size() : 0;
	return left > 0 && total > 0 ? `Approve ${total - left} of ${total} changes` : "Approve";
}

export function DecisionButtons(props: DecisionButtonsProps) {
	const { item } = props;
	if (item.allowScope === undefined) return buttonRow(props, props.order);
	const scope = item.allowScope;
	return withTheme((palette) => (
		<Stack direction="column" order={props.order}>
			{buttonRow(props, 1)}
			<Text
				Key="Scope"
				text={allowScopeText(scope)}
				color={palette.subText}
				size={Metrics.smallTextSize}
				order={2}
			/>
		</Stack>
	));
}

function buttonRow(props: DecisionButtonsProps, order: number) {
	const { item, actions } = props;
	return (
		<Stack Key="Row" direction="row" wrap order={order}>
			<Button
				Key="Approve"
				text={approveLabel(item)}
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
