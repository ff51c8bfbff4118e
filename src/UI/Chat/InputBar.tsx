/**
 * The message box: multi-line, Enter sends, Shift+Enter adds a newline; disabled with the
 * reason while no key is set; a Stop button replaces Send while the loop runs.
 *
 * Why Enter is caught from Text: a MultiLine TextBox takes Enter as a newline and Studio
 * gives no "submit" event for it, so a newline typed at the end without Shift held is the
 * send signal. A newline that arrives with other text in one change is a paste (a keystroke
 * adds one character), so pasted text ending in a newline stays in the box to be read.
 * The box grows with all its text inside its MessageWindow, which stops growing at
 * MAX_INPUT_HEIGHT and scrolls to the cursor's line.
 *
 * Why Shift is read from the box's own InputBegan/InputEnded: keys typed in a dock widget do
 * not reach UserInputService (creator-docs UserInputService.yaml: its input events fire only
 * while the client window has focus; GuiObject.yaml: InputBegan fires for keyboard input on
 * the object), so the box's events are the only place a plugin sees them. Other keys go to
 * the page's KeyScope (Ctrl+Enter approves, Escape stops: UI/Panel/ChatPage); while a change
 * waits, a Ctrl+Enter's newline is the shortcut's, never a send (otherwise it sends, as Enter).
 *
 * Prompt recall: Up in an empty box, or in one still holding a recalled prompt, brings back
 * the prompt before it; Down goes forward, past the newest to an empty box. An edited draft
 * is never replaced (Up then moves the cursor as usual).
 */
import Roact from "@rbxts/roact";
import { trimText } from "Shared/TextLines";
import { Button, escapeFromFocusLost, focusWhenShown, KeyHandler, keyPressOf, withKeys } from "../Primitives";
import { Metrics, Palette, withTextSizes, withTheme } from "../Theme";
import { BoxWiring, MessageWindow } from "./MessageWindow";

export interface InputBarProps {
	readonly running: boolean;
	/** Why the box is disabled (e.g. no API key); undefined when enabled. */
	readonly disabledReason?: string;
	readonly onSend: (text: string) => void;
	readonly onStop: () => void;
	/** Focus the box when mounted (the widget just opened). */
	readonly autoFocus?: boolean;
	/** Earlier prompts of this place, oldest first, for Up/Down recall. */
	readonly history?: ReadonlyArray<string>;
	/** Ctrl+Enter is a shortcut now (a change waits for approval): its newline never sends. */
	readonly ctrlEnterTaken?: boolean;
}

interface InputBarState {
	draft: string;
	focused: boolean;
	/** Index into history of the prompt shown, while the draft is that recalled prompt. */
	recalled?: number;
}

/** The key the Stop button names (Escape, read by ChatPage's KeyScope). */
export const STOP_KEYS = "Esc";

/** The Send / Stop column: wide enough for "Stop" and its key. */
const SIDE_WIDTH = 84;

export const INPUT_HEIGHT = 56;
export { MAX_INPUT_HEIGHT } from "./MessageWindow";

/** The box's height when empty: at least three lines of the placeholder at the prose size. */
function minHeight(prose: number): number {
	return math.max(INPUT_HEIGHT, prose * 3 + 8);
}

@Roact.ClassComponent
export class InputBar extends Roact.Component<InputBarProps, InputBarState> {
	state: InputBarState = { draft: "", focused: false };
	private readonly box = Roact.createRef<TextBox>();
	private shiftDown = false;
	private ctrlDown = false;

	didMount() {
		if (this.props.autoFocus && this.props.disabledReason === undefined) focusWhenShown(this.box);
	}

	private onKey = (down: boolean, handle?: KeyHandler) => (_: TextBox, input: InputObject) => {
		const key = input.KeyCode;
		if (key === Enum.KeyCode.LeftShift || key === Enum.KeyCode.RightShift) this.shiftDown = down;
		if (key === Enum.KeyCode.LeftControl || key === Enum.KeyCode.RightControl) this.ctrlDown = down;
		if (!down || handle === undefined) return;
		const press = keyPressOf(input, true);
		if (press === undefined) return;
		if (
			(key === Enum.KeyCode.Up || key === Enum.KeyCode.Down) &&
			!press.shift &&
			this.recall(key === Enum.KeyCode.Up)
		)
			return;
		handle(press);
	};

	private onKeyUp = this.onKey(false);

	/** Focus lost while Shift or Ctrl was held: their release may never reach the box. */
	private onFocusLost = (input: InputObject | undefined, handle: KeyHandler) => {
		this.shiftDown = false;
		this.ctrlDown = false;
		const escape = escapeFromFocusLost(input);
		if (escape !== undefined) handle(escape);
	};

	/** Up (back) / Down (forward) through earlier prompts; false when the draft is the user's own. */
	private recall(back: boolean): boolean {
		const history = this.props.history ?? [];
		const { draft, recalled } = this.state;
		const unchanged = recalled !== undefined ? draft === history[recalled] : draft === "";
		if (!unchanged || history.size() === 0) return false;
		let index: number | undefined;
		if (back) index = math.max(0, (recalled ?? history.size()) - 1);
		else if (recalled === undefined) return false;
		else index = recalled + 1 < history.size() ? recalled + 1 : undefined;
		const text = index !== undefined ? history[index] : "";
		this.setState({ draft: text, recalled: index ?? Roact.None });
		const box = this.box.getValue();
		if (box !== undefined) {
			box.Text = text;
			box.CursorPosition = text.size() + 1;
		}
		return true;
	}

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
		if (enterTyped && this.ctrlDown && this.props.ctrlEnterTaken) {
			// Ctrl+Enter is a shortcut (approve), read from InputBegan; its newline is dropped.
			box.Text = text.sub(1, -2);
			return;
		}
		if (enterTyped && !this.shiftDown) {
			const message = text.sub(1, -2);
			box.Text = message;
			this.submit(message);
			return;
		}
		// A recalled prompt stays "recalled" only while it is unchanged.
		const recalled = this.state.recalled;
		const history = this.props.history ?? [];
		this.setState({
			draft: text,
			recalled: recalled !== undefined && history[recalled] === text ? recalled : Roact.None,
		});
	};

	/** A blank box stays as it is; otherwise the text goes (trimmed as the Conversation keeps it) and the box clears. */
	private submit(text: string) {
		const trimmed = trimText(text);
		if (trimmed === "" || this.props.running || this.props.disabledReason !== undefined) return;
		this.setState({ draft: "", recalled: Roact.None });
		const box = this.box.getValue();
		if (box !== undefined) box.Text = "";
		this.props.onSend(trimmed);
	}

	render() {
		const disabled = this.props.disabledReason !== undefined;
		return withTheme((palette) =>
			withKeys((handle) =>
				withTextSizes((sizes) => (
					<frame BackgroundTransparency={1} Size={new UDim2(1, 0, 0, 0)} AutomaticSize={Enum.AutomaticSize.Y}>
						<MessageWindow
							Key="MessageWindow"
							box={this.box}
							width={new UDim(1, -(SIDE_WIDTH + 6))}
							least={minHeight(sizes.prose)}
							focused={this.state.focused}
							palette={palette}
							render={(wiring) => this.renderBox(palette, handle, sizes.prose, disabled, wiring)}
						/>
						{this.renderSide(disabled)}
					</frame>
				)),
			),
		);
	}

	private renderBox(palette: Palette, handle: KeyHandler, prose: number, disabled: boolean, wiring: BoxWiring) {
		return (
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
				TextSize={prose}
				TextColor3={palette.text}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextYAlignment={Enum.TextYAlignment.Top}
				BackgroundTransparency={1}
				Size={new UDim2(1, 0, 0, minHeight(prose))}
				AutomaticSize={Enum.AutomaticSize.Y}
				Ref={this.box}
				Change={{ Text: this.onText, CursorPosition: wiring.onCursor, AbsoluteSize: wiring.onSize }}
				Event={{
					InputBegan: this.onKey(true, handle),
					InputEnded: this.onKeyUp,
					Focused: () => this.setState({ focused: true }),
					FocusLost: (_, _enter, input) => {
						this.setState({ focused: false });
						this.onFocusLost(input, handle);
					},
				}}
			>
				{wiring.padding}
			</textbox>
		);
	}
	private renderSide(disabled: boolean) {
		return (
			<frame
				Key="Side"
				BackgroundTransparency={1}
				AnchorPoint={new Vector2(1, 0)}
				Position={new UDim2(1, 0, 0, 0)}
				Size={new UDim2(0, SIDE_WIDTH, 0, INPUT_HEIGHT)}
			>
				{this.props.running ? (
					<Button Key="Stop" text="Stop" shortcut={STOP_KEYS} onClick={this.props.onStop} />
				) : (
					<Button
						Key="Send"
						text="Send"
						primary
						width={SIDE_WIDTH}
						disabled={disabled || this.state.draft.match("%S")[0] === undefined}
						onClick={() => this.submit(this.state.draft)}
					/>
				)}
			</frame>
		);
	}
}
