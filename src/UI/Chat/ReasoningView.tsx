/**
 * The model's reasoning for one answer, collapsed behind a "Thinking" button.
 *
 * Why collapsed: reasoning models send their thinking beside the answer; it helps when an
 * answer surprises, but it is not the answer and must not read like one, so it stays out of
 * the way until asked for and is drawn in the dim colour.
 */
import Roact from "@rbxts/roact";
import { Button, Text } from "../Primitives";
import { withTheme } from "../Theme";

export interface ReasoningViewProps {
	readonly text: string;
	readonly order?: number;
}

@Roact.ClassComponent
export class ReasoningView extends Roact.Component<ReasoningViewProps, { open: boolean }> {
	state = { open: false };

	render() {
		const words = this.props.text
			.split(" ")
			.filter((w) => w !== "")
			.size();
		return withTheme((palette) => (
			<frame
				BackgroundTransparency={1}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={this.props.order ?? 0}
			>
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 2)} />
				<Button
					Key="Toggle"
					text={this.state.open ? "Hide thinking" : `Thinking (${words} words)`}
					order={1}
					onClick={() => this.setState({ open: !this.state.open })}
				/>
				{this.state.open ? (
					<Text Key="Reasoning" text={this.props.text} color={palette.dimText} order={2} />
				) : undefined}
			</frame>
		));
	}
}
