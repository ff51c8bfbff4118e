/**
 * The index of every script in the place: built in time slices, kept current by change
 * signals.
 *
 * Why slices: a 20,000-script place cannot be read in one go without freezing Studio. The
 * index walks the tree (TreeWalk) with a queue of scripts to read, and `step`
 * stops as soon as its budget is spent, so the caller can yield between slices. Changes
 * after the build mark single scripts dirty instead of rescanning; a dirty script is
 * re-read in the next step (or at once with `refresh`). A renamed or moved script keeps
 * its text-derived parts and only gets a new path, also in the next step: renaming a
 * folder of thousands of scripts must not cost one long signal handler. A large script is
 * read a chunk per unit of work (EntryBuilder), so a 2 MB script spreads over many slices;
 * until it is done, its previous entry (if any) stays in place.
 */
import { ClockHost } from "Shared/Hosts";
import { ScriptChange, ScriptChangeSource, ScriptIndexHost } from "./IndexHosts";
import { contentHash } from "./ContentHash";
import { ScriptEntry, entryBuilder } from "./ScriptEntry";
import type { EntryBuilder } from "./EntryBuilder";
import { EntryStore } from "./EntryStore";
import { TreeWalk } from "./TreeWalk";
import type { TermStats } from "./TermStats";

/** Default slice: well under a frame, and under the 10 ms acceptance line with margin. */
export const DEFAULT_SLICE_SECONDS = 0.003;

export class ScriptIndex {
	private readonly entries = new EntryStore();
	private readonly walk = new TreeWalk();
	private readonly toRead: LuaSourceContainer[] = [];
	private readonly dirty = new Set<LuaSourceContainer>();
	private readonly moved = new Set<LuaSourceContainer>();
	/** The large script being read a chunk at a time, if any. */
	private building?: EntryBuilder;
	private unitCost = 0;
	private watcher?: ScriptChangeSource;

	constructor(
		private readonly host: ScriptIndexHost,
		private readonly clock: ClockHost,
	) {}

	/** Starts (or restarts) a full scan; the work happens in `step`. */
	start(): void {
		this.walk.start(this.host.roots());
	}

	/** Whether there is scanning or re-reading left to do. */
	busy(): boolean {
		return (
			this.building !== undefined ||
			!this.walk.done() ||
			this.toRead.size() > 0 ||
			this.dirty.size() > 0 ||
			this.moved.size() > 0
		);
	}

	/** Does work until `budgetSeconds` of clock time is spent; true when nothing is left. */
	step(budgetSeconds = DEFAULT_SLICE_SECONDS): boolean {
		const started = this.clock.now();
		const deadline = started + budgetSeconds;
		let worked = false;
		for (;;) {
			const now = this.clock.now();
			if (worked && now >= deadline) break;
			// Do not start a script that would likely end past the deadline (one always runs).
			// Only script work waits on a script's cost: a walk step costs next to nothing, and
			// gating it too made a slow script leave one walk step per slice (a map of 20,000
			// parts after it took 20,000 frames to walk).
			if (worked && now + this.unitCost > deadline && this.scriptWorkNext()) break;
			worked = true;
			const building = this.building;
			if (building !== undefined) {
				if (building.advance()) {
					this.building = undefined;
					this.commit(building.entry()!);
				}
				this.learnCost(this.clock.now() - now);
				continue;
			}
			const target = this.toRead.pop();
			if (target !== undefined) {
				this.begin(target);
				this.learnCost(this.clock.now() - now);
				continue;
			}
			if (!this.walk.done()) {
				const child = this.walk.advance();
				if (child?.IsA("LuaSourceContainer")) this.toRead.push(child);
				continue;
			}
			const [dirtyTarget] = next(this.dirty as unknown as Map<LuaSourceContainer, true>);
			if (dirtyTarget !== undefined) {
				this.dirty.delete(dirtyTarget);
				if (dirtyTarget.Parent === undefined) this.remove(dirtyTarget);
				else this.begin(dirtyTarget);
				this.learnCost(this.clock.now() - now);
				continue;
			}
			const [movedTarget] = next(this.moved as unknown as Map<LuaSourceContainer, true>);
			if (movedTarget === undefined) return true;
			this.moved.delete(movedTarget);
			this.rename(movedTarget);
		}
		return !this.busy();
	}

	/** Whether the next unit of work reads a script (or moves one), rather than walking the place. */
	private scriptWorkNext(): boolean {
		return this.building !== undefined || this.toRead.size() > 0 || this.walk.done();
	}

	/** A slowly decaying maximum of one script's cost, so one slow script shortens later slices. */
	private learnCost(seconds: number) {
		this.unitCost = math.max(seconds, this.unitCost * 0.98);
	}

	/** Runs slices until done, yielding between them; `onSlice` gets each slice's duration. */
	build(budgetSeconds = DEFAULT_SLICE_SECONDS, onSlice?: (seconds: number) => void): void {
		this.start();
		for (;;) {
			const started = this.clock.now();
			const done = this.step(budgetSeconds);
			onSlice?.(this.clock.now() - started);
			if (done) return;
			this.clock.wait(0);
		}
	}

	/** Applies a change signal: removals at once, re-reads and new paths in the next step. */
	apply(change: ScriptChange): void {
		if (this.building?.target === change.target && change.kind !== "renamed") {
			// Its text changed or it left: the half-read entry is stale.
			this.building = undefined;
			if (change.kind !== "removed") this.dirty.add(change.target);
		}
		if (change.kind === "removed") this.remove(change.target);
		else if (change.kind === "renamed") this.moved.add(change.target);
		else {
			this.entries.hashes.delete(change.target);
			this.dirty.add(change.target);
		}
	}

	/** Applies `source`'s changes; scripts already indexed are watched now, later ones as read. */
	attach(source: ScriptChangeSource): () => void {
		const off = source.subscribe((change) => this.apply(change));
		this.watcher = source;
		for (const entry of this.entries.values()) source.watch(entry.target);
		return () => {
			if (this.watcher === source) this.watcher = undefined;
			off();
		};
	}

	/** Re-reads one script now (an incremental update). */
	refresh(target: LuaSourceContainer): void {
		this.dirty.delete(target);
		if (this.building?.target === target) this.building = undefined;
		if (target.Parent === undefined) this.remove(target);
		else this.commit(this.builderFor(target).finishNow());
	}

	get(target: LuaSourceContainer): ScriptEntry | undefined {
		return this.entries.get(target);
	}

	/** Every entry, in path order (stable for prompts and benchmarks). */
	all(): ScriptEntry[] {
		const out = this.entries.values();
		out.sort((a, b) => a.path < b.path);
		return out;
	}

	/** Entries in no particular order (cheaper than `all`). */
	each(): ReadonlyArray<ScriptEntry> {
		return this.entries.values();
	}

	named(name: string): ReadonlyArray<ScriptEntry> {
		return this.entries.named(name);
	}

	findByPath(path: string): ScriptEntry | undefined {
		for (const entry of this.entries.values()) if (entry.path === path) return entry;
		return undefined;
	}

	/** The content hash of a script's current text (cached until the script changes). */
	hashOf(entry: ScriptEntry): string {
		const cached = this.entries.hashes.get(entry.target);
		if (cached !== undefined) return cached;
		const hash = contentHash(this.host.read(entry.target));
		this.entries.hashes.set(entry.target, hash);
		return hash;
	}

	/** The current text of an indexed script (through the host, so open editors count). */
	source(entry: ScriptEntry): string {
		return this.host.read(entry.target);
	}

	size(): number {
		return this.entries.size();
	}

	/** In how many entries each word and defined name occurs (for inverse document frequency). */
	termStats(): TermStats {
		return this.entries.stats;
	}

	/** Increases on every change to the entries; selections cache against it. */
	version(): number {
		return this.entries.revision;
	}

	/** Reads a script: small ones at once, a large one becomes `building` (see step). */
	private begin(target: LuaSourceContainer) {
		const builder = this.builderFor(target);
		if (builder.advance()) this.commit(builder.entry()!);
		else this.building = builder;
	}

	private builderFor(target: LuaSourceContainer): EntryBuilder {
		// Watched before it is read, so no change after the read goes unreported.
		this.watcher?.watch(target);
		this.entries.hashes.delete(target);
		return entryBuilder(target, this.host.read(target), this.host.pathOf(target));
	}

	private commit(entry: ScriptEntry) {
		if (entry.target.Parent === undefined) return;
		this.entries.put(entry);
	}

	private remove(target: LuaSourceContainer) {
		if (this.building?.target === target) this.building = undefined;
		if (!this.entries.drop(target)) return;
		this.dirty.delete(target);
		this.moved.delete(target);
	}

	private rename(target: LuaSourceContainer) {
		const old = this.entries.get(target);
		if (old === undefined || target.Parent === undefined) {
			this.refresh(target);
			return;
		}
		const path = this.host.pathOf(target);
		if (path !== old.path) this.entries.move(old, path);
	}
}
