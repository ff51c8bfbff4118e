/**
 * What the `discover_project` tool calls to propose project notes, declared here because
 * Tools may import only Shared. Context implements it over the script index
 * (Context/Discovery/ProjectDiscovery; App's projectDiscovererFor hands it to
 * Tools' hosts); the tool writes the notes through the project-context store (Memory's
 * ProjectContext, which satisfies Tools' ProjectContextStore) as discovered sections.
 */

/** One proposed section of the project notes. */
export interface DiscoveredSection {
	readonly section: string;
	readonly text: string;
}

export interface ProjectDiscoverer {
	discover(): ReadonlyArray<DiscoveredSection>;
}
