/**
 * The panel's title bar: the name, New chat and Settings.
 */
import Roact from "@rbxts/roact";
import { Button, Stack } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface HeaderProps {
	readonly onNewChat: () => void;
	readonly onSettings: () => void;
	readonly busy: boolean;
}

export const HEADER_HEIGHT = 34;

export function Header(props: HeaderProps) {
	return withTheme((palette) => (
		<frame BackgroundColor3={palette.header} BorderSizePixel={0} Size={new UDim2(1, 0, 0, HEADER_HEIGHT)}>
			<textlabel
				Key="Title"
				Text="Lux"
				Font={Metrics.fontBold}
				TextSize={Metrics.titleTextSize}
				TextColor3={palette.text}
				TextXAlignment={Enum.TextXAlignment.Left}
				BackgroundTransparency={1}
				Position={new UDim2(0, Metrics.pad + 2, 0, 0)}
				Size={new UDim2(0, 60, 1, 0)}
			/>
			<frame
				Key="Buttons"
				BackgroundTransparency={1}
				AnchorPoint={new Vector2(1, 0.5)}
				Position={new UDim2(1, -Metrics.pad, 0.5, 0)}
				Size={new UDim2(0, 0, 0, Metrics.buttonHeight)}
				AutomaticSize={Enum.AutomaticSize.X}
			>
				<Stack Key="Row" direction="row">
					<Button Key="New" text="New chat" order={1} disabled={props.busy} onClick={props.onNewChat} />
					<Button Key="Settings" text="Settings" order={2} onClick={props.onSettings} />
				</Stack>
			</frame>
			<frame
				Key="Rule"
				BackgroundColor3={palette.surfaceBorder}
				BorderSizePixel={0}
				Position={new UDim2(0, 0, 1, -1)}
				Size={new UDim2(1, 0, 0, 1)}
			/>
		</frame>
	));
}
