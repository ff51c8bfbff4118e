/**
 * A full-panel page (setup, settings): a title bar, an optional bar of actions that stays in
 * view (Save / Back), and a scrolling padded column. Escape calls onEscape, as Studio's own
 * dialogs do.
 *
 * Why Escape is read from the page's own frame (KeyScope): keys typed in a dock widget never
 * reach UserInputService. An Escape that released a text field only leaves the field (it was
 * typed into the box, as gameProcessed would say); the next one, with no field focused, leaves
 * the page.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";
import { frameKeys, KeyPress, KeyScope } from "./KeyScope";

export interface PageProps {
	readonly title: string;
	readonly onEscape?: () => void;
	/** Actions that must stay reachable however far the body scrolls. */
	readonly bar?: Roact.Element;
	readonly [Roact.Children]?: Roact.Children;
}

/** Height of the action bar: one row of buttons and its rule. */
export const BAR_HEIGHT = 38;

@Roact.ClassComponent
export class Page extends Roact.Component<PageProps> {
	private onKey = (press: KeyPress): boolean => {
		if (press.key !== Enum.KeyCode.Escape || press.fromBox || this.props.onEscape === undefined) return false;
		this.props.onEscape();
		return true;
	};

	render() {
		const top = 33 + (this.props.bar !== undefined ? BAR_HEIGHT : 0);
		return withTheme((palette) => (
			<frame
				BackgroundColor3={palette.background}
				BorderSizePixel={0}
				Size={UDim2.fromScale(1, 1)}
				Event={{ InputBegan: frameKeys(this.onKey) }}
			>
				<KeyScope onKey={this.onKey}>
					<textlabel
						Key="Title"
						Text={this.props.title}
						Font={Metrics.fontBold}
						TextSize={Metrics.titleTextSize}
						TextColor3={palette.text}
						TextXAlignment={Enum.TextXAlignment.Left}
						BackgroundColor3={palette.header}
						BorderSizePixel={0}
						Size={new UDim2(1, 0, 0, 32)}
					>
						<uipadding PaddingLeft={new UDim(0, Metrics.pad + 2)} />
					</textlabel>
					<frame
						Key="Rule"
						BackgroundColor3={palette.surfaceBorder}
						BorderSizePixel={0}
						Position={new UDim2(0, 0, 0, 32)}
						Size={new UDim2(1, 0, 0, 1)}
					/>
					{this.props.bar !== undefined ? (
						<frame
							Key="Bar"
							BackgroundColor3={palette.background}
							BorderSizePixel={0}
							Position={new UDim2(0, 0, 0, 33)}
							Size={new UDim2(1, 0, 0, BAR_HEIGHT)}
						>
							<uipadding
								PaddingLeft={new UDim(0, Metrics.pad + 2)}
								PaddingRight={new UDim(0, Metrics.pad + 2)}
								PaddingTop={new UDim(0, 6)}
							/>
							{this.props.bar}
							<frame
								Key="Rule"
								BackgroundColor3={palette.surfaceBorder}
								BorderSizePixel={0}
								Position={new UDim2(0, -(Metrics.pad + 2), 1, -7)}
								Size={new UDim2(1, 2 * (Metrics.pad + 2), 0, 1)}
							/>
						</frame>
					) : undefined}
					<scrollingframe
						Key="Body"
						BackgroundTransparency={1}
						BorderSizePixel={0}
						Position={new UDim2(0, 0, 0, top)}
						Size={new UDim2(1, 0, 1, -top)}
						CanvasSize={new UDim2(0, 0, 0, 0)}
						AutomaticCanvasSize={Enum.AutomaticSize.Y}
						ScrollingDirection={Enum.ScrollingDirection.Y}
						ScrollBarThickness={6}
						ScrollBarImageColor3={palette.scrollBar}
						VerticalScrollBarInset={Enum.ScrollBarInset.ScrollBar}
					>
						<uipadding
							PaddingLeft={new UDim(0, Metrics.pad + 2)}
							PaddingRight={new UDim(0, Metrics.pad + 2)}
							PaddingTop={new UDim(0, Metrics.pad + 2)}
							PaddingBottom={new UDim(0, Metrics.pad + 2)}
						/>
						<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 12)} />
						{this.props[Roact.Children]}
					</scrollingframe>
				</KeyScope>
			</frame>
		));
	}
}
