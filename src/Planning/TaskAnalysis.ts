/**
 * Complexity analysis of a request: simple, medium or complex, with estimated steps and
 * the capabilities it needs.
 *
 * Why heuristics, not a model call: the analysis runs before the first request to decide
 * whether to ask for a plan and how much context to select; it must be instant and free.
 * It only has to separate "rename this part" from "build a trading system".
 */
import { keywords } from "Shared/Words";

export type Complexity = "simple" | "medium" | "complex";

export type Capability =
	"read" | "script_edit" | "create_instance" | "property" | "delete" | "ui" | "data" | "networking" | "physics";

export interface TaskAnalysis {
	readonly complexity: Complexity;
	readonly estimatedSteps: number;
	readonly capabilities: ReadonlyArray<Capability>;
	readonly keywords: ReadonlyArray<string>;
	/** A question, not a change: answered by reading only. */
	readonly questionOnly: boolean;
}

const CAPABILITY_WORDS: ReadonlyArray<[Capability, ReadonlyArray<string>]> = [
	["script_edit", ["script", "function", "refactor", "fix", "bug", "code", "module", "rewrite", "implement"]],
	["create_instance", ["create", "add", "make", "build", "spawn", "insert", "new"]],
	["property", ["color", "size", "transparency", "anchored", "property", "position", "rename", "change"]],
	["delete", ["delete", "remove", "clean", "destroy"]],
	["ui", ["gui", "ui", "button", "frame", "hud", "menu", "screen", "label", "window", "bar"]],
	["data", ["datastore", "save", "load", "profile", "data", "leaderstats"]],
	["networking", ["remote", "remoteevent", "server", "client", "replicate", "fireserver"]],
	["physics", ["physics", "velocity", "force", "collision", "touched", "raycast"]],
];

/**
 * Words that mark a request as a whole system. Not "game" or "full": "in my game" and "full
 * health" are everyday wording, and a complex rating costs the user a plan to review.
 */
const SYSTEM_WORDS = ["system", "systems", "entire", "whole", "complete", "framework", "multiple"];
/** Words that ask for a change even inside a question ("can you add ...?"). */
const CHANGE_VERBS = [
	"add",
	"create",
	"make",
	"build",
	"fix",
	"change",
	"delete",
	"remove",
	"rename",
	"refactor",
	"rewrite",
	"implement",
	"set",
	"move",
	"replace",
	"update",
];
const QUESTION_STARTS = ["what", "why", "how", "where", "which", "explain", "does", "is", "can", "show"];

export function analyzeTask(request: string): TaskAnalysis {
	const lower = request.lower();
	const raw: string[] = [];
	for (const [w] of lower.gmatch("[%w_]+")) raw.push(w as string);
	const capabilities: Capability[] = [];
	for (const [cap, words] of CAPABILITY_WORDS) {
		if (words.some((w) => raw.includes(w))) capabilities.push(cap);
	}
	const first = raw[0] ?? "";
	const asks = QUESTION_STARTS.includes(first) || lower.sub(-1) === "?";
	const changes = CHANGE_VERBS.some((w) => raw.includes(w));
	const questionOnly = asks && !changes;
	if (questionOnly || capabilities.size() === 0) capabilities.unshift("read");

	// Steps: clauses joined by "and", commas, "then", numbered lists; systems count extra.
	let clauses = 1;
	for (const [] of lower.gmatch("%f[%w]and%f[%W]")) clauses += 1;
	for (const [] of lower.gmatch("%f[%w]then%f[%W]")) clauses += 1;
	for (const [] of lower.gmatch(",")) clauses += 0.5;
	for (const [] of lower.gmatch("\n%s*%d+[%.%)]")) clauses += 1;
	const systemish = SYSTEM_WORDS.some((w) => raw.includes(w));
	const domains = capabilities
		.filter((c) => c === "ui" || c === "data" || c === "networking" || c === "physics")
		.size();
	let steps = math.ceil(clauses) + domains + (systemish ? 3 : 0);
	if (questionOnly) steps = 1;
	const complexity: Complexity = questionOnly || steps <= 2 ? "simple" : steps <= 4 ? "medium" : "complex";
	return { complexity, estimatedSteps: steps, capabilities, keywords: keywords(request), questionOnly };
}
