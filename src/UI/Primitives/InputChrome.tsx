/**
 * The border, rounded corners and inner padding every text box in the panel has, as the
 * children to put inside a `textbox`.
 *
 * Why a helper and not a component: the chrome must be children of the TextBox itself
 * (UICorner, UIStroke and UIPadding act on their parent), while each box keeps its own
 * props (single-line field, message box, note editor).
 */
import Roact from "@rbxts/roact";
import { Metrics, Palette } from "../Theme";

/** `padY`: top and bottom padding, for multi-line boxes; `focused`: the theme's focus border. */
export function inputChrome(palette: Palette, padY = 0, focused = false): Map<string, Roact.Element> {
	return new Map<string, Roact.Element>([
		["Corner", <uicorner CornerRadius={new UDim(0, Metrics.radius)} />],
		[
			"Stroke",
			<uistroke
				Color={focused ? palette.inputBorderFocused : palette.inputBorder}
				Thickness={focused ? 2 : 1}
				ApplyStrokeMode={Enum.ApplyStrokeMode.Border}
			/>,
		],
		[
			"Padding",
			<uipadding
				PaddingLeft={new UDim(0, 6)}
				PaddingRight={new UDim(0, 6)}
				PaddingTop={new UDim(0, padY)}
				PaddingBottom={new UDim(0, padY)}
			/>,
		],
	]);
}
