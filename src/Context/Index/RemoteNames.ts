/**
 * Remote names from the patterns games use besides calling FireServer on an object: a
 * game's own network module (`network:create("name", ...)`, `network:fireServer("name")`),
 * Knit services and controllers, @rbxts/net definitions, and remotes made at run time
 * (`Instance.new("RemoteEvent")` named a line later, or found in a folder by name).
 *
 * Why: on a real MMO most remotes were created and fired through such a module, so the
 * outline listed none of them and a request about "the trade remote" could not find the
 * scripts on both ends. Every pattern is gated by a plain `find` of a literal, so a script
 * that uses none of them costs a few C-level searches (see ScriptOutline's note on speed).
 */
import { MatchStart, eachMatch, startsAt } from "./LiteralScan";

/** Methods called on a typed remote, so `remotes.buySkin.connect` names buySkin, not buySkin.connect. */
const REMOTE_METHODS = new Set([
	"fire",
	"fireAll",
	"fireExcept",
	"fireAllExcept",
	"connect",
	"request",
	"invoke",
	"onRequest",
	"predict",
	"test",
	"destroy",
	"Connect",
	"Fire",
]);

/** A module of remotes called with the remote's name first: receiver, method, name. */
const REMOTE_MODULE_CALLS: ReadonlyArray<readonly [string, MatchStart]> = [
	[`^%f[%w_][Rr]emotes?[%.:]([%a_][%w_]*)%s*%(%s*["']([%w_]+)["']`, startsAt("emote", 1)],
	[`^%f[%w_]Net[%.:]([%a_][%w_]*)%s*%(%s*["']([%w_]+)["']`, startsAt("Net")],
];
/** Methods of such a module that send, fetch or handle a remote (not `WaitForChild`, `FindFirstChild`). */
export const REMOTE_MODULE_METHODS: ReadonlySet<string> = new Set([
	"send",
	"get",
	"fire",
	"fireserver",
	"fireclient",
	"fireallclients",
	"invoke",
	"invokeserver",
	"invokeclient",
	"call",
	"request",
	"connect",
	"on",
	"handle",
	"listen",
]);

/**
 * Calls `push` with each remote (or framework service) name `text` names, and `pushCalled` with
 * the names a remote module is called with (`Remote.Send("X")`), which come last: a caller
 * reading a script in pieces keeps those apart and adds them after every piece's other names.
 */
export function remoteNamesIn(text: string, push: (name: string) => void, pushCalled = push) {
	const pushName = (name: unknown) => {
		push(name as string);
	};
	// A network module: any method called on `network`/`Network` with a literal first argument.
	if (text.find("etwork", 1, true)[0] !== undefined) {
		eachMatch(text, `^[Nn]etwork[%.:][%a_][%w_]*%s*%(%s*["']([%w_]+)["']`, startsAt("etwork", 1), pushName);
	}
	// A typed remotes object (Remo, @rbxts/net): `remotes.snake.spawn.fire()` on the client
	// and `remotes.snake.spawn.connect(...)` on the server name the same remote.
	if (text.find("remotes.", 1, true)[0] !== undefined) {
		eachMatch(text, "^remotes%.([%a_][%w_]*)%.([%a_][%w_]*)", startsAt("remotes."), (group, name) => {
			const g = group as string;
			push(REMOTE_METHODS.has(name as string) ? g : `${g}.${name as string}`);
		});
	}
	// Knit: the service a script defines, and the ones it uses.
	// Each gate is a literal its patterns cannot match without (GetService alone opened these).
	if (text.find("Service", 1, true)[0] !== undefined || text.find("Controller", 1, true)[0] !== undefined) {
		if (text.find("Create", 1, true)[0] !== undefined)
			eachMatch(text, `^Create%a+%s*%(?%s*{%s*Name%s*=%s*["']([%w_]+)["']`, startsAt("Create"), pushName);
		if (text.find("Knit", 1, true)[0] !== undefined)
			eachMatch(text, `^Knit%a*%.Get%a+%s*%(%s*["']([%w_]+)["']`, startsAt("Knit"), pushName);
	}
	// @rbxts/net: definitions and the server or client handle fetched by name.
	if (text.find("Definitions", 1, true)[0] !== undefined) {
		for (const [name] of text.gmatch("([%a_][%w_]*)%s*=%s*Net%.Definitions%.")) push(name as string);
	}
	if (text.find("Server.Get", 1, true)[0] !== undefined || text.find("Client.Get", 1, true)[0] !== undefined) {
		for (const side of ["Server", "Client"])
			eachMatch(text, `^${side}%.Get%a*%s*%(%s*["']([%w_]+)["']`, startsAt(`${side}.Get`), pushName);
	}
	// Made at run time: Instance.new("RemoteEvent"), named within the next lines.
	if (
		text.find('Instance.new("Remote', 1, true)[0] !== undefined ||
		text.find("Instance.new('Remote", 1, true)[0] !== undefined
	) {
		// The name is set within the next few lines: look in a short window after each creation.
		let init = 1;
		for (;;) {
			const [, at] = text.find(`Instance%.new%(%s*["']Remote%a+["']`, init);
			if (at === undefined) break;
			init = at + 1;
			const [name] = text.sub(at, at + 160).match(`%.Name%s*=%s*["']([%w_]+)["']`);
			if (name !== undefined) push(name as string);
		}
	}
	// Found by name in a folder of remotes: remotes:WaitForChild("X"), Events:FindFirstChild("X").
	if (text.find("Child", 1, true)[0] !== undefined) {
		const remote = text.find("emote", 1, true)[0] !== undefined;
		const waits = text.find("WaitForChild", 1, true)[0] !== undefined;
		if (remote && waits)
			eachMatch(text, `^[Rr]emotes?[%w_]*[%.:]WaitForChild%(%s*["']([%w_]+)["']`, startsAt("emote", 1), pushName);
		if (remote && text.find("FindFirstChild", 1, true)[0] !== undefined)
			eachMatch(
				text,
				`^[Rr]emotes?[%w_]*[%.:]FindFirstChild%(%s*["']([%w_]+)["']`,
				startsAt("emote", 1),
				pushName,
			);
		if (waits && text.find("vents", 1, true)[0] !== undefined)
			eachMatch(text, `^[Ee]vents[%.:]WaitForChild%(%s*["']([%w_]+)["']`, startsAt("vents", 1), pushName);
	}
	// A remote module called by name (`Remote.Send("SaveSetting", ...)`, `Remotes:Fire("Trade")`,
	// `Net:Invoke("X")`): the server keeps a handler of that name (ScriptGraph links the two).
	// Last: an admin system sends hundreds of such names, and the outline's list is capped.
	if (text.find("emote", 1, true)[0] !== undefined || text.find("Net", 1, true)[0] !== undefined) {
		for (const [pattern, start] of REMOTE_MODULE_CALLS)
			eachMatch(text, pattern, start, (method, name) => {
				if (REMOTE_MODULE_METHODS.has((method as string).lower())) pushCalled(name as string);
			});
	}
}
