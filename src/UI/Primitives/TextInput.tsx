/**
 * A themed TextBox whose border takes the theme's focus colour while it has focus, optionally
 * masked (for the API key) or wrapping long text.
 *
 * Why masked this way: Studio has no password box; the TextBox keeps the real text but draws
 * it transparent, and a label on top shows bullets, so the key is never on screen by default.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";
import { inputChrome } from "./InputChrome";
import { escapeFromFocusLost, keyPressOf, withKeys } from "./KeyScope";

export interface TextInputProps {
	readonly text: string;
	readonly placeholder: string;
	readonly onChange: (text: string) => void;
	readonly onSubmit?: (text: string) => void;
	readonly masked?: boolean;
	readonly order?: number;
	readonly name?: string;
	readonly width?: UDim;
	readonly code?: boolean;
	/** Long text wraps and the box grows, instead of running out of sight (reasons, filters). */
	readonly wrap?: boolean;
	/** Escape in this box (it leaves the box): this instead of the page's handler. */
	readonly onEscape?: () => void;
	/** Take focus when mounted (a form the user just asked for). */
	readonly autoFocus?: boolean;
}

/**
 * Gives a just-mounted box the keys once it is on screen. Roact parents a new tree to its
 * ScreenGui or widget last, so at didMount the box may not be inside one yet; a box that is
 * not shown cannot take focus (TextBox.yaml does not say what CaptureFocus does then).
 */
export function focusWhenShown(ref: Roact.Ref<TextBox>): void {
	task.defer(() => {
		const box = ref.getValue();
		if (box !== undefined && box.FindFirstAncestorWhichIsA("LayerCollector") !== undefined) box.CaptureFocus();
	});
}

@Roact.ClassComponent
export class TextInput extends Roact.Component<TextInputProps, { focused: boolean }> {
	state = { focused: false };
	private readonly box = Roact.createRef<TextBox>();

	didMount() {
		if (this.props.autoFocus) focusWhenShown(this.box);
	}

	render() {
		const props = this.props;
		const masked = props.masked === true && props.text !== "";
		const wrap = props.wrap === true && !masked;
		return withTheme((palette) =>
			withKeys((handle) => (
				<textbox
					Ref={this.box}
					Text={props.text}
					PlaceholderText={props.placeholder}
					PlaceholderColor3={palette.dimText}
					ClearTextOnFocus={false}
					Font={props.code ? Metrics.fontCode : Metrics.font}
					TextSize={props.code ? Metrics.codeTextSize : Metrics.textSize}
					TextColor3={palette.text}
					TextTransparency={masked ? 1 : 0}
					TextXAlignment={Enum.TextXAlignment.Left}
					TextTruncate={wrap ? Enum.TextTruncate.None : Enum.TextTruncate.AtEnd}
					TextWrapped={wrap}
					BackgroundColor3={palette.input}
					Size={new UDim2(props.width ?? new UDim(1, 0), new UDim(0, 26))}
					AutomaticSize={wrap ? Enum.AutomaticSize.Y : Enum.AutomaticSize.None}
					LayoutOrder={props.order ?? 0}
					Change={{ Text: (box) => props.text !== box.Text && props.onChange(box.Text) }}
					Event={{
						Focused: () => this.setState({ focused: true }),
						InputBegan: (_, input) => {
							const press = keyPressOf(input, true);
							if (press !== undefined) handle(press);
						},
						FocusLost: (box, enter, input) => {
							this.setState({ focused: false });
							if (enter) props.onSubmit?.(box.Text);
							const escape = escapeFromFocusLost(input);
							if (escape !== undefined) {
								if (props.onEscape !== undefined) props.onEscape();
								else handle(escape);
							}
						},
					}}
				>
					{inputChrome(palette, wrap ? 5 : 0, this.state.focused)}
					{masked ? (
						<textlabel
							Key="Mask"
							Text={string.rep("•", math.min(props.text.size(), 32))}
							Font={Metrics.font}
							TextSize={Metrics.textSize}
							TextColor3={palette.text}
							TextXAlignment={Enum.TextXAlignment.Left}
							BackgroundTransparency={1}
							Size={UDim2.fromScale(1, 1)}
						/>
					) : undefined}
				</textbox>
			)),
		);
	}
}
