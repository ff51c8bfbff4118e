/**
 * A form field: a small label above its control, with an optional hint below.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";
import { Text } from "./Text";

export interface FieldProps {
	readonly label: string;
	readonly hint?: string;
	readonly hintColor?: Color3;
	readonly order?: number;
	readonly [Roact.Children]?: Roact.Children;
}

export function Field(props: FieldProps) {
	return withTheme((palette) => (
		<frame
			BackgroundTransparency={1}
			Size={new UDim2(1, 0, 0, 0)}
			AutomaticSize={Enum.AutomaticSize.Y}
			LayoutOrder={props.order ?? 0}
		>
			<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 3)} />
			<Text
				Key="Label"
				text={props.label}
				color={palette.subText}
				size={Metrics.smallTextSize + 1}
				bold
				order={0}
			/>
			<frame
				Key="Control"
				BackgroundTransparency={1}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={1}
			>
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 4)} />
				{props[Roact.Children]}
			</frame>
			{props.hint !== undefined ? (
				<Text
					Key="Hint"
					text={props.hint}
					color={props.hintColor ?? palette.dimText}
					size={Metrics.smallTextSize}
					order={2}
				/>
			) : undefined}
		</frame>
	));
}
