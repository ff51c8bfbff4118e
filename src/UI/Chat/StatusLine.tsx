/**
 * The status above the input. While Lux works: a spinner, what it is doing in words, the
 * elapsed seconds and which model request this is ("request 3 of at most 8", not a plan
 * step). Always: the conversation's cost and tokens, the last reply's cost, and how full the
 * model's context window is when the model's size is known; in the warning colour once the
 * conversation passes 80% of its cost cap.
 *
 * Why the meter never goes away: spend is watched while it happens, not after.
 */
import Roact from "@rbxts/roact";
import { nearCostCap } from "Conversation";
import { Text } from "../Primitives";
import { MeterFigures, Meters, Progress } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { toolWords } from "./ToolWords";

export interface StatusLineProps {
	readonly progress?: Progress;
	readonly meters: Meters;
	/** Seconds on the panel's clock (the Conversation's progress uses the same), for elapsed time and the spinner. */
	readonly now: number;
	/** The model's context window in tokens, when known (from the endpoint's model list). */
	readonly contextLength?: number;
}

export const STATUS_LINE_HEIGHT = Metrics.smallTextSize + 4;
const SPINNER = ["◐", "◓", "◑", "◒"];

export function tokens(n: number): string {
	return n >= 1000 ? `${string.format("%.1f", n / 1000)}k tok` : `${n} tok`;
}

/** Dollars always to three decimals, so figures line up and compare at a glance. */
export function dollars(cost: number): string {
	return cost > 0 && cost < 0.001 ? "<$0.001" : `$${string.format("%.3f", cost)}`;
}

function figures(f: MeterFigures): string {
	const cached = (f.cachedTokens ?? 0) > 0 ? `, ${tokens(f.cachedTokens!).gsub(" tok$", "")[0]} cached` : "";
	return f.cost !== undefined ? `${dollars(f.cost)} (${tokens(f.tokens)}${cached})` : `${tokens(f.tokens)}${cached}`;
}

/** "Reading a script · 13 s · request 2 of at most 8". */
export function progressText(p: Progress, now: number): string {
	const elapsed = math.max(0, math.floor(now - p.startedAt));
	// "Thinking" until the reply's first words arrive (reasoning streams no words), then "Writing".
	const doing = p.tool !== undefined ? toolWords(p.tool) : p.writing === true ? "Writing the reply" : "Thinking";
	const request = p.iteration > 0 ? ` · request ${p.iteration} of at most ${p.maxIterations}` : "";
	return `${doing} · ${elapsed} s${request}`;
}

export function meterText(m: Meters, contextLength?: number, running = false): { text: string; warn: boolean } {
	// Nothing spent and nothing running: stay quiet rather than show zeros.
	if (!running && m.lastReply === undefined && m.conversation.tokens === 0) return { text: "", warn: false };
	const warn = nearCostCap(m);
	const parts = new Array<string>();
	// The warning goes first so a narrow panel never pushes it away.
	if (warn) parts.push(`Near the ${dollars(m.costCap!)} cap`);
	parts.push(`Chat ${figures(m.conversation)}`);
	if (m.lastReply !== undefined) {
		parts.push(`last ${m.lastReply.cost !== undefined ? dollars(m.lastReply.cost) : tokens(m.lastReply.tokens)}`);
		if (contextLength !== undefined && contextLength > 0)
			parts.push(`context ${math.min(100, math.ceil((m.lastReply.tokens / contextLength) * 100))}% full`);
	}
	return { text: parts.join(" · "), warn };
}

/** Kept for callers that want one string: progress while running, else the meter. */
export function statusText(props: StatusLineProps): { text: string; warn: boolean } {
	if (props.progress !== undefined) return { text: progressText(props.progress, props.now), warn: false };
	return meterText(props.meters, props.contextLength);
}

export function StatusLine(props: StatusLineProps) {
	const meter = meterText(props.meters, props.contextLength, props.progress !== undefined);
	const p = props.progress;
	return withTheme((palette) => (
		<frame BackgroundTransparency={1} Size={new UDim2(1, 0, 0, 0)} AutomaticSize={Enum.AutomaticSize.Y}>
			<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} />
			{p !== undefined ? (
				<frame
					Key="Progress"
					BackgroundTransparency={1}
					Size={new UDim2(1, 0, 0, STATUS_LINE_HEIGHT)}
					AutomaticSize={Enum.AutomaticSize.Y}
					LayoutOrder={1}
				>
					<textlabel
						Key="Spinner"
						Text={SPINNER[math.floor(props.now * 4) % SPINNER.size()]}
						Font={Metrics.font}
						TextSize={Metrics.smallTextSize}
						TextColor3={palette.link}
						BackgroundTransparency={1}
						Size={new UDim2(0, 14, 0, STATUS_LINE_HEIGHT)}
					/>
					<textlabel
						Key="Doing"
						Text={progressText(p, props.now)}
						Font={Metrics.font}
						TextSize={Metrics.smallTextSize}
						TextColor3={palette.subText}
						TextXAlignment={Enum.TextXAlignment.Left}
						TextYAlignment={Enum.TextYAlignment.Top}
						TextWrapped={true}
						BackgroundTransparency={1}
						Position={new UDim2(0, 18, 0, 2)}
						Size={new UDim2(1, -18, 0, 0)}
						AutomaticSize={Enum.AutomaticSize.Y}
					/>
				</frame>
			) : undefined}
			{meter.text !== "" ? (
				<Text
					Key="Meter"
					text={meter.text}
					color={meter.warn ? palette.warning : palette.subText}
					size={Metrics.smallTextSize}
					order={2}
				/>
			) : undefined}
		</frame>
	));
}
