/**
 * Studio's implementations of the index hosts: the places scripts live, reading through
 * the editor, and change signals from instance events.
 *
 * Why per-script Changed connections: Studio has no place-wide "Source changed" event, and
 * DescendantAdded/Removing on each root covers adds, removes and moves (Studio fires both
 * for a moved instance and every descendant, so moving a folder re-adds its scripts). A
 * rename only fires on the renamed instance itself, so the folders above watched scripts
 * get a Name connection too, and renaming one reports every script under it as renamed.
 */
import { ScriptEditorHost } from "Shared/Hosts";
import { OUTSIDE_PLACE } from "Tools/Core/Landing";
import { pathOf } from "Shared/InstancePath";
import { ScriptChange, ScriptChangeSource, ScriptIndexHost } from "./IndexHosts";
import { ShardedMap } from "./ShardedMap";

/**
 * The services a place keeps scripts in, from creator-docs content/en-us/projects/data-model.md
 * ("Object organization": Workspace; Environment: Lighting, SoundService; Replication:
 * ReplicatedStorage, ReplicatedFirst; Server: ServerScriptService, ServerStorage; Client:
 * StarterPlayer (StarterPlayerScripts, StarterCharacterScripts), StarterGui, StarterPack;
 * Chat: TextChatService, VoiceChatService), reference/engine/classes/Chat.yaml (the legacy
 * Chat service "houses the Luau code" of the chat system, Scripts and ModuleScripts) and
 * Teams (a place's Team objects may carry scripts). The same page says the engine gives other
 * services no special treatment, so any other service can hold ModuleScripts: those are found
 * by `placeScriptRoots`.
 */
export const SCRIPT_ROOTS = [
	"Workspace",
	"ReplicatedFirst",
	"ReplicatedStorage",
	"ServerScriptService",
	"ServerStorage",
	"StarterGui",
	"StarterPack",
	"StarterPlayer",
	"Lighting",
	"SoundService",
	"Chat",
	"TextChatService",
	"VoiceChatService",
	"Teams",
];

/**
 * Containers that hold Roblox's or plugins' own scripts, never the place's: the services
 * outside the place (Tools' Landing), and Players, which holds the copies a play session
 * makes of StarterPlayer and StarterGui.
 */
const NOT_PLACE_CONTAINERS: ReadonlySet<string> = new Set([...OUTSIDE_PLACE, "Players"]);

/** SCRIPT_ROOTS that exist, then every other service of the place that holds a script. */
export function placeScriptRoots(dataModel: Instance, names: ReadonlyArray<string> = SCRIPT_ROOTS): Instance[] {
	const out: Instance[] = [];
	for (const name of names) {
		const root = dataModel.FindFirstChild(name);
		if (root !== undefined) out.push(root);
	}
	for (const service of dataModel.GetChildren()) {
		if (
			names.includes(service.Name) ||
			NOT_PLACE_CONTAINERS.has(service.ClassName) ||
			NOT_PLACE_CONTAINERS.has(service.Name)
		)
			continue;
		if (service.FindFirstChildWhichIsA("LuaSourceContainer", true) !== undefined) out.push(service);
	}
	return out;
}

export class StudioScriptIndexHost implements ScriptIndexHost {
	/** `rootNames`: exactly these services; without it, every service of the place that holds scripts. */
	constructor(
		private readonly editor: Pick<ScriptEditorHost, "read">,
		private readonly rootNames: ReadonlyArray<string> | undefined,
		private readonly dataModel: Instance,
	) {}

	roots(): ReadonlyArray<Instance> {
		if (this.rootNames === undefined) return placeScriptRoots(this.dataModel);
		const out: Instance[] = [];
		for (const name of this.rootNames) {
			const root = this.dataModel.FindFirstChild(name);
			if (root !== undefined) out.push(root);
		}
		return out;
	}

	read(target: LuaSourceContainer): string {
		return this.editor.read(target);
	}

	/** The tools' own path grammar, so the model can copy a path from the prompt into a tool call. */
	pathOf(target: LuaSourceContainer): string {
		return pathOf(target, this.dataModel);
	}
}

export class StudioScriptWatcher implements ScriptChangeSource {
	private listener?: (change: ScriptChange) => void;
	// Sharded: on a large place this fills inside the index's time slices (see ShardedMap).
	private perScript = new ShardedMap<Instance, RBXScriptConnection[]>();
	// Folders (any instance) above a watched script, up to and including its root.
	private readonly ancestors = new Map<Instance, RBXScriptConnection>();
	private roots = new Set<Instance>();

	constructor(private readonly host: ScriptIndexHost) {}

	/** Connects the roots' add and remove events; scripts are watched one by one (`watch`). */
	subscribe(listener: (change: ScriptChange) => void): () => void {
		this.listener = listener;
		this.roots = new Set(this.host.roots());
		const connections: RBXScriptConnection[] = [];
		for (const root of this.roots) {
			connections.push(
				root.DescendantAdded.Connect((d) => {
					if (!d.IsA("LuaSourceContainer")) return;
					this.watch(d);
					this.listener?.({ kind: "added", target: d });
				}),
				root.DescendantRemoving.Connect((d) => {
					// A folder leaving: its chain is re-watched when its scripts are re-added.
					this.ancestors.get(d)?.Disconnect();
					this.ancestors.delete(d);
					if (!d.IsA("LuaSourceContainer")) return;
					this.perScript.get(d)?.forEach((c) => c.Disconnect());
					this.perScript.delete(d);
					this.listener?.({ kind: "removed", target: d });
				}),
			);
		}
		return () => {
			for (const c of connections) c.Disconnect();
			for (const list of this.perScript.values()) for (const c of list) c.Disconnect();
			for (const [, c] of this.ancestors) c.Disconnect();
			this.perScript = new ShardedMap();
			this.ancestors.clear();
			this.listener = undefined;
		};
	}

	watch(target: LuaSourceContainer): void {
		if (this.listener === undefined) return;
		this.watchAncestors(target);
		if (this.perScript.has(target)) return;
		const source = target
			.GetPropertyChangedSignal("Source" as never)
			.Connect(() => this.listener?.({ kind: "source", target }));
		const name = target
			.GetPropertyChangedSignal("Name")
			.Connect(() => this.listener?.({ kind: "renamed", target }));
		this.perScript.set(target, [source, name]);
	}

	private watchAncestors(target: Instance) {
		// A watched ancestor's own ancestors are watched already: stop there.
		let a = target.Parent;
		while (a !== undefined && !this.ancestors.has(a)) {
			const folder = a;
			this.ancestors.set(
				folder,
				folder.GetPropertyChangedSignal("Name").Connect(() => this.renamedUnder(folder)),
			);
			if (this.roots.has(folder)) break;
			a = folder.Parent;
		}
	}

	private renamedUnder(folder: Instance) {
		for (const d of folder.GetDescendants())
			if (d.IsA("LuaSourceContainer") && this.perScript.has(d)) this.listener?.({ kind: "renamed", target: d });
	}
}
