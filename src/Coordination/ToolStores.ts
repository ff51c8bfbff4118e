/**
 * Hands Memory's and Context's implementations to Tools: the project-context store for
 * `get_project_context` / `update_project_context`, and project discovery.
 *
 * Why here: Tools declares the interfaces it needs (Tools may import only Shared) and
 * Memory cannot import Tools; Coordination sees both, so the assignments below are where
 * the compiler proves Memory's ProjectContext satisfies Tools' ProjectContextStore.
 */
import { ProjectDiscovery, ScriptIndex } from "Context";
import { ProjectContext } from "Memory";
import { ProjectDiscoverer } from "Shared/ProjectDiscoverer";
import { ProjectContextStore } from "Tools";

export function projectStoreForTools(project: ProjectContext): ProjectContextStore {
	return project;
}

export function projectDiscovererFor(index: ScriptIndex): ProjectDiscoverer {
	return new ProjectDiscovery(index);
}
