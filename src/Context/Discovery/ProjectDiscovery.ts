/**
 * Proposes project notes from the script index: where scripts live, the entry points (the
 * Scripts and LocalScripts that run by themselves), the core modules (most required) and
 * the remotes: the facts `discover_project` saves into ProjectContext so later
 * conversations start knowing the place.
 *
 * Why from the index: it already holds every script's path, class, requires and remotes;
 * discovery is a summary of it, costs no model tokens, and is the same every time for the
 * same place. Why section names of their own ("entry points", not "architecture"): the
 * canonical sections are the user's and the model's to write; discovered facts sit beside
 * them, marked as discovered, and are replaced wholesale on the next discovery.
 */
import { ClockHost } from "Shared/Hosts";
import { formatSegments, parseSegments } from "Shared/InstancePath";
import { DiscoveredSection, ProjectDiscoverer } from "Shared/ProjectDiscoverer";
import { ScriptIndex } from "../Index/ScriptIndex";

const TOP = 8;
const MAX_LISTED = 12;

function ranked(counts: Map<string, number>): [string, number][] {
	const list: [string, number][] = [];
	for (const [k, v] of counts) list.push([k, v]);
	list.sort((x, y) => (x[1] !== y[1] ? x[1] > y[1] : x[0] < y[0]));
	return list.filter((_, i) => i < TOP);
}

function listed(names: string[], noun: string): string {
	names.sort();
	const shown = names.filter((_, i) => i < MAX_LISTED).join(", ");
	const more = names.size() > MAX_LISTED ? ` and ${names.size() - MAX_LISTED} more` : "";
	return `${names.size()} ${noun}: ${shown}${more}.`;
}

export class ProjectDiscovery implements ProjectDiscoverer {
	/** `clock`: when given, an index still scanning is finished with a yield between slices. */
	constructor(
		private readonly index: ScriptIndex,
		private readonly clock?: ClockHost,
	) {}

	discover(): ReadonlyArray<DiscoveredSection> {
		while (this.index.busy()) {
			if (this.index.step()) break;
			this.clock?.wait(0);
		}
		const entries = this.index.all();
		const folders = new Map<string, number>();
		const requiredBy = new Map<string, number>();
		const remotes = new Set<string>();
		const server: string[] = [];
		const client: string[] = [];
		for (const e of entries) {
			// Read with the path grammar: a quoted name may contain dots.
			const parsed = parseSegments(e.path);
			const parts = parsed.ok ? parsed.value : [{ name: e.path }];
			const where = formatSegments(parts.filter((_, i) => i < (parts.size() > 2 ? 2 : 1)));
			folders.set(where, (folders.get(where) ?? 0) + 1);
			for (const r of e.outline.requires) requiredBy.set(r, (requiredBy.get(r) ?? 0) + 1);
			for (const r of e.outline.remotes) remotes.add(r);
			if (e.className === "Script") server.push(e.path);
			else if (e.className === "LocalScript") client.push(e.path);
		}
		const out: DiscoveredSection[] = [];
		const folderList = ranked(folders).map(([k, v]) => `${k} (${v})`);
		out.push({
			section: "script locations",
			text: `${entries.size()} scripts in the place.${
				folderList.size() > 0 ? `\nScript folders: ${folderList.join(", ")}.` : ""
			}`,
		});
		const entryLines: string[] = [];
		if (server.size() > 0) entryLines.push(listed(server, "server Scripts"));
		if (client.size() > 0) entryLines.push(listed(client, "LocalScripts"));
		if (entryLines.size() > 0) out.push({ section: "entry points", text: entryLines.join("\n") });
		const modules = ranked(requiredBy).filter(([name]) => this.index.named(name).size() > 0);
		if (modules.size() > 0) {
			out.push({
				section: "core modules",
				text: `Most required modules: ${modules.map(([k, v]) => `${k} (required by ${v})`).join(", ")}.`,
			});
		}
		if (remotes.size() > 0) {
			const names: string[] = [];
			for (const r of remotes) names.push(r);
			out.push({ section: "remotes", text: listed(names, "remotes used in code") });
		}
		return out;
	}
}
