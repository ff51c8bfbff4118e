/**
 * A unified diff that reads at any width: each line keeps its number and +/- sign in a
 * gutter and wraps under itself (a hanging indent), code in the Studio theme's script
 * colours on the diff's tinted rows. Hunks open with a plain "Lines 12–18" header.
 *
 * Why wrap rather than cut: a change the user cannot read is a change they cannot approve;
 * at 280 px a cut line showed about 25 characters of code. A pending edit of several hunks
 * offers "Leave out" on each, so the user approves the changes they want and not the rest.
 */
import Roact from "@rbxts/roact";
import { Button } from "../Primitives";
import { DiffHunk, DiffLine } from "../Store";
import { Metrics, Palette, withTextSizes, withTheme } from "../Theme";
import { CodeRows, codeRow, gutterWidth } from "./CodeRows";
import { HighlightCarry } from "./LuauHighlight";

export interface DiffPreviewProps {
	readonly hunks: ReadonlyArray<DiffHunk>;
	readonly order?: number;
	/** Show at most this many lines (the card offers "Show all"); undefined shows every line. */
	readonly maxLines?: number;
	/** The hunks (1-based) the user left out of the approval. */
	readonly leftOut?: ReadonlyArray<number>;
	/** Offered with more than one hunk: leaves a hunk out, or takes it back in. */
	readonly onToggle?: (hunk: number) => void;
}

/** "Lines 12–18" (new numbering), "was 10–14" when the old lines sat elsewhere. */
export function hunkTitle(hunk: DiffHunk): string {
	const range = (numbers: number[]) =>
		numbers.size() === 0
			? undefined
			: numbers.size() === 1
				? `line ${numbers[0]}`
				: `lines ${numbers[0]}–${numbers[numbers.size() - 1]}`;
	const added = range(hunk.lines.filter((l) => l.newLine !== undefined).map((l) => l.newLine!));
	const old = range(hunk.lines.filter((l) => l.oldLine !== undefined).map((l) => l.oldLine!));
	if (added === undefined) return old !== undefined ? `Removed ${old}` : "Change";
	const title = added.sub(1, 1).upper() + added.sub(2);
	return old !== undefined && hunk.oldStart !== hunk.newStart ? `${title} (was ${old})` : title;
}

/** How many lines the hunks show, headers excluded. */
export function diffLineCount(hunks: ReadonlyArray<DiffHunk>): number {
	let n = 0;
	for (const hunk of hunks) n += hunk.lines.size();
	return n;
}

function lineNumber(line: DiffLine): number | undefined {
	return line.kind === "remove" ? line.oldLine : line.newLine;
}

function diffRow(
	palette: Palette,
	line: DiffLine,
	carry: HighlightCarry,
	numberWidth: number,
	order: number,
	codeSize: number,
) {
	const style = {
		add: [palette.diffAdd, palette.diffAddBackground, "+"],
		remove: [palette.diffRemove, palette.diffRemoveBackground, "−"],
		context: [palette.diffLineNumber, palette.diffSameBackground, ""],
	} as const;
	const [signColour, background, sign] = style[line.kind];
	return codeRow(palette, {
		number: lineNumber(line),
		numberWidth,
		sign,
		signColour,
		background,
		text: line.text,
		carry,
		order,
		codeSize,
	});
}

export function DiffPreview(props: DiffPreviewProps) {
	return withTheme((palette) => withTextSizes((sizes) => diffRows(palette, props, sizes.code)));
}

function diffRows(palette: Palette, props: DiffPreviewProps, codeSize: number) {
	const rows = new Map<string, Roact.Element>();
	let widest = 1;
	for (const hunk of props.hunks) for (const line of hunk.lines) widest = math.max(widest, lineNumber(line) ?? 1);
	const numberWidth = gutterWidth(widest, codeSize);
	let order = 0;
	let shown = 0;
	const limit = props.maxLines ?? math.huge;
	props.hunks.forEach((hunk, h) => {
		if (shown >= limit) return;
		order += 1;
		const left = props.leftOut?.includes(h + 1) === true;
		const toggle = props.onToggle !== undefined && props.hunks.size() > 1 ? props.onToggle : undefined;
		rows.set(
			`Hunk${h}`,
			<textlabel
				Text={left ? `${hunkTitle(hunk)} · left out: stays as it is` : hunkTitle(hunk)}
				Font={Metrics.font}
				TextSize={Metrics.smallTextSize}
				TextColor3={palette.subText}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextWrapped={true}
				BackgroundColor3={palette.diffSeparator}
				BorderSizePixel={0}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={order}
			>
				<uipadding PaddingLeft={new UDim(0, 6)} PaddingTop={new UDim(0, 2)} PaddingBottom={new UDim(0, 2)} />
			</textlabel>,
		);
		if (toggle !== undefined) {
			order += 1;
			rows.set(
				`Toggle${h}`,
				<Button
					Key={`Toggle${h}`}
					text={left ? `Include change ${h + 1}` : `Leave out change ${h + 1}`}
					order={order}
					onClick={() => toggle(h + 1)}
				/>,
			);
		}
		let carry: HighlightCarry = {};
		hunk.lines.forEach((line, i) => {
			if (shown >= limit) return;
			shown += 1;
			order += 1;
			const [row, after] = diffRow(palette, line, carry, numberWidth, order, codeSize);
			carry = after;
			rows.set(`Line${h}_${i}`, row);
		});
	});
	return <CodeRows order={props.order}>{rows}</CodeRows>;
}
