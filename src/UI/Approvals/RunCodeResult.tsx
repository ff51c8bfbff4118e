/**
 * What an approved snippet did, on its card: the instances it changed (capped, with the
 * count of the rest), what it returned, and its first output lines.
 *
 * Why: a snippet has no preview of its changes, so the card shows them afterwards, from the
 * place compared before and after (Tools' RunCodeView), never parsed from text.
 */
import Roact from "@rbxts/roact";
import type { RunCodeView } from "Tools";
import { Stack, Text } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface RunCodeResultProps {
	readonly view: RunCodeView;
	readonly order?: number;
}

export function RunCodeResult(props: RunCodeResultProps) {
	const { view } = props;
	return withTheme((palette) => {
		const rows = new Map<string, Roact.Element>();
		let order = 0;
		const line = (key: string, text: string, color: Color3, bold = false) =>
			rows.set(
				key,
				<Text text={text} color={color} bold={bold} size={Metrics.smallTextSize + 1} order={++order} />,
			);
		line(
			"Heading",
			view.changed.size() === 0 ? "Changed nothing in the place" : "Changed in the place:",
			palette.text,
			true,
		);
		view.changed.forEach((text, i) => line(`Changed${i}`, text, palette.subText));
		line("Returned", `Returned: ${view.returned}`, palette.subText);
		view.output.forEach((text, i) => line(`Output${i}`, `> ${text}`, palette.dimText));
		return (
			<Stack gap={1} order={props.order ?? 0}>
				{rows}
			</Stack>
		);
	});
}
