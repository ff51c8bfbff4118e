/**
 * What the script index holds: one entry per script, found by script, by name or by path,
 * with the place-wide word counts and the content hashes kept in step with the entries.
 *
 * Why apart from ScriptIndex: ScriptIndex decides when a script is read (time slices, the
 * walk, dirty and moved scripts); this decides what holding an entry means. Every way an
 * entry comes, changes or goes (a read, a new path, a removal) updates the name list, the
 * word counts and the revision together here, so none of them can drift from the entries.
 */
import { ShardedMap } from "./ShardedMap";
import { ScriptEntry, repath } from "./ScriptEntry";
import { TermStats } from "./TermStats";

export class EntryStore {
	// Sharded: one-step rehashes of 16k+ entry tables would break the time slices.
	private readonly entries = new ShardedMap<LuaSourceContainer, ScriptEntry>();
	private readonly byName = new ShardedMap<string, LuaSourceContainer[]>();
	/** Content hashes, computed on first need: only scripts the model reads are ever compared. */
	readonly hashes = new ShardedMap<LuaSourceContainer, string>();
	/** Word and defined-name counts over the entries, kept as entries come and go. */
	readonly stats = new TermStats();
	/** Increases on every change to the entries. */
	revision = 0;

	get(target: LuaSourceContainer): ScriptEntry | undefined {
		return this.entries.get(target);
	}

	values(): ScriptEntry[] {
		return this.entries.values();
	}

	size(): number {
		return this.entries.size();
	}

	named(name: string): ScriptEntry[] {
		const scripts = this.byName.get(name);
		if (scripts === undefined) return [];
		const out: ScriptEntry[] = [];
		for (const s of scripts) {
			const e = this.entries.get(s);
			if (e !== undefined) out.push(e);
		}
		return out;
	}

	/** Holds `entry` for its script, replacing the script's previous entry. */
	put(entry: ScriptEntry): void {
		const target = entry.target;
		const old = this.entries.get(target);
		if (old !== undefined) {
			this.unname(old);
			this.stats.replace(old.terms, entry.terms);
		} else this.stats.add(entry.terms);
		this.entries.set(target, entry);
		this.name(entry);
		this.revision += 1;
	}

	/** Forgets a script; false when it held no entry. */
	drop(target: LuaSourceContainer): boolean {
		const old = this.entries.get(target);
		if (old === undefined) return false;
		this.unname(old);
		this.stats.remove(old.terms);
		this.entries.delete(target);
		this.hashes.delete(target);
		this.revision += 1;
		return true;
	}

	/** Gives a held entry its script's new path (its text-derived parts stay). */
	move(old: ScriptEntry, path: string): void {
		this.unname(old);
		const entry = repath(old, path);
		this.entries.set(old.target, entry);
		this.stats.replace(old.terms, entry.terms);
		this.name(entry);
		this.revision += 1;
	}

	private name(entry: ScriptEntry) {
		const list = this.byName.get(entry.name) ?? [];
		list.push(entry.target);
		this.byName.set(entry.name, list);
	}

	private unname(entry: ScriptEntry) {
		const list = this.byName.get(entry.name);
		if (list === undefined) return;
		const i = list.indexOf(entry.target);
		if (i >= 0) list.remove(i);
		if (list.size() === 0) this.byName.delete(entry.name);
	}
}
