/**
 * Picks the component for one conversation item.
 *
 * Why a switch here: the list stays a dumb scroller, and each item kind has one place that
 * says how it is drawn.
 */
import Roact from "@rbxts/roact";
import { ApprovalCard } from "../Approvals";
import { PlanCard } from "../Plan";
import { Text } from "../Primitives";
import { ChatItem, PanelActions } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { ErrorCard } from "./ErrorCard";
import { MessageView } from "./MessageView";
import { ToolActivity } from "./ToolActivity";
import { PlaytestResult } from "./PlaytestResult";
import { TurnFooter } from "./TurnFooter";

/** The pending card the panel's keys act on, and how often Ctrl+Backspace asked to reject it. */
export interface CardShortcuts {
	readonly itemId: string;
	readonly rejectTicket: number;
}

export interface ChatItemViewProps {
	readonly item: ChatItem;
	readonly actions: PanelActions;
	readonly order: number;
	readonly shortcuts?: CardShortcuts;
}

export function ChatItemView({ item, actions, order, shortcuts }: ChatItemViewProps): Roact.Element | undefined {
	switch (item.kind) {
		case "user":
		case "assistant":
			return (
				<MessageView
					role={item.kind}
					text={item.text}
					streaming={item.kind === "assistant" ? item.streaming : undefined}
					stopped={item.kind === "assistant" ? item.stopped : undefined}
					reasoning={item.kind === "assistant" ? item.reasoning : undefined}
					order={order}
				/>
			);
		case "tool": {
			const view = item.view;
			const undoTurnId = item.undoTurnId;
			if (view !== undefined && view.kind === "playtest")
				return (
					<PlaytestResult
						view={view}
						detail={item.detail}
						summary={item.summary}
						onUndoTurn={undoTurnId !== undefined ? () => actions.undoTurn(undoTurnId) : undefined}
						order={order}
					/>
				);
			return <ToolActivity summary={item.summary} detail={item.detail} isError={item.isError} order={order} />;
		}
		case "approval":
			return <ApprovalCard item={item} actions={actions} order={order} rejectTicket={shortcuts?.rejectTicket} />;
		case "plan":
			return <PlanCard item={item} actions={actions} order={order} />;
		case "error":
			return (
				<ErrorCard
					title={item.title}
					message={item.message}
					action={item.action}
					retryAfterFix={item.retryAfterFix}
					page={item.page}
					onKey={() => actions.openPage("setup")}
					onSettings={() => actions.openPage("settings")}
					onRetry={actions.retry}
					onNewChat={actions.newConversation}
					order={order}
				/>
			);
		case "notice":
			return withTheme((palette) => (
				<Text text={item.text} color={palette.subText} size={Metrics.smallTextSize + 1} order={order} />
			));
		case "turnEnd":
			return item.undoable ? (
				<TurnFooter
					undoable
					undone={item.undone}
					confirm={item.confirm}
					onUndo={(confirmed) => actions.undoTurn(item.turnId, confirmed)}
					onKeep={() => actions.keepTurn(item.turnId)}
					order={order}
				/>
			) : undefined;
	}
}
