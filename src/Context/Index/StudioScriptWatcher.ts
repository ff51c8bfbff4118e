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
import { ScriptChange, ScriptChangeSource, ScriptIndexHost } from "./IndexHosts";

/** The services a place keeps scripts in. */
export const SCRIPT_ROOTS = [
	"Workspace",
	"ReplicatedFirst",
	"ReplicatedStorage",
	"ServerScriptService",
	"ServerStorage",
	"StarterGui",
	"StarterPack",
	"StarterPlayer",
];

export class StudioScriptIndexHost implements ScriptIndexHost {
	constructor(
		private readonly editor: Pick<ScriptEditorHost, "read">,
		private readonly rootNames: ReadonlyArray<string> = SCRIPT_ROOTS,
		private readonly dataModel: Instance = game,
	) {}

	roots(): ReadonlyArray<Instance> {
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

	pathOf(target: LuaSourceContainer): string {
		return target.GetFullName();
	}
}

export class StudioScriptWatcher implements ScriptChangeSource {
	constructor(private readonly host: ScriptIndexHost) {}

	subscribe(listener: (change: ScriptChange) => void): () => void {
		const perScript = new Map<Instance, RBXScriptConnection[]>();
		const connections: RBXScriptConnection[] = [];
		const roots = new Set(this.host.roots());
		// Folders (any instance) above a watched script, up to and including its root.
		const ancestors = new Map<Instance, RBXScriptConnection>();
		const renamedUnder = (folder: Instance) => {
			for (const d of folder.GetDescendants())
				if (d.IsA("LuaSourceContainer") && perScript.has(d)) listener({ kind: "renamed", target: d });
		};
		const watchAncestors = (target: Instance) => {
			// A watched ancestor's own ancestors are watched already: stop there.
			let a = target.Parent;
			while (a !== undefined && !ancestors.has(a)) {
				const folder = a;
				ancestors.set(
					folder,
					folder.GetPropertyChangedSignal("Name").Connect(() => renamedUnder(folder)),
				);
				if (roots.has(folder)) break;
				a = folder.Parent;
			}
		};
		const watch = (target: LuaSourceContainer) => {
			watchAncestors(target);
			if (perScript.has(target)) return;
			const source = target
				.GetPropertyChangedSignal("Source" as never)
				.Connect(() => listener({ kind: "source", target }));
			const name = target.GetPropertyChangedSignal("Name").Connect(() => listener({ kind: "renamed", target }));
			perScript.set(target, [source, name]);
		};
		for (const root of this.host.roots()) {
			for (const d of root.GetDescendants()) if (d.IsA("LuaSourceContainer")) watch(d);
			connections.push(
				root.DescendantAdded.Connect((d) => {
					if (!d.IsA("LuaSourceContainer")) return;
					watch(d);
					listener({ kind: "added", target: d });
				}),
				root.DescendantRemoving.Connect((d) => {
					// A folder leaving: its chain is re-watched when its scripts are re-added.
					ancestors.get(d)?.Disconnect();
					ancestors.delete(d);
					if (!d.IsA("LuaSourceContainer")) return;
					perScript.get(d)?.forEach((c) => c.Disconnect());
					perScript.delete(d);
					listener({ kind: "removed", target: d });
				}),
			);
		}
		return () => {
			for (const c of connections) c.Disconnect();
			for (const [, list] of perScript) for (const c of list) c.Disconnect();
			for (const [, c] of ancestors) c.Disconnect();
			perScript.clear();
			ancestors.clear();
		};
	}
}
