/**
 * Tells a configuration module (settings, constants, a table of definitions) from code: many
 * names set to literal values (`MaxLogs = 5000;`, `export const WORLD_BOUNDS = 128`,
 * `price: 100,`) and few functions.
 *
 * Why: a request to change a value ("a 1.5x bonus instead of 1.2x", "keep more than 1000
 * logs", "change the default prefix") is answered in the module that holds the value, whose
 * text is mostly names and values and so matches the request by one or two words only; the
 * code using the value matches more. Ranking (Selection/ValueRequest) lifts such modules for
 * such requests. Counted per chunk (EntryBuilder), so a large script costs no extra pass.
 */
import { ANY_LINE, ASSIGNMENT_LINE, LOCAL_LINE, MatchStart, eachMatch, startsAt } from "./LiteralScan";

/**
 * The double quote by code: roblox-ts emits a string holding one as a long-bracket string,
 * where the pattern's `\n` would stay a backslash and an n.
 */
const QUOTE = string.char(34);
/**
 * At most one level of indentation (a tab, or up to four spaces): a module's own settings,
 * not the properties a UI function sets deep inside (`BackgroundTransparency = 1,`).
 */
const TOP = "\n[ \t]?[ ]?[ ]?[ ]?";
/**
 * A name (dotted, or `export const`) set to a number, string, table, list or boolean, at a
 * line start; each with a literal it cannot match without (or undefined).
 *
 * Why the literal: each pattern is a pass over the text, tried at every byte (about 40 us
 * for a 3 KB script in the simulator's Luau, a fifth of reading the script); a plain `find`
 * of the literal runs in C and skips the passes a script cannot match (a Lua script has no
 * `export`, many have no `true`). The third element says where a match can start
 * (LiteralScan): the pattern is tried only at those line ends, not at every byte.
 */
export const LITERAL_PATTERNS: ReadonlyArray<readonly [string, string | undefined, MatchStart]> = [
	[TOP + "[%a_][%w_%.]*%s*[=:]%s*%-?%d", undefined, ASSIGNMENT_LINE],
	[TOP + "[%a_][%w_%.]*%s*[=:]%s*['{%[" + QUOTE + "]", undefined, ASSIGNMENT_LINE],
	[TOP + "[%a_][%w_%.]*%s*[=:]%s*true[^%w_]", "true", ASSIGNMENT_LINE],
	[TOP + "[%a_][%w_%.]*%s*[=:]%s*false[^%w_]", "false", ASSIGNMENT_LINE],
	[TOP + "export%s+const%s+[%a_][%w_]*%s*=%s*[%-%d'{%[" + QUOTE + "]", "export", ANY_LINE],
	// Luau constants (`local MAX_SPEED = 16`), as a Lua module writes them and as roblox-ts
	// compiles `export const` (the plugin reads the compiled script in Studio, not its source).
	[TOP + "local%s+[%a_][%w_]*%s*=%s*%-?%d", "local", LOCAL_LINE],
	[TOP + "local%s+[%a_][%w_]*%s*=%s*['{%[" + QUOTE + "]", "local", LOCAL_LINE],
	[TOP + "local%s+[%a_][%w_]*%s*=%s*true[^%w_]", "true", LOCAL_LINE],
	[TOP + "local%s+[%a_][%w_]*%s*=%s*false[^%w_]", "false", LOCAL_LINE],
];
/** What counts as a function, with the literal each needs (as above). */
export const FUNCTION_PATTERNS: ReadonlyArray<readonly [string, string]> = [
	["function[%s%(]", "function"],
	["=>", "=>"],
];
/** Literal settings a module needs at least to count as configuration. */
const MIN_LITERALS = 3;
/** Literal settings per function a configuration module has at least (a command table: about five). */
const LITERALS_PER_FUNCTION = 8;

/** The patterns anchored, for LiteralScan. */
const LITERAL_SCANS = LITERAL_PATTERNS.map(([pattern, gate, start]) => ["^" + pattern, gate, start] as const);
const FUNCTION_SCANS = FUNCTION_PATTERNS.map(([pattern, literal]) => ["^" + pattern, literal] as const);

export class ConfigShape {
	private literals = 0;
	private functions = 0;
	private readonly countLiteral = () => {
		this.literals += 1;
	};
	private readonly countFunction = () => {
		this.functions += 1;
	};

	/** Counts a chunk of whole lines (starting with a line end, as EntryBuilder passes them). */
	scan(text: string): void {
		for (const [pattern, gate, start] of LITERAL_SCANS) {
			if (gate !== undefined && text.find(gate, 1, true)[0] === undefined) continue;
			eachMatch(text, pattern, start, this.countLiteral);
		}
		// Each function pattern starts with its literal.
		for (const [pattern, literal] of FUNCTION_SCANS) {
			if (text.find(literal, 1, true)[0] === undefined) continue;
			eachMatch(text, pattern, startsAt(literal), this.countFunction);
		}
	}

	/** The counts so far (specs compare them with ungated passes). */
	counts(): { literals: number; functions: number } {
		return { literals: this.literals, functions: this.functions };
	}

	isConfig(): boolean {
		return this.literals >= MIN_LITERALS && this.functions * LITERALS_PER_FUNCTION <= this.literals;
	}
}
