/**
 * Classifies a tool error and says how the model can recover.
 *
 * Why: "Error: not found" teaches the model nothing; "missing resource: list the parent and
 * use a real path" does. Tools tag their failures with a code; errors from elsewhere (engine
 * messages) are classified by their wording.
 */
import { TRANSIENT_PATTERNS } from "Tools/Core/Retry";
import { parseFailureCode } from "Tools/Core/ToolFailure";

export type ErrorCategory =
	| "missing_resource"
	| "ambiguous_match"
	| "invalid_arguments"
	| "permission"
	| "syntax"
	| "stale_preview"
	| "transient"
	| "rolled_back"
	| "unavailable"
	| "unknown";

export interface ErrorAnalysis {
	readonly category: ErrorCategory;
	readonly retryable: boolean;
	readonly hint: string;
}

const HINTS: Record<ErrorCategory, string> = {
	missing_resource:
		"Use get_place_map or list_children on the closest existing ancestor to find the real path or text, then retry with it.",
	ambiguous_match:
		"Make the target unique: include more surrounding lines in search, or rename one of the same-named instances.",
	invalid_arguments: "Fix the arguments as the message says (get_class_info lists real properties) and call again.",
	permission: "This cannot be changed by a plugin or is protected; choose another approach or ask the user.",
	syntax: "Fix the Luau syntax error at the reported line and propose the change again.",
	stale_preview:
		"The target changed since the preview. Read it again (get_script / get_instance) and propose the change anew.",
	transient: "A temporary problem; retrying once may succeed.",
	rolled_back:
		"The change failed while being applied and the place was left as it was. Read the target again and propose a different change; repeating this one fails the same way.",
	unavailable: "This capability is not connected in this session; continue without it.",
	unknown:
		"Read the message, check the target with a read tool, and try a different approach rather than repeating the call.",
};

const CODE_TO_CATEGORY: Record<string, ErrorCategory> = {
	missing: "missing_resource",
	ambiguous: "ambiguous_match",
	invalid_args: "invalid_arguments",
	syntax: "syntax",
	permission: "permission",
	stale: "stale_preview",
	transient: "transient",
	rolled_back: "rolled_back",
	unavailable: "unavailable",
	// "internal" is left out on purpose: an error the tool did not foresee is judged by its
	// wording below (an engine's "is not a valid member", or an editor conflict worth a retry).
};

const PATTERNS: ReadonlyArray<readonly [string, ErrorCategory]> = [
	["is not a valid member", "invalid_arguments"],
	["does not exist", "missing_resource"],
	["not found", "missing_resource"],
	["lacking permission", "permission"],
	["read.only", "permission"],
	["locked", "permission"],
	["Expected", "syntax"],
	["Incomplete statement", "syntax"],
	// One list with the Studio hosts' retry, so both call the same wordings transient.
	...TRANSIENT_PATTERNS.map((pattern) => [pattern, "transient"] as const),
];

export function classifyError(message: string): ErrorAnalysis {
	const code = parseFailureCode(message);
	let category: ErrorCategory = code !== undefined ? (CODE_TO_CATEGORY[code] ?? "unknown") : "unknown";
	if (category === "unknown") {
		for (const [pattern, found] of PATTERNS) {
			if (message.lower().find(pattern.lower())[0] !== undefined) {
				category = found;
				break;
			}
		}
	}
	return { category, retryable: category === "transient", hint: HINTS[category] };
}

/** The message with its recovery hint appended, as the model reads it. */
export function withRecoveryHint(message: string): string {
	const analysis = classifyError(message);
	return `${message}\nRecovery (${analysis.category}): ${analysis.hint}`;
}
