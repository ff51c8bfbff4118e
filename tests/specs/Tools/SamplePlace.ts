/**
 * Spec helpers: loads the SamplePlace fixture into the simulated game, builds tool hosts over
 * the simulated Studio services, and takes the snapshot specs compare before and after.
 *
 * Why: every tool spec needs the same place and must leave the game as it found it, so the
 * next spec sees one PlayerData, not two.
 */
import { HttpService } from "@rbxts/services";
import type { ChangeHistoryHost, ClockHost, ScriptEditorHost, SettingsHost } from "Shared/Hosts";
import type { PlanTracker } from "Shared/PlanTracker";
import type { ProjectDiscoverer } from "Shared/ProjectDiscoverer";
import { createTools, Tools } from "Tools/createTools";
import { InstanceFactoryHost, ProjectContextStore, ToolHosts } from "Tools/Hosts/ToolHosts";
import {
	studioClock,
	studioHistory,
	studioInstances,
	studioReflection,
	studioScripts,
	studioSelection,
} from "App/Studio";

/** The simulator API (these specs only run in the simulator). */
export const Sim = LuxSim!;

export const SAMPLE_PLACE = "tests/fixtures/places/SamplePlace";
const SERVICES = ["Workspace", "ServerScriptService", "ReplicatedStorage", "StarterGui", "StarterPlayer"];

/** Plugin settings kept as Studio keeps them: JSON text, so a value that is not JSON-safe fails here too. */
export class JsonSettings implements SettingsHost {
	readonly store = new Map<string, string>();
	get(key: string): unknown {
		const text = this.store.get(key);
		return text === undefined ? undefined : HttpService.JSONDecode(text);
	}
	set(key: string, value: unknown) {
		this.store.set(key, HttpService.JSONEncode(value));
	}
}

export interface Sample {
	readonly tools: Tools;
	readonly hosts: ToolHosts;
	readonly settings: JsonSettings;
	/** Removes everything the fixture added. */
	readonly unload: () => void;
}

function fixtureChildren(before: Map<Instance, Set<Instance>>): Instance[] {
	const added: Instance[] = [];
	before.forEach((children, service) => {
		for (const child of service.GetChildren()) if (!children.has(child)) added.push(child);
	});
	return added;
}

/** The loaded sample, unloaded before the next load even if a spec failed before its afterEach. */
let current: Sample | undefined;

export function loadSample(
	options: {
		instances?: InstanceFactoryHost;
		settings?: JsonSettings;
		protectedRoots?: Instance[];
		scripts?: ScriptEditorHost;
		history?: ChangeHistoryHost;
		projectContext?: ProjectContextStore;
		plan?: PlanTracker;
		projectDiscoverer?: ProjectDiscoverer;
		clock?: ClockHost;
		secrets?: () => ReadonlyArray<string>;
	} = {},
): Sample {
	current?.unload();
	current = undefined;
	const before = new Map<Instance, Set<Instance>>();
	for (const name of SERVICES) {
		const service = game.FindFirstChild(name) ?? game.GetService(name as keyof Services);
		before.set(service, new Set(service.GetChildren()));
	}
	// StarterPlayerScripts is a child of StarterPlayer that Studio creates: track its children too.
	const starterPlayer = game.GetService("StarterPlayer");
	Sim.loadPlace(SAMPLE_PLACE);
	const sps = starterPlayer.FindFirstChild("StarterPlayerScripts");
	if (sps && !before.has(sps)) before.set(sps, new Set());
	Sim.clearUnrecordedChanges();
	const settings = options.settings ?? new JsonSettings();
	const hosts: ToolHosts = {
		root: game,
		scripts: options.scripts ?? studioScripts,
		history: options.history ?? studioHistory,
		selection: studioSelection,
		settings,
		reflection: studioReflection,
		instances: options.instances ?? studioInstances,
		clock: options.clock ?? studioClock,
		secrets: options.secrets,
		projectContext: options.projectContext,
		plan: options.plan,
		projectDiscoverer: options.projectDiscoverer,
		protectedRoots: options.protectedRoots ?? [game.GetService("ReplicatedStorage").FindFirstChild("Lux")!],
	};
	let loaded = true;
	current = {
		tools: createTools(hosts),
		hosts,
		settings,
		unload: () => {
			if (!loaded) return;
			loaded = false;
			for (const child of fixtureChildren(before)) child.Destroy();
			Sim.clearUnrecordedChanges();
		},
	};
	return current;
}

/** The canonical text of every service the fixture touches (the plugin's own code excluded). */
export function snapshotPlace(): string {
	const parts: string[] = [];
	for (const name of SERVICES) {
		const service = game.GetService(name as keyof Services);
		for (const child of service.GetChildren()) if (child.Name !== "Lux") parts.push(Sim.snapshot(child));
	}
	return parts.join("\n");
}

export function find(path: string): Instance {
	let current: Instance = game;
	for (const name of path.split("."))
		current = current.FindFirstChild(name) ?? error(`no ${name} in ${current.GetFullName()}`);
	return current;
}
