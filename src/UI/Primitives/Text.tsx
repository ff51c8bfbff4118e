/**
 * A themed text label that wraps and grows to its content's height.
 *
 * Why: almost every piece of the panel is wrapped text of a known width and unknown height;
 * one primitive keeps fonts, sizes and colours consistent.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTextSizes } from "../Theme";

export interface TextProps {
	readonly text: string;
	readonly color: Color3;
	readonly rich?: boolean;
	readonly bold?: boolean;
	/** Default: the prose size the user picked (Settings > Text size). */
	readonly size?: number;
	readonly font?: Enum.Font;
	readonly order?: number;
	readonly width?: UDim;
	readonly alignX?: Enum.TextXAlignment;
	/** One line, cut with "…" instead of wrapping. */
	readonly truncate?: boolean;
}

export function Text(props: TextProps) {
	return withTextSizes((sizes) => textLabel(props, props.size ?? sizes.prose));
}

function textLabel(props: TextProps, size: number) {
	const single = props.truncate === true;
	return (
		<textlabel
			Text={props.text}
			RichText={props.rich === true}
			Font={props.font ?? (props.bold ? Metrics.fontBold : Metrics.font)}
			TextSize={size}
			TextColor3={props.color}
			TextWrapped={!single}
			TextTruncate={single ? Enum.TextTruncate.AtEnd : Enum.TextTruncate.None}
			TextXAlignment={props.alignX ?? Enum.TextXAlignment.Left}
			TextYAlignment={Enum.TextYAlignment.Top}
			BackgroundTransparency={1}
			Size={
				single
					? new UDim2(props.width ?? new UDim(1, 0), new UDim(0, size + 4))
					: new UDim2(props.width ?? new UDim(1, 0), new UDim(0, 0))
			}
			AutomaticSize={single ? Enum.AutomaticSize.None : Enum.AutomaticSize.Y}
			LayoutOrder={props.order ?? 0}
		/>
	);
}
