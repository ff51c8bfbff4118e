/**
 * A unified diff: old and new line numbers, then the line with its +/- sign, coloured by
 * the theme's diff colours. Hunks are separated by a thin "@@" bar.
 */
import Roact from "@rbxts/roact";
import { DiffHunk, DiffLine } from "../Store";
import { Metrics, Palette, withTheme } from "../Theme";

export interface DiffPreviewProps {
	readonly hunks: ReadonlyArray<DiffHunk>;
	readonly order?: number;
}

const NUMBER_WIDTH = 28;
const LINE_HEIGHT = 16;

function lineRow(palette: Palette, line: DiffLine, order: number) {
	const colours = {
		add: [palette.diffAdd, palette.diffAddBackground, "+"],
		remove: [palette.diffRemove, palette.diffRemoveBackground, "-"],
		context: [palette.diffSame, palette.diffSameBackground, " "],
	} as const;
	const [fg, bg, sign] = colours[line.kind];
	const numberLabel = (value: number | undefined, x: number) => (
		<textlabel
			Text={value !== undefined ? tostring(value) : ""}
			Font={Metrics.fontCode}
			TextSize={Metrics.codeTextSize - 1}
			TextColor3={palette.diffLineNumber}
			TextXAlignment={Enum.TextXAlignment.Right}
			BackgroundTransparency={1}
			Position={new UDim2(0, x, 0, 0)}
			Size={new UDim2(0, NUMBER_WIDTH - 4, 0, LINE_HEIGHT)}
		/>
	);
	return (
		<frame BackgroundColor3={bg} BorderSizePixel={0} Size={new UDim2(1, 0, 0, LINE_HEIGHT)} LayoutOrder={order}>
			{
				new Map([
					["Old", numberLabel(line.oldLine, 0)],
					["New", numberLabel(line.newLine, NUMBER_WIDTH)],
					[
						"Text",
						<textlabel
							Text={`${sign} ${line.text}`}
							Font={Metrics.fontCode}
							TextSize={Metrics.codeTextSize}
							TextColor3={fg}
							TextXAlignment={Enum.TextXAlignment.Left}
							TextTruncate={Enum.TextTruncate.AtEnd}
							BackgroundTransparency={1}
							Position={new UDim2(0, NUMBER_WIDTH * 2 + 2, 0, 0)}
							Size={new UDim2(1, -(NUMBER_WIDTH * 2 + 4), 0, LINE_HEIGHT)}
						/>,
					],
				])
			}
		</frame>
	);
}

export function DiffPreview(props: DiffPreviewProps) {
	return withTheme((palette) => {
		const rows = new Map<string, Roact.Element>();
		let order = 0;
		props.hunks.forEach((hunk, h) => {
			order += 1;
			rows.set(
				`Hunk${h}`,
				<textlabel
					Text={`@@ -${hunk.oldStart} +${hunk.newStart} @@`}
					Font={Metrics.fontCode}
					TextSize={Metrics.codeTextSize - 1}
					TextColor3={palette.diffLineNumber}
					TextXAlignment={Enum.TextXAlignment.Left}
					BackgroundColor3={palette.diffSeparator}
					BorderSizePixel={0}
					Size={new UDim2(1, 0, 0, LINE_HEIGHT)}
					LayoutOrder={order}
				>
					<uipadding PaddingLeft={new UDim(0, 6)} />
				</textlabel>,
			);
			hunk.lines.forEach((line, i) => {
				order += 1;
				rows.set(`Line${h}_${i}`, lineRow(palette, line, order));
			});
		});
		return (
			<frame
				BackgroundColor3={palette.diffSameBackground}
				BorderSizePixel={0}
				ClipsDescendants={true}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={props.order ?? 0}
			>
				<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
				<uistroke Color={palette.surfaceBorder} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} />
				{rows}
			</frame>
		);
	});
}
