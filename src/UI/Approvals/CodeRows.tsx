/**
 * The rows every code preview is made of: a gutter (line number, +/- sign) and the line,
 * coloured as Luau, wrapping under itself so the gutter stays a clean column.
 *
 * Why shared: a diff and a new script's source must read the same way (line numbers,
 * colours, wrapping), so they are drawn by one function.
 */
import Roact from "@rbxts/roact";
import { Metrics, Palette, withTheme } from "../Theme";
import { expandTabs, HighlightCarry, highlightLuau } from "./LuauHighlight";

/** A code row's line height at a code size (Settings > Text size). */
export function codeLineHeight(codeSize: number = Metrics.codeTextSize): number {
	return codeSize + 3;
}
export const CODE_LINE_HEIGHT = codeLineHeight();
const SIGN_WIDTH = 14;

/** Width of a line-number column that fits `widest` (digits of the monospace code font). */
export function gutterWidth(widest: number, codeSize: number = Metrics.codeTextSize): number {
	return tostring(widest).size() * math.ceil(codeSize * 0.6) + 8;
}

export interface CodeRowSpec {
	readonly number?: number;
	readonly numberWidth: number;
	readonly sign: string;
	readonly signColour: Color3;
	readonly background: Color3;
	readonly text: string;
	/** Plain (not Luau) text such as an instance outline line. */
	readonly plainColour?: Color3;
	readonly carry: HighlightCarry;
	readonly order: number;
	/** The code size the user picked (default Normal). */
	readonly codeSize?: number;
}

/** One numbered, wrapped, coloured line, and the highlighter's carry for the next line. */
export function codeRow(palette: Palette, spec: CodeRowSpec): [Roact.Element, HighlightCarry] {
	const text = expandTabs(spec.text);
	const [rich, carry] =
		spec.plainColour !== undefined ? [text, spec.carry] : highlightLuau(text, palette, spec.carry);
	const codeX = spec.numberWidth + SIGN_WIDTH;
	const codeSize = spec.codeSize ?? Metrics.codeTextSize;
	const lineHeight = codeLineHeight(codeSize);
	const gutterLabel = (name: string, value: string, x: number, width: number, colour: Color3) => (
		<textlabel
			Key={name}
			Text={value}
			Font={Metrics.fontCode}
			TextSize={codeSize}
			TextColor3={colour}
			TextXAlignment={Enum.TextXAlignment.Right}
			BackgroundTransparency={1}
			Position={new UDim2(0, x, 0, 0)}
			Size={new UDim2(0, width, 0, lineHeight)}
		/>
	);
	const row = (
		<frame
			BackgroundColor3={spec.background}
			BorderSizePixel={0}
			Size={new UDim2(1, 0, 0, 0)}
			AutomaticSize={Enum.AutomaticSize.Y}
			LayoutOrder={spec.order}
		>
			{gutterLabel(
				"Number",
				spec.number !== undefined ? tostring(spec.number) : "",
				0,
				spec.numberWidth - 4,
				palette.diffLineNumber,
			)}
			{gutterLabel("Sign", spec.sign, spec.numberWidth, SIGN_WIDTH - 4, spec.signColour)}
			<textlabel
				Key="Code"
				Text={rich}
				RichText={spec.plainColour === undefined}
				Font={Metrics.fontCode}
				TextSize={codeSize}
				LineHeight={lineHeight / codeSize}
				TextColor3={spec.plainColour ?? palette.codeText}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextYAlignment={Enum.TextYAlignment.Top}
				TextWrapped={true}
				BackgroundTransparency={1}
				Position={new UDim2(0, codeX, 0, 0)}
				Size={new UDim2(1, -(codeX + 4), 0, lineHeight)}
				AutomaticSize={Enum.AutomaticSize.Y}
			/>
		</frame>
	);
	return [row, carry];
}

export interface CodeRowsProps {
	readonly order?: number;
	readonly [Roact.Children]?: Roact.Children;
}

/** The rounded, bordered column the rows sit in. */
export function CodeRows(props: CodeRowsProps) {
	return withTheme((palette) => (
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
			{props[Roact.Children]}
		</frame>
	));
}
