/**
 * The chat page: header (model and auto-approve state, New chat, Settings), conversation,
 * status and input, stacked to fill the widget.
 *
 * Why the footer is measured: the status grows to two lines while Lux works and the message
 * box grows with its text, so the conversation takes whatever height the footer leaves.
 *
 * Keys (UI/Primitives/KeyScope: the page's own frame and its boxes, never UserInputService):
 * Ctrl+Enter approves and Ctrl+Backspace starts rejecting the oldest pending change (the card
 * whose buttons show the keys), Escape stops Lux while it works.
 */
import Roact from "@rbxts/roact";
import { canRun, connected } from "Conversation";
import { ChatList, InputBar, INPUT_HEIGHT, StatusLine } from "../Chat";
import { CardShortcuts } from "../Chat/ChatItemView";
import { STATUS_LINE_HEIGHT } from "../Chat/StatusLine";
import { frameKeys, KeyPress, KeyScope } from "../Primitives";
import { ChatItem, PanelActions, PanelState } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { Header, HEADER_HEIGHT } from "./Header";

export interface ChatPageProps {
	readonly state: PanelState;
	readonly actions: PanelActions;
	readonly now: number;
}

interface ChatPageState {
	footer: number;
	/** Bumped by Ctrl+Backspace: the first pending card opens its reject form. */
	rejectTicket: number;
}

/** The change the keys act on: the oldest one still waiting. */
export function firstPending(items: ReadonlyArray<ChatItem>): string | undefined {
	const item = items.find((i) => i.kind === "approval" && i.state === "pending");
	return item?.id;
}

/** What the user typed before, oldest first, for recall with Up/Down in the message box. */
export function earlierPrompts(items: ReadonlyArray<ChatItem>): string[] {
	const out = new Array<string>();
	for (const item of items) if (item.kind === "user" && item.text !== out[out.size() - 1]) out.push(item.text);
	return out;
}

@Roact.ClassComponent
export class ChatPage extends Roact.Component<ChatPageProps, ChatPageState> {
	state = { footer: Metrics.pad * 2 + STATUS_LINE_HEIGHT + 4 + INPUT_HEIGHT, rejectTicket: 0 };

	private onKey = (press: KeyPress): boolean => {
		const { state, actions } = this.props;
		if (press.key === Enum.KeyCode.Escape && state.running) {
			actions.stop();
			return true;
		}
		const pending = firstPending(state.items);
		if (pending === undefined || !press.ctrl) return false;
		if (press.key === Enum.KeyCode.Return || press.key === Enum.KeyCode.KeypadEnter) {
			actions.approve(pending);
			return true;
		}
		if (press.key === Enum.KeyCode.Backspace) {
			this.setState({ rejectTicket: this.state.rejectTicket + 1 });
			return true;
		}
		return false;
	};

	render() {
		const { state, actions, now } = this.props;
		const pending = firstPending(state.items);
		const shortcuts: CardShortcuts | undefined =
			pending !== undefined ? { itemId: pending, rejectTicket: this.state.rejectTicket } : undefined;
		return withTheme((palette) => (
			<frame
				BackgroundColor3={palette.background}
				BorderSizePixel={0}
				Size={UDim2.fromScale(1, 1)}
				Event={{ InputBegan: frameKeys(this.onKey) }}
			>
				<KeyScope onKey={this.onKey}>
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
						shortcuts={shortcuts}
						position={new UDim2(0, 0, 0, HEADER_HEIGHT)}
						empty={{
							model: state.settings.model,
							autoApprove: state.settings.autoApprove,
							autoApproveServices: state.settings.autoApproveServices,
							canSend: canRun(state),
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
								contextLength={state.meters.contextLength}
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
								disabledReason={connected(state) ? undefined : "Add an API key in Settings to start"}
								onSend={actions.send}
								onStop={actions.stop}
								history={earlierPrompts(state.items)}
								ctrlEnterTaken={pending !== undefined}
								autoFocus
							/>
						</frame>
					</frame>
				</KeyScope>
			</frame>
		));
	}
}
