/**
 * A script's outline from its text: functions, `require` targets, remote/event names and
 * top-level tables.
 *
 * Why patterns, not a parser: the outline only has to be good enough to rank scripts and to
 * stand in for a script that does not fit the budget; Lua patterns run in C inside Luau, so
 * outlining a large place stays within the index's time slices. Anything the patterns miss
 * costs ranking precision, never correctness.
 */

import { importTargets, isWordByte, joinRanges, remoteObjectBefore, startsRemoteCall } from "./OutlineScan";
import { REMOTE_MODULE_METHODS, remoteNamesIn } from "./RemoteNames";
import { ASSIGNMENT_LINE, eachMatch, startsAt } from "./LiteralScan";
import {
	BINDABLE_METHODS,
	NOT_REMOTES,
	RemoteResolver,
	bindableBefore,
	remoteLocalResolver,
	standsAlone,
} from "./RemoteLocals";

export interface Outline {
	/**
	 * Function names, one per line ("Shop.buy\nShop.sell"); `outlineItems` splits them.
	 *
	 * Why one string, joined from positions (`joinRanges`): function names are qualified by
	 * the script's own table, so nearly every one is a string no other script shares. Kept
	 * or even captured as separate strings they were most of the strings a 20,000-script
	 * index makes (eight per script on the benchmark place), and Luau rehashes its whole
	 * string table in one step each time the count doubles (`npm run bench:index` shows when
	 * and what it cost). Requires, remotes and tables name things many scripts share, so
	 * their strings are shared.
	 */
	readonly functions: string;
	/** The last name segment of each `require(...)` target, e.g. "PlayerData". */
	readonly requires: ReadonlyArray<string>;
	readonly remotes: ReadonlyArray<string>;
	/** Top-level tables, UPPER_CASE constants and exported constants/enums (roblox-ts). */
	readonly tables: ReadonlyArray<string>;
}

const MAX_ITEMS = 40;

function pushUnique(list: string[], seen: Set<string>, value: string) {
	if (value === "" || seen.has(value) || list.size() >= MAX_ITEMS) return;
	seen.add(value);
	list.push(value);
}

/** The name a require expression points at: the last `.Name`, `:WaitForChild("Name")` or `["Name"]`. */
export function requireTarget(expression: string): string | undefined {
	return requireTargetIn(expression, 1, expression.size());
}

/** An identifier (with the `.` or `:` before it); a quoted name in a call or in brackets. */
const NAME_PATTERN = "[%.:]?([%a_][%w_]*)";
/** The quoted-name patterns anchored, with the byte each starts with (LiteralScan's idea). */
const QUOTED_PATTERNS: ReadonlyArray<readonly [string, string]> = [
	[`^%(%s*["']([^"']+)["']%s*%)`, "("],
	[`^%[%s*["']([^"']+)["']%s*%]`, "["],
];

/**
 * `requireTarget` of the expression at `from`..`to` of `text`, read in place.
 *
 * Why in place: nearly every require expression is a string no other script has
 * (`script.Parent:WaitForChild("Module4")`), and cutting it out made two per require that
 * Luau interns; only the target name, which scripts share, is made. A match is taken only if
 * it ends within the range, as it would in the cut-out expression.
 *
 * Why the quoted names are looked for at their opening byte: searched as a pattern from
 * `from`, one that has no match in the expression (a `["Name"]` lookup, which few scripts
 * write) was tried at every byte to the end of the script, for every require.
 */
export function requireTargetIn(text: string, from: number, to: number): string | undefined {
	let last: string | undefined;
	let init = from;
	for (;;) {
		const [s, e, name] = text.find(NAME_PATTERN, init);
		if (s === undefined || e === undefined || s > to) break;
		if (e > to) {
			init = s + 1;
			continue;
		}
		last = name as string;
		init = e + 1;
	}
	for (const [pattern, open] of QUOTED_PATTERNS) {
		init = from;
		for (;;) {
			// The first match at or after `init` starts at the first opening byte it matches at.
			const [at] = text.find(open, init, true);
			if (at === undefined || at > to) break;
			const [s, e, name] = text.find(pattern, at);
			if (s === undefined || e === undefined) {
				init = at + 1;
				continue;
			}
			if (e > to) {
				init = s + 1;
				continue;
			}
			last = name as string;
			init = e + 1;
		}
	}
	if (last === "Parent" || last === "script") return undefined;
	return last;
}

/** RemoteEvent and RemoteFunction members. */
const REMOTE_METHODS = [
	"FireServer",
	"FireClient",
	"FireAllClients",
	"InvokeServer",
	"InvokeClient",
	"OnServerEvent",
	"OnClientEvent",
	"OnServerInvoke",
	"OnClientInvoke",
];

/** Calls `visit` with the start and end (exclusive) of each use of `member` on an object (startsRemoteCall). */
function eachMemberUse(text: string, member: string, visit: (at: number, after: number) => void) {
	let init = 1;
	for (;;) {
		const [at] = text.find(member, init, true);
		if (at === undefined) return;
		init = at + member.size();
		if (startsRemoteCall(text, at, init)) visit(at, init);
	}
}

/**
 * Identifier-first patterns rescan every identifier at every position, which is slow in a
 * WebAssembly Luau and wasteful in Studio; every pattern here starts with a literal, and the
 * remote methods are located with plain `find` before anything is matched.
 * `called` takes the names a remote module is called with instead of the remote list;
 * `resolve` names the instance a local holding a remote was set from (RemoteLocals), over
 * the whole script when `source` is a piece of it that starts after its first `offset` bytes.
 */
export function outlineOf(
	source: string,
	called?: (name: string) => void,
	resolve: RemoteResolver = remoteLocalResolver(source),
	offset = 0,
): Outline {
	const text = "\n" + source;
	// Positions, not captures: each name would be a string of its own (see `functions`).
	const names: number[] = [];
	const pushRange = (from: unknown, to: unknown) => {
		names.push(from as number, to as number);
	};
	eachMatch(text, "^function%s+()[%a_][%w_%.:]*()%s*%(", startsAt("function"), pushRange);
	if (text.find("= *function", 1)[0] !== undefined)
		eachMatch(text, "^\n[ \t]*()[%a_][%w_%.]*()%s*=%s*function%s*%(", ASSIGNMENT_LINE, pushRange);

	const requires: string[] = [];
	const rSeen = new Set<string>();
	eachMatch(text, "^require%s*()%b()()", startsAt("require"), (open, after) => {
		const target = requireTargetIn(text, (open as number) + 1, (after as number) - 2);
		if (target !== undefined) pushUnique(requires, rSeen, target);
	});
	for (const target of importTargets(text)) pushUnique(requires, rSeen, target);

	const remotes: string[] = [];
	const eSeen = new Set<string>();
	for (const method of REMOTE_METHODS)
		eachMemberUse(text, method, (at) => {
			const name = remoteObjectBefore(text, at - 1);
			if (name === undefined || NOT_REMOTES.has(name)) return;
			pushUnique(
				remotes,
				eSeen,
				standsAlone(text, at - 1, name) ? (resolve(name, offset + at - 1) ?? name) : name,
			);
		});
	for (const method of BINDABLE_METHODS)
		eachMemberUse(text, method, (at, after) => {
			const name = bindableBefore(text, at, after, method, resolve, offset - 1);
			if (name !== undefined) pushUnique(remotes, eSeen, name);
		});
	eachMatch(text, `^Remote%a*[%.:]WaitForChild%(%s*["']([%w_]+)["']`, startsAt("Remote"), (name) => {
		pushUnique(remotes, eSeen, name as string);
	});
	eachMatch(text, "^Remotes%.([%a_][%w_]*)", startsAt("Remotes."), (name) => {
		const n = name as string;
		// `Remotes.Send("Trade")` is a call naming Trade (RemoteNames), not a remote named Send.
		if (n !== "getEvent" && n !== "getFunction" && !REMOTE_MODULE_METHODS.has(n.lower()))
			pushUnique(remotes, eSeen, n);
	});

	const push = (name: string) => pushUnique(remotes, eSeen, name);
	// The names a remote module is called with go last, or to `called` (EntryBuilder adds them
	// after every piece's other remotes).
	remoteNamesIn(text, push, called ?? push);

	const tables: string[] = [];
	const tSeen = new Set<string>();
	const pushTable = (name: unknown) => {
		pushUnique(tables, tSeen, name as string);
	};
	eachMatch(text, "^\nlocal%s+([%a_][%w_]*)%s*=%s*{", startsAt("\nlocal"), pushTable);
	eachMatch(text, "^\n([%a_][%w_]*)%s*=%s*{", ASSIGNMENT_LINE, pushTable);
	// Named constants and module exports: their words are what a request about a tunable
	// ("the boost speed") or an exported API names (SNAKE_BOOST_SPEED, export const palette).
	eachMatch(text, "^\nlocal%s+([%u_][%u%d_]+)%s*=", startsAt("\nlocal"), pushTable);
	if (text.find("export", 1, true)[0] !== undefined) {
		eachMatch(text, "^\nexport%s+const%s+([%a_][%w_]*)", startsAt("\nexport"), pushTable);
		eachMatch(text, "^\nexport%s+enum%s+([%a_][%w_]*)", startsAt("\nexport"), pushTable);
	}

	return { functions: joinRanges(text, names, MAX_ITEMS), requires, remotes, tables };
}

/** The items of a one-per-line outline list (`Outline.functions`). */
export function outlineItems(lines: string): string[] {
	return lines === "" ? [] : lines.split("\n");
}

/**
 * Visits each item of a one-per-line list (`Outline.functions`) as `outlineItems` would
 * give it, without making the item: `last` is its last identifier segment (`Shop.buy`
 * gives buy), `whole` says the item is that segment alone (or empty), and `item` is the
 * item itself only when it has no such segment.
 *
 * Why: the items are qualified names no other script shares (`Module5.step0`), strings
 * Luau interns; the index reads only their last segments, which scripts do share.
 */
export function eachItemEnd(
	lines: string,
	visit: (last: string | undefined, whole: boolean, item: string | undefined) => void,
): void {
	if (lines === "") return;
	const n = lines.size();
	let from = 1;
	for (;;) {
		const [newline] = lines.find("\n", from, true);
		const to = newline === undefined ? n : newline - 1;
		let b = to;
		while (b >= from && isWordByte(string.byte(lines, b)[0])) b -= 1;
		if (b < to) visit(lines.sub(b + 1, to), b < from, undefined);
		else visit(undefined, b < from, lines.sub(from, to));
		if (newline === undefined) return;
		from = newline + 1;
	}
}

/** The outline as compact prompt text. */
export function formatOutline(outline: Outline): string {
	const parts: string[] = [];
	if (outline.functions !== "") parts.push(`functions: ${outline.functions.gsub("\n", ", ")[0]}`);
	if (outline.requires.size() > 0) parts.push(`requires: ${outline.requires.join(", ")}`);
	if (outline.remotes.size() > 0) parts.push(`remotes: ${outline.remotes.join(", ")}`);
	if (outline.tables.size() > 0) parts.push(`tables: ${outline.tables.join(", ")}`);
	return parts.join("; ");
}
