/**
 * The one registry of tools: name -> definition (schema, description, risk) and handler,
 * plus the argument check generated from each schema.
 *
 * Why one list: the model's tool list, the validator and the executor all read it, so a tool
 * cannot be advertised without a handler, or run without its arguments being checked. The
 * rarely used tools are marked `grouped`: the model reaches them through the one `more_tools`
 * entry (ToolGroups), and every layer still finds them here by their own name.
 */
import type { t } from "@rbxts/t";
import { checkFromSchema } from "./Core/Schema";
import type { ToolSpec } from "./Core/ToolSpec";
import type { ToolDefinition } from "./ToolProtocol";
import { getClassInfo } from "./Read/ClassInfo";
import { getInstance, getSelection, listChildren } from "./Read/InstanceReads";
import { getPlaceMap } from "./Read/PlaceMap";
import { getScript, searchScripts } from "./Read/ScriptReads";
import { createInstance, createScript } from "./Write/CreateWrites";
import { renameInstance, setAttributes, setProperties } from "./Write/PropertyWrites";
import { editScriptLines, patchScript } from "./Write/ScriptWrites";
import { cloneInstance, deleteInstance, moveInstance } from "./Write/TreeWrites";
import { getProjectContext, updateProjectContext } from "./Project/ProjectNotes";
import { discoverProject } from "./Project/ProjectSurvey";
import { markPlanStep } from "./Project/PlanProgress";
import { findInstances } from "./Read/FindInstances";
import { editTags, listTags } from "./Write/TagWrites";
import { getOutput, playtest, runLuau } from "./Run";

export interface RegisteredTool extends ToolSpec {
	/** Checks decoded arguments against the definition's schema (generated, never hand-kept). */
	readonly check: t.check<unknown>;
}

const SPECS: ReadonlyArray<ToolSpec> = [
	getScript,
	getInstance,
	listChildren,
	searchScripts,
	getSelection,
	getPlaceMap,
	getClassInfo,
	patchScript,
	editScriptLines,
	createScript,
	createInstance,
	setProperties,
	setAttributes,
	renameInstance,
	moveInstance,
	cloneInstance,
	deleteInstance,
	discoverProject,
	getProjectContext,
	updateProjectContext,
	markPlanStep,
	findInstances,
	listTags,
	editTags,
	getOutput,
	runLuau,
	playtest,
];

/** Rarely needed for a greeting or an everyday edit: listed as one-line signatures behind `more_tools`. */
const GROUPED: ReadonlyArray<string> = [
	getSelection,
	getClassInfo,
	setAttributes,
	renameInstance,
	moveInstance,
	cloneInstance,
	discoverProject,
	getProjectContext,
	updateProjectContext,
	findInstances,
	listTags,
	editTags,
	getOutput,
	runLuau,
	playtest,
].map((s) => s.definition.name);

const REGISTERED: ReadonlyArray<ToolSpec> = SPECS.map((spec) =>
	GROUPED.includes(spec.definition.name) ? { ...spec, definition: { ...spec.definition, grouped: true } } : spec,
);

const byName = new Map<string, RegisteredTool>();
for (const spec of REGISTERED)
	byName.set(spec.definition.name, { ...spec, check: checkFromSchema(spec.definition.parameters) });

export const ToolRegistry = {
	get(name: string): RegisteredTool | undefined {
		return byName.get(name);
	},
	names(): string[] {
		return REGISTERED.map((s) => s.definition.name);
	},
	/**
	 * Every tool's definition (grouped ones included, marked), in a fixed order, so the request
	 * prefix stays byte-stable for prompt caching; ToolGroups.advertisedTools is what the model sees.
	 */
	definitions(): ToolDefinition[] {
		return REGISTERED.map((s) => s.definition);
	},
};
