/**
 * The state of the place's instances before a snippet runs, what differs afterwards, and
 * how to put it back.
 *
 * Why: run_luau can change anything, so its card cannot show a preview of the change; it
 * shows afterwards what changed, found by comparing every instance under the snippet's scope
 * before and after (name, parent, every writable property the engine lists, attributes,
 * tags). The same record is what "Undo this turn" restores.
 */
import { Result, err, ok } from "Shared/Result";
import { PathNamer } from "Shared/PathNamer";
import type { ToolHosts } from "../Hosts/ToolHosts";

/** Beyond this many instances the snapshot stops and says so. */
export const MAX_SNAPSHOT_INSTANCES = 20000;
const MAX_LISTED = 40;

interface InstanceState {
	readonly path: string;
	readonly parent: Instance | undefined;
	readonly name: string;
	readonly props: Map<string, unknown>;
	readonly attributes: Map<string, unknown>;
	readonly tags: ReadonlyArray<string>;
}

export interface PlaceDiff {
	readonly changed: ReadonlyArray<{ readonly instance: Instance; readonly what: ReadonlyArray<string> }>;
	readonly created: ReadonlyArray<Instance>;
	readonly removed: ReadonlyArray<Instance>;
}

function writableProperties(hosts: ToolHosts, cache: Map<string, string[]>, className: string): string[] {
	let names = cache.get(className);
	if (names === undefined) {
		names = hosts.reflection
			.properties(className)
			.filter((p) => p.writable && !p.deprecated && p.name !== "Parent" && p.name !== "Name")
			.map((p) => p.name);
		cache.set(className, names);
	}
	return names;
}

export class PlaceSnapshot {
	readonly states = new Map<Instance, InstanceState>();
	truncated = false;
	/** Roots recorded whole before the cap: an instance found under one afterwards is one the snippet created. */
	private readonly whole: Instance[] = [];
	private readonly cache = new Map<string, string[]>();

	constructor(
		private readonly hosts: ToolHosts,
		readonly roots: ReadonlyArray<Instance>,
		private readonly excluded: ReadonlyArray<Instance>,
		/** The most instances recorded (a spec passes a small one: the sim takes minutes for 20,000). */
		private readonly cap = MAX_SNAPSHOT_INSTANCES,
	) {}

	private isExcluded(instance: Instance): boolean {
		return this.excluded.some((e) => instance === e || instance.IsDescendantOf(e));
	}

	private stateOf(instance: Instance, namer: PathNamer): InstanceState {
		const props = new Map<string, unknown>();
		for (const name of writableProperties(this.hosts, this.cache, instance.ClassName)) {
			const [readable, value] = pcall(() => (instance as unknown as Record<string, unknown>)[name]);
			if (readable) props.set(name, value);
		}
		const attributes = new Map<string, unknown>();
		for (const [k, v] of pairs(instance.GetAttributes())) attributes.set(k as string, v);
		const tags = [...instance.GetTags()];
		tags.sort();
		return {
			path: namer.pathOf(instance),
			parent: instance.Parent,
			name: instance.Name,
			props,
			attributes,
			tags,
		};
	}

	/**
	 * Records every root and every instance under it (not the excluded ones), up to the cap.
	 * The roots too: a snippet's commonest change is to a service itself (Lighting.ClockTime,
	 * Workspace.Gravity), which must be listed and put back like any other.
	 */
	take(): this {
		this.states.clear();
		// One namer for the whole record: a folder of 20,000 parts is read once, not once per part.
		const namer = new PathNamer(this.hosts.root);
		for (const root of this.roots) {
			if (!this.isExcluded(root) && !this.states.has(root)) this.states.set(root, this.stateOf(root, namer));
			for (const d of root.GetDescendants()) {
				if (this.states.size() >= this.cap) {
					this.truncated = true;
					return this;
				}
				if (!this.isExcluded(d)) this.states.set(d, this.stateOf(d, namer));
			}
			this.whole.push(root);
		}
		return this;
	}

	/** What differs now from the recorded state. */
	diff(): PlaceDiff {
		const after = new PlaceSnapshot(this.hosts, this.roots, this.excluded, this.cap).take();
		const changed: { instance: Instance; what: string[] }[] = [];
		const created: Instance[] = [];
		const removed: Instance[] = [];
		after.states.forEach((now, instance) => {
			const was = this.states.get(instance);
			if (was === undefined) {
				// Past the cap an unrecorded instance may be an old one, except under a root recorded whole.
				if (!this.truncated || this.whole.some((r) => instance.IsDescendantOf(r))) created.push(instance);
				return;
			}
			const what: string[] = [];
			if (was.name !== now.name) what.push("Name");
			if (was.parent !== now.parent) what.push("Parent");
			was.props.forEach((v, k) => {
				if (now.props.get(k) !== v) what.push(k);
			});
			const attributeNames = new Set<string>();
			was.attributes.forEach((_, k) => attributeNames.add(k));
			now.attributes.forEach((_, k) => attributeNames.add(k));
			attributeNames.forEach((k) => {
				if (was.attributes.get(k) !== now.attributes.get(k)) what.push(`attribute ${k}`);
			});
			if (was.tags.join(",") !== now.tags.join(",")) what.push("tags");
			if (what.size() > 0) changed.push({ instance, what });
		});
		this.states.forEach((_, instance) => {
			if (!after.states.has(instance)) removed.push(instance);
		});
		return { changed, created, removed };
	}

	/** Lines for the model and the card: capped, with the count of the rest. */
	describe(diff: PlaceDiff): string[] {
		const lines: string[] = [];
		const namer = new PathNamer(this.hosts.root);
		for (const c of diff.changed) lines.push(`changed ${namer.pathOf(c.instance)} (${c.what.join(", ")})`);
		for (const i of diff.created) lines.push(`created ${namer.pathOf(i)} (${i.ClassName})`);
		for (const i of diff.removed) lines.push(`removed ${this.states.get(i)!.path} (${i.ClassName})`);
		if (lines.size() > MAX_LISTED) {
			const rest = lines.size() - MAX_LISTED;
			const shown = lines.filter((_, index) => index < MAX_LISTED);
			shown.push(`... and ${rest} more`);
			return shown;
		}
		return lines;
	}

	/** Puts every instance in `diff` back as recorded: created ones leave the place, others get their values back. */
	restore(diff: PlaceDiff): Result<true> {
		for (const instance of diff.created) {
			const [done, problem] = pcall(() => (instance.Parent = undefined));
			if (!done) return err(`could not remove ${instance.Name}: ${tostring(problem)}`);
		}
		const put = (instance: Instance) => {
			const was = this.states.get(instance)!;
			const [done, problem] = pcall(() => {
				const writable = instance as unknown as Record<string, unknown>;
				was.props.forEach((v, k) => {
					if (writable[k] !== v) writable[k] = v;
				});
				for (const [k] of pairs(instance.GetAttributes()))
					if (!was.attributes.has(k as string)) instance.SetAttribute(k as string, undefined);
				was.attributes.forEach((v, k) => instance.SetAttribute(k, v as AttributeValue));
				for (const tag of instance.GetTags()) if (!was.tags.includes(tag)) instance.RemoveTag(tag);
				for (const tag of was.tags) instance.AddTag(tag);
				if (instance.Name !== was.name) instance.Name = was.name;
				if (instance.Parent !== was.parent) instance.Parent = was.parent;
			});
			return done ? ok(true as const) : err(`could not restore ${was.path}: ${tostring(problem)}`);
		};
		for (const c of diff.changed) {
			const restored = put(c.instance);
			if (!restored.ok) return restored;
		}
		for (const instance of diff.removed) {
			const restored = put(instance);
			if (!restored.ok) return restored;
		}
		return ok(true);
	}

	/** The recorded and current state of the touched instances, to spot edits made since. */
	fingerprintOf(instances: ReadonlyArray<Instance>): string {
		const namer = new PathNamer(this.hosts.root);
		return instances
			.map((i) => {
				const s = this.stateOf(i, namer);
				const values: string[] = [];
				s.props.forEach((v, k) => values.push(`${k}=${tostring(v)}`));
				s.attributes.forEach((v, k) => values.push(`@${k}=${tostring(v)}`));
				values.sort();
				return [s.path, s.name, s.tags.join(","), ...values].join("|");
			})
			.join("\n");
	}
}
