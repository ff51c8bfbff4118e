/**
 * Where a write lands: the instances an operation changes, and what kind of place each one is.
 *
 * Why: auto-approve and the write guards must judge an operation by where it really lands,
 * not by a name. A Folder called "Workspace" under `game` is not Workspace, a move has a
 * source and a destination, and a delete reaches a whole subtree. Every write plan lists its
 * landings; `landingFact` classifies each against the live DataModel.
 */
import type { ToolHosts } from "../Hosts/ToolHosts";
import { displayPath } from "./PathResolver";

/**
 * self: the instance's own properties or name; subtree: it and every descendant (delete, move);
 * children: something is added under it (create, clone, move destination).
 */
export type Reach = "self" | "subtree" | "children";

export interface Landing {
	readonly instance: Instance;
	readonly reach: Reach;
}

/**
 * place: inside a place service's content; service: a service itself; game: the DataModel
 * itself or directly under it; unknown: under a top-level object that is not a service;
 * outside: a container that is not part of the place (CoreGui, plugin GUIs); own: the Lux
 * plugin's own objects; detached: not in the DataModel.
 */
export type Zone = "place" | "service" | "game" | "unknown" | "outside" | "own" | "detached";

export interface LandingFact {
	readonly path: string;
	readonly reach: Reach;
	readonly zone: Zone;
	/** The class name of the real service the landing is in, when it is in one. */
	readonly service: string | undefined;
}

/**
 * Services that hold engine or plugin UI rather than the place's content: nothing a user
 * builds lives there, and they are not saved with the place (creator-docs CoreGui.yaml:
 * "a service used to store GuiObjects for in-game core Roblox UI"; PluginGuiService.yaml:
 * "holds plugin GUIs").
 */
export const OUTSIDE_PLACE: ReadonlySet<string> = new Set([
	"CoreGui",
	"CorePackages",
	"PluginGuiService",
	"PluginDebugService",
	"RobloxPluginGuiService",
	"RobloxReplicatedStorage",
]);

/**
 * Whether `top` (a child of the DataModel) is the real service of its class.
 * ServiceProvider:FindService returns the already created service of a class and errors for
 * a class that is not a service (creator-docs ServiceProvider.yaml, FindService), so a
 * Folder named "Workspace" is never taken for Workspace.
 */
function isService(root: Instance, top: Instance): boolean {
	const [found, service] = pcall(() => (root as DataModel).FindService(top.ClassName));
	return found && service === top;
}

function topOf(root: Instance, instance: Instance): Instance | undefined {
	let current: Instance | undefined = instance;
	while (current !== undefined && current.Parent !== root) current = current.Parent;
	return current;
}

function touchesOwn(hosts: ToolHosts, landing: Landing): boolean {
	for (const own of hosts.protectedRoots ?? []) {
		if (landing.instance === own || landing.instance.IsDescendantOf(own)) return true;
		if (landing.reach === "subtree" && own.IsDescendantOf(landing.instance)) return true;
	}
	return false;
}

function zoneOf(hosts: ToolHosts, landing: Landing): [Zone, string | undefined] {
	const { instance, reach } = landing;
	const root = hosts.root;
	if (instance === root) return ["game", undefined];
	if (!instance.IsDescendantOf(root)) return ["detached", undefined];
	if (touchesOwn(hosts, landing)) return ["own", undefined];
	const top = topOf(root, instance)!;
	if (!isService(root, top)) return ["unknown", undefined];
	if (OUTSIDE_PLACE.has(top.ClassName)) return ["outside", top.ClassName];
	if (instance === top && reach !== "children") return ["service", top.ClassName];
	return ["place", top.ClassName];
}

export function landingFact(hosts: ToolHosts, landing: Landing): LandingFact {
	const [zone, service] = zoneOf(hosts, landing);
	const path = landing.instance === hosts.root ? "game" : displayPath(hosts.root, landing.instance);
	return { path, reach: landing.reach, zone, service };
}

/** The service a display path belongs to, for the few places that only need a label. */
export function serviceLabel(facts: ReadonlyArray<LandingFact>): string | undefined {
	return facts.find((f) => f.service !== undefined)?.service;
}
