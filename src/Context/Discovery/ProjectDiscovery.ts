/**
 * Proposes project notes from the script index: where scripts live, the main modules
 * (most required), and the remotes — the facts `discover_project` writes into
 * ProjectContext so later conversations start knowing the place.
 *
 * Why from the index: it already holds every script's path, requires and remotes; discovery
 * is a summary of it, costs no model tokens, and is the same every time for the same place.
 */
import { DiscoveredSection, ProjectDiscoverer } from "Shared/ProjectDiscoverer";
import { ScriptIndex } from "../Index/ScriptIndex";

const TOP = 8;

export class ProjectDiscovery implements ProjectDiscoverer {
	constructor(private readonly index: ScriptIndex) {}

	discover(): ReadonlyArray<DiscoveredSection> {
		const entries = this.index.all();
		const locations: string[] = [];
		const architecture: string[] = [];
		// Where scripts live: count per top two path segments.
		const places = new Map<string, number>();
		const requiredBy = new Map<string, number>();
		const remotes = new Set<string>();
		for (const e of entries) {
			const parts = e.path.split(".");
			const where = parts.size() > 2 ? `${parts[0]}.${parts[1]}` : parts[0];
			places.set(where, (places.get(where) ?? 0) + 1);
			for (const r of e.outline.requires) requiredBy.set(r, (requiredBy.get(r) ?? 0) + 1);
			for (const r of e.outline.remotes) remotes.add(r);
		}
		const top = (m: Map<string, number>) => {
			const list: [string, number][] = [];
			for (const [k, v] of m) list.push([k, v]);
			list.sort((x, y) => (x[1] !== y[1] ? x[1] > y[1] : x[0] < y[0]));
			return list.filter((_, i) => i < TOP);
		};
		locations.push(
			`Script folders: ${top(places)
				.map(([k, v]) => `${k} (${v})`)
				.join(", ")}.`,
		);
		const modules = top(requiredBy).filter(([name]) => this.index.named(name).size() > 0);
		if (modules.size() > 0) {
			architecture.push(
				`Most required modules: ${modules.map(([k, v]) => `${k} (required by ${v})`).join(", ")}.`,
			);
		}
		if (remotes.size() > 0) {
			const names: string[] = [];
			for (const r of remotes) names.push(r);
			names.sort();
			architecture.push(`${names.size()} remotes, e.g. ${names.filter((_, i) => i < 12).join(", ")}.`);
		}
		locations.push(`${entries.size()} scripts in the place.`);
		const out: DiscoveredSection[] = [];
		if (architecture.size() > 0) out.push({ section: "architecture", text: architecture.join("\n") });
		out.push({ section: "locations", text: locations.join("\n") });
		return out;
	}
}
