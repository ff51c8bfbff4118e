/**
 * The activity view's words for a tool: "edit script", not `patch_script`. The raw name stays
 * on the entry (the view shows it small, for a user matching it to a log or a report).
 *
 * Why verb phrases in the base form: the view puts the outcome first ("Proposed: edit script
 * Workspace.Door", "Rejected: delete instance ..."); a past tense ("Edited script") would
 * contradict every outcome but Applied. Why here and not in the view: which tool does what is
 * Tools' vocabulary, and every view of the activity should say it the same way.
 */
import type { ActionEntry } from "Tools/ApprovalQueue/ActionLog";

/** One line of the activity view: Tools' action log entry, with its tool in words. */
export interface ActivityEntry extends ActionEntry {
	/** What the tool does, e.g. "edit script" for edit_script_lines and patch_script. */
	readonly label: string;
}

const LABELS: { readonly [tool: string]: string } = {
	edit_script_lines: "edit script",
	patch_script: "edit script",
	create_script: "create script",
	create_instance: "create instance",
	clone_instance: "copy instance",
	delete_instance: "delete instance",
	move_instance: "move instance",
	rename_instance: "rename instance",
	set_properties: "change properties of",
	set_attributes: "change attributes of",
	edit_tags: "change tags of",
	run_luau: "run code",
	update_project_context: "update project notes",
	mark_plan_step: "mark plan step",
};

/** A tool's words; an unknown tool (a newer one) reads as its name with spaces. */
export function activityLabel(tool: string): string {
	return LABELS[tool] ?? tool.gsub("_", " ")[0];
}

export function labelActivity(entry: ActionEntry): ActivityEntry {
	return { ...entry, label: activityLabel(entry.tool) };
}
