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
 */
import { keywords } from "Shared/Words";
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptIndex } from "../Index/ScriptIndex";

/** Scripts that may define an imported name for the import to be followed to them. */
const MAX_DEFINERS = 2;
/** Scripts that may use a remote for it to link them: the two ends of one feature, not a shared utility. */
const MAX_REMOTE_USERS = 5;

export interface Link {
	readonly entry: ScriptEntry;
	/** The link is a name whose words the message uses. */
	readonly named: boolean;
}

export class ScriptGraph {
	private dependents = new Map<string, ScriptEntry[]>();
	/** For each name some script imports by name: the scripts defining it, and those importing it. */
	private definers = new Map<string, ScriptEntry[]>();
	private importers = new Map<string, ScriptEntry[]>();
	/** Scripts by the remotes they fire, handle or declare (their outline's remotes). */
	private remoteUsers = new Map<string, ScriptEntry[]>();

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
		if (this.importers.size() === 0) return;
		for (const entry of this.index.each())
			for (const name of entry.defined) if (this.importers.has(name)) push(this.definers, name, entry);
	}

	/** The scripts linked to `entry`, each once; `named` when a linking name uses a word of `words`. */
	linksOf(entry: ScriptEntry, words: ReadonlySet<string>): Link[] {
		const named = new Map<ScriptEntry, boolean>();
		const add = (e: ScriptEntry, isNamed: boolean) => {
			if (e !== entry) named.set(e, (named.get(e) ?? false) || isNamed);
		};
		for (const target of entry.outline.requires)
			for (const e of this.index.named(target)) {
				// Through a folder index to the files it passes on: those are what the script uses.
				if (e.barrel) {
					for (const inner of e.outline.requires) for (const f of this.index.named(inner)) add(f, false);
				} else add(e, false);
			}
		for (const e of this.dependents.get(entry.name) ?? []) add(e, false);
		for (const name of entry.imports) {
			const list = this.definers.get(name);
			if (list === undefined || list.size() > MAX_DEFINERS) continue;
			const isNamed = usesWord(name, words);
			for (const e of list) add(e, isNamed);
		}
		if (this.importers.size() > 0)
			for (const name of entry.defined) {
				const list = this.definers.get(name);
				if (list === undefined || list.size() > MAX_DEFINERS) continue;
				const isNamed = usesWord(name, words);
				for (const e of this.importers.get(name) ?? []) add(e, isNamed);
			}
		// Both ends of a remote: the client that fires it and the server that handles it.
		for (const name of entry.outline.remotes) {
			const users = this.remoteUsers.get(name);
			if (users === undefined || users.size() > MAX_REMOTE_USERS) continue;
			const isNamed = usesWord(name.lower(), words);
			for (const e of users) add(e, isNamed);
		}
		const out: Link[] = [];
		for (const [e, isNamed] of named) out.push({ entry: e, named: isNamed });
		return out;
	}
}

function push(map: Map<string, ScriptEntry[]>, key: string, entry: ScriptEntry) {
	const list = map.get(key);
	if (list === undefined) map.set(key, [entry]);
	else list.push(entry);
}

/** `name` is lower-case, so its words are found by the message's words as substrings. */
function usesWord(name: string, words: ReadonlySet<string>): boolean {
	for (const w of keywords(name)) if (words.has(w)) return true;
	for (const w of words) if (w.size() >= 4 && name.find(w, 1, true)[0] !== undefined) return true;
	return false;
}
