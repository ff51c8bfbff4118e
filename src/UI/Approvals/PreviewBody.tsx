/**
 * A pending card's preview by kind (diff, property table, run-code, subtree) and its length in
 * lines, for the card's collapse; a diff also takes the user's per-change choice.
 *
 * Why apart from the card: the card decides (buttons, reject form, outcome); this only picks
 * the view for what Tools previewed.
 */
import Roact from "@rbxts/roact";
import { Preview } from "../Store";
import { diffLineCount, DiffPreview } from "./DiffPreview";
import { PropertyTable } from "./PropertyTable";
import { RunCodePreview } from "./RunCodePreview";
import { SubtreePreview } from "./SubtreePreview";

export function previewLines(preview: Preview): number {
	if (preview.kind === "diff") return diffLineCount(preview.hunks);
	if (preview.kind === "subtree") return preview.lines.size();
	if (preview.kind === "code") return preview.lines;
	return preview.rows.size();
}

export function previewElement(preview: Preview, order: number, maxLines?: number, choice?: HunkChoice) {
	if (preview.kind === "diff")
		return (
			<DiffPreview
				hunks={preview.hunks}
				order={order}
				maxLines={maxLines}
				leftOut={choice?.leftOut}
				onToggle={choice?.onToggle}
			/>
		);
	if (preview.kind === "properties") return <PropertyTable rows={preview.rows} order={order} />;
	if (preview.kind === "code")
		return <RunCodePreview purpose={preview.purpose} code={preview.code} lines={preview.lines} order={order} />;
	return <SubtreePreview action={preview.action} lines={preview.lines} order={order} maxLines={maxLines} />;
}

export interface HunkChoice {
	readonly leftOut?: ReadonlyArray<number>;
	readonly onToggle: (hunk: number) => void;
}
