/**
 * The names a script defines (`function M.Name(`, `Name = function`, `Name = {`, roblox-ts
 * exports), the ones nested in its tables (a command table's `\tTimeBan = {`) and the names it
 * imports by name, collected a chunk of lines at a time (EntryBuilder).
 *
 * Why: ranking finds where a thing lives by the name it is defined under, which a large
 * script's outline has no room to show, and follows a roblox-ts import by name to the file
 * defining it (Selection/ScriptGraph).
 */
import { importedNames } from "./OutlineScan";
import { ASSIGNMENT_LINE, MatchStart, eachMatch, startsAt } from "./LiteralScan";

const MAX_DEFINED = 3000;
/**
 * Definitions by name: `function a.b.Name(`, `Name = function`, `Name = {` (any indentation),
 * each with a literal it cannot match without (or undefined): a plain `find` in C skips a
 * pass over the text (see ConfigShape's note on the cost of a pass); and where a match can
 * start (LiteralScan), the only places the pattern is tried.
 */
export const DEFINED_PATTERNS: ReadonlyArray<readonly [string, string | undefined, MatchStart]> = [
	["function%s+[%w_%.:]-([%a_][%w_]*)%s*%(", "function", startsAt("function")],
	["\n[ \t]*([%a_][%w_]*)%s*=%s*function", "function", ASSIGNMENT_LINE],
	["\n[ \t]*([%a_][%w_]*)%s*=%s*{", "{", ASSIGNMENT_LINE],
	// roblox-ts exports: what other files import by name (`export const selectPlayerBalance =`).
	["\nexport%s+const%s+([%a_][%w_]*)", "export", startsAt("\nexport")],
	["\nexport%s+class%s+([%a_][%w_]*)", "export", startsAt("\nexport")],
	["\nexport%s+enum%s+([%a_][%w_]*)", "export", startsAt("\nexport")],
	["\nexport%s+interface%s+([%a_][%w_]*)", "export", startsAt("\nexport")],
	["\nexport%s+type%s+([%a_][%w_]*)", "export", startsAt("\nexport")],
];
/** DEFINED_PATTERNS anchored, for LiteralScan. */
const DEFINED_SCANS = DEFINED_PATTERNS.map(([pattern, gate, start]) => ["^" + pattern, gate, start] as const);
/**
 * Definitions inside a table (indented, capitalised): a command table's `\tTimeBan = {`.
 * Capitalised because a table's fields are what a module offers (`Hint = function`), while
 * `snake = { ...snake, score: 0 }` in a function body is a variable being reassigned.
 */
const NESTED_PATTERNS = ["^\n[ \t]+(%u[%w_]*)%s*=%s*function", "^\n[ \t]+(%u[%w_]*)%s*=%s*{"];
const MAX_NESTED = 200;
/** Names imported by name that an entry keeps. */
const MAX_IMPORTS = 40;

/** Adds `name` lower-case when new and of three letters or more; false when `list` is full. */
function keep(list: string[], seen: Set<string>, name: string, cap: number): boolean {
	if (list.size() >= cap) return false;
	const lower = name.lower();
	if (lower.size() >= 3 && !seen.has(lower)) {
		seen.add(lower);
		list.push(lower);
	}
	return true;
}

export class DefinedNames {
	/** Every name defined, lower-case, at most MAX_DEFINED. */
	readonly defined: string[] = [];
	/** Names defined inside a table, lower-case; a subset of `defined`. */
	readonly nested: string[] = [];
	/** Names imported by name (roblox-ts `import { a } from`). */
	readonly imports: string[] = [];
	private readonly definedSeen = new Set<string>();
	private readonly nestedSeen = new Set<string>();

	/** Adds the names in `text`: a chunk of whole lines starting with a line end. */
	scan(text: string): void {
		const keepNested = (name: unknown) => !keep(this.nested, this.nestedSeen, name as string, MAX_NESTED);
		for (const pattern of NESTED_PATTERNS) eachMatch(text, pattern, ASSIGNMENT_LINE, keepNested);
		if (this.imports.size() < MAX_IMPORTS)
			for (const name of importedNames(text, MAX_IMPORTS - this.imports.size()))
				if (!this.imports.includes(name)) this.imports.push(name);
		let full = false;
		const keepDefined = (name: unknown) => {
			full = !keep(this.defined, this.definedSeen, name as string, MAX_DEFINED);
			return full;
		};
		for (const [pattern, gate, start] of DEFINED_SCANS) {
			if (gate !== undefined && text.find(gate, 1, true)[0] === undefined) continue;
			eachMatch(text, pattern, start, keepDefined);
			if (full) return;
		}
	}
}
