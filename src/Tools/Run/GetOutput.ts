/**
 * get_output: recent lines of Studio's Output window, read from LogService.
 *
 * Why: the model needs to read what scripts printed and which errors they raised, filtered
 * (level, source) and capped, with the script and line of each error parsed out. A mark
 * lets it read only what came after an earlier call.
 * LogService:GetLogHistory (creator-docs LogService.yaml) returns {message, messageType,
 * timestamp} for what the Output window shows; ClearOutput empties it.
 */
import { ok } from "Shared/Result";
import { int, objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import { OutputCapture, OutputLevel } from "./OutputCapture";
import { describeLine, levelOf } from "./OutputLines";
import { hideSecrets } from "./Secrets";

const LEVELS: ReadonlyArray<OutputLevel> = ["output", "info", "warning", "error"];

interface LogEntry {
	readonly message: string;
	readonly messageType: EnumItem;
}

export const getOutput: ToolSpec = {
	definition: {
		name: "get_output",
		risk: "read",
		description:
			"Recent Output lines, capped; filter by levels and source. Error lines name script and line. Pass the returned mark as since to read only newer lines.",
		parameters: objectSchema(
			{
				levels: {
					type: "array",
					description: 'Levels to include: "output", "info", "warning", "error" (default all).',
					items: { type: "string" },
				},
				source: str("Only lines containing this text (e.g. ServerScriptService.Lava)."),
				since: int("A mark from an earlier get_output: only lines after it.", 0),
				limit: int("Most lines to return, the newest (default 50, at most 200).", 1),
			},
			[],
		),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const logService = (hosts.root as DataModel).GetService("LogService");
			const history = logService.GetLogHistory() as unknown as LogEntry[];
			const wanted = (args.levels as string[] | undefined) ?? LEVELS;
			for (const level of wanted)
				if (!LEVELS.includes(level as OutputLevel))
					return fail("invalid_args", `Unknown level "${level}"; use ${LEVELS.join(", ")}.`);
			const source = args.source as string | undefined;
			const limit = math.min((args.limit as number | undefined) ?? 50, 200);
			let since = (args.since as number | undefined) ?? 0;
			let note = "";
			if (since > history.size()) {
				note = "The Output was cleared since that mark; showing everything now in it.\n";
				since = 0;
			}
			const matching: string[] = [];
			for (let i = since; i < history.size(); i++) {
				const entry = history[i];
				const level = levelOf(entry.messageType);
				if (!wanted.includes(level)) continue;
				if (source !== undefined && entry.message.find(source, 1, true)[0] === undefined) continue;
				const text = describeLine(entry.message);
				matching.push(level === "output" ? text : `[${level}] ${text}`);
			}
			const capture = new OutputCapture();
			const first = math.max(0, matching.size() - limit);
			for (let i = first; i < matching.size(); i++) capture.add("output", matching[i]);
			const older = first > 0 ? `[${first} older matching lines not shown]\n` : "";
			const body = matching.size() === 0 ? "(no matching lines)" : capture.render();
			return ok({
				content: hideSecrets(hosts, `${note}${older}${body}\nmark: ${history.size()}`),
				summary: `Read Output (${matching.size()} lines)`,
			});
		},
	},
};
