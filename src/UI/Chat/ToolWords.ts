/**
 * What a running tool is doing, in words for the status line ("Reading a script" rather than
 * "get_script").
 *
 * Why a table: the tool names are the model's vocabulary; a user watching Lux work should
 * not need to learn it. The loop reports a grouped call (`more_tools`) by its member's name,
 * so the member is named here like any tool. A name missing here shows as "Running a tool",
 * never as the name itself: a name can come from the model, and its text is not ours to show.
 */
const GENERIC = "Running a tool";

const WORDS: { readonly [name: string]: string } = {
	get_script: "Reading a script",
	search_scripts: "Searching scripts",
	get_instance: "Reading an instance",
	list_children: "Listing children",
	get_place_map: "Mapping the place",
	get_selection: "Reading the selection",
	get_class_info: "Looking up a class",
	get_project_context: "Reading project notes",
	discover_project: "Surveying the project",
	edit_script_lines: "Preparing a script edit",
	patch_script: "Preparing a script edit",
	create_script: "Preparing a new script",
	create_instance: "Preparing new instances",
	clone_instance: "Preparing a copy",
	delete_instance: "Preparing a delete",
	move_instance: "Preparing a move",
	rename_instance: "Preparing a rename",
	set_properties: "Preparing property changes",
	set_attributes: "Preparing attribute changes",
	update_project_context: "Updating project notes",
	mark_plan_step: "Ticking off a plan step",
	find_instances: "Finding instances",
	list_tags: "Listing tags",
	edit_tags: "Preparing tag changes",
	get_output: "Reading the Output window",
	run_luau: "Running code",
	playtest: "Playtesting the place",
	// The entry under which rarer tools are called (Tools' MORE_TOOLS); which one is in its arguments.
	more_tools: GENERIC,
};

/** The running tool in words; text that is not a tool name (e.g. "waiting for your approval") passes through. */
export function toolWords(tool: string): string {
	const words = WORDS[tool];
	if (words !== undefined) return words;
	// Tool names have no spaces; the Conversation's own phrases ("waiting for your approval") do.
	if (tool.find(" ", 1, true)[0] === undefined) return GENERIC;
	return tool.sub(1, 1).upper() + tool.sub(2);
}
