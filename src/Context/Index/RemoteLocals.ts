/**
 * The instance a local variable holds, when a script keeps a remote or a bindable in a local
 * before using it: `local buyEvent = Remotes:WaitForChild("BuyItem")` then
 * `buyEvent:FireServer(id)` fires BuyItem, which is the name the server's
 * `Remotes.BuyItem.OnServerEvent` uses.
 *
 * Why: the remote method scan (ScriptOutline) names the object a method is called on, here
 * the variable. The two ends of one remote then had different names (the client's local, the
 * server's instance name) and no link: the commonest way Lua games write a remote. A large
 * script read in pieces is searched whole (EntryBuilder passes its text), because the locals
 * are at the top and the calls far below.
 *
 * A name is read as a local only when it stands alone before the member (`buyEvent:`, not
 * `Remotes.Buy:`), from its nearest definition before the use, and only from the last step of
 * that definition: a `WaitForChild` or
 * `FindFirstChild` call, `["Name"]`, or `.Name` (`game.ReplicatedStorage.Remotes.BuyItem`).
 *
 * Bindables (`:Fire`, `.Event:`) are named here too, and only on instances (`bindableBefore`):
 * signal objects use the same member names.
 */
import { CLOSE_PAREN, COLON, DOT, isWordByte, remoteObjectBefore } from "./OutlineScan";

// Built from parts: a literal holding both quote kinds and an escape miscompiles (lint rule
// lux/luau-string-escapes). SP takes a CR too: a CRLF file's lines end in one.
const NL = "\n";
const SP = "[ \t\r]";
/** After `local name`: ` = rest` or, typed, `: RemoteEvent = rest`. */
const PLAIN_DEFINITION = `^${SP}*=([^${NL}]*)`;
const TYPED_DEFINITION = `^${SP}*:[^=${NL}]*=([^${NL}]*)`;
/** The last step of a right-hand side (its comment, cast and spaces cut off). */
const LAST_LOOKUP = `[%.:]${SP}*[FW]%a-Child${SP}*%(${SP}*["']([%w_]+)["'][^%)]*%)$`;
const LAST_INDEX = `%[${SP}*["']([%w_]+)["']${SP}*%]$`;
const LAST_STEP = `%.([%a_][%w_]*)$`;

/** What a local was set from: the instance's name, and whether that is surely an instance. */
interface Held {
	readonly name: string;
	/** A `WaitForChild`/`FindFirstChild` call or a step below one, or a path from the place (`placeRoot`). */
	readonly instance: boolean;
}

/** One `local variable =` line: where it starts, and what it set the local from. */
interface Definition {
	readonly at: number;
	/** Undefined when its last step is no instance lookup (`local remote = makeRemote()`). */
	readonly held: Held | undefined;
}

/**
 * Every `local variable =` line of `text` (typed or not, written with one space), in order.
 * A use reads the nearest one before it: Luau scopes a local from its declaration on, and a
 * script declaring `local remote` in several functions holds a different remote in each.
 */
function definitionsOf(text: string, variable: string): Definition[] {
	// A plain find for the words, then a pattern at each hit: a pattern search from every
	// position read a megabyte script byte by byte for each name, within one time slice.
	const out: Definition[] = [];
	const needle = `local ${variable}`;
	let from = 1;
	for (;;) {
		const [at, stop] = text.find(needle, from, true);
		if (at === undefined || stop === undefined) return out;
		from = stop + 1;
		if (!atLineStart(text, at)) continue;
		// `local buyEvents` or `local buyEvent, other` is not this definition.
		let [rest] = text.match(PLAIN_DEFINITION, stop + 1);
		if (rest === undefined) [rest] = text.match(TYPED_DEFINITION, stop + 1);
		if (rest !== undefined) out.push({ at, held: lookedUp(rest as string) });
	}
}

function atLineStart(text: string, at: number): boolean {
	let b = at - 1;
	while (b >= 1) {
		const byte = string.byte(text, b)[0];
		if (byte === 10) return true;
		if (byte !== 32 && byte !== 9) return false;
		b -= 1;
	}
	return true;
}

/** The instance the right-hand side `rhs` ends by looking up: a call, `["X"]` or `.X`. */
function lookedUp(rhs: string): Held | undefined {
	let line = rhs;
	const [comment] = line.find("--", 1, true);
	if (comment !== undefined) line = line.sub(1, comment - 1);
	const [cast] = line.find("::", 1, true);
	if (cast !== undefined) line = line.sub(1, cast - 1);
	line = line.gsub(`[%s;]+$`, "")[0];
	// A module, not an instance: `require(RS:WaitForChild("EventBus"))` ends in `))` anyway.
	if (line.match(`^${SP}*require`)[0] !== undefined) return undefined;
	const [call] = line.match(LAST_LOOKUP);
	if (call !== undefined) return { name: call as string, instance: true };
	const [step] = line.match(LAST_INDEX);
	const [field] = step === undefined ? line.match(LAST_STEP) : [step];
	if (field === undefined) return undefined;
	// A step below a lookup call or a path from the place is an instance.
	const [root] = line.match(`^${SP}*([%a_][%w_]*)`);
	const rooted = root !== undefined && placeRoot(root as string);
	return { name: field as string, instance: rooted || line.find(`[FW]%a-Child${SP}*%(`)[0] !== undefined };
}

/**
 * Names a remote's object through a script's locals: the instance name the nearest local of
 * that name before `at` (a position in the text the resolver reads) was set from, else the
 * name itself; with `instanceOnly` (a bindable's object must be an instance, not any signal),
 * undefined unless that local was surely set from an instance.
 */
export type RemoteResolver = (name: string, at: number, instanceOnly?: boolean) => string | undefined;

/** A RemoteResolver over `text`, each name's definitions found once: a script uses the same remote many times. */
export function remoteLocalResolver(text: string): RemoteResolver {
	const known = new Map<string, Definition[]>();
	return (name, at, instanceOnly) => {
		let definitions = known.get(name);
		if (definitions === undefined) {
			definitions = definitionsOf(text, name);
			known.set(name, definitions);
		}
		let held: Held | undefined;
		for (const d of definitions) {
			if (d.at >= at) break;
			held = d.held;
		}
		if (held === undefined || (instanceOnly && !held.instance)) return instanceOnly ? undefined : name;
		return held.name;
	};
}

/** BindableEvent and BindableFunction members: `Fire`/`Invoke` called, `Event`/`OnInvoke` read. */
export const BINDABLE_METHODS = ["Fire", "Invoke", "Event", "OnInvoke"];

/** Objects a remote method is called on that name no remote. */
export const NOT_REMOTES: ReadonlySet<string> = new Set(["self", "script", "Parent"]);

/**
 * Whether the object name ending before the `.` or `:` at `sep` stands alone (a local to
 * resolve): not a step of a path (`Remotes.Buy:`) and not a quoted lookup (`("Buy"):`).
 */
export function standsAlone(text: string, sep: number, name: string): boolean {
	const before = string.byte(text, sep - 1 - name.size())[0];
	return string.byte(text, sep - 1)[0] !== CLOSE_PAREN && before !== DOT && before !== COLON;
}

/**
 * The bindable a bindable member at `at` (ending before `after`; `offset + at` in the text
 * `resolve` reads) is used on, when the object
 * is an instance: a `WaitForChild`/`FindFirstChild` call (`:WaitForChild("Ended"):Fire()`), a
 * local set from an instance (`resolve`), or a path from the place
 * (`ServerStorage.Events.Ended`). Signal objects share the member names (`signal:Fire()`,
 * `self.Changed:Fire()`, Roact's `[Roact.Event.Activated]`, an admin system's own
 * `service.Events.Ready:Fire()`) and are not remotes: named as remotes, their words lifted
 * the scripts firing them for requests about something else (the admin system's loader).
 */
export function bindableBefore(
	text: string,
	at: number,
	after: number,
	method: string,
	resolve: RemoteResolver,
	offset: number,
): string | undefined {
	const sep = string.byte(text, at - 1)[0];
	const called = method === "Fire" || method === "Invoke";
	if (called ? sep !== COLON : sep !== DOT) return undefined;
	// `X.Event:Connect(` and `X.Event:Wait()`; `Roact.Event.Activated` is a key, not an event.
	if (method === "Event" && string.byte(text, after)[0] !== COLON) return undefined;
	const name = remoteObjectBefore(text, at - 1);
	if (name === undefined || NOT_REMOTES.has(name)) return undefined;
	if (string.byte(text, at - 2)[0] === CLOSE_PAREN) return lookupCallBefore(text, at - 1) ? name : undefined;
	if (standsAlone(text, at - 1, name)) return resolve(name, offset + at, true);
	return pathFromPlace(text, at - 1 - name.size()) ? name : undefined;
}

/** The `("Name")` ending before `sep` is a `WaitForChild`/`FindFirstChild` call, not any function's. */
function lookupCallBefore(text: string, sep: number): boolean {
	const window = text.sub(math.max(1, sep - 80), sep - 1);
	return window.find(`[FW]%a-Child${SP}*%(${SP}*["'][%w_]+["']${SP}*%)$`)[0] !== undefined;
}

/** Where a path to an instance starts: the place, a script, or a container service by its name. */
const PLACE_ROOTS: ReadonlySet<string> = new Set([
	"game",
	"workspace",
	"Workspace",
	"script",
	"ServerStorage",
	"ReplicatedStorage",
	"ServerScriptService",
	"ReplicatedFirst",
	"StarterGui",
	"StarterPack",
	"StarterPlayer",
	"Lighting",
	"SoundService",
	"Players",
	"Teams",
	"Chat",
]);

function placeRoot(name: string): boolean {
	return PLACE_ROOTS.has(name);
}

/**
 * Whether the dotted path whose last step starts at `start` begins at the place
 * (`game.ServerStorage.`, `workspace.`, `script.`) or at a container service named as itself
 * (`ServerStorage.Events.`): an instance, not a field of a table, a Knit service or a signal.
 */
function pathFromPlace(text: string, start: number): boolean {
	if (string.byte(text, start - 1)[0] !== DOT) return false;
	let b = start - 1;
	while (b >= 1 && (isWordByte(string.byte(text, b)[0]) || string.byte(text, b)[0] === DOT)) b -= 1;
	const [root] = text.match("^([%a_][%w_]*)", b + 1);
	return root !== undefined && placeRoot(root as string);
}
