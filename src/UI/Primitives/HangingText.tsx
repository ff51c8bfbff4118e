/**
 * A marker ("•", "3.") and wrapped text whose later lines hang under the text, not under the
 * marker: list items in replies and plan steps.
 *
 * Why: a wrapped step that starts again at the left edge reads as a new step.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTextSizes, withTheme } from "../Theme";
import { SelectableText } from "./SelectableText";

export interface HangingTextProps {
	readonly marker: string;
	readonly text: string;
	readonly color: Color3;
	readonly rich?: boolean;
	/** Nesting depth: each level indents by INDENT. */
	readonly depth?: number;
	/** Width of the marker column (wider for "10."). */
	readonly markerWidth?: number;
	readonly order?: number;
	/** The text can be selected and copied (a reply's list item). */
	readonly selectable?: boolean;
}

const INDENT = 16;

export function HangingText(props: HangingTextProps) {
	const x = (props.depth ?? 0) * INDENT;
	const markerWidth = props.markerWidth ?? 20;
	return withTheme((palette) =>
		withTextSizes((sizes) => (
			<frame
				BackgroundTransparency={1}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={props.order ?? 0}
			>
				<textlabel
					Key="Marker"
					Text={props.marker}
					Font={Metrics.font}
					TextSize={sizes.prose}
					TextColor3={palette.subText}
					TextXAlignment={Enum.TextXAlignment.Right}
					TextYAlignment={Enum.TextYAlignment.Top}
					BackgroundTransparency={1}
					Position={new UDim2(0, x, 0, 0)}
					Size={new UDim2(0, markerWidth - 6, 0, sizes.prose + 2)}
				/>
				{props.selectable ? (
					<SelectableText
						Key="Item"
						text={props.text}
						rich={props.rich}
						color={props.color}
						position={new UDim2(0, x + markerWidth, 0, 0)}
						width={new UDim(1, -(x + markerWidth))}
					/>
				) : (
					<textlabel
						Key="Item"
						Text={props.text}
						RichText={props.rich === true}
						Font={Metrics.font}
						TextSize={sizes.prose}
						TextColor3={props.color}
						TextXAlignment={Enum.TextXAlignment.Left}
						TextYAlignment={Enum.TextYAlignment.Top}
						TextWrapped={true}
						BackgroundTransparency={1}
						Position={new UDim2(0, x + markerWidth, 0, 0)}
						Size={new UDim2(1, -(x + markerWidth), 0, 0)}
						AutomaticSize={Enum.AutomaticSize.Y}
					/>
				)}
			</frame>
		)),
	);
}
