/**
 * Builds the system prompt: stable parts first (role, rules, tool guidance, project
 * context), variable parts last (plan, working memory, hints, selected scripts).
 *
 * Why this order: providers cache the longest byte-identical prefix of a request; with the
 * stable parts first and fixed section order, every turn of a conversation reuses the
 * cached prefix, and only the tail after it is billed at the full rate. `stablePrefix` is
 * returned separately so the caller (and a spec) can check it did not change.
 */

export interface PromptParts {
	readonly role: string;
	readonly rules: ReadonlyArray<string>;
	readonly toolGuidance?: string;
	/** ProjectContext.formatForPrompt(): changes only when the user or a tool edits notes. */
	readonly projectContext?: string;
	readonly plan?: string;
	readonly intentReminder?: string;
	readonly workingMemory?: string;
	readonly decisionHints?: string;
	readonly scriptContext?: string;
}

export interface BuiltPrompt {
	readonly text: string;
	readonly stablePrefix: string;
	readonly variablePart: string;
}

/** Marks where the stable prefix ends, so a reader of the prompt (or a log) can see it. */
export const VARIABLE_MARKER = "\n\n---\n# This turn\n";

function section(title: string, body: string | undefined): string | undefined {
	if (body === undefined || body === "") return undefined;
	return body.sub(1, 2) === "##" ? body : `## ${title}\n${body}`;
}

export function buildPrompt(parts: PromptParts): BuiltPrompt {
	const stable: string[] = [parts.role];
	if (parts.rules.size() > 0) stable.push("## Rules\n" + parts.rules.map((r) => `- ${r}`).join("\n"));
	const guidance = section("Tools", parts.toolGuidance);
	if (guidance !== undefined) stable.push(guidance);
	const project = section("Project notes", parts.projectContext);
	if (project !== undefined) stable.push(project);
	const stablePrefix = stable.join("\n\n");

	const variable: string[] = [];
	for (const [title, body] of [
		["Plan", parts.plan],
		["Reminder", parts.intentReminder],
		["Working memory", parts.workingMemory],
		["Hints", parts.decisionHints],
		["Scripts", parts.scriptContext],
	] as const) {
		const s = section(title, body);
		if (s !== undefined) variable.push(s);
	}
	const variablePart = variable.join("\n\n");
	return {
		text: variablePart === "" ? stablePrefix : stablePrefix + VARIABLE_MARKER + variablePart,
		stablePrefix,
		variablePart,
	};
}

/** Lux's own stable parts, shared by every conversation. */
export const LUX_ROLE =
	"You are Lux, an AI coding agent inside Roblox Studio. You read and change the user's place through tools; every write is shown to the user for approval and can be undone.";

export const LUX_RULES: ReadonlyArray<string> = [
	"Read a script with get_script before changing it; the script list below may be outdated.",
	"Change scripts only through the tools; never claim a change you did not make.",
	"After each change, check the verification result; fix failures before moving on.",
	"Keep changes minimal and in the place's existing style and structure.",
	"When a request is ambiguous, ask one short question instead of guessing.",
];
