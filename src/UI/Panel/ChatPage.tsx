/**
 * The chat page: header, conversation, status line and input, stacked to fill the widget.
 */
import Roact from "@rbxts/roact";
import { ChatList, InputBar, INPUT_HEIGHT, StatusLine } from "../Chat";
import { PanelActions, PanelState } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { Header, HEADER_HEIGHT } from "./Header";

export interface ChatPageProps {
	readonly state: PanelState;
	readonly actions: PanelActions;
	readonly now: number;
}

const STATUS_HEIGHT = 18;
const FOOTER_HEIGHT = Metrics.pad + STATUS_HEIGHT + 4 + INPUT_HEIGHT + Metrics.pad;

export function ChatPage({ state, actions, now }: ChatPageProps) {
	return withTheme((palette) => (
		<frame BackgroundColor3={palette.background} BorderSizePixel={0} Size={UDim2.fromScale(1, 1)}>
			<Header
				Key="Header"
				busy={state.running}
				onNewChat={actions.newConversation}
				onSettings={() => actions.openPage("settings")}
			/>
			<ChatList
				Key="Chat"
				items={state.items}
				actions={actions}
				position={new UDim2(0, 0, 0, HEADER_HEIGHT)}
				size={new UDim2(1, 0, 1, -(HEADER_HEIGHT + FOOTER_HEIGHT))}
			/>
			<frame
				Key="Footer"
				BackgroundColor3={palette.background}
				BorderSizePixel={0}
				AnchorPoint={new Vector2(0, 1)}
				Position={new UDim2(0, 0, 1, 0)}
				Size={new UDim2(1, 0, 0, FOOTER_HEIGHT)}
			>
				<frame
					Key="Rule"
					BackgroundColor3={palette.surfaceBorder}
					BorderSizePixel={0}
					Size={new UDim2(1, 0, 0, 1)}
				/>
				<uipadding
					PaddingLeft={new UDim(0, Metrics.pad)}
					PaddingRight={new UDim(0, Metrics.pad)}
					PaddingTop={new UDim(0, Metrics.pad)}
					PaddingBottom={new UDim(0, Metrics.pad)}
				/>
				<frame Key="Status" BackgroundTransparency={1} Size={new UDim2(1, 0, 0, STATUS_HEIGHT)}>
					<StatusLine progress={state.progress} meters={state.meters} now={now} />
				</frame>
				<frame
					Key="Input"
					BackgroundTransparency={1}
					Position={new UDim2(0, 0, 0, STATUS_HEIGHT + 4)}
					Size={new UDim2(1, 0, 0, INPUT_HEIGHT)}
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
