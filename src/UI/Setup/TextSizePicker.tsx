/**
 * Settings > Text size: Small, Normal or Large, for prose and code in the panel. The choice
 * shown in the main colour is the one in effect after Save.
 *
 * Why three steps and not a number: the sizes are chosen so every label still fits the
 * widget's narrowest width (PanelReadability checks each at 280 px).
 */
import Roact from "@rbxts/roact";
import { Button, Field, Stack } from "../Primitives";
import { TEXT_SIZE_CHOICES, TextSizeChoice } from "../Theme";

const LABELS: { readonly [K in TextSizeChoice]: string } = { small: "Small", normal: "Normal", large: "Large" };

export interface TextSizePickerProps {
	readonly value: TextSizeChoice;
	readonly onPick: (choice: TextSizeChoice) => void;
	readonly order?: number;
}

export function TextSizePicker(props: TextSizePickerProps) {
	const buttons = new Map<string, Roact.Element>();
	TEXT_SIZE_CHOICES.forEach((choice, i) =>
		buttons.set(
			LABELS[choice],
			<Button
				text={LABELS[choice]}
				primary={props.value === choice}
				order={i + 1}
				onClick={() => props.onPick(choice)}
			/>,
		),
	);
	return (
		<Field label="Text size" order={props.order} hint="Messages, cards and code in the panel.">
			<Stack Key="Row" direction="row" wrap order={1}>
				{buttons}
			</Stack>
		</Field>
	);
}
