/**
 * The message box's window: grows with the box's text up to MAX_INPUT_HEIGHT, then stops and
 * scrolls, keeping the line with the cursor in view (CursorReveal); it draws the box's border.
 *
 * Why: a TextBox does not scroll its own lines. Capped at the limit itself, the box had drawn
 * the lines below its edge nowhere, so they could be neither read nor edited; the box now
 * grows with all its text inside a ScrollingFrame of its own.
 */
import Roact from "@rbxts/roact";
import { inputChrome } from "../Primitives";
import { Palette, TextBounds, withTextBounds } from "../Theme";
import { revealCursor } from "./CursorReveal";

export const MAX_INPUT_HEIGHT = 160;

/** The box's padding around its text, sideways and above/below. */
const PAD_X = 6;
const PAD_Y = 4;

/** What the window needs wired into its box. */
export interface BoxWiring {
	/** The box's text inset (a child of the box). */
	readonly padding?: Roact.Element;
	/** For the box's CursorPosition change. */
	readonly onCursor: () => void;
	/** For the box's AbsoluteSize change: the window follows its height. */
	readonly onSize: (box: TextBox) => void;
}

export interface MessageWindowProps {
	readonly box: Roact.Ref<TextBox>;
	/** The box, given what it must wire for the window. */
	readonly render: (wiring: BoxWiring) => Roact.Element;
	readonly width: UDim;
	/** The height of the empty box. */
	readonly least: number;
	readonly focused: boolean;
	readonly palette: Palette;
}

@Roact.ClassComponent
export class MessageWindow extends Roact.Component<MessageWindowProps, { textHeight: number }> {
	state = { textHeight: 0 };
	private readonly scroller = Roact.createRef<ScrollingFrame>();
	private measure?: TextBounds;

	didUpdate() {
		this.reveal();
	}

	/** The cursor's line into view (after a keystroke, a paste, a recall, a resize). */
	private reveal = () => {
		const [box, scroller] = [this.props.box.getValue(), this.scroller.getValue()];
		if (box !== undefined && scroller !== undefined && this.measure !== undefined)
			revealCursor(box, scroller, this.measure, PAD_X, PAD_Y);
	};

	private onSize = (box: TextBox) => {
		if (box.AbsoluteSize.Y !== this.state.textHeight) this.setState({ textHeight: box.AbsoluteSize.Y });
	};

	render() {
		const { least, palette } = this.props;
		const chrome = inputChrome(palette, PAD_Y, this.props.focused);
		const shown = math.clamp(this.state.textHeight, least, math.max(least, MAX_INPUT_HEIGHT));
		return withTextBounds((measure) => {
			this.measure = measure;
			return (
				<scrollingframe
					BackgroundColor3={palette.input}
					BorderSizePixel={0}
					Size={new UDim2(this.props.width, new UDim(0, shown))}
					CanvasSize={new UDim2(0, 0, 0, math.max(this.state.textHeight, least))}
					ScrollingDirection={Enum.ScrollingDirection.Y}
					VerticalScrollBarInset={Enum.ScrollBarInset.ScrollBar}
					ScrollBarThickness={6}
					ScrollBarImageColor3={palette.dimText}
					Ref={this.scroller}
					Change={{ AbsoluteSize: this.reveal }}
				>
					{chrome.get("Corner")}
					{chrome.get("Stroke")}
					{this.props.render({ padding: chrome.get("Padding"), onCursor: this.reveal, onSize: this.onSize })}
				</scrollingframe>
			);
		});
	}
}
