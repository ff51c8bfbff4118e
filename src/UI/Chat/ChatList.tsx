/**
 * The scrolling conversation. It follows new content while the user is at the bottom and
 * stays put once they scroll up to read, until they send a message (or open another
 * conversation): then it goes to the end and follows again, since what comes next (their
 * message, the answer, a change to approve) is what they are waiting for.
 */
import Roact from "@rbxts/roact";
import { ChatItem, PanelActions } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { CardShortcuts, ChatItemView } from "./ChatItemView";
import { EmptyState, EmptyStateProps } from "./EmptyState";
import { withoutPlanList } from "Conversation";

export interface ChatListProps {
	readonly items: ReadonlyArray<ChatItem>;
	readonly actions: PanelActions;
	readonly size: UDim2;
	readonly position: UDim2;
	/** What an empty conversation shows (examples, model, auto-approve). */
	readonly empty?: EmptyStateProps;
	/** The card the keyboard shortcuts act on. */
	readonly shortcuts?: CardShortcuts;
}

/** Pixels from the bottom that still count as "at the bottom". */
const STICK_SLACK = 24;

/** The id of the newest message the user sent, if any. */
function newestUserId(items: ReadonlyArray<ChatItem>): string | undefined {
	for (let i = items.size() - 1; i >= 0; i--) if (items[i].kind === "user") return items[i].id;
	return undefined;
}

@Roact.ClassComponent
export class ChatList extends Roact.Component<ChatListProps> {
	private readonly frame = Roact.createRef<ScrollingFrame>();
	private following = true;

	private bottomY(frame: ScrollingFrame): number {
		return math.max(0, frame.AbsoluteCanvasSize.Y - frame.AbsoluteWindowSize.Y);
	}

	private onScrolled = (frame: ScrollingFrame) => {
		this.following = frame.CanvasPosition.Y >= this.bottomY(frame) - STICK_SLACK;
	};

	private onCanvasGrew = (frame: ScrollingFrame) => {
		if (this.following) frame.CanvasPosition = new Vector2(0, this.bottomY(frame));
	};

	didUpdate(previous: ChatListProps) {
		const sent = newestUserId(this.props.items);
		if (sent === undefined || sent === newestUserId(previous.items)) return;
		this.following = true;
		const frame = this.frame.getValue();
		if (frame !== undefined) frame.CanvasPosition = new Vector2(0, this.bottomY(frame));
	}

	render() {
		return withTheme((palette) => {
			const children = new Map<string, Roact.Element>();
			const items = this.props.items;
			items.forEach((item, index) => {
				// A reply whose plan list the card right after it shows: the list is not repeated (Conversation/PlanEcho).
				const after = items[index + 1];
				if (item.kind === "assistant" && after !== undefined && after.kind === "plan") {
					const text = withoutPlanList(item.text, after.steps);
					if (text.match("%S")[0] === undefined) return;
					item = { ...item, text };
				}
				const element = ChatItemView({
					item,
					actions: this.props.actions,
					order: index + 1,
					shortcuts: this.props.shortcuts?.itemId === item.id ? this.props.shortcuts : undefined,
				});
				if (element !== undefined) children.set(item.id, element);
			});
			if (this.props.items.size() === 0 && this.props.empty !== undefined)
				children.set("Empty", <EmptyState {...this.props.empty} />);
			return (
				<scrollingframe
					BackgroundTransparency={1}
					BorderSizePixel={0}
					Position={this.props.position}
					Size={this.props.size}
					CanvasSize={new UDim2(0, 0, 0, 0)}
					AutomaticCanvasSize={Enum.AutomaticSize.Y}
					ScrollingDirection={Enum.ScrollingDirection.Y}
					ScrollBarThickness={6}
					ScrollBarImageColor3={palette.scrollBar}
					VerticalScrollBarInset={Enum.ScrollBarInset.ScrollBar}
					Ref={this.frame}
					Change={{ CanvasPosition: this.onScrolled, AbsoluteCanvasSize: this.onCanvasGrew }}
				>
					<uipadding
						PaddingLeft={new UDim(0, Metrics.pad)}
						PaddingRight={new UDim(0, Metrics.pad)}
						PaddingTop={new UDim(0, Metrics.pad)}
						PaddingBottom={new UDim(0, Metrics.pad)}
					/>
					<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 10)} />
					{children}
				</scrollingframe>
			);
		});
	}
}
