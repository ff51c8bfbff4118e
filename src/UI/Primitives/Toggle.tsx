/**
 * A labelled checkbox row, Studio style: a small bordered box with a check, the label after
 * (wrapping under itself in a narrow panel, never cut).
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";

export interface ToggleProps {
	readonly label: string;
	readonly checked: boolean;
	readonly onToggle: (checked: boolean) => void;
	readonly order?: number;
}

export function Toggle(props: ToggleProps) {
	return withTheme((palette) => (
		<textbutton
			Text=""
			BackgroundTransparency={1}
			Size={new UDim2(1, 0, 0, 20)}
			AutomaticSize={Enum.AutomaticSize.Y}
			LayoutOrder={props.order ?? 0}
			Event={{ Activated: () => props.onToggle(!props.checked) }}
		>
			<textlabel
				Key="Box"
				Text={props.checked ? "✓" : ""}
				Font={Metrics.fontBold}
				TextSize={13}
				TextColor3={palette.mainButtonText}
				BackgroundColor3={props.checked ? palette.mainButton : palette.input}
				Position={new UDim2(0, 0, 0, 3)}
				Size={new UDim2(0, 14, 0, 14)}
			>
				<uicorner CornerRadius={new UDim(0, 3)} />
				<uistroke
					Color={props.checked ? palette.mainButton : palette.inputBorder}
					ApplyStrokeMode={Enum.ApplyStrokeMode.Border}
				/>
			</textlabel>
			<textlabel
				Key="Label"
				Text={props.label}
				Font={Metrics.font}
				TextSize={Metrics.textSize}
				TextColor3={palette.text}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextYAlignment={Enum.TextYAlignment.Top}
				TextWrapped={true}
				BackgroundTransparency={1}
				Position={new UDim2(0, 22, 0, 2)}
				Size={new UDim2(1, -22, 0, 16)}
				AutomaticSize={Enum.AutomaticSize.Y}
			/>
		</textbutton>
	));
}
