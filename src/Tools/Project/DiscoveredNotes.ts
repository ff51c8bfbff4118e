/**
 * Saves what `discover_project` found into the project notes as discovered sections.
 *
 * Why these rules: discovered facts are a summary of the place that the next discovery
 * recomputes, so a new discovery replaces every earlier discovered section (and removes the
 * ones it no longer finds). A section the user wrote in the panel, or the model wrote with
 * `update_project_context` (which the user approved), is never overwritten: what a person
 * chose to keep outranks a count of scripts. Why no approval card: the notes live in plugin
 * settings for this place, not in the DataModel, and discovered sections only restate what
 * the place already shows; the user sees them (marked "discovered") and can edit or delete
 * them in Settings > Project memory. An edited section becomes the user's and is kept.
 */
import type { DiscoveredSection } from "Shared/ProjectDiscoverer";
import type { ProjectContextStore } from "../Hosts/ToolHosts";

export interface DiscoverySave {
	/** Sections written (or already equal). */
	readonly saved: ReadonlyArray<string>;
	/** Discovered sections from an earlier discovery that this one no longer found. */
	readonly removed: ReadonlyArray<string>;
	/** Names this discovery proposed that the user or the model already wrote; left as they are. */
	readonly kept: ReadonlyArray<string>;
	/** Sections the store refused, with its reason. */
	readonly failed: ReadonlyArray<string>;
}

export function saveDiscovered(store: ProjectContextStore, found: ReadonlyArray<DiscoveredSection>): DiscoverySave {
	const saved: string[] = [];
	const removed: string[] = [];
	const kept: string[] = [];
	const failed: string[] = [];
	const before = store.read();
	const proposed = new Set(found.map((s) => s.section));
	for (const old of before) {
		if (old.source !== "discovery" || proposed.has(old.section)) continue;
		const gone = store.update(old.section, "", "discovery");
		if (gone.ok) removed.push(old.section);
		else failed.push(`${old.section} (${gone.error})`);
	}
	for (const s of found) {
		const existing = before.find((b) => b.section === s.section);
		if (existing !== undefined && existing.source !== "discovery") {
			kept.push(s.section);
			continue;
		}
		if (existing !== undefined && existing.text === s.text) {
			saved.push(s.section);
			continue;
		}
		const written = store.update(s.section, s.text, "discovery");
		if (written.ok) saved.push(s.section);
		else failed.push(`${s.section} (${written.error})`);
	}
	return { saved, removed, kept, failed };
}

/** What the model reads about the save, after the survey and the sections themselves. */
export function describeSave(result: DiscoverySave): string {
	const lines: string[] = [];
	if (result.saved.size() > 0) {
		lines.push(
			`Saved to the project notes as discovered sections (plugin settings for this place; the place itself was not changed): ${result.saved.join(
				", ",
			)}.`,
		);
	}
	if (result.removed.size() > 0)
		lines.push(`Removed discovered sections no longer found: ${result.removed.join(", ")}.`);
	if (result.kept.size() > 0) {
		lines.push(
			`Not overwritten, because the user or update_project_context wrote them: ${result.kept.join(
				", ",
			)}. Propose changes to those with update_project_context if the findings matter.`,
		);
	}
	if (result.failed.size() > 0) lines.push(`Could not save: ${result.failed.join("; ")}.`);
	return lines.join("\n");
}
