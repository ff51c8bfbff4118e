/**
 * A themed TextBox with a border that lights up on focus, optionally masked (for the API key).
 *
 * Why masked this way: Studio has no password box; the TextBox keeps the real text but draws
 * it transparent, and a label on top shows bullets, so the key is never on screen by default.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";
import { inputChrome } from "./InputChrome";

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
}

export function TextInput(props: TextInputProps) {
	const masked = props.masked === true && props.text !== "";
	return withTheme((palette) => (
		<textbox
			Text={props.text}
			PlaceholderText={props.placeholder}
			PlaceholderColor3={palette.dimText}
			ClearTextOnFocus={false}
			Font={props.code ? Metrics.fontCode : Metrics.font}
			TextSize={props.code ? Metrics.codeTextSize : Metrics.textSize}
			TextColor3={palette.text}
			TextTransparency={masked ? 1 : 0}
			TextXAlignment={Enum.TextXAlignment.Left}
			TextTruncate={Enum.TextTruncate.AtEnd}
			BackgroundColor3={palette.input}
			Size={new UDim2(props.width ?? new UDim(1, 0), new UDim(0, 26))}
			LayoutOrder={props.order ?? 0}
			Change={{ Text: (box) => props.text !== box.Text && props.onChange(box.Text) }}
			Event={{ FocusLost: (box, enter) => enter && props.onSubmit?.(box.Text) }}
		>
			{inputChrome(palette)}
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
	));
}
