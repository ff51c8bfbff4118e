/**
 * A one-line, read-only box holding text the user needs elsewhere (an address to open in a
 * browser): it looks like a field, clicking it selects the whole text for Ctrl+C, and typing
 * cannot change it.
 *
 * Why: a plugin cannot open the user's browser, so the panel hands over the address itself. A
 * TextLabel cannot be selected; a TextBox with TextEditable off can be selected and copied
 * (creator-docs TextBox.yaml: TextEditable, SelectionStart, CursorPosition).
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";
import { inputChrome } from "./InputChrome";

export interface CopyableTextProps {
	readonly text: string;
	readonly order?: number;
}

@Roact.ClassComponent
export class CopyableText extends Roact.Component<CopyableTextProps, { focused: boolean }> {
	state = { focused: false };

	render() {
		const props = this.props;
		return withTheme((palette) => (
			<textbox
				Text={props.text}
				TextEditable={false}
				ClearTextOnFocus={false}
				Font={Metrics.fontCode}
				TextSize={Metrics.codeTextSize}
				TextColor3={palette.text}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextTruncate={Enum.TextTruncate.None}
				BackgroundColor3={palette.input}
				Size={new UDim2(1, 0, 0, 26)}
				LayoutOrder={props.order ?? 0}
				Event={{
					Focused: (box) => {
						// The whole text selected: one Ctrl+C copies it.
						box.SelectionStart = 1;
						box.CursorPosition = box.Text.size() + 1;
						this.setState({ focused: true });
					},
					FocusLost: () => this.setState({ focused: false }),
				}}
			>
				{inputChrome(palette, 0, this.state.focused)}
			</textbox>
		));
	}
}
