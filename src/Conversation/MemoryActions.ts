/**
 * The Project memory page's actions: show this place's project notes and the number of task
 * patterns, save or delete a section, clear either memory.
 *
 * Why through a port: ProjectContext and DecisionMemory persist themselves in plugin
 * settings (through the SettingsHost they were built with), and the Task reads the
 * same objects when it builds the next prompt, so a change here is what the next message
 * uses. Split from Conversation because none of it touches the loop. Why on the memories'
 * change signals: a task running behind the page may write notes (discover_project, an
 * approved update_project_context) or record a pattern; the page is read again then, and only
 * while it is shown, instead of after every tool call and turn.
 */
import { MemoryView } from "./ConversationState";
import { ConversationStore } from "./ConversationStore";
import { ProjectMemory } from "./Ports";

export class MemoryActions {
	private readonly unsubscribe: ReadonlyArray<() => void>;

	constructor(
		private readonly store: ConversationStore,
		private readonly memory?: ProjectMemory,
	) {
		const refresh = () => this.refreshIfShown();
		this.unsubscribe =
			memory !== undefined ? [memory.project.onChanged(refresh), memory.decisions.onChanged(refresh)] : [];
	}

	/** Stops following the memories' changes (the conversation is destroyed). */
	destroy() {
		for (const unsubscribe of this.unsubscribe) unsubscribe();
	}

	private view(note?: MemoryView["note"]): MemoryView {
		const memory = this.memory;
		if (memory === undefined) return { available: false, sections: [], patterns: 0, note };
		const sections = memory.project.sections().map((s) => ({ section: s.section, text: s.text, source: s.source }));
		return { available: true, sections, patterns: memory.decisions.patterns().size(), note };
	}

	private show(note?: MemoryView["note"]) {
		const memory = this.view(note);
		this.store.update((s) => ({ ...s, memory }));
	}

	loadMemory = () => this.show(undefined);

	/** Re-reads the memories once they were asked for (the page was opened). */
	private refreshIfShown() {
		const state = this.store.getState();
		if (state.memory !== undefined) this.show(state.memory.note);
	}

	saveProjectNote = (section: string, text: string) => {
		if (this.memory === undefined) return;
		const saved = this.memory.project.update(section, text, "user");
		this.show(
			saved.ok
				? { ok: true, text: text === "" ? `Removed "${section}".` : `Saved "${section}".` }
				: { ok: false, text: saved.error },
		);
	};

	deleteProjectNote = (section: string) => {
		if (this.memory === undefined) return;
		const removed = this.memory.project.remove(section);
		this.show(
			removed ? { ok: true, text: `Removed "${section}".` } : { ok: false, text: `No section "${section}".` },
		);
	};

	clearProjectNotes = () => {
		if (this.memory === undefined) return;
		this.memory.project.clear();
		this.show({ ok: true, text: "Project notes cleared." });
	};

	clearTaskPatterns = () => {
		if (this.memory === undefined) return;
		this.memory.decisions.clear();
		this.show({ ok: true, text: "Task patterns cleared." });
	};
}
