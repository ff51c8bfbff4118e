/**
 * VerificationHost over the DataModel: paths resolved exactly as the tools resolve them
 * (dots, and the ["Name.with.dots"] escape), script text through the editor (what the user
 * sees), syntax through the same compile-only check the tools run before proposing.
 *
 * Why the editor's text: a change applied through ScriptEditorService lands in the open
 * document first; reading Source alone could report a landed change as missing.
 */
import { checkSyntax, resolvePath } from "Tools";
import { InstanceView, VerificationHost } from "./Verification";

export class StudioVerificationHost implements VerificationHost {
	constructor(
		private readonly read: (target: LuaSourceContainer) => string,
		private readonly root: Instance,
	) {}

	private find(path: string): Instance | undefined {
		const found = resolvePath(this.root, path);
		return found.ok && found.value !== this.root ? found.value : undefined;
	}

	readScript(path: string): string | undefined {
		const target = this.find(path);
		if (target === undefined || !target.IsA("LuaSourceContainer")) return undefined;
		return this.read(target);
	}

	syntaxError(source: string): string | undefined {
		const [ran, checked] = pcall(() => checkSyntax(source, "=verify"));
		if (!ran) return tostring(checked);
		return checked.ok ? undefined : checked.error;
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
