/**
 * Everything the tools reach outside themselves, passed in as one bundle.
 *
 * Why: tools must run against Studio, the simulator and fault-injecting fakes alike; the
 * shared hosts (scripts, history, selection, settings, clock) come from Shared/Hosts, and the
 * few only tools need (the engine's class reflection, instance creation, project notes) are
 * declared here. App/Studio/StudioToolHosts.ts builds the Studio versions.
 */
import type { ChangeHistoryHost, ClockHost, ScriptEditorHost, SelectionHost, SettingsHost } from "Shared/Hosts";
import type { ProjectDiscoverer } from "Shared/ProjectDiscoverer";
import type { Result } from "Shared/Result";
import type { PlanTracker } from "Shared/PlanTracker";

export interface ClassInfo {
	readonly name: string;
	readonly superclass: string | undefined;
	/** Instance.new accepts it. */
	readonly creatable: boolean;
	readonly service: boolean;
}

export interface PropertyInfo {
	readonly name: string;
	/** The engine's type name, e.g. "Vector3", "bool", "Enum.Material". */
	readonly valueType: string;
	/** The class that declares it. */
	readonly owner: string;
	readonly writable: boolean;
	readonly deprecated: boolean;
}

/** The engine's own answer to "which classes and properties exist" (ReflectionService in Studio). */
export interface ReflectionHost {
	classInfo(className: string): ClassInfo | undefined;
	classNames(): ReadonlyArray<string>;
	/** Properties of the class including inherited ones; empty for an unknown class. */
	properties(className: string): ReadonlyArray<PropertyInfo>;
}

/** Creates instances (Instance.new in Studio); a host so specs can make creation fail. */
export interface InstanceFactoryHost {
	create(className: string): Instance;
}

/** Who wrote a section: the user (panel), the model (update_project_context), or discover_project. */
export type ProjectNoteAuthor = "user" | "model" | "discovery";

/** Project notes the model keeps across conversations; the Memory module stores them. */
export interface ProjectContextStore {
	/** All sections, in a stable order; `source` when the store records who wrote it. */
	read(): ReadonlyArray<{ readonly section: string; readonly text: string; readonly source?: ProjectNoteAuthor }>;
	/** Replaces one section (empty text removes it); `source` defaults to the model. */
	update(section: string, text: string, source?: ProjectNoteAuthor): Result<true>;
}

export interface ToolHosts {
	/** The DataModel the tools read and change (game in Studio). */
	readonly root: Instance;
	readonly scripts: ScriptEditorHost;
	readonly history: ChangeHistoryHost;
	readonly selection: SelectionHost;
	readonly settings: SettingsHost;
	readonly reflection: ReflectionHost;
	readonly instances: InstanceFactoryHost;
	readonly clock: ClockHost;
	/** Absent until the Memory module is wired; the project-context tools then say so. */
	readonly projectContext?: ProjectContextStore;
	/** The approved plan's progress (Planning's TaskPlanner); mark_plan_step says so when absent. */
	readonly plan?: PlanTracker;
	/** Proposes notes from the place's script index (Context's ProjectDiscovery); discover_project saves them. */
	readonly projectDiscoverer?: ProjectDiscoverer;
	/** The plugin's own objects: any write to them always asks. */
	readonly protectedRoots?: ReadonlyArray<Instance>;
	/** Secrets (the user's API key) that must never be written to anything Tools persist. */
	readonly secrets?: () => ReadonlyArray<string>;
}
