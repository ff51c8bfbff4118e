/**
 * Hands Memory's and Context's implementations to Tools: the project-context store for
 * `get_project_context` / `update_project_context` / `discover_project`, and project
 * discovery over the script index for `discover_project`.
 *
 * Why here: Tools declares the interfaces it needs (Tools may import only Shared) and
 * Memory cannot import Tools; App sees both, so the assignments below are where
 * the compiler proves Memory's ProjectContext satisfies Tools' ProjectContextStore.
 */
import { ProjectDiscovery, ScriptIndex } from "Context";
import { ProjectContext } from "Memory";
import { ClockHost } from "Shared/Hosts";
import { ProjectDiscoverer } from "Shared/ProjectDiscoverer";
import { ProjectContextStore } from "Tools";

export function projectStoreForTools(project: ProjectContext): ProjectContextStore {
	return project;
}

/** `clock`: lets discovery finish an index that is still scanning without blocking a frame. */
export function projectDiscovererFor(index: ScriptIndex, clock?: ClockHost): ProjectDiscoverer {
	return new ProjectDiscovery(index, clock);
}
