/**
 * One script as the index knows it, and how an entry is made from a script's text.
 *
 * Why precomputed terms: ranking runs on every user message over every script; splitting
 * names, paths and outlines into words once, at index time, keeps selection cheap.
 */
import { keywords } from "Shared/Words";
import { EntryBuilder } from "./EntryBuilder";
import { Outline } from "./ScriptOutline";
import { TermSets, renamedTerms } from "./TermStats";

export interface ScriptEntry {
	readonly target: LuaSourceContainer;
	readonly path: string;
	readonly name: string;
	readonly className: string;
	readonly size: number;
	readonly outline: Outline;
	readonly tokens: number;
	/** Words of the name and path. */
	readonly nameTerms: ReadonlyArray<string>;
	/** Words of the outline and identifiers used in the text (bounded). */
	readonly bodyTerms: ReadonlyArray<string>;
	/**
	 * Every name the script defines, lower-case: functions and table fields set to a table or
	 * a function (`Hint = function`, `Goldify = {`), at most a few thousand. Ranking only; the
	 * outline keeps its short lists for the prompt.
	 */
	readonly defined: ReadonlyArray<string>;
	/** Names the script imports by name (roblox-ts `import { a } from`), lower-case; see OutlineScan.importedNames. */
	readonly imports: ReadonlyArray<string>;
	/** Member calls, receiver and member at the same index (`Logs:AddLog(` gives Logs and AddLog), at most a few hundred (MemberCalls). */
	readonly callReceivers: ReadonlyArray<string>;
	readonly callMembers: ReadonlyArray<string>;
	/** Names the script sets on a shared table (`_G.X =`, `shared.X =`, `server.X = {`). */
	readonly provides: ReadonlyArray<string>;
	/** Names defined inside a table or function (`\tTimeBan = {`), lower-case; a subset of `defined`. */
	readonly nested: ReadonlyArray<string>;
	/** The script only re-exports or returns other modules (OutlineScan.isBarrel). */
	readonly barrel?: true;
	/** Mostly names set to literal values, few functions: settings or constants (ConfigShape). */
	readonly config?: true;
	/** Mostly text in string literals: a changelog, descriptions, an embedded dump (StringShare). */
	readonly prose?: true;
	/** Words of the header comment: what the author says the script is for. */
	readonly docTerms: ReadonlyArray<string>;
	/** The words above as sets, the way ranking matches them (made once, at index time). */
	readonly terms: TermSets;
}

/** A builder for the entry, to run in slices (`EntryBuilder.advance`). */
export function entryBuilder(target: LuaSourceContainer, source: string, path: string): EntryBuilder {
	return new EntryBuilder(target, source, path, (text) => keywords(headerComment(text)));
}

/** The entry at once (a small script, or a refresh that must not wait). */
export function makeEntry(target: LuaSourceContainer, source: string, path: string): ScriptEntry {
	return entryBuilder(target, source, path).finishNow();
}

/** How far into a script its header comment is looked for. */
const HEADER_WINDOW = 2000;
const HEADER_CHARS = 600;

/**
 * The leading comment block (`--[[ ]]` or consecutive `--` lines), at most 600 characters,
 * found within the first 2,000.
 *
 * Why positions first: the 2,000-byte window and the whole block were strings of their own
 * for every script the index reads, which Luau interns (its string table doubles in one
 * step as their count grows, bench:index); a block is cut out once, at its final length,
 * and a script that does not start with a comment makes no string at all.
 */
export function headerComment(source: string): string {
	const [, open] = source.find("^%s*%-%-%[=*%[");
	if (open !== undefined && open <= HEADER_WINDOW) {
		// The first close after it; one ending past the window means none within it.
		const [close, closeEnd] = source.find("%]=*%]", open + 1);
		if (close !== undefined && closeEnd !== undefined && closeEnd <= HEADER_WINDOW)
			return source.sub(open + 1, math.min(close - 1, open + HEADER_CHARS));
	}
	if (source.find("^%s*%-%-")[0] === undefined) return "";
	const trimmed = source.sub(1, HEADER_WINDOW);
	const lines: string[] = [];
	for (const [line] of trimmed.gmatch("[^\n]*")) {
		const [text] = (line as string).match("^%s*%-%-(.*)");
		if (text === undefined) break;
		lines.push(text as string);
	}
	return lines.join(" ").sub(1, HEADER_CHARS);
}

/** The same entry at a new path (rename or move): the text-derived parts are kept. */
export function repath(entry: ScriptEntry, path: string): ScriptEntry {
	const nameTerms = keywords(path);
	const name = entry.target.Name;
	return { ...entry, path, name, nameTerms, terms: renamedTerms(entry.terms, name, nameTerms) };
}
