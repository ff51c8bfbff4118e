/**
 * A playtest's result in the conversation: the verdict, how the session ended, the errors
 * (with their script and line) and the checks, and "Undo this turn" beside a failure that
 * came after Lux changed something in the same turn.
 *
 * Why its own piece: a failed playtest right after an edit is the moment the user most wants
 * the edit gone; the verdict comes typed from the tool (Tools' PlaytestView), never parsed.
 */
import Roact from "@rbxts/roact";
import type { PlaytestView } from "Tools";
import { Button, Stack, Text } from "../Primitives";
import { Metrics, withTheme } from "../Theme";
import { ToolActivity } from "./ToolActivity";

const SHOWN_LINES = 5;

export interface PlaytestResultProps {
	readonly view: PlaytestView;
	readonly detail: string;
	readonly summary: string;
	/** Present when the turn has changes to undo: the button calls it. */
	readonly onUndoTurn?: () => void;
	readonly order?: number;
}

function lines(list: ReadonlyArray<string>): string[] {
	const shown = list.filter((_, i) => i < SHOWN_LINES);
	if (list.size() > SHOWN_LINES) shown.push(`… ${list.size() - SHOWN_LINES} more`);
	return shown;
}

export function PlaytestResult(props: PlaytestResultProps) {
	const { view } = props;
	return withTheme((palette) => {
		const rows = new Map<string, Roact.Element>();
		let order = 0;
		const add = (key: string, element: Roact.Element) => rows.set(key, element);
		add(
			"Verdict",
			<Text
				text={view.passed ? "✓ Playtest passed" : "✕ Playtest failed"}
				color={view.passed ? palette.success : palette.error}
				bold
				order={++order}
			/>,
		);
		add(
			"Ending",
			<Text text={view.ending} color={palette.subText} size={Metrics.smallTextSize + 1} order={++order} />,
		);
		lines(view.errors).forEach((line, i) =>
			add(
				`Error${i}`,
				<Text text={line} color={palette.error} size={Metrics.smallTextSize + 1} order={++order} />,
			),
		);
		lines(view.warnings).forEach((line, i) =>
			add(
				`Warning${i}`,
				<Text text={line} color={palette.warning} size={Metrics.smallTextSize + 1} order={++order} />,
			),
		);
		view.checks.forEach((check, i) =>
			add(
				`Check${i}`,
				<Text
					text={`${check.passed ? "✓" : "✕"} ${check.name}`}
					color={check.passed ? palette.success : palette.error}
					size={Metrics.smallTextSize + 1}
					order={++order}
				/>,
			),
		);
		if (props.onUndoTurn !== undefined)
			add("Undo", <Button text="Undo this turn" onClick={props.onUndoTurn} order={++order} />);
		add("Detail", <ToolActivity summary="Full report" detail={props.detail} isError={false} order={++order} />);
		return (
			<Stack
				gap={2}
				padding={8}
				background={palette.surface}
				border={palette.surfaceBorder}
				radius={Metrics.radius}
				order={props.order ?? 0}
			>
				{rows}
			</Stack>
		);
	});
}
