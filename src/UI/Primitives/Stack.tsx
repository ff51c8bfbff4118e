/**
 * A horizontal (or vertical) auto-sized stack with a gap: the layout glue of the panel.
 *
 * Why: every card is "a column of rows"; UIListLayout boilerplate in each would bury the
 * structure.
 */
import Roact from "@rbxts/roact";
import { Metrics } from "../Theme";

export interface StackProps {
	readonly direction?: "row" | "column";
	readonly gap?: number;
	readonly order?: number;
	readonly padding?: number;
	readonly alignX?: Enum.HorizontalAlignment;
	readonly background?: Color3;
	readonly radius?: number;
	readonly border?: Color3;
	readonly name?: string;
	readonly width?: UDim;
	/** A row that moves what does not fit onto the next line (full width, UIListLayout.Wraps). */
	readonly wrap?: boolean;
	readonly [Roact.Children]?: Roact.Children;
}

export function Stack(props: StackProps) {
	const row = props.direction === "row";
	const wrap = row && props.wrap === true;
	const pad = new UDim(0, props.padding ?? 0);
	const width = props.width ?? (wrap ? new UDim(1, 0) : undefined);
	return (
		<frame
			BackgroundTransparency={props.background !== undefined ? 0 : 1}
			BackgroundColor3={props.background}
			BorderSizePixel={0}
			Size={new UDim2(width ?? new UDim(row ? 0 : 1, 0), new UDim(0, 0))}
			AutomaticSize={width === undefined && row ? Enum.AutomaticSize.XY : Enum.AutomaticSize.Y}
			LayoutOrder={props.order ?? 0}
		>
			<uilistlayout
				FillDirection={row ? Enum.FillDirection.Horizontal : Enum.FillDirection.Vertical}
				Padding={new UDim(0, props.gap ?? Metrics.gap)}
				SortOrder={Enum.SortOrder.LayoutOrder}
				HorizontalAlignment={props.alignX ?? Enum.HorizontalAlignment.Left}
				VerticalAlignment={Enum.VerticalAlignment.Center}
				Wraps={wrap}
			/>
			{props.padding !== undefined ? (
				<uipadding PaddingLeft={pad} PaddingRight={pad} PaddingTop={pad} PaddingBottom={pad} />
			) : undefined}
			{props.radius !== undefined ? <uicorner CornerRadius={new UDim(0, props.radius)} /> : undefined}
			{props.border !== undefined ? (
				<uistroke Color={props.border} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
			) : undefined}
			{props[Roact.Children]}
		</frame>
	);
}
