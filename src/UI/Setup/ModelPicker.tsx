/**
 * The model field: free text, plus the tool-capable models the endpoint lists, each with
 * its context length and price per million tokens; a filter box narrows the list (by id or
 * name) and clicking one fills the field. Says so while the list is loading.
 *
 * Why a filter: OpenRouter lists hundreds of tool-capable models; the first few in
 * alphabetical order are rarely the one a user wants.
 */
import Roact from "@rbxts/roact";
import { listedPrice } from "Conversation";
import { Button, Stack, Text, TextInput } from "../Primitives";
import { ModelChoice } from "../Store";
import { Metrics, withTheme } from "../Theme";

export interface ModelPickerProps {
	readonly model: string;
	readonly models: ReadonlyArray<ModelChoice>;
	readonly error?: string;
	readonly loading?: boolean;
	readonly onChange: (model: string) => void;
	readonly onLoad: () => void;
	readonly order?: number;
}

const SHOWN = 8;

export function modelLine(m: ModelChoice): string {
	const context = m.contextLength >= 1000 ? `${math.floor(m.contextLength / 1000)}k` : tostring(m.contextLength);
	const listed = listedPrice(m);
	const price =
		listed.kind === "perMillion"
			? `$${string.format("%.2f", listed.prompt)} / $${string.format("%.2f", listed.completion)} per M`
			: listed.kind === "free"
				? "free"
				: "price unknown";
	return `${m.id}  ·  ${context} ctx  ·  ${price}`;
}

/** The models whose id or name contains every word of `filter` (case-insensitive). */
export function filterModels(models: ReadonlyArray<ModelChoice>, filter: string): ModelChoice[] {
	const words = new Array<string>();
	for (const [w] of filter.lower().gmatch("%S+")) words.push(w as string);
	return models.filter((m) => {
		const hay = `${m.id} ${m.name}`.lower();
		return words.every((w) => hay.find(w, 1, true)[0] !== undefined);
	});
}

@Roact.ClassComponent
export class ModelPicker extends Roact.Component<ModelPickerProps, { filter: string }> {
	state = { filter: "" };

	render() {
		const props = this.props;
		return withTheme((palette) => {
			const rows = new Map<string, Roact.Element>();
			const matches = filterModels(props.models, this.state.filter);
			matches.forEach((m, i) => {
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
						TextWrapped={true}
						BackgroundColor3={palette.input}
						BackgroundTransparency={selected ? 0 : 1}
						BorderSizePixel={0}
						Size={new UDim2(1, 0, 0, 20)}
						AutomaticSize={Enum.AutomaticSize.Y}
						LayoutOrder={i + 10}
						Event={{ Activated: () => props.onChange(m.id) }}
					>
						<uipadding
							PaddingLeft={new UDim(0, 6)}
							PaddingTop={new UDim(0, 2)}
							PaddingBottom={new UDim(0, 2)}
						/>
					</textbutton>,
				);
			});
			const listed = props.models.size() > 0;
			const count = listed
				? matches.size() > SHOWN
					? `${matches.size()} models match; showing ${SHOWN}. Type more to narrow.`
					: `${matches.size()} of ${props.models.size()} models match.`
				: undefined;
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
					<Stack Key="Load" direction="row" wrap order={2}>
						<Button
							Key="LoadModels"
							text={props.loading ? "Loading models…" : "List tool-capable models"}
							disabled={props.loading}
							onClick={props.onLoad}
							order={1}
						/>
					</Stack>
					{props.error !== undefined ? (
						<Text
							Key="Error"
							text={props.error}
							color={palette.error}
							size={Metrics.smallTextSize}
							order={3}
						/>
					) : undefined}
					{listed ? (
						<TextInput
							Key="Filter"
							text={this.state.filter}
							placeholder="Filter: claude, free…"
							wrap
							onChange={(filter) => this.setState({ filter })}
							order={4}
						/>
					) : undefined}
					{count !== undefined ? (
						<Text Key="Count" text={count} color={palette.subText} size={Metrics.smallTextSize} order={5} />
					) : undefined}
					{rows}
				</Stack>
			);
		});
	}
}
