/**
 * The panel's title bar: the model Lux is using (the dock already says "Lux"), New chat and
 * Settings.
 */
import Roact from "@rbxts/roact";
import { Button, Stack } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface HeaderProps {
	/** The model id ("anthropic/claude-sonnet-4"); shown without its vendor prefix. */
	readonly model: string;
	readonly onNewChat: () => void;
	readonly onSettings: () => void;
	readonly busy: boolean;
}

export const HEADER_HEIGHT = 34;
/** Room the two buttons take at the right. */
const BUTTONS_WIDTH = 176;

/** "claude-sonnet-4" from "anthropic/claude-sonnet-4". */
export function modelShortName(model: string): string {
	const [tail] = model.match("([^/]+)$");
	return (tail as string | undefined) ?? model;
}

export function Header(props: HeaderProps) {
	return withTheme((palette) => (
		<frame BackgroundColor3={palette.header} BorderSizePixel={0} Size={new UDim2(1, 0, 0, HEADER_HEIGHT)}>
			<textlabel
				Key="Model"
				Text={modelShortName(props.model)}
				Font={Metrics.font}
				TextSize={Metrics.smallTextSize}
				TextColor3={palette.subText}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextWrapped={true}
				BackgroundTransparency={1}
				Position={new UDim2(0, Metrics.pad + 2, 0, 0)}
				Size={new UDim2(1, -(BUTTONS_WIDTH + Metrics.pad * 2), 1, 0)}
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
