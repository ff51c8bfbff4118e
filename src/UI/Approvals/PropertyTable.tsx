/**
 * The properties a change sets: each name, then its old value (deletion colours) beside its
 * new value (addition colours), wrapping instead of cutting, with a swatch for colours.
 *
 * Why wrap: a real value is long ("Color3(91, 93, 105)", a CFrame's twelve numbers); a
 * fixed 30/35/35 grid at 280 px cut exactly the part that differed.
 */
import Roact from "@rbxts/roact";
import { PropertyRow } from "../Store";
import { Metrics, Palette, swatchColour, withTheme } from "../Theme";

export interface PropertyTableProps {
	readonly rows: ReadonlyArray<PropertyRow>;
	readonly order?: number;
}

const SWATCH = 12;

function valueCell(palette: Palette, name: string, text: string, colour: Color3, bg: Color3, x: number) {
	const swatch = swatchColour(text);
	const left = swatch !== undefined ? SWATCH + 10 : 6;
	return (
		<frame
			Key={name}
			BackgroundColor3={bg}
			BorderSizePixel={0}
			Position={new UDim2(x, x > 0 ? 1 : 0, 0, 0)}
			Size={new UDim2(0.5, -1, 0, 0)}
			AutomaticSize={Enum.AutomaticSize.Y}
		>
			{swatch !== undefined ? (
				<frame
					Key="Swatch"
					BackgroundColor3={swatch}
					BorderSizePixel={0}
					Position={new UDim2(0, 6, 0, 4)}
					Size={new UDim2(0, SWATCH, 0, SWATCH)}
				>
					<uistroke Color={palette.surfaceBorder} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
				</frame>
			) : undefined}
			<textlabel
				Key="Value"
				Text={text}
				Font={Metrics.font}
				TextSize={Metrics.smallTextSize + 1}
				TextColor3={colour}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextYAlignment={Enum.TextYAlignment.Top}
				TextWrapped={true}
				BackgroundTransparency={1}
				Position={new UDim2(0, left, 0, 2)}
				Size={new UDim2(1, -(left + 4), 0, 16)}
				AutomaticSize={Enum.AutomaticSize.Y}
			/>
		</frame>
	);
}

export function PropertyTable(props: PropertyTableProps) {
	return withTheme((palette) => {
		const rows = new Map<string, Roact.Element>();
		props.rows.forEach((row, i) => {
			rows.set(
				`Name${i}`,
				<textlabel
					Text={row.name}
					Font={Metrics.fontBold}
					TextSize={Metrics.smallTextSize + 1}
					TextColor3={palette.text}
					TextXAlignment={Enum.TextXAlignment.Left}
					TextWrapped={true}
					BackgroundTransparency={1}
					Size={new UDim2(1, 0, 0, 18)}
					AutomaticSize={Enum.AutomaticSize.Y}
					LayoutOrder={i * 2 + 1}
				>
					<uipadding PaddingLeft={new UDim(0, 6)} PaddingTop={new UDim(0, 2)} />
				</textlabel>,
			);
			rows.set(
				`Row${i}`,
				<frame
					BackgroundTransparency={1}
					Size={new UDim2(1, 0, 0, 0)}
					AutomaticSize={Enum.AutomaticSize.Y}
					LayoutOrder={i * 2 + 2}
				>
					{valueCell(palette, "Before", row.before, palette.diffRemove, palette.diffRemoveBackground, 0)}
					{valueCell(palette, "After", row.after, palette.diffAdd, palette.diffAddBackground, 0.5)}
				</frame>,
			);
		});
		return (
			<frame
				BackgroundColor3={palette.diffSameBackground}
				BorderSizePixel={0}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={props.order ?? 0}
			>
				<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
				<uistroke Color={palette.surfaceBorder} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 1)} />
				{rows}
			</frame>
		);
	});
}
