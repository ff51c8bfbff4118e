/**
 * A bordered, rounded, padded column: the frame of every message, card and dialog section.
 *
 * Why: one look for all boxed content, with an optional accent border (errors, warnings,
 * outcomes) so state reads at a glance without extra colours.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";

export interface CardProps {
	readonly order?: number;
	readonly accent?: Color3;
	readonly background?: Color3;
	readonly gap?: number;
	readonly [Roact.Children]?: Roact.Children;
}

export function Card(props: CardProps) {
	return withTheme((palette) => (
		<frame
			BackgroundColor3={props.background ?? palette.surface}
			BorderSizePixel={0}
			Size={new UDim2(1, 0, 0, 0)}
			AutomaticSize={Enum.AutomaticSize.Y}
			LayoutOrder={props.order ?? 0}
		>
			<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
			<uistroke Color={props.accent ?? palette.surfaceBorder} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
			<uipadding
				PaddingLeft={new UDim(0, Metrics.pad)}
				PaddingRight={new UDim(0, Metrics.pad)}
				PaddingTop={new UDim(0, Metrics.pad)}
				PaddingBottom={new UDim(0, Metrics.pad)}
			/>
			<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, props.gap ?? Metrics.gap)} />
			{props[Roact.Children]}
		</frame>
	));
}
