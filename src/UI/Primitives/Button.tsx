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
import { Metrics, TextBounds, withTextBounds, withTheme } from "../Theme";

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
	/** A long label: the button takes the row's whole width and wraps its text (narrow widgets). */
	readonly fill?: boolean;
}

const PAD = 12;
const SHORTCUT_GAP = 6;

function textWidth(bounds: TextBounds, text: string, size: number): number {
	return math.ceil(bounds(text, size, Metrics.font, new Vector2(10000, 100)).X);
}

@Roact.ClassComponent
export class Button extends Roact.Component<ButtonProps, { hovered: boolean }> {
	state = { hovered: false };

	render() {
		return withTextBounds((bounds) => this.renderMeasured(bounds));
	}

	private renderMeasured(bounds: TextBounds) {
		const props = this.props;
		const shortcut = props.shortcut;
		const extra = shortcut !== undefined ? SHORTCUT_GAP + textWidth(bounds, shortcut, Metrics.smallTextSize) : 0;
		// With its keys the button is measured, not AutomaticSize'd: the keys' label sits in the
		// right padding, and automatic sizing would count that child as content too.
		const width =
			props.width ??
			(shortcut !== undefined ? 2 * PAD + textWidth(bounds, props.text, Metrics.textSize) + extra : undefined);
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
					Size={
						props.fill
							? new UDim2(1, 0, 0, Metrics.buttonHeight)
							: new UDim2(0, width ?? 0, 0, Metrics.buttonHeight)
					}
					AutomaticSize={
						props.fill
							? Enum.AutomaticSize.Y
							: width === undefined
								? Enum.AutomaticSize.X
								: Enum.AutomaticSize.None
					}
					TextWrapped={props.fill === true}
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
					<uipadding
						PaddingLeft={new UDim(0, PAD)}
						PaddingRight={new UDim(0, PAD + extra)}
						PaddingTop={new UDim(0, props.fill ? 3 : 0)}
						PaddingBottom={new UDim(0, props.fill ? 3 : 0)}
					/>
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
