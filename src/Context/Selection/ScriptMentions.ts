/**
 * The scripts a message names by their full name, the way Studio's Output writes one: an
 * error pasted as it appeared (`ServerScriptService.Shop.Buy:57: attempt to index nil`), a
 * stack line (`Script 'ServerScriptService.Shop.Buy', Line 57`, or `…Buy, line 57`), or a
 * dotted path typed out (`ReplicatedStorage.Modules.Util`).
 *
 * Why: "fix this error" with the Output's line pasted is one of the commonest requests, and
 * the script it names is the one to read. Its words alone (server, script, service, shop) match
 * half the place; on a real admin system the named script ranked 6th and 13th behind scripts
 * sharing those words. A name in the Output is plain (`Workspace.Lava Part.Kill`: no quotes,
 * spaces kept), so it is compared with each script's path in that form. A shorter mention
 * (`Core.Functions:77`) counts when it ends the path of at most a few scripts.
 */
import { parseSegments } from "Shared/InstancePath";
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptIndex } from "../Index/ScriptIndex";

/** A partial mention shared by more scripts than this names none of them. */
const MAX_SHARED = 3;
/** Bounds on the work one message can cause (a pasted log of hundreds of lines). */
const MAX_POSITIONS = 40;
const MAX_PREFIX = 300;
/** The quote characters around a name (built from parts: see lint rule lux/luau-string-escapes). */
const QUOTES = `'"` + "`";

/** A path as the Output writes it: names joined by dots, none quoted. */
function plainPath(path: string): string {
	const parsed = parseSegments(path);
	return parsed.ok ? parsed.value.map((s) => s.name).join(".") : path;
}

/** The scripts whose plain path is `text` or ends with `.text`; `text` must hold a dot. */
function resolve(index: ScriptIndex, raw: string): ScriptEntry[] {
	// Quotes around a stack line's name (`Script 'X', Line 3`) are not part of it.
	let [text] = raw.gsub(`^[%s${QUOTES}]+`, "");
	[text] = text.gsub(`[%s${QUOTES}]+$`, "");
	if (text.sub(1, 5) === "game.") text = text.sub(6);
	// A path is a few hundred characters at most; a longer run of dots is minified code.
	if (text.size() > MAX_PREFIX) return [];
	// The script's own name follows one of the dots (a name may itself hold dots): try each.
	let from = 1;
	for (;;) {
		const [dot] = text.find(".", from, true);
		if (dot === undefined) return [];
		const found: ScriptEntry[] = [];
		for (const entry of index.named(text.sub(dot + 1))) {
			const full = plainPath(entry.path);
			if (full === text || full.sub(-(text.size() + 1)) === `.${text}`) found.push(entry);
		}
		if (found.size() > 0) return found.size() <= MAX_SHARED ? found : [];
		from = dot + 1;
	}
}

/** The first script mention ending the text before a position: the longest start that resolves. */
function mentionBefore(index: ScriptIndex, before: string): ScriptEntry[] {
	// Cut first: the line's start is then found in a short text (a pattern anchored at the end
	// is tried from every position of what it is given).
	const tail = before.size() > MAX_PREFIX ? before.sub(-MAX_PREFIX) : before;
	const [lineStart] = tail.find("[^\n]*$");
	const line = tail.sub(lineStart ?? 1);
	// Starts: the line's beginning, then after each space, quote, colon or bracket.
	const starts = [1];
	for (const [at] of line.gmatch(`[%s${QUOTES}:%(%[]()`)) starts.push(at as number);
	for (const start of starts) {
		const found = resolve(index, line.sub(start));
		if (found.size() > 0) return found;
	}
	return [];
}

export function mentionedScripts(index: ScriptIndex, message: string): Set<LuaSourceContainer> {
	const out = new Set<LuaSourceContainer>();
	const add = (entries: ScriptEntry[]) => entries.forEach((e) => out.add(e.target));
	let positions = 0;
	// `<name>:57` (an error or a new-style stack line) and `<name>, line 57` (a stack line).
	for (const [at] of message.gmatch("():%d+")) {
		if (++positions > MAX_POSITIONS) break;
		add(mentionBefore(index, message.sub(1, (at as number) - 1)));
	}
	for (const [at] of message.lower().gmatch("(),%s*line%s+%d+")) {
		if (++positions > MAX_POSITIONS) break;
		add(mentionBefore(index, message.sub(1, (at as number) - 1)));
	}
	// A dotted path typed out, with no spaces in it.
	for (const [path] of message.gmatch("[%a_][%w_%-]*%.[%w_%.%-]*[%w_]")) {
		if (++positions > MAX_POSITIONS) break;
		add(resolve(index, path as string));
	}
	return out;
}
