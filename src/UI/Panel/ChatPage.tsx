/**
 * The chat page: header (model and auto-approve state, New chat, Settings), conversation,
 * status and input, stacked to fill the widget.
 *
 * Why the footer is measured: the status grows to two lines while Lux works and the message
 * box grows with its text, so the conversation takes whatever height the footer leaves.
 */
import Roact from "@rbxts/roact";
import { ChatList, InputBar, INPUT_HEIGHT, StatusLine } from "../Chat";
import { STATUS_LINE_HEIGHT } from "../Chat/StatusLine";
import { PanelActions, PanelState } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { Header, HEADER_HEIGHT } from "./Header";

export interface ChatPageProps {
	readonly state: PanelState;
	readonly actions: PanelActions;
	readonly now: number;
}

interface ChatPageState {
	footer: number;
}

function contextLengthOf(state: PanelState): number | undefined {
	return state.models.find((m) => m.id === state.settings.model)?.contextLength;
}

@Roact.ClassComponent
export class ChatPage extends Roact.Component<ChatPageProps, ChatPageState> {
	state = { footer: Metrics.pad * 2 + STATUS_LINE_HEIGHT + 4 + INPUT_HEIGHT };

	render() {
		const { state, actions, now } = this.props;
		return withTheme((palette) => (
			<frame BackgroundColor3={palette.background} BorderSizePixel={0} Size={UDim2.fromScale(1, 1)}>
				<Header
					Key="Header"
					busy={state.running}
					model={state.settings.model}
					onNewChat={actions.newConversation}
					onChats={actions.openConversations}
					onSettings={() => actions.openPage("settings")}
				/>
				<ChatList
					Key="Chat"
					items={state.items}
					actions={actions}
					position={new UDim2(0, 0, 0, HEADER_HEIGHT)}
					empty={{
						model: state.settings.model,
						autoApprove: state.settings.autoApprove,
						autoApproveServices: state.settings.autoApproveServices,
						canSend: state.hasKey && !state.running,
						onExample: actions.send,
					}}
					size={new UDim2(1, 0, 1, -(HEADER_HEIGHT + this.state.footer))}
				/>
				<frame
					Key="Footer"
					BackgroundColor3={palette.background}
					BorderSizePixel={0}
					AnchorPoint={new Vector2(0, 1)}
					Position={new UDim2(0, 0, 1, 0)}
					Size={new UDim2(1, 0, 0, 0)}
					AutomaticSize={Enum.AutomaticSize.Y}
					Change={{
						AbsoluteSize: (frame) => {
							const h = frame.AbsoluteSize.Y;
							if (math.abs(h - this.state.footer) >= 1) this.setState({ footer: h });
						},
					}}
				>
					<frame
						Key="Rule"
						BackgroundColor3={palette.surfaceBorder}
						BorderSizePixel={0}
						Size={new UDim2(1, 0, 0, 1)}
						LayoutOrder={0}
					/>
					<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 4)} />
					<uipadding
						PaddingLeft={new UDim(0, Metrics.pad)}
						PaddingRight={new UDim(0, Metrics.pad)}
						PaddingBottom={new UDim(0, Metrics.pad)}
					/>
					<frame
						Key="Status"
						BackgroundTransparency={1}
						Size={new UDim2(1, 0, 0, 0)}
						AutomaticSize={Enum.AutomaticSize.Y}
						LayoutOrder={1}
					>
						<StatusLine
							progress={state.running ? state.progress : undefined}
							meters={state.meters}
							now={now}
							contextLength={contextLengthOf(state)}
						/>
					</frame>
					<frame
						Key="Input"
						BackgroundTransparency={1}
						Size={new UDim2(1, 0, 0, 0)}
						AutomaticSize={Enum.AutomaticSize.Y}
						LayoutOrder={2}
					>
						<InputBar
							running={state.running}
							disabledReason={state.hasKey ? undefined : "Add an API key in Settings to start"}
							onSend={actions.send}
							onStop={actions.stop}
							autoFocus
						/>
					</frame>
				</frame>
			</frame>
		));
	}
}
