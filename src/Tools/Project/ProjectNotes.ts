/**
 * get_project_context and update_project_context: the project notes the model keeps across
 * conversations, stored by the Memory module behind ProjectContextStore.
 *
 * Why update is a write: the notes steer every later conversation, so a change to them is
 * shown as a diff and waits for approval like any other change (risk "project", which the
 * user may auto-approve). Rejecting it writes nothing; "Undo this turn" restores the section.
 * The notes are not in the place, so applying one makes no step in Studio's undo history.
 */
import { ok } from "Shared/Result";
import { diffStats, unifiedDiff } from "Shared/UnifiedDiff";
import { objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import type { ProjectContextStore } from "../Hosts/ToolHosts";

const UNAVAILABLE = "Project notes are not available in this session.";

function sectionText(store: ProjectContextStore, section: string): string {
	return store.read().find((s) => s.section === section)?.text ?? "";
}

export const getProjectContext: ToolSpec = {
	definition: {
		name: "get_project_context",
		risk: "read",
		description: "Reads the project notes.",
		parameters: objectSchema({}, []),
	},
	handler: {
		kind: "read",
		run: (_args, hosts) => {
			const store = hosts.projectContext;
			if (!store) return fail("unavailable", UNAVAILABLE);
			const sections = store.read();
			if (sections.size() === 0) return ok({ content: "No project notes yet.", summary: "Project notes: none" });
			return ok({
				content: sections.map((s) => `## ${s.section}\n${s.text}`).join("\n\n"),
				summary: `Project notes: ${sections.size()} sections`,
			});
		},
	},
};

export const updateProjectContext: ToolSpec = {
	definition: {
		name: "update_project_context",
		risk: "project",
		description: "Replaces one section of the project notes (empty text removes it).",
		parameters: objectSchema({ section: str('e.g. "architecture"'), text: str("New text.") }, ["section", "text"]),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const store = hosts.projectContext;
			if (!store) return fail("unavailable", UNAVAILABLE);
			const section = args.section as string;
			if (section === "") return fail("invalid_args", "section is empty.");
			const before = sectionText(store, section);
			const after = args.text as string;
			if (before === after)
				return fail("invalid_args", `Section "${section}" already has this text: there is nothing to change.`);
			const target = `project notes "${section}"`;
			const stats = diffStats(before, after);
			const fingerprint = () => sectionText(store, section);
			const write = (text: string) => {
				const updated = store.update(section, text);
				return updated.ok ? ok(true as const) : updated;
			};
			return ok({
				tool: "update_project_context",
				risk: "project",
				target,
				landings: [],
				title: `update ${target}`,
				preview: {
					kind: "diff",
					path: target,
					diff: unifiedDiff(before, after, target),
					added: stats.added,
					removed: stats.removed,
				},
				outsidePlace: true,
				fingerprint,
				apply: () => {
					const written = write(after);
					if (!written.ok) return written;
					return ok({ afterFingerprint: fingerprint, revert: () => write(before), touched: [target] });
				},
			});
		},
	},
};
