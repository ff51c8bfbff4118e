/**
 * The panel's title bar: the model Lux is using (the dock already says "Lux"), Chats (this
 * place's conversations), New chat and Settings.
 *
 * Why the model name can hide: at the dock's narrow widths the three buttons leave it too
 * little room to be read; it is left out there (the empty chat and Settings still name it)
 * rather than drawn cut.
 */
import Roact from "@rbxts/roact";
import { Button, Stack } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface HeaderProps {
	/** The model id ("anthropic/claude-sonnet-4"); shown without its vendor prefix. */
	readonly model: string;
	readonly onNewChat: () => void;
	/** Opens the Conversations page. */
	readonly onChats: () => void;
	readonly onSettings: () => void;
	readonly busy: boolean;
}

export const HEADER_HEIGHT = 34;
/** Room the three buttons take at the right. */
const BUTTONS_WIDTH = 236;
/** Narrower than this, the model name is left out. */
const MIN_MODEL_WIDTH = 90;

/** "claude-sonnet-4" from "anthropic/claude-sonnet-4". */
export function modelShortName(model: string): string {
	const [tail] = model.match("([^/]+)$");
	return (tail as string | undefined) ?? model;
}

@Roact.ClassComponent
export class Header extends Roact.Component<HeaderProps, { width: number }> {
	state = { width: 0 };

	render() {
		const props = this.props;
		const showModel = this.state.width - (BUTTONS_WIDTH + Metrics.pad * 2) >= MIN_MODEL_WIDTH;
		return withTheme((palette) => (
			<frame
				BackgroundColor3={palette.header}
				BorderSizePixel={0}
				Size={new UDim2(1, 0, 0, HEADER_HEIGHT)}
				Change={{
					AbsoluteSize: (frame) => {
						if (frame.AbsoluteSize.X !== this.state.width) this.setState({ width: frame.AbsoluteSize.X });
					},
				}}
			>
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
					Visible={showModel}
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
						<Button Key="Chats" text="Chats" order={0} onClick={props.onChats} />
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
}
