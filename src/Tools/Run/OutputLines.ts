/**
 * Output lines as Lux reads them: the level from Enum.MessageType, and the script and line
 * an error names, parsed so the model can open the right script.
 *
 * Why: Studio writes a runtime error as `Workspace.Lava.KillScript:5: attempt to index nil`
 * (the script's full name, the line, the message) and a stack line as
 * `Script 'Workspace.Lava.KillScript', Line 5`; the model should not have to guess either.
 */
import type { OutputLevel } from "./OutputCapture";

export interface SourceRef {
	readonly script: string;
	readonly line: number;
}

export function levelOf(messageType: EnumItem | undefined): OutputLevel {
	if (messageType === Enum.MessageType.MessageError) return "error";
	if (messageType === Enum.MessageType.MessageWarning) return "warning";
	if (messageType === Enum.MessageType.MessageInfo) return "info";
	return "output";
}

/** The script and line an error or stack line names, if it names one. */
export function sourceOf(message: string): SourceRef | undefined {
	const [scriptPath, line] = message.match("^([^\n:]-):(%d+): ");
	if (scriptPath !== undefined && (scriptPath as string).find("%.")[0] !== undefined)
		return { script: scriptPath as string, line: tonumber(line)! };
	const [stackScript, stackLine] = message.match("Script '([^']+)', Line (%d+)");
	if (stackScript !== undefined) return { script: stackScript as string, line: tonumber(stackLine)! };
	return undefined;
}

/** One line for the model: the message's first line, with `(script X, line N)` when it names one. */
export function describeLine(message: string): string {
	const [first] = message.match("^[^\n]*");
	const ref = sourceOf(message);
	const text = (first as string | undefined) ?? message;
	return ref !== undefined ? `${text} (script ${ref.script}, line ${ref.line})` : text;
}
