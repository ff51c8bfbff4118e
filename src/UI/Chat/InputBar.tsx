/**
 * The message box: multi-line, Enter sends, Shift+Enter adds a newline; disabled with the
 * reason while no key is set; a Stop button replaces Send while the loop runs.
 *
 * Why Enter is caught from Text: a MultiLine TextBox takes Enter as a newline and Studio
 * gives no "submit" event for it, so a newline typed at the end without Shift held is the
 * send signal. A newline that arrives with other text in one change is a paste (a keystroke
 * adds one character), so pasted text ending in a newline stays in the box to be read.
 * The box grows with its text up to MAX_INPUT_HEIGHT.
 *
 * Why Shift is read from the box's own InputBegan/InputEnded: keys typed in a dock widget do
 * not reach UserInputService (creator-docs UserInputService.yaml: its input events fire only
 * while the client window has focus; GuiObject.yaml: InputBegan fires for keyboard input on
 * the object), so the box's events are the only place a plugin sees them.
 */
import Roact from "@rbxts/roact";
import { Button, inputChrome } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface InputBarProps {
	readonly running: boolean;
	/** Why the box is disabled (e.g. no API key); undefined when enabled. */
	readonly disabledReason?: string;
	readonly onSend: (text: string) => void;
	readonly onStop: () => void;
	/** Focus the box when mounted (the widget just opened). */
	readonly autoFocus?: boolean;
}

interface InputBarState {
	draft: string;
	focused: boolean;
}

export const INPUT_HEIGHT = 56;
export const MAX_INPUT_HEIGHT = 160;

@Roact.ClassComponent
export class InputBar extends Roact.Component<InputBarProps, InputBarState> {
	state = { draft: "", focused: false };
	private readonly box = Roact.createRef<TextBox>();
	private shiftDown = false;

	didMount() {
		if (this.props.autoFocus && this.props.disabledReason === undefined) this.box.getValue()?.CaptureFocus();
	}

	private onKey = (down: boolean) => (_: TextBox, input: InputObject) => {
		if (input.KeyCode === Enum.KeyCode.LeftShift || input.KeyCode === Enum.KeyCode.RightShift)
			this.shiftDown = down;
	};

	private onKeyDown = this.onKey(true);
	private onKeyUp = this.onKey(false);

	/** Focus lost while Shift was held: its release may never reach the box. */
	private onFocusLost = () => {
		this.shiftDown = false;
	};

	private onText = (box: TextBox) => {
		const text = box.Text;
		const previous = this.state.draft;
		if (text === previous) return;
		// Deferred Text events may batch several keystrokes, so look at the end, not the size:
		// a newline now ends the text that did not end with one, or ends what was typed after a
		// Shift+Enter line break (the old text is a prefix of the new).
		const appended = text.size() > previous.size() && text.sub(1, previous.size()) === previous;
		const pasted = appended && text.size() - previous.size() > 1;
		const enterTyped = text.sub(-1) === "\n" && (previous.sub(-1) !== "\n" || appended) && !pasted;
		if (enterTyped && !this.shiftDown) {
			const message = text.sub(1, -2);
			box.Text = message;
			this.submit(message);
			return;
		}
		this.setState({ draft: text });
	};

	private submit(text: string) {
		const trimmed = text.match("^%s*(.-)%s*$")[0] as string;
		if (trimmed === "" || this.props.running || this.props.disabledReason !== undefined) return;
		this.setState({ draft: "" });
		const box = this.box.getValue();
		if (box !== undefined) box.Text = "";
		this.props.onSend(trimmed);
	}

	render() {
		const disabled = this.props.disabledReason !== undefined;
		return withTheme((palette) => (
			<frame BackgroundTransparency={1} Size={new UDim2(1, 0, 0, 0)} AutomaticSize={Enum.AutomaticSize.Y}>
				<textbox
					Key="MessageBox"
					Text={this.state.draft}
					PlaceholderText={this.props.disabledReason ?? "Ask Lux… (Enter sends, Shift+Enter new line)"}
					PlaceholderColor3={palette.dimText}
					TextEditable={!disabled}
					Active={!disabled}
					ClearTextOnFocus={false}
					MultiLine={true}
					TextWrapped={true}
					Font={Metrics.font}
					TextSize={Metrics.textSize}
					TextColor3={palette.text}
					TextXAlignment={Enum.TextXAlignment.Left}
					TextYAlignment={Enum.TextYAlignment.Top}
					ClipsDescendants={true}
					BackgroundColor3={palette.input}
					Size={new UDim2(1, -70, 0, INPUT_HEIGHT)}
					AutomaticSize={Enum.AutomaticSize.Y}
					Ref={this.box}
					Change={{ Text: this.onText }}
					Event={{
						InputBegan: this.onKeyDown,
						InputEnded: this.onKeyUp,
						Focused: () => this.setState({ focused: true }),
						FocusLost: () => {
							this.setState({ focused: false });
							this.onFocusLost();
						},
					}}
				>
					{inputChrome(palette, 4, this.state.focused)}
					<uisizeconstraint
						MinSize={new Vector2(0, INPUT_HEIGHT)}
						MaxSize={new Vector2(math.huge, MAX_INPUT_HEIGHT)}
					/>
				</textbox>
				<frame
					Key="Side"
					BackgroundTransparency={1}
					AnchorPoint={new Vector2(1, 0)}
					Position={new UDim2(1, 0, 0, 0)}
					Size={new UDim2(0, 64, 0, INPUT_HEIGHT)}
				>
					{this.props.running ? (
						<Button Key="Stop" text="Stop" width={64} onClick={this.props.onStop} />
					) : (
						<Button
							Key="Send"
							text="Send"
							primary
							width={64}
							disabled={disabled || this.state.draft.match("%S")[0] === undefined}
							onClick={() => this.submit(this.state.draft)}
						/>
					)}
				</frame>
			</frame>
		));
	}
}
