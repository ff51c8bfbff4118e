/**
 * The quiet line above the input: while the loop runs, the progress (step, current tool,
 * elapsed seconds); otherwise tokens (with those served from the provider's prompt cache) and
 * cost for the last reply and the conversation, in
 * the warning colour once the conversation passes 80% of its cost cap.
 */
import Roact from "@rbxts/roact";
import { Text } from "../Primitives";
import { MeterFigures, Meters, Progress } from "../Store";
import { Metrics, withTheme } from "../Theme";

export interface StatusLineProps {
	readonly progress?: Progress;
	readonly meters: Meters;
	/** Seconds on the session clock, for elapsed time. */
	readonly now: number;
}

function tokens(n: number): string {
	return n >= 1000 ? `${string.format("%.1f", n / 1000)}k tok` : `${n} tok`;
}

export function dollars(cost: number): string {
	return cost < 0.01 ? `$${string.format("%.4f", cost)}` : `$${string.format("%.3f", cost)}`;
}

function figures(f: MeterFigures): string {
	const cached = (f.cachedTokens ?? 0) > 0 ? ` (${tokens(f.cachedTokens!).gsub(" tok$", "")[0]} cached)` : "";
	const count = tokens(f.tokens) + cached;
	return f.cost !== undefined ? `${count} · ${dollars(f.cost)}` : count;
}

export function statusText(props: StatusLineProps): { text: string; warn: boolean } {
	const p = props.progress;
	if (p !== undefined) {
		const elapsed = math.max(0, math.floor(props.now - p.startedAt));
		const tool = p.tool !== undefined ? ` · ${p.tool}` : " · thinking";
		return { text: `Step ${p.iteration}/${p.maxIterations}${tool} · ${elapsed} s`, warn: false };
	}
	const m = props.meters;
	// Nothing spent yet: stay quiet rather than show zeros.
	if (m.lastReply === undefined && m.conversation.tokens === 0) return { text: "", warn: false };
	const parts = new Array<string>();
	const cost = m.conversation.cost ?? 0;
	const warn = m.costCap !== undefined && m.costCap > 0 && cost >= m.costCap * 0.8;
	// The warning goes first so a narrow panel never truncates it away.
	if (warn) parts.push(`Near the $${string.format("%.2f", m.costCap!)} cap`);
	parts.push(`Chat ${figures(m.conversation)}`);
	if (m.lastReply !== undefined) parts.push(`Last ${figures(m.lastReply)}`);
	return { text: parts.join("   "), warn };
}

export function StatusLine(props: StatusLineProps) {
	const { text, warn } = statusText(props);
	return withTheme((palette) => (
		<Text text={text} color={warn ? palette.warning : palette.dimText} size={Metrics.smallTextSize} truncate />
	));
}
