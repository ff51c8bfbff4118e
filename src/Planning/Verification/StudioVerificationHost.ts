/**
 * VerificationHost over the DataModel: dot paths from `game`, script text through the
 * editor (what the user sees), syntax through Studio's compile-only `loadstring`.
 *
 * Why the editor's text: a change applied through ScriptEditorService lands in the open
 * document first; reading Source alone could report a landed change as missing.
 */
import { InstanceView, VerificationHost } from "./Verification";

export class StudioVerificationHost implements VerificationHost {
	constructor(
		private readonly read: (target: LuaSourceContainer) => string,
		private readonly root: Instance = game,
	) {}

	private find(path: string): Instance | undefined {
		let current: Instance | undefined = this.root;
		for (const [name] of path.gmatch("[^%.]+")) {
			current = current.FindFirstChild(name as string);
			if (current === undefined) return undefined;
		}
		return current === this.root ? undefined : current;
	}

	readScript(path: string): string | undefined {
		const target = this.find(path);
		if (target === undefined || !target.IsA("LuaSourceContainer")) return undefined;
		return this.read(target);
	}

	syntaxError(source: string): string | undefined {
		const [ok, fn, message] = pcall(() => loadstring(source, "=verify"));
		if (!ok) return tostring(fn);
		return fn === undefined ? (message ?? "does not compile") : undefined;
	}

	instanceAt(path: string): InstanceView | undefined {
		const target = this.find(path);
		if (target === undefined) return undefined;
		return {
			className: target.ClassName,
			get: (property) => (target as unknown as Record<string, unknown>)[property],
		};
	}
}
