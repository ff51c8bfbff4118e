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
 * (`Core.Functions:77`) counts when it ends the path of at most a few scripts. A playtest's
 * Output names the running copy (`Players.Ann.PlayerScripts.Main:12:`, `…PlayerGui.Shop.Buy`,
 * the character's `Workspace.Ann.Animate`): it is read as the Starter container it came from.
 *
 * Why cached: the plain form of every path is kept per index version, so a name is looked up,
 * not compared with thousands of scripts sharing a default name ("Script"); a pasted log of
 * many lines cost seconds before. Dotted words on lines of quoted code are requires and
 * lookups inside that code (`require(game.ReplicatedStorage.Util)`), not the script meant.
 */
import { parseSegments } from "Shared/InstancePath";
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptIndex } from "../Index/ScriptIndex";
import { looksLikeCode } from "./QuotedCode";

/** A partial mention shared by more scripts than this names none of them. */
const MAX_SHARED = 3;
/** A name this common is not searched for partial mentions (every "Script" in a big place). */
const MAX_NAMED = 200;
/** Bounds on the work one message can cause (a pasted log of hundreds of lines). */
const MAX_POSITIONS = 40;
const MAX_PREFIX = 300;
/** The quote characters around a name (built from parts: see lint rule lux/luau-string-escapes). */
const QUOTES = `'"` + "`";

/** Where a playtest's running copy of a script comes from: Output prefix -> Starter container. */
const RUNTIME_HOMES: ReadonlyArray<[string, string]> = [
	["^Players%.[%w_]+%.PlayerScripts%.", "StarterPlayer.StarterPlayerScripts."],
	["^Players%.[%w_]+%.PlayerGui%.", "StarterGui."],
	["^Players%.[%w_]+%.Backpack%.", "StarterPack."],
	["^Workspace%.[%w_]+%.", "StarterPlayer.StarterCharacterScripts."],
];

/** A path as the Output writes it: names joined by dots, none quoted. */
function plainPath(path: string): string {
	if (path.find("[", 1, true)[0] === undefined) return path;
	const parsed = parseSegments(path);
	return parsed.ok ? parsed.value.map((s) => s.name).join(".") : path;
}

export class ScriptMentions {
	private version = -1;
	private readonly byPlain = new Map<string, ScriptEntry[]>();
	private readonly plainOf = new Map<ScriptEntry, string>();

	constructor(private readonly index: ScriptIndex) {}

	/** The scripts the message names (see the header). */
	mentioned(message: string): Set<LuaSourceContainer> {
		const out = new Set<LuaSourceContainer>();
		const cache = new Map<string, ScriptEntry[]>();
		const resolve = (text: string) => {
			let found = cache.get(text);
			if (found === undefined) {
				found = this.resolve(text);
				cache.set(text, found);
			}
			return found;
		};
		const add = (entries: ScriptEntry[]) => entries.forEach((e) => out.add(e.target));
		let positions = 0;
		// `<name>:57` (an error or a new-style stack line) and `<name>, line 57` (a stack line).
		for (const [at] of message.gmatch("():%d+")) {
			if (++positions > MAX_POSITIONS) break;
			add(this.mentionBefore(message.sub(math.max(1, (at as number) - MAX_PREFIX), (at as number) - 1), resolve));
		}
		for (const [at] of message.lower().gmatch("(),%s*line%s+%d+")) {
			if (++positions > MAX_POSITIONS) break;
			add(this.mentionBefore(message.sub(math.max(1, (at as number) - MAX_PREFIX), (at as number) - 1), resolve));
		}
		// A dotted path typed out, with no spaces in it, on a line that is not quoted code. The
		// frontier makes a long run without a dot cost one scan, not one per letter.
		for (const [line] of message.gmatch("[^\n]+")) {
			if (looksLikeCode(line as string)) continue;
			for (const [path] of (line as string).gmatch("%f[%w_%-][%a_][%w_%-]*%.[%w_%.%-]*[%w_]")) {
				if (++positions > MAX_POSITIONS) return out;
				add(resolve(path as string));
			}
		}
		return out;
	}

	/** The first script mention ending the text before a position: the longest start that resolves. */
	private mentionBefore(tail: string, resolve: (text: string) => ScriptEntry[]): ScriptEntry[] {
		const [lineStart] = tail.find("[^\n]*$");
		const line = tail.sub(lineStart ?? 1);
		// Starts: the line's beginning, then after each space, quote, colon or bracket.
		const starts = [1];
		for (const [at] of line.gmatch(`[%s${QUOTES}:%(%[]()`)) starts.push(at as number);
		for (const start of starts) {
			const found = resolve(line.sub(start));
			if (found.size() > 0) return found;
		}
		return [];
	}

	/** The scripts `raw` names: its plain path, or the end of at most MAX_SHARED scripts' paths. */
	private resolve(raw: string): ScriptEntry[] {
		// Quotes around a stack line's name (`Script 'X', Line 3`) are not part of it.
		let [text] = raw.gsub(`^[%s${QUOTES}]+`, "");
		[text] = text.gsub(`[%s${QUOTES}]+$`, "");
		// A path is a few hundred characters at most; a longer run of dots is minified code.
		if (text.size() > MAX_PREFIX || text.find(".", 1, true)[0] === undefined) return [];
		if (text.sub(1, 5) === "game.") text = text.sub(6);
		if (text.sub(1, 10) === "workspace.") text = `Workspace.${text.sub(11)}`;
		this.refresh();
		const found = this.named(text);
		if (found.size() > 0) return found;
		for (const [prefix, home] of RUNTIME_HOMES) {
			const [start, finish] = text.find(prefix);
			if (start === undefined) continue;
			const atHome = this.named(home + text.sub((finish as number) + 1));
			if (atHome.size() > 0) return atHome;
		}
		return [];
	}

	/** The scripts whose plain path is `text`, else those (at most MAX_SHARED) whose path ends `.text`. */
	private named(text: string): ScriptEntry[] {
		const exact = this.byPlain.get(text);
		if (exact !== undefined) return exact.size() <= MAX_SHARED ? exact : [];
		// The script's own name follows one of the dots (a name may itself hold dots): try each.
		let from = 1;
		for (;;) {
			const [dot] = text.find(".", from, true);
			if (dot === undefined) return [];
			from = dot + 1;
			const same = this.index.named(text.sub(dot + 1));
			if (same.size() === 0 || same.size() > MAX_NAMED) continue;
			const ending = `.${text}`;
			const found = same.filter((entry) => {
				const full = this.plainOf.get(entry) ?? plainPath(entry.path);
				return full.sub(-ending.size()) === ending;
			});
			if (found.size() > 0) return found.size() <= MAX_SHARED ? found : [];
		}
	}

	/** The plain form of every path, kept until the index changes. */
	private refresh() {
		if (this.version === this.index.version()) return;
		this.version = this.index.version();
		this.byPlain.clear();
		this.plainOf.clear();
		for (const entry of this.index.each()) {
			const plain = plainPath(entry.path);
			this.plainOf.set(entry, plain);
			const list = this.byPlain.get(plain);
			if (list === undefined) this.byPlain.set(plain, [entry]);
			else list.push(entry);
		}
	}
}
