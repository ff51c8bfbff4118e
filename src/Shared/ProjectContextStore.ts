/**
 * What a tool needs from the project-context store (`update_project_context`,
 * `discover_project`), declared here because Tools may import only Shared.
 *
 * Why in Shared: Memory implements it (Memory/ProjectContext), Tools call it, and neither
 * may import the other's side of the seam. The session hands the Memory implementation to
 * the tool registry at start-up.
 */

/** The sections a note can belong to; free text inside each. */
export type ProjectNoteSection = "architecture" | "conventions" | "locations" | "notes";

export const PROJECT_NOTE_SECTIONS: ReadonlyArray<ProjectNoteSection> = [
	"architecture",
	"conventions",
	"locations",
	"notes",
];

export interface ProjectNote {
	readonly section: ProjectNoteSection;
	readonly key: string;
	readonly text: string;
	/** Who wrote it: the user in the panel, the model through a tool, or discovery. */
	readonly source: "user" | "model" | "discovery";
	/** Clock seconds (ClockHost.now) of the last write. */
	readonly updatedAt: number;
}

/** The result of a write: stored, or why not (size bound, bad input). */
export type ProjectWriteResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

export interface ProjectContextStore {
	/** Adds or replaces the note `key` in `section`. */
	update(section: ProjectNoteSection, key: string, text: string, source: ProjectNote["source"]): ProjectWriteResult;
	remove(section: ProjectNoteSection, key: string): boolean;
	notes(): ReadonlyArray<ProjectNote>;
	clear(): void;
	/** The notes as prompt text within a token budget. */
	formatForPrompt(maxTokens?: number): string;
}

/** A note discovery proposes; `discover_project` writes them through ProjectContextStore.update. */
export interface DiscoveredNote {
	readonly section: ProjectNoteSection;
	readonly key: string;
	readonly text: string;
}

/** What `discover_project` calls: Context implements it over the script index (ProjectDiscovery). */
export interface ProjectDiscoverer {
	discover(): ReadonlyArray<DiscoveredNote>;
}
