/**
 * The model field: free text, plus the tool-capable models the endpoint lists, each with
 * its context length and price per million tokens; clicking one fills the field.
 */
import Roact from "@rbxts/roact";
import { Button, Stack, Text, TextInput } from "../Primitives";
import { ModelChoice } from "../Store";
import { Metrics, withTheme } from "../Theme";

export interface ModelPickerProps {
	readonly model: string;
	readonly models: ReadonlyArray<ModelChoice>;
	readonly error?: string;
	readonly onChange: (model: string) => void;
	readonly onLoad: () => void;
	readonly order?: number;
}

const SHOWN = 8;

export function modelLine(m: ModelChoice): string {
	const context = m.contextLength >= 1000 ? `${math.floor(m.contextLength / 1000)}k` : tostring(m.contextLength);
	const price =
		m.promptPrice === 0 && m.completionPrice === 0
			? "free"
			: `$${string.format("%.2f", m.promptPrice)} / $${string.format("%.2f", m.completionPrice)} per M`;
	return `${m.id}  ·  ${context} ctx  ·  ${price}`;
}

export function ModelPicker(props: ModelPickerProps) {
	return withTheme((palette) => {
		const rows = new Map<string, Roact.Element>();
		props.models.forEach((m, i) => {
			if (i >= SHOWN) return;
			const selected = m.id === props.model;
			rows.set(
				`Model${i}`,
				<textbutton
					Text={modelLine(m)}
					Font={Metrics.font}
					TextSize={Metrics.smallTextSize + 1}
					TextColor3={selected ? palette.link : palette.text}
					TextXAlignment={Enum.TextXAlignment.Left}
					TextTruncate={Enum.TextTruncate.AtEnd}
					BackgroundColor3={palette.input}
					BackgroundTransparency={selected ? 0 : 1}
					BorderSizePixel={0}
					Size={new UDim2(1, 0, 0, 20)}
					LayoutOrder={i + 10}
					Event={{ Activated: () => props.onChange(m.id) }}
				>
					<uipadding PaddingLeft={new UDim(0, 6)} />
				</textbutton>,
			);
		});
		return (
			<Stack order={props.order} gap={4}>
				<TextInput
					Key="Model"
					text={props.model}
					placeholder="e.g. anthropic/claude-sonnet-4"
					onChange={props.onChange}
					order={1}
					code
				/>
				<Stack Key="Load" direction="row" order={2}>
					<Button Key="LoadModels" text="List tool-capable models" onClick={props.onLoad} order={1} />
				</Stack>
				{props.error !== undefined ? (
					<Text Key="Error" text={props.error} color={palette.error} size={Metrics.smallTextSize} order={3} />
				) : undefined}
				{rows}
			</Stack>
		);
	});
}
