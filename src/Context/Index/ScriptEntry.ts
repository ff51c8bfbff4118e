/**
 * One script as the index knows it, and how an entry is made from a script's text.
 *
 * Why precomputed terms: ranking runs on every user message over every script; splitting
 * names, paths and outlines into words once, at index time, keeps selection cheap.
 */
import { estimateTokens } from "Shared/Tokens";
import { keywords } from "Shared/Words";
import { Outline, outlineOf } from "./ScriptOutline";

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
	/** Words of the header comment: what the author says the script is for. */
	readonly docTerms: ReadonlyArray<string>;
}

const MAX_BODY_TERMS = 400;

export function makeEntry(target: LuaSourceContainer, source: string, path: string): ScriptEntry {
	const outline = outlineOf(source);
	const all = keywords(source);
	const bodyTerms = all.size() > MAX_BODY_TERMS ? all.filter((_, i) => i < MAX_BODY_TERMS) : all;
	return {
		target,
		path,
		name: target.Name,
		className: target.ClassName,
		size: source.size(),
		outline,
		tokens: estimateTokens(source),
		nameTerms: keywords(path),
		bodyTerms,
		docTerms: keywords(headerComment(source)),
	};
}

/** The leading comment block (`--[[ ]]` or consecutive `--` lines), at most 600 characters. */
export function headerComment(source: string): string {
	const trimmed = source.sub(1, 2000);
	const [block] = trimmed.match("^%s*%-%-%[=*%[(.-)%]=*%]");
	if (block !== undefined) return (block as string).sub(1, 600);
	const lines: string[] = [];
	for (const [line] of trimmed.gmatch("[^\n]*")) {
		const [text] = (line as string).match("^%s*%-%-(.*)");
		if (text === undefined) break;
		lines.push(text as string);
	}
	return lines.join(" ").sub(1, 600);
}

/** The same entry at a new path (rename or move): the text-derived parts are kept. */
export function repath(entry: ScriptEntry, path: string): ScriptEntry {
	return { ...entry, path, name: entry.target.Name, nameTerms: keywords(path) };
}
