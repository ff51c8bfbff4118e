/**
 * Persisted knowledge about one place, as named sections of text (architecture,
 * conventions, locations, ...): what the model should know at the start of every
 * conversation about this place.
 *
 * Why keyed to the place: plugin settings are per user, shared by every place the user
 * opens; notes about one game must never leak into another's prompt. Why sections: Tools'
 * `get_project_context` / `update_project_context` read and replace whole sections (this
 * class satisfies Tools' ProjectContextStore structurally; Memory may not import Tools),
 * the user edits them on the panel's Project memory page, and `discover_project` saves its
 * findings as sections of source "discovery" (which it replaces on the next discovery but
 * never writes over a "user" or "model" section). The size bound refuses a write instead of
 * silently dropping notes. Every change is signalled (onChanged), whoever made it (the panel,
 * a tool, discovery), so a page showing the notes refreshes only when they changed.
 */
import Signal from "@rbxts/lemon-signal";
import { PLACE_SETTINGS } from "Shared/SettingKeys";
import { t } from "@rbxts/t";
import { ClockHost, SettingsHost } from "Shared/Hosts";
import { Result, err, ok } from "Shared/Result";
import { estimateTokens, truncateToTokens } from "Shared/Tokens";
import { DocumentSpec, Loaded, approxBytes, erase, loadDocument, save } from "./PersistedDocument";

export const PROJECT_CONTEXT_VERSION = 2;
export const PROJECT_CONTEXT_MAX_BYTES = 16_000;
const MAX_SECTION_CHARS = 4_000;

/** Known sections come first, in this order; others follow alphabetically. */
export const PROJECT_SECTIONS: ReadonlyArray<string> = [
	"architecture",
	"conventions",
	"locations",
	"decisions",
	"notes",
];

export type ProjectNoteSource = "user" | "model" | "discovery";

export interface ProjectSection {
	readonly section: string;
	readonly text: string;
	readonly source: ProjectNoteSource;
	/** Clock seconds (ClockHost.now) of the last write. */
	readonly updatedAt: number;
}

interface ProjectDocument {
	sections: ProjectSection[];
}

const isSection = t.strictInterface({
	section: t.string,
	text: t.string,
	source: t.literal("user", "model", "discovery"),
	updatedAt: t.number,
});
const isDocument = t.strictInterface({ sections: t.array(isSection) }) as (v: unknown) => v is ProjectDocument;

/** Version 1 (notes with keys, an early format of this branch) becomes one section per section name. */
function migrate(fromVersion: number, data: unknown): ProjectDocument | undefined {
	if (fromVersion !== 1 || !typeIs(data, "table")) return undefined;
	const notes = (data as { notes?: unknown }).notes;
	if (!typeIs(notes, "table")) return undefined;
	const bySection = new Map<string, string[]>();
	for (const n of notes as Array<{ section?: unknown; key?: unknown; text?: unknown }>) {
		if (!typeIs(n.section, "string") || !typeIs(n.text, "string")) return undefined;
		const list = bySection.get(n.section) ?? [];
		list.push(typeIs(n.key, "string") && n.key !== "" ? `${n.key}: ${n.text}` : n.text);
		bySection.set(n.section, list);
	}
	const sections: ProjectSection[] = [];
	for (const [section, lines] of bySection)
		sections.push({ section, text: lines.join("\n"), source: "user", updatedAt: 0 });
	return { sections };
}

function order(a: string, b: string): boolean {
	const ia = PROJECT_SECTIONS.indexOf(a);
	const ib = PROJECT_SECTIONS.indexOf(b);
	if (ia >= 0 || ib >= 0) return ia >= 0 && (ib < 0 || ia < ib);
	return a < b;
}

/** The settings key for a place; placeKey is PlaceId when published, else the place's name (Shared/SettingKeys placeKeyOf). */
export function projectSettingsKey(placeKey: string): string {
	return PLACE_SETTINGS.projectContext(placeKey).key;
}

export class ProjectContext {
	private document: ProjectDocument;
	private readonly spec: DocumentSpec<ProjectDocument>;
	/** Set when the stored notes were unusable and reset; the Conversation shows it once (TaskContext's load notices). */
	readonly loadNotice: string | undefined;
	private readonly changed = new Signal<() => void>();

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
			empty: () => ({ sections: [] }),
			migrate,
		};
		const loaded: Loaded<ProjectDocument> = loadDocument(settings, this.spec);
		this.document = loaded.value;
		this.loadNotice = loaded.notice;
	}

	/** All sections in a stable order, with who wrote each (Tools' ProjectContextStore.read). */
	read(): ReadonlyArray<{ readonly section: string; readonly text: string; readonly source: ProjectNoteSource }> {
		return this.sections().map((s) => ({ section: s.section, text: s.text, source: s.source }));
	}

	sections(): ReadonlyArray<ProjectSection> {
		const list = [...this.document.sections];
		list.sort((a, b) => order(a.section, b.section));
		return list;
	}

	/** Replaces one section; empty text removes it (Tools' ProjectContextStore.update). */
	update(section: string, text: string, source: ProjectNoteSource = "model"): Result<true> {
		const name = section.gsub("^%s+", "")[0].gsub("%s+$", "")[0];
		if (name === "") return err("A section needs a name.");
		if (text.size() > MAX_SECTION_CHARS) {
			return err(`A section may have at most ${MAX_SECTION_CHARS} characters; shorten it.`);
		}
		const sections = this.document.sections.filter((s) => s.section !== name);
		if (text !== "") sections.push({ section: name, text, source, updatedAt: this.clock?.now() ?? 0 });
		const updated = { sections };
		if (approxBytes(updated) > PROJECT_CONTEXT_MAX_BYTES) {
			return err(
				`Project notes are full (${PROJECT_CONTEXT_MAX_BYTES} bytes); remove or shorten sections first.`,
			);
		}
		if (!save(this.settings, this.spec, updated)) return err("The notes could not be saved.");
		this.document = updated;
		this.changed.Fire();
		return ok(true);
	}

	/** Calls `listener` after every change of the notes; returns the function that unsubscribes. */
	onChanged(listener: () => void): () => void {
		const connection = this.changed.Connect(listener);
		return () => connection.Disconnect();
	}

	remove(section: string): boolean {
		if (!this.document.sections.some((s) => s.section === section)) return false;
		return this.update(section, "").ok;
	}

	clear(): void {
		this.document = { sections: [] };
		erase(this.settings, this.spec as DocumentSpec<unknown>);
		this.changed.Fire();
	}

	/** Sections in a fixed order, so the text is byte-stable between turns (it is in the prompt's stable prefix). */
	formatForPrompt(maxTokens = 800): string {
		const sections = this.sections();
		if (sections.size() === 0) return "";
		const lines: string[] = ["## Project notes"];
		for (const s of sections) lines.push(`### ${s.section}\n${s.text}`);
		const text = lines.join("\n");
		return estimateTokens(text) <= maxTokens ? text : truncateToTokens(text, maxTokens);
	}
}
