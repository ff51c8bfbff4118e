/**
 * The fuzz driver's place: builds a generated place into the simulated game, removes it
 * again, snapshots everything a session could change, and turns the generator's target
 * placeholders ({"$pick": k}) into real paths of the current place.
 *
 * Why here and not in Lux: the checker must judge Lux from outside, so it builds, reads and
 * names instances on its own (paths are formatted by the documented bracket rule, not by
 * Lux's formatter), and snapshots with the simulator's canonical Snapshot text.
 */
import type { FuzzNode, FuzzValue } from "./FuzzTypes";

const Sim = LuxSim!;

/** Services a session may touch, in snapshot order. ReplicatedStorage.Lux is the plugin under test. */
export const SERVICES = [
	"Workspace",
	"ServerScriptService",
	"ReplicatedStorage",
	"ServerStorage",
	"StarterGui",
	"StarterPlayer",
	"Lighting",
];
const PLUGIN_UNDER_TEST = "Lux";

function service(name: string): Instance | undefined {
	const [ok, found] = pcall(() => game.GetService(name as keyof Services));
	return ok ? (found as Instance) : undefined;
}

/** game's own children when the driver first ran: the services (anything else is a session's). */
const gameChildren = new Set(game.GetChildren());

function isService(child: Instance): boolean {
	return gameChildren.has(child);
}

/** The plugin under test (the test place's ReplicatedStorage.Lux), known by identity: a session may add its own "Lux". */
const pluginUnderTest = game.GetService("ReplicatedStorage").FindFirstChild(PLUGIN_UNDER_TEST);

function isPluginUnderTest(instance: Instance): boolean {
	return instance === pluginUnderTest;
}

/** Numbers the generator cannot write in JSON, and the session key. */
export function decodeValue(value: FuzzValue, key: string): unknown {
	if (typeIs(value, "string")) return value.gsub("{{KEY}}", key)[0];
	if (typeIs(value, "table")) {
		const special = value as { $num?: string };
		if (special.$num === "nan") return 0 / 0;
		if (special.$num === "inf") return math.huge;
		if (special.$num === "-inf") return -math.huge;
	}
	return value;
}

export class FuzzPlace {
	private baseline = new Map<Instance, Set<Instance>>();

	constructor() {
		for (const name of SERVICES) {
			const s = service(name);
			if (s) this.baseline.set(s, new Set(s.GetChildren()));
		}
	}

	/** Removes everything a session added (in the services and directly under game). */
	reset() {
		this.baseline.forEach((children, s) => {
			for (const child of s.GetChildren()) if (!children.has(child)) pcall(() => child.Destroy());
		});
		for (const child of game.GetChildren()) if (!isService(child)) pcall(() => child.Destroy());
		Sim.clearUnrecordedChanges();
		// Each session starts with an empty undo history, so sessions stay equally cheap.
		game.GetService("ChangeHistoryService").ResetWaypoints();
	}

	build(tree: Readonly<Record<string, ReadonlyArray<FuzzNode>>>, key: string) {
		for (const [name, nodes] of pairs(tree)) {
			const parent = service(name as string);
			if (parent === undefined) continue;
			for (const node of nodes) this.buildNode(node, parent, key);
		}
		Sim.clearUnrecordedChanges();
	}

	private buildNode(node: FuzzNode, parent: Instance, key: string): Instance | undefined {
		const [ok, instance] = pcall(() => new Instance(node.c as keyof CreatableInstances));
		if (!ok) return undefined;
		const created = instance as Instance;
		created.Name = node.n;
		if (node.s !== undefined)
			(created as unknown as { Source: string }).Source = decodeValue(node.s, key) as string;
		for (const [prop, value] of pairs(node.p ?? {}))
			pcall(() => ((created as unknown as Record<string, unknown>)[prop as string] = decodeValue(value, key)));
		for (const [attr, value] of pairs(node.a ?? {}))
			pcall(() => created.SetAttribute(attr as string, decodeValue(value, key) as AttributeValue));
		for (const child of node.ch ?? []) this.buildNode(child, created, key);
		created.Parent = parent;
		return created;
	}

	/** Every instance a target placeholder can name: services first, then their descendants. */
	instances(): Instance[] {
		const out: Instance[] = [];
		for (const name of SERVICES) {
			const s = service(name);
			if (s === undefined) continue;
			out.push(s);
			const original = this.baseline.get(s);
			for (const child of s.GetChildren()) {
				// The test place's own children (the plugin, the spec runner) are not the session's.
				if (isPluginUnderTest(child) || original?.has(child)) continue;
				out.push(child);
				for (const d of child.GetDescendants()) out.push(d);
			}
		}
		return out;
	}

	/** The instance a placeholder names; `of` narrows the choice to a class (e.g. "LuaSourceContainer"). */
	pick(index: number, of?: string): Instance | undefined {
		let all = this.instances();
		// Services are named only on purpose ({"of": "Instance"}), so most picks land in the place.
		const narrowed =
			of !== undefined ? all.filter((i) => i.IsA(of as keyof Instances)) : all.filter((i) => !isService(i));
		if (narrowed.size() > 0) all = narrowed;
		if (all.size() === 0) return undefined;
		return all[index % all.size()];
	}

	/** The canonical text of everything a session may change (the plugin under test excluded). */
	snapshot(): string {
		const parts: string[] = [];
		for (const name of SERVICES) {
			const s = service(name);
			if (s === undefined) continue;
			parts.push(`### ${name}`);
			for (const child of s.GetChildren()) if (!isPluginUnderTest(child)) parts.push(Sim.snapshot(child));
		}
		parts.push("### game");
		for (const child of game.GetChildren()) if (!isService(child)) parts.push(Sim.snapshot(child));
		return parts.join("\n");
	}
}

function needsQuoting(name: string): boolean {
	return name === "" || name.find('[.%[%]"\\]')[0] !== undefined;
}

/** A full path by the rule the tools document: a name with a dot (or bracket, quote) as ["..."]. */
export function quotedPath(instance: Instance): string {
	const names: string[] = [];
	let current: Instance | undefined = instance;
	while (current !== undefined && current !== game) {
		names.unshift(current.Name);
		current = current.Parent;
	}
	if (names.size() === 0) return "game";
	let out = "";
	names.forEach((name, index) => {
		if (needsQuoting(name)) out += `["${name.gsub('[\\"]', (c: string) => "\\" + c)[0]}"]`;
		else out += (index === 0 ? "" : ".") + name;
	});
	return out;
}

/** The naive dotted path a careless model writes (wrong for dotted names). */
export function dottedPath(instance: Instance): string {
	const names: string[] = [];
	let current: Instance | undefined = instance;
	while (current !== undefined && current !== game) {
		names.unshift(current.Name);
		current = current.Parent;
	}
	return names.size() === 0 ? "game" : names.join(".");
}
