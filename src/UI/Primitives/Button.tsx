/**
 * A Studio-style push button: primary (blue) or secondary, sized to its label, disabled with
 * dimmed text, the theme's hover colour under the mouse, and the keys that also press it
 * named after its label.
 *
 * Why: Approve / Reject / Send / Stop / Save must look and behave alike everywhere.
 * Why hover is drawn by hand (MouseEnter / MouseLeave, creator-docs GuiObject.yaml) and not by
 * AutoButtonColor: Studio's theme has its own hover shade (StudioStyleGuideModifier.Hover);
 * AutoButtonColor darkens by a fixed amount, which on the dark theme reads as pressed.
 * Why the keys sit in a label of their own: the button's Text stays the action's name.
 */
import Roact from "@rbxts/roact";
import { TextService } from "@rbxts/services";
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
	/** The keys that do the same ("Ctrl+Enter"), drawn small after the label. */
	readonly shortcut?: string;
}

const PAD = 12;
const SHORTCUT_GAP = 6;

function shortcutWidth(shortcut: string): number {
	const size = TextService.GetTextSize(shortcut, Metrics.smallTextSize, Metrics.font, new Vector2(1000, 100));
	return math.ceil(size.X);
}

@Roact.ClassComponent
export class Button extends Roact.Component<ButtonProps, { hovered: boolean }> {
	state = { hovered: false };

	render() {
		const props = this.props;
		const shortcut = props.shortcut;
		const extra = shortcut !== undefined ? SHORTCUT_GAP + shortcutWidth(shortcut) : 0;
		return withTheme((palette) => {
			const enabled = props.disabled !== true;
			const primary = props.primary === true && enabled;
			const hovered = this.state.hovered && enabled;
			const textColour = !enabled
				? palette.buttonDisabledText
				: primary
					? palette.mainButtonText
					: palette.buttonText;
			const fill = primary
				? hovered
					? palette.mainButtonHover
					: palette.mainButton
				: hovered
					? palette.buttonHover
					: palette.button;
			return (
				<textbutton
					Text={props.text}
					Font={Metrics.font}
					TextSize={Metrics.textSize}
					TextColor3={textColour}
					BackgroundColor3={fill}
					AutoButtonColor={false}
					Active={enabled}
					Size={new UDim2(0, props.width ?? 0, 0, Metrics.buttonHeight)}
					AutomaticSize={props.width === undefined ? Enum.AutomaticSize.X : Enum.AutomaticSize.None}
					LayoutOrder={props.order ?? 0}
					Event={{
						Activated: () => {
							if (props.disabled !== true) props.onClick();
						},
						MouseEnter: () => this.setState({ hovered: true }),
						MouseLeave: () => this.setState({ hovered: false }),
					}}
				>
					<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
					<uistroke
						Color={primary ? fill : hovered ? palette.inputBorderFocused : palette.buttonBorder}
						ApplyStrokeMode={Enum.ApplyStrokeMode.Border}
					/>
					<uipadding PaddingLeft={new UDim(0, PAD)} PaddingRight={new UDim(0, PAD + extra)} />
					{shortcut !== undefined ? (
						<textlabel
							Key="Shortcut"
							Text={shortcut}
							Font={Metrics.font}
							TextSize={Metrics.smallTextSize}
							TextColor3={textColour}
							BackgroundTransparency={1}
							Position={new UDim2(1, SHORTCUT_GAP, 0, 0)}
							Size={new UDim2(0, extra - SHORTCUT_GAP, 1, 0)}
						/>
					) : undefined}
				</textbutton>
			);
		});
	}
}
