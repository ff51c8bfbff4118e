/**
 * A Studio-style push button: primary (blue) or secondary, sized to its label, disabled with
 * dimmed text.
 *
 * Why: Approve / Reject / Send / Stop / Save must look and behave alike everywhere.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";

export interface ButtonProps {
	readonly text: string;
	readonly onClick: () => void;
	readonly primary?: boolean;
	readonly disabled?: boolean;
	readonly order?: number;
	/** Fixed width; by default the button fits its label. */
	readonly width?: number;
	readonly name?: string;
}

export function Button(props: ButtonProps) {
	return withTheme((palette) => {
		const primary = props.primary === true && props.disabled !== true;
		return (
			<textbutton
				Text={props.text}
				Font={Metrics.font}
				TextSize={Metrics.textSize}
				TextColor3={
					props.disabled ? palette.buttonDisabledText : primary ? palette.mainButtonText : palette.buttonText
				}
				BackgroundColor3={primary ? palette.mainButton : palette.button}
				AutoButtonColor={props.disabled !== true}
				Active={props.disabled !== true}
				Size={new UDim2(0, props.width ?? 0, 0, Metrics.buttonHeight)}
				AutomaticSize={props.width === undefined ? Enum.AutomaticSize.X : Enum.AutomaticSize.None}
				LayoutOrder={props.order ?? 0}
				Event={{
					Activated: () => {
						if (props.disabled !== true) props.onClick();
					},
				}}
			>
				<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
				<uistroke
					Color={primary ? palette.mainButton : palette.buttonBorder}
					ApplyStrokeMode={Enum.ApplyStrokeMode.Border}
				/>
				<uipadding PaddingLeft={new UDim(0, 12)} PaddingRight={new UDim(0, 12)} />
			</textbutton>
		);
	});
}
