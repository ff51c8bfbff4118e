/**
 * Persisted knowledge about one place: architecture notes, conventions, where things live.
 *
 * Why keyed to the place: plugin settings are per user, shared by every place the user
 * opens; notes about one game must never leak into another's prompt. Writes come from the
 * user (panel), the model (`update_project_context`, approved like any write) and
 * `discover_project`; the size bound refuses a write instead of silently dropping notes.
 */
import { t } from "@rbxts/t";
import { ClockHost, SettingsHost } from "Shared/Hosts";
import {
	PROJECT_NOTE_SECTIONS,
	ProjectContextStore,
	ProjectNote,
	ProjectNoteSection,
	ProjectWriteResult,
} from "Shared/ProjectContextStore";
import { estimateTokens, truncateToTokens } from "Shared/Tokens";
import { DocumentSpec, Loaded, approxBytes, erase, loadDocument, save } from "./PersistedDocument";

export const PROJECT_CONTEXT_VERSION = 1;
export const PROJECT_CONTEXT_MAX_BYTES = 16_000;
const MAX_NOTE_CHARS = 2_000;

interface ProjectDocument {
	notes: ProjectNote[];
}

const isSection = t.literal("architecture", "conventions", "locations", "notes");
const isNote = t.strictInterface({
	section: isSection,
	key: t.string,
	text: t.string,
	source: t.literal("user", "model", "discovery"),
	updatedAt: t.number,
});
const isDocument = t.strictInterface({ notes: t.array(isNote) }) as (v: unknown) => v is ProjectDocument;

/** The settings key for a place; placeKey is PlaceId when published, else a name the session picks. */
export function projectSettingsKey(placeKey: string): string {
	return `Lux.ProjectContext.${placeKey}`;
}

export class ProjectContext implements ProjectContextStore {
	private document: ProjectDocument;
	private readonly spec: DocumentSpec<ProjectDocument>;
	/** Set when the stored notes were unusable and reset; the session shows it once. */
	readonly loadNotice: string | undefined;

	constructor(
		private readonly settings: SettingsHost,
		placeKey: string,
		private readonly clock?: ClockHost,
	) {
		this.spec = {
			key: projectSettingsKey(placeKey),
			version: PROJECT_CONTEXT_VERSION,
			maxBytes: PROJECT_CONTEXT_MAX_BYTES,
			check: isDocument,
			empty: () => ({ notes: [] }),
		};
		const loaded: Loaded<ProjectDocument> = loadDocument(settings, this.spec);
		this.document = loaded.value;
		this.loadNotice = loaded.notice;
	}

	update(section: ProjectNoteSection, key: string, text: string, source: ProjectNote["source"]): ProjectWriteResult {
		if (!PROJECT_NOTE_SECTIONS.includes(section)) return { ok: false, error: `Unknown section "${section}".` };
		if (key === "" || text === "") return { ok: false, error: "A note needs a key and a text." };
		if (text.size() > MAX_NOTE_CHARS) {
			return { ok: false, error: `A note may have at most ${MAX_NOTE_CHARS} characters; shorten it.` };
		}
		const note: ProjectNote = { section, key, text, source, updatedAt: this.clock?.now() ?? 0 };
		const notes = this.document.notes.filter((n) => !(n.section === section && n.key === key));
		notes.push(note);
		const updated = { notes };
		if (approxBytes(updated) > PROJECT_CONTEXT_MAX_BYTES) {
			return {
				ok: false,
				error: `Project notes are full (${PROJECT_CONTEXT_MAX_BYTES} bytes); remove or merge notes first.`,
			};
		}
		if (!save(this.settings, this.spec, updated)) return { ok: false, error: "The notes could not be saved." };
		this.document = updated;
		return { ok: true };
	}

	remove(section: ProjectNoteSection, key: string): boolean {
		const notes = this.document.notes.filter((n) => !(n.section === section && n.key === key));
		if (notes.size() === this.document.notes.size()) return false;
		this.document = { notes };
		save(this.settings, this.spec, this.document);
		return true;
	}

	notes(): ReadonlyArray<ProjectNote> {
		return this.document.notes;
	}

	clear(): void {
		this.document = { notes: [] };
		erase(this.settings, this.spec as DocumentSpec<unknown>);
	}

	/** Sections in a fixed order and notes sorted by key, so the text is byte-stable between turns. */
	formatForPrompt(maxTokens = 800): string {
		if (this.document.notes.size() === 0) return "";
		const lines: string[] = ["## Project notes"];
		for (const section of PROJECT_NOTE_SECTIONS) {
			const inSection = this.document.notes.filter((n) => n.section === section);
			if (inSection.size() === 0) continue;
			inSection.sort((a, b) => a.key < b.key);
			lines.push(`### ${section}`);
			for (const n of inSection) lines.push(`- ${n.key}: ${n.text}`);
		}
		const text = lines.join("\n");
		return estimateTokens(text) <= maxTokens ? text : truncateToTokens(text, maxTokens);
	}
}
