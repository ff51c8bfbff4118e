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
 * A local is read only when the scan met it as a remote's object, and only from one shape of
 * line: set from a `WaitForChild`/`FindFirstChild` call or `["Name"]` on its last step, or from
 * a dotted path of plain names (`game.ReplicatedStorage.Remotes.BuyItem`).
 *
 * Bindables (`:Fire`, `.Event:`) are named here too, and only on instances (`bindableBefore`):
 * signal objects use the same member names.
 */
import { isWordByte, remoteObjectBefore } from "./OutlineScan";

// Built from parts: a literal holding both quote kinds and an escape miscompiles (lint rule
// lux/luau-string-escapes).
const NL = "\n";
const SP = "[ \t]";
const QUOTED = `${SP}*%(${SP}*["']([%w_]+)["']${SP}*[,%)]`;
// Greedy before the call, so a chain of lookups gives its last step's name.
const FROM_CALL = `^.*[%.:]${SP}*FindFirstChild${QUOTED}`;
const FROM_WAIT = `^.*[%.:]${SP}*WaitForChild${QUOTED}`;
const FROM_INDEX = `^${SP}*[%a_][%w_%.]*%[${SP}*["']([%w_]+)["']${SP}*%]${SP}*$`;
const FROM_PATH = `^${SP}*[%a_][%w_]*%.[%w_%.]-([%a_][%w_]*)${SP}*$`;

/**
 * The instance name the local `variable` was set from in `text` (its first `local variable =`
 * line, written with one space), or undefined when it was not set from an instance lookup.
 */
export function instanceNameOf(text: string, variable: string): string | undefined {
	// A plain find for the words, then a pattern at each hit: a pattern search from every
	// position read a megabyte script byte by byte for each name, within one time slice.
	const needle = `local ${variable}`;
	let from = 1;
	for (;;) {
		const [at, stop] = text.find(needle, from, true);
		if (at === undefined || stop === undefined) return undefined;
		from = stop + 1;
		if (!atLineStart(text, at)) continue;
		// `local buyEvents` or `local buyEvent, other` is not this definition.
		const [rest] = text.match(`^${SP}*=([^${NL}]*)`, stop + 1);
		if (rest !== undefined) return lookedUp(rest as string);
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

/** The instance name the right-hand side `line` looks up, if it is one. */
function lookedUp(line: string): string | undefined {
	const [byWait] = line.match(FROM_WAIT);
	if (byWait !== undefined) return byWait as string;
	const [byFind] = line.match(FROM_CALL);
	if (byFind !== undefined) return byFind as string;
	const [byIndex] = line.match(FROM_INDEX);
	if (byIndex !== undefined) return byIndex as string;
	const [byPath] = line.match(FROM_PATH);
	return byPath as string | undefined;
}

/**
 * Names a remote's object through a script's locals: the instance name a local was set from,
 * else the name itself, or undefined with `lookupOnly` (a bindable's object must be an
 * instance, not any signal).
 */
export type RemoteResolver = (name: string, lookupOnly?: boolean) => string | undefined;

/** A RemoteResolver over `text`, each name searched once: a script calls the same remote many times. */
export function remoteLocalResolver(text: string): RemoteResolver {
	const known = new Map<string, string | false>();
	return (name, lookupOnly) => {
		let found = known.get(name);
		if (found === undefined) {
			found = instanceNameOf(text, name) ?? false;
			known.set(name, found);
		}
		return found !== false ? found : lookupOnly ? undefined : name;
	};
}

/** BindableEvent and BindableFunction members: `Fire`/`Invoke` called, `Event`/`OnInvoke` read. */
export const BINDABLE_METHODS = ["Fire", "Invoke", "Event", "OnInvoke"];
const DOT_BYTE = 46;
const COLON_BYTE = 58;
const CLOSE_PAREN_BYTE = 41;

/** Objects a remote method is called on that name no remote. */
export const NOT_REMOTES: ReadonlySet<string> = new Set(["self", "script", "Parent"]);

/**
 * The bindable a bindable member at `at` (ending before `after`) is used on, when the object
 * is an instance: a local set from a lookup (`resolve`), a quoted lookup
 * (`:WaitForChild("Ended"):Fire()`) or a path from the place (`ServerStorage.Events.Ended`).
 * Signal objects share the member names (`signal:Fire()`, `self.Changed:Fire()`, Roact's
 * `[Roact.Event.Activated]`, an admin system's own `service.Events.Ready:Fire()`) and are not
 * remotes: named as remotes, their words lifted the scripts firing them for requests about
 * something else (the admin system's loader).
 */
export function bindableBefore(
	text: string,
	at: number,
	after: number,
	method: string,
	resolve: RemoteResolver,
): string | undefined {
	const sep = string.byte(text, at - 1)[0];
	const called = method === "Fire" || method === "Invoke";
	if (called ? sep !== COLON_BYTE : sep !== DOT_BYTE) return undefined;
	// `X.Event:Connect(` and `X.Event:Wait()`; `Roact.Event.Activated` is a key, not an event.
	if (method === "Event" && string.byte(text, after)[0] !== COLON_BYTE) return undefined;
	const name = remoteObjectBefore(text, at - 1);
	if (name === undefined || NOT_REMOTES.has(name)) return undefined;
	if (string.byte(text, at - 2)[0] === CLOSE_PAREN_BYTE) return name;
	const held = resolve(name, true);
	if (held !== undefined) return held;
	return pathFromPlace(text, at - 1 - name.size()) ? name : undefined;
}

/** Where a path to an instance starts: the place, a script, or a service by its own name. */
const PLACE_ROOTS = new Set(["game", "workspace", "Workspace", "script"]);

/**
 * Whether the dotted path ending at `start` - 1 with the name at `start` begins at the place
 * (`game.ServerStorage.`, `workspace.`, `script.`) or at a service named as itself
 * (`ServerStorage.Events.`): an instance, not a field of a table or a signal object.
 */
function pathFromPlace(text: string, start: number): boolean {
	if (string.byte(text, start - 1)[0] !== DOT_BYTE) return false;
	let b = start - 1;
	while (b >= 1 && (isWordByte(string.byte(text, b)[0]) || string.byte(text, b)[0] === DOT_BYTE)) b -= 1;
	const [root] = text.sub(b + 1, start - 1).match("^[%a_][%w_]*");
	if (root === undefined) return false;
	const r = root as string;
	return (
		PLACE_ROOTS.has(r) || r.match("^%u%a*Storage$")[0] !== undefined || r.match("^%u%a*Service$")[0] !== undefined
	);
}
