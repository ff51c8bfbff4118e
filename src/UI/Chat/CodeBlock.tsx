/**
 * A fenced code block: monospace text on the script background with a Copy button that
 * selects the whole code in a read-only TextBox (Studio plugins cannot write the clipboard;
 * select-all then Ctrl+C is the native way); once selected the button says to press Ctrl+C,
 * so nobody waits for a copy that did not happen.
 *
 * Why the code scrolls sideways instead of wrapping: a wrapped line of code starts again at
 * the left edge and reads as the next statement; code is shown exactly as its lines are, and
 * a line wider than the panel scrolls (the canvas is measured with the theme's text measure, TextService:GetTextSize in Studio).
 */
import Roact from "@rbxts/roact";
import { Metrics, withTextBounds, withTextSizes, withTheme } from "../Theme";
import { Text } from "../Primitives";

/** Height of the sideways scroll bar under a code block. */
const SCROLL_BAR = 4;

export interface CodeBlockProps {
	readonly code: string;
	readonly language: string;
	readonly order?: number;
}

@Roact.ClassComponent
export class CodeBlock extends Roact.Component<CodeBlockProps, { selected: boolean }> {
	state = { selected: false };
	private readonly box = Roact.createRef<TextBox>();

	private selectAll = () => {
		const box = this.box.getValue();
		if (box === undefined) return;
		box.CaptureFocus();
		box.SelectionStart = 1;
		box.CursorPosition = this.props.code.size() + 1;
		this.setState({ selected: true });
	};

	render() {
		return withTheme((palette) =>
			withTextSizes((sizes) =>
				withTextBounds((measure) => {
					const size = sizes.code;
					const bounds = measure(this.props.code, size, Metrics.fontCode, new Vector2(100000, 100000));
					const width = math.ceil(bounds.X) + 4;
					const height = math.ceil(bounds.Y);
					return (
						<frame
							BackgroundColor3={palette.codeBackground}
							BorderSizePixel={0}
							Size={new UDim2(1, 0, 0, 0)}
							AutomaticSize={Enum.AutomaticSize.Y}
							LayoutOrder={this.props.order ?? 0}
						>
							<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
							<uistroke Color={palette.surfaceBorder} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
							<uipadding
								PaddingLeft={new UDim(0, 8)}
								PaddingRight={new UDim(0, 8)}
								PaddingTop={new UDim(0, 4)}
								PaddingBottom={new UDim(0, 8)}
							/>
							<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 2)} />
							<frame Key="Bar" BackgroundTransparency={1} Size={new UDim2(1, 0, 0, 20)} LayoutOrder={1}>
								<Text
									text={this.props.language !== "" ? this.props.language : "code"}
									color={palette.dimText}
									size={Metrics.smallTextSize}
									truncate
									width={new UDim(1, -170)}
								/>
								<textbutton
									Key="Copy"
									Text={this.state.selected ? "Selected: press Ctrl+C" : "Copy"}
									Font={Metrics.font}
									TextSize={Metrics.smallTextSize}
									TextColor3={palette.link}
									BackgroundTransparency={1}
									AnchorPoint={new Vector2(1, 0)}
									Position={new UDim2(1, 0, 0, 0)}
									Size={new UDim2(0, 0, 0, 18)}
									AutomaticSize={Enum.AutomaticSize.X}
									TextXAlignment={Enum.TextXAlignment.Right}
									Event={{ Activated: this.selectAll }}
								/>
							</frame>
							<scrollingframe
								Key="Scroll"
								BackgroundTransparency={1}
								BorderSizePixel={0}
								Size={new UDim2(1, 0, 0, height + SCROLL_BAR + 2)}
								CanvasSize={new UDim2(0, width, 0, 0)}
								ScrollingDirection={Enum.ScrollingDirection.X}
								ScrollBarThickness={SCROLL_BAR}
								ScrollBarImageColor3={palette.scrollBar}
								HorizontalScrollBarInset={Enum.ScrollBarInset.ScrollBar}
								LayoutOrder={2}
							>
								<textbox
									Key="Code"
									Text={this.props.code}
									TextEditable={false}
									ClearTextOnFocus={false}
									MultiLine={true}
									Font={Metrics.fontCode}
									TextSize={size}
									TextColor3={palette.codeText}
									TextXAlignment={Enum.TextXAlignment.Left}
									TextYAlignment={Enum.TextYAlignment.Top}
									TextWrapped={false}
									BackgroundTransparency={1}
									Size={new UDim2(0, width, 0, height)}
									Ref={this.box}
									Event={{ FocusLost: () => this.setState({ selected: false }) }}
								/>
							</scrollingframe>
						</frame>
					);
				}),
			),
		);
	}
}
