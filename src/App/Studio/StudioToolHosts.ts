/**
 * The Studio implementations of the tool hosts: the one place the tools touch
 * ChangeHistoryService, ScriptEditorService, Selection, ReflectionService and plugin settings.
 *
 * Why one file: everything else in Tools is written against the interfaces, so it runs the
 * same against the simulator and fakes; Studio specifics (shapes of ReflectionService's
 * dictionaries, UpdateSourceAsync's pcall) stay here.
 */
import type { ChangeHistoryHost, ClockHost, ScriptEditorHost, SelectionHost, SettingsHost } from "Shared/Hosts";
import { StudioClockHost } from "./StudioClockHost";
import { recoveringHistory } from "Tools/Hosts/RecoveringHistory";
import { retryingScriptEditor } from "Tools/Hosts/RetryingScriptEditor";
import type { ClassInfo, InstanceFactoryHost, PropertyInfo, ReflectionHost, ToolHosts } from "Tools/Hosts/ToolHosts";
import { StudioSettingsHost } from "./StudioSettingsHost";

const ChangeHistoryService = game.GetService("ChangeHistoryService");
const ScriptEditorService = game.GetService("ScriptEditorService");
const Selection = game.GetService("Selection");
const ReflectionService = game.GetService("ReflectionService");

export const studioHistory: ChangeHistoryHost = {
	tryBegin(name, displayName) {
		return ChangeHistoryService.TryBeginRecording(name, displayName);
	},
	commit(id) {
		return ChangeHistoryService.FinishRecording(id, Enum.FinishRecordingOperation.Commit);
	},
	cancel(id) {
		return ChangeHistoryService.FinishRecording(id, Enum.FinishRecordingOperation.Cancel);
	},
};

export const studioScripts: ScriptEditorHost = {
	read(target) {
		return ScriptEditorService.GetEditorSource(target);
	},
	update(target, transform) {
		const [succeeded, problem] = pcall(() =>
			ScriptEditorService.UpdateSourceAsync(target, (current) => transform(current) as string),
		);
		return succeeded ? { ok: true } : { ok: false, error: tostring(problem) };
	},
	open(target, line) {
		task.spawn(() =>
			pcall(() => ScriptEditorService.OpenScriptDocumentAsync(target, highlightOptions(target, line))),
		);
	},
};

/**
 * creator-docs ScriptEditorService.yaml (OpenScriptDocumentAsync, options): `HighlightRange =
 * { Start = { Line, Character }, End = { Line, Character } }`, capitalised; lines and
 * characters are 1-indexed, characters counting UTF-8 bytes (ScriptDocument.yaml). The
 * whole line is highlighted: from its first byte to just past its last.
 */
export function highlightOptions(target: LuaSourceContainer, line?: number): object {
	if (line === undefined) return {};
	const [readOk, text] = pcall(() => ScriptEditorService.GetEditorSource(target));
	const lineText = readOk ? (text.split("\n")[line - 1] ?? "") : "";
	return {
		HighlightRange: { Start: { Line: line, Character: 1 }, End: { Line: line, Character: lineText.size() + 1 } },
	};
}

export const studioSelection: SelectionHost = {
	get() {
		return Selection.Get();
	},
	set(instances) {
		return Selection.Set(instances);
	},
};

type Reflected = {
	Name: string;
	Superclass?: string;
	Permits?: { New?: object; GetService?: object; Write?: object };
	Type?: { Name?: string; Category?: string };
	Display?: { DeprecationMessage?: string };
};

const classCache = new Map<string, ClassInfo | false>();
const propertyCache = new Map<string, PropertyInfo[]>();
let allClassNames: string[] | undefined;

function typeName(entry: Reflected): string {
	const t = entry.Type;
	if (!t) return "unknown";
	if (t.Category === "Enum") return `Enum.${t.Name}`;
	return t.Name ?? "unknown";
}

export const studioReflection: ReflectionHost = {
	classInfo(className) {
		const cached = classCache.get(className);
		if (cached !== undefined) return cached === false ? undefined : cached;
		const [found, entry] = pcall(() => ReflectionService.GetClass(className) as Reflected | undefined);
		const info =
			found && entry
				? {
						name: entry.Name,
						superclass: entry.Superclass,
						creatable: entry.Permits?.New !== undefined,
						service: entry.Permits?.GetService !== undefined,
					}
				: undefined;
		classCache.set(className, info ?? false);
		return info;
	},
	classNames() {
		if (!allClassNames) allClassNames = (ReflectionService.GetClasses() as Reflected[]).map((c) => c.Name);
		return allClassNames;
	},
	properties(className) {
		const cached = propertyCache.get(className);
		if (cached) return cached;
		const out: PropertyInfo[] = [];
		// Each class in the chain asked for its own members, so the owner is known in Studio too.
		let current: string | undefined = className;
		while (current !== undefined) {
			const owner: string = current;
			const [listed, entries] = pcall(
				() => ReflectionService.GetPropertiesOfClass(owner, { ExcludeInherited: true }) as Reflected[],
			);
			if (!listed) break;
			for (const p of entries)
				out.push({
					name: p.Name,
					valueType: typeName(p),
					owner,
					writable: p.Permits?.Write !== undefined,
					deprecated: p.Display?.DeprecationMessage !== undefined,
				});
			current = studioReflection.classInfo(owner)?.superclass;
		}
		propertyCache.set(className, out);
		return out;
	},
};

export const studioInstances: InstanceFactoryHost = {
	create(className) {
		return new Instance(className as keyof CreatableInstances);
	},
};

export const studioClock: ClockHost = new StudioClockHost();

/**
 * The hosts for the plugin running in Studio. Script updates retry transient editor
 * conflicts (bounded), so one approved edit is still one undo step. `settings`: the shell's
 * own settings host, so a corrupt setting the tools read is reported where the user sees
 * notices (one codec host per plugin); a new one over `host` when none is given.
 */
export function createStudioToolHosts(
	host: Plugin,
	protectedRoots: ReadonlyArray<Instance> = [],
	settings: SettingsHost = new StudioSettingsHost(host),
): ToolHosts {
	return {
		root: game,
		scripts: retryingScriptEditor(studioScripts, studioClock),
		history: recoveringHistory(studioHistory, settings),
		selection: studioSelection,
		settings,
		reflection: studioReflection,
		instances: studioInstances,
		clock: studioClock,
		protectedRoots,
	};
}
