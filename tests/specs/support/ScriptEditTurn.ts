/**
 * A script in Workspace and a scripted model that edits one of its lines with
 * edit_script_lines, then answers: the commonest turn of the panel specs over real Tools.
 *
 * Why one: the ToolsBridge, activity and panel-review specs each wrote the same script and
 * the same two scripted replies.
 */
import { Workspace } from "@rbxts/services";
import { loadTurns, sim } from "./PanelHarness";

export interface ScriptEdit {
	/** The script's name in Workspace. */
	readonly name: string;
	readonly source: string;
	readonly line: number;
	readonly oldText: string;
	readonly newText: string;
	/** The model's answer after the edit's result. */
	readonly answer: string;
}

/** Makes the script, clears what the simulator recorded of it, and loads the two replies. */
export function scriptEditTurn(edit: ScriptEdit): Script {
	const target = new Instance("Script");
	target.Name = edit.name;
	target.Source = edit.source;
	target.Parent = Workspace;
	sim().clearUnrecordedChanges();
	loadTurns({
		turns: [
			{
				reply: {
					tool_calls: [
						{
							name: "edit_script_lines",
							arguments: {
								path: `Workspace.${edit.name}`,
								start_line: edit.line,
								end_line: edit.line,
								expected_old_text: edit.oldText,
								new_text: edit.newText,
							},
						},
					],
				},
			},
			{ reply: { content: edit.answer } },
		],
	});
	return target;
}
