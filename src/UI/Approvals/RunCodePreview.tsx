/**
 * The run-code card's body: what the snippet is for, its size, the code itself, and the
 * warning that it runs with plugin rights.
 *
 * Why: run_luau cannot show a diff of what will change before it runs, so the user judges
 * the code: the purpose the model gave and every line, in the script colours, with the
 * promise kept by the queue spelled out (one undo step, cancelled on error or timeout).
 */
import Roact from "@rbxts/roact";
import { CodeBlock } from "../Chat/CodeBlock";
import { Stack, Text } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface RunCodePreviewProps {
	readonly purpose: string;
	readonly code: string;
	readonly lines: number;
	readonly order?: number;
}

export function RunCodePreview(props: RunCodePreviewProps) {
	return withTheme((palette) => (
		<Stack gap={4} order={props.order ?? 0}>
			<Text Key="Purpose" text={props.purpose} color={palette.text} order={1} />
			<CodeBlock Key="Code" code={props.code} language="luau" order={2} />
			<Text
				Key="Note"
				text={`${props.lines} ${props.lines === 1 ? "line" : "lines"} of Luau, run in edit mode with plugin rights. One undo step; an error or the time limit undoes everything it changed.`}
				color={palette.subText}
				size={Metrics.smallTextSize}
				order={3}
			/>
		</Stack>
	));
}
