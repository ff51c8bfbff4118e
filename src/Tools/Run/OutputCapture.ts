/**
 * A capped list of output lines (print, warn, errors) for a tool result.
 *
 * Why: a snippet or a playtest can print without end; the model must get the first lines,
 * the last error, and an honest count of what was left out, never an unbounded wall of text.
 */

export type OutputLevel = "output" | "info" | "warning" | "error";

export interface OutputLine {
	readonly level: OutputLevel;
	readonly text: string;
}

export const MAX_OUTPUT_CHARS = 4000;
export const MAX_LINE_CHARS = 500;

export class OutputCapture {
	readonly lines: OutputLine[] = [];
	/** Lines that did not fit under the cap. */
	omitted = 0;
	private chars = 0;

	constructor(private readonly maxChars = MAX_OUTPUT_CHARS) {}

	add(level: OutputLevel, text: string) {
		const shown = text.size() > MAX_LINE_CHARS ? `${text.sub(1, MAX_LINE_CHARS)}… (${text.size()} chars)` : text;
		if (this.chars + shown.size() > this.maxChars) {
			this.omitted++;
			return;
		}
		this.chars += shown.size();
		this.lines.push({ level, text: shown });
	}

	/** The lines as the model reads them: `[warning] text`, then the omitted count. */
	render(): string {
		if (this.lines.size() === 0 && this.omitted === 0) return "(no output)";
		const out = this.lines.map((l) => (l.level === "output" ? l.text : `[${l.level}] ${l.text}`));
		if (this.omitted > 0)
			out.push(`[${this.omitted} more lines not shown: the output cap is ${this.maxChars} characters]`);
		return out.join("\n");
	}
}

/** print/warn arguments joined as Studio's Output shows them. */
export function joinArgs(args: ReadonlyArray<unknown>, count: number): string {
	const parts: string[] = [];
	for (let i = 0; i < count; i++) parts.push(tostring(args[i]));
	return parts.join(" ");
}
