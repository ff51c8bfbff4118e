/**
 * A before/after table of the properties a change sets: name, old value (deletion colour),
 * new value (addition colour).
 */
import Roact from "@rbxts/roact";
import { PropertyRow } from "../Store";
import { Metrics, withTheme } from "../Theme";

export interface PropertyTableProps {
	readonly rows: ReadonlyArray<PropertyRow>;
	readonly order?: number;
}

const ROW = 20;

export function PropertyTable(props: PropertyTableProps) {
	return withTheme((palette) => {
		const cell = (text: string, color: Color3, x: number, w: number, bold = false, bg?: Color3) => (
			<textlabel
				Text={text}
				Font={bold ? Metrics.fontBold : Metrics.font}
				TextSize={Metrics.smallTextSize + 1}
				TextColor3={color}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextTruncate={Enum.TextTruncate.AtEnd}
				BackgroundColor3={bg}
				BackgroundTransparency={bg !== undefined ? 0 : 1}
				BorderSizePixel={0}
				Position={new UDim2(x, 0, 0, 0)}
				Size={new UDim2(w, -2, 0, ROW)}
			>
				<uipadding PaddingLeft={new UDim(0, 6)} />
			</textlabel>
		);
		const rows = new Map<string, Roact.Element>();
		rows.set(
			"Header",
			<frame
				BackgroundColor3={palette.diffSeparator}
				BorderSizePixel={0}
				Size={new UDim2(1, 0, 0, ROW)}
				LayoutOrder={0}
			>
				{
					new Map([
						["Name", cell("Property", palette.subText, 0, 0.3, true)],
						["Before", cell("Before", palette.subText, 0.3, 0.35, true)],
						["After", cell("After", palette.subText, 0.65, 0.35, true)],
					])
				}
			</frame>,
		);
		props.rows.forEach((row, i) =>
			rows.set(
				`Row${i}`,
				<frame BackgroundTransparency={1} Size={new UDim2(1, 0, 0, ROW)} LayoutOrder={i + 1}>
					{
						new Map([
							["Name", cell(row.name, palette.text, 0, 0.3)],
							[
								"Before",
								cell(row.before, palette.diffRemove, 0.3, 0.35, false, palette.diffRemoveBackground),
							],
							["After", cell(row.after, palette.diffAdd, 0.65, 0.35, false, palette.diffAddBackground)],
						])
					}
				</frame>,
			),
		);
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
