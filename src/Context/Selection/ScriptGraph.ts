/**
 * The links between scripts that ranking follows from its best matches: requires (and
 * roblox-ts imports of a module), the scripts requiring a module, names imported by name
 * followed to the script that defines them, and the other scripts using the same remote.
 *
 * Why names as well as modules: a roblox-ts game imports from a folder's index
 * (`import { selectRankForDisplay } from "shared/store/snakes"`), a file that only
 * re-exports; the module edge ends there, while the script the request needs is the one that
 * defines `selectRankForDisplay`. And an import whose name says what the message says ("the
 * wrong rank") is the link the request is about, stronger than the script's other imports.
 *
 * Why handlers: a remote module called by name (`Remote.Send("SaveSetting", v)`) reaches a
 * table of handlers on the other side (`SaveSetting = function` in the server's commands),
 * which never names the remote as such; the handler's name is the link. One way only: the
 * module keeping the handlers is a hub every panel sends to, and linking it back to its
 * senders lowered recall@3 on the admin system (0.722 to 0.689) for no gain at five.
 *
 * Why member calls: modules that reach each other through a shared table or a service
 * locator (`server.Logs`, `Knit.GetService`, a `modules.load("x")` loader) never require one
 * another, but call `Logs:AddLog(`; the receiver names the module (a script of that name, or
 * one that sets it on `_G`/`shared`/a shared table) and the member names what in it is used.
 */
import { keywords } from "Shared/Words";
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptIndex } from "../Index/ScriptIndex";

/** Scripts that may define an imported name for the import to be followed to them. */
const MAX_DEFINERS = 2;
/** Scripts that may use a remote for it to link them: the two ends of one feature, not a shared utility. */
const MAX_REMOTE_USERS = 5;
/** Scripts a call's receiver may name (by script name or provision) for the call to link to them. */
const MAX_RECEIVERS = 2;

interface Call {
	readonly entry: ScriptEntry;
	/** The member called, as written. */
	readonly member: string;
}

export interface Link {
	readonly entry: ScriptEntry;
	/** The link is a name whose words the message uses. */
	readonly named: boolean;
	/** How strongly: 1 for a name holding a rare word of the message, less for a common one. */
	readonly strength: number;
}

/**
 * A word's weight, as a share of the largest a word can have in the place (one script uses
 * it), from which a name holding it is a link of full strength.
 */
const NAMED_FULL_WEIGHT = 0.75;
/** The least strength of a named link (a name holding only common words). */
const NAMED_MIN_STRENGTH = 0.4;

export class ScriptGraph {
	private dependents = new Map<string, ScriptEntry[]>();
	/** For each name some script imports by name: the scripts defining it, and those importing it. */
	private definers = new Map<string, ScriptEntry[]>();
	private importers = new Map<string, ScriptEntry[]>();
	/** Scripts by the remotes they fire, handle or declare (their outline's remotes). */
	private remoteUsers = new Map<string, ScriptEntry[]>();
	/** Scripts defining a function or table named as a remote (`SaveSetting = function` in a handler table), by lower-case name. */
	private handlers = new Map<string, ScriptEntry[]>();
	/** Member calls resolved to the script defining the member, both ways. */
	private callees = new Map<ScriptEntry, Call[]>();
	private callers = new Map<ScriptEntry, Call[]>();

	constructor(private readonly index: ScriptIndex) {}

	/** Rebuilds the reverse edges from the index's entries. */
	rebuild() {
		this.dependents = new Map();
		this.definers = new Map();
		this.importers = new Map();
		this.remoteUsers = new Map();
		for (const entry of this.index.each()) {
			for (const name of entry.outline.remotes) push(this.remoteUsers, name, entry);
			for (const name of entry.imports) push(this.importers, name, entry);
			for (const target of entry.outline.requires) push(this.dependents, target, entry);
		}
		this.linkCalls();
		this.handlers = new Map();
		const remotes = new Set<string>();
		for (const [name] of this.remoteUsers) remotes.add(name.lower());
		for (const entry of this.index.each())
			for (const name of entry.defined) {
				if (this.importers.has(name)) push(this.definers, name, entry);
				if (remotes.has(name)) push(this.handlers, name, entry);
			}
	}

	/** Resolves every script's member calls to the scripts defining the member (see the header). */
	private linkCalls() {
		this.callees = new Map();
		this.callers = new Map();
		const providers = new Map<string, ScriptEntry[]>();
		for (const entry of this.index.each()) for (const name of entry.provides) push(providers, name, entry);
		const receivers = new Map<string, ReadonlyArray<ScriptEntry>>();
		// Scripts named like a member, by parent, built once per member name: a place with many
		// same-named scripts (an NPC's "Animate" in each of thousands of models) otherwise walked
		// all of them for every call of that member (found by review).
		const childrenNamed = new Map<string, Map<Instance, ScriptEntry[]>>();
		const children = (member: string, parent: Instance): ReadonlyArray<ScriptEntry> => {
			let byParent = childrenNamed.get(member);
			if (byParent === undefined) {
				byParent = new Map();
				for (const child of this.index.named(member)) {
					const under = child.target.Parent;
					if (under === undefined) continue;
					const list = byParent.get(under);
					if (list === undefined) byParent.set(under, [child]);
					else list.push(child);
				}
				childrenNamed.set(member, byParent);
			}
			return byParent.get(parent) ?? [];
		};
		for (const entry of this.index.each()) {
			const members = entry.callMembers;
			entry.callReceivers.forEach((recv, i) => {
				const member = members[i];
				let targets = receivers.get(recv);
				if (targets === undefined) {
					const list = [...this.index.named(recv)];
					for (const e of providers.get(recv) ?? []) if (!list.includes(e)) list.push(e);
					targets = list.size() <= MAX_RECEIVERS ? list : [];
					receivers.set(recv, targets);
				}
				for (const target of targets) {
					if (target === entry) continue;
					// A folder module's child reached through it (`Thunks.PLAYER_JOINED(`, `Actions.COIN_ADD(`):
					// the module hands out its children by name, and the child is what is used.
					let callee: ScriptEntry | undefined = target.terms.defined.has(member.lower()) ? target : undefined;
					if (callee === undefined)
						for (const child of children(member, target.target)) if (child !== entry) callee = child;
					if (callee === undefined) continue;
					pushCall(this.callees, entry, { entry: callee, member });
					pushCall(this.callers, callee, { entry, member });
				}
			});
		}
	}

	/**
	 * The scripts linked to `entry`, each once; `named` when a linking name uses a word of
	 * `words`, as strongly as `weightOf` (0 to 1, the word's weight against the place's
	 * rarest) says of the rarest word it uses. Member calls link only when the member is named by one of `rare` (words few
	 * scripts use): "rank" names half the members of an admin system's core.
	 */
	linksOf(
		entry: ScriptEntry,
		words: ReadonlySet<string>,
		rare: ReadonlySet<string> = words,
		weightOf?: (word: string) => number,
	): Link[] {
		const named = new Map<ScriptEntry, number>();
		const add = (e: ScriptEntry, strength: number) => {
			if (e !== entry) named.set(e, math.max(named.get(e) ?? 0, strength));
		};
		const usesWord = (name: string) => nameStrength(name, words, weightOf);
		for (const target of entry.outline.requires)
			for (const e of this.index.named(target)) {
				// Through a folder index to the files it passes on: those are what the script uses.
				if (e.barrel) {
					for (const inner of e.outline.requires) for (const f of this.index.named(inner)) add(f, 0);
				} else add(e, 0);
			}
		for (const e of this.dependents.get(entry.name) ?? []) add(e, 0);
		for (const name of entry.imports) {
			const list = this.definers.get(name);
			if (list === undefined || list.size() > MAX_DEFINERS) continue;
			const isNamed = usesWord(name);
			for (const e of list) add(e, isNamed);
		}
		if (this.importers.size() > 0)
			for (const name of entry.defined) {
				const list = this.definers.get(name);
				if (list === undefined || list.size() > MAX_DEFINERS) continue;
				const isNamed = usesWord(name);
				for (const e of this.importers.get(name) ?? []) add(e, isNamed);
			}
		// Modules called through a shared table, and the scripts calling this one's members:
		// only calls of a member named as the message says (`Logs:AddLog` for "should log").
		// The core modules of such a codebase all call each other; unnamed, every request
		// would pull the same hub into its top five.
		for (const list of [this.callees.get(entry), this.callers.get(entry)])
			for (const call of list ?? [])
				if (namesWord(call.member, rare)) add(call.entry, nameStrength(call.member, words, weightOf));
		// Both ends of a remote: the client that fires it and the server that handles it.
		for (const name of entry.outline.remotes) {
			const users = this.remoteUsers.get(name);
			if (users === undefined || users.size() > MAX_REMOTE_USERS) continue;
			const isNamed = usesWord(name.lower());
			for (const e of users) add(e, isNamed);
			// The handler kept under the remote's name, in a module that never names it as a remote.
			const handlers = this.handlers.get(name.lower());
			if (handlers !== undefined && handlers.size() <= MAX_DEFINERS) for (const e of handlers) add(e, 0);
		}
		const out: Link[] = [];
		for (const [e, strength] of named) out.push({ entry: e, named: strength > 0, strength });
		return out;
	}
}

function push(map: Map<string, ScriptEntry[]>, key: string, entry: ScriptEntry) {
	const list = map.get(key);
	if (list === undefined) map.set(key, [entry]);
	else list.push(entry);
}

function pushCall(map: Map<ScriptEntry, Call[]>, key: ScriptEntry, call: Call) {
	const list = map.get(key);
	if (list === undefined) map.set(key, [call]);
	else list.push(call);
}

/** A word of the identifier `name` (split at case and underscores) is one of `words`. */
function namesWord(name: string, words: ReadonlySet<string>): boolean {
	for (const w of keywords(name)) if (words.has(w)) return true;
	return false;
}

/**
 * How strongly `name` (a lower-case name is also searched for the message's words as
 * substrings) names the message: 0 when it uses none of `words`, else by the weight of the
 * rarest word it uses (1 without weights).
 */
function nameStrength(name: string, words: ReadonlySet<string>, weightOf?: (word: string) => number): number {
	let best = 0;
	const consider = (w: string) => {
		const s = weightOf === undefined ? 1 : math.clamp(weightOf(w) / NAMED_FULL_WEIGHT, NAMED_MIN_STRENGTH, 1);
		if (s > best) best = s;
	};
	for (const w of keywords(name)) if (words.has(w)) consider(w);
	for (const w of words) if (w.size() >= 4 && name.find(w, 1, true)[0] !== undefined) consider(w);
	return best;
}
