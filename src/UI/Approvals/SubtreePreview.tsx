/**
 * The instances a change creates or deletes, as an indented tree in the addition or deletion
 * colour ("+ Floor (Part)"); a new script's source under its ". Source:" line is shown as
 * code, numbered from 1 and coloured like the script editor.
 *
 * Why rows and not one label: a new script is approved on its source, which must read like
 * a script (line numbers, colours, wrapping under itself), not like a paragraph.
 */
import Roact from "@rbxts/roact";
import { Palette, withTextSizes, withTheme } from "../Theme";
import { CodeRows, codeRow, gutterWidth } from "./CodeRows";
import { HighlightCarry } from "./LuauHighlight";

export interface SubtreePreviewProps {
	readonly action: "create" | "delete";
	readonly lines: ReadonlyArray<string>;
	readonly order?: number;
	/** Show at most this many lines (the card offers "Show all"). */
	readonly maxLines?: number;
}

interface OutlineLine {
	readonly text: string;
	/** Line number within a script's source; undefined for outline lines. */
	readonly sourceLine?: number;
}

/** Outline lines, with each ". Source:" block's lines numbered and unindented. */
export function outlineLines(lines: ReadonlyArray<string>): OutlineLine[] {
	const out = new Array<OutlineLine>();
	let sourceIndent: string | undefined;
	let n = 0;
	for (const line of lines) {
		if (sourceIndent !== undefined && line.sub(1, sourceIndent.size()) === sourceIndent) {
			n += 1;
			out.push({ text: line.sub(sourceIndent.size() + 1), sourceLine: n });
			continue;
		}
		sourceIndent = undefined;
		const indent = line.match("^(%s*)  %. Source:$")[0] as string | undefined;
		if (indent !== undefined) {
			sourceIndent = `${indent}    `;
			n = 0;
		}
		out.push({ text: line });
	}
	return out;
}

export function SubtreePreview(props: SubtreePreviewProps) {
	return withTheme((palette) => withTextSizes((sizes) => subtreeRows(palette, props, sizes.code)));
}

function subtreeRows(palette: Palette, props: SubtreePreviewProps, codeSize: number) {
	const create = props.action === "create";
	const lines = outlineLines(props.lines);
	let widest = 1;
	for (const l of lines) widest = math.max(widest, l.sourceLine ?? 1);
	const numberWidth = gutterWidth(widest, codeSize);
	const rows = new Map<string, Roact.Element>();
	let carry: HighlightCarry = {};
	const limit = props.maxLines ?? math.huge;
	lines.forEach((line, i) => {
		if (i >= limit) return;
		const [row, after] = codeRow(palette, {
			number: line.sourceLine,
			numberWidth,
			sign: create ? "+" : "−",
			signColour: create ? palette.diffAdd : palette.diffRemove,
			background: create ? palette.diffAddBackground : palette.diffRemoveBackground,
			text: line.text,
			plainColour: line.sourceLine !== undefined ? undefined : create ? palette.diffAdd : palette.diffRemove,
			carry: line.sourceLine !== undefined ? carry : {},
			order: i + 1,
			codeSize,
		});
		if (line.sourceLine !== undefined) carry = after;
		rows.set(`Line${i}`, row);
	});
	return <CodeRows order={props.order}>{rows}</CodeRows>;
}
