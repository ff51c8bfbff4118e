/**
 * discover_project: a survey of the place's code, saved into the project notes.
 *
 * Why: before changing an unfamiliar place the model should know its shape: which services
 * hold code, which frameworks it uses (Knit, Nevermore, ...), how things are named, the
 * entry points, core modules and remotes (from the script index, through the host's
 * ProjectDiscoverer). What it finds is saved as discovered sections (DiscoveredNotes: no
 * approval, since the notes are plugin settings, not the place) so the next conversation
 * starts knowing it; the result tells the model what was saved and what was left alone.
 */
import { ok } from "Shared/Result";
import type { DiscoveredSection } from "Shared/ProjectDiscoverer";
import { serviceOf } from "../Core/PathResolver";
import { objectSchema } from "../Core/Schema";
import type { ToolSpec } from "../Core/ToolSpec";
import { isOwnObject } from "../Core/OwnObjects";
import { describeSave, saveDiscovered } from "./DiscoveredNotes";

/** Frameworks recognised by a module name anywhere in the place, or a require of it in code. */
const FRAMEWORKS: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
	["Knit", ["Knit", "KnitServer", "KnitClient"]],
	["Nevermore", ["Nevermore", "loader", "ServiceBag"]],
	["Roact / React", ["Roact", "React", "ReactRoblox"]],
	["Fusion", ["Fusion"]],
	["ProfileService", ["ProfileService", "ProfileStore"]],
	["Promise", ["Promise"]],
	["Rojo-style Packages", ["Packages", "_Index"]],
	["roblox-ts", ["rbxts_include", "RuntimeLib"]],
];

function namingStyle(names: string[]): string {
	let pascal = 0;
	let camel = 0;
	let snake = 0;
	for (const n of names) {
		if (n.find("^%u%l")[0] !== undefined && n.find("_")[0] === undefined) pascal++;
		else if (n.find("^%l+%u")[0] !== undefined) camel++;
		else if (n.find("^%l+_%l")[0] !== undefined) snake++;
	}
	const total = math.max(1, names.size());
	const parts: string[] = [];
	if (pascal > 0) parts.push(`PascalCase ${math.floor((pascal / total) * 100)}%`);
	if (camel > 0) parts.push(`camelCase ${math.floor((camel / total) * 100)}%`);
	if (snake > 0) parts.push(`snake_case ${math.floor((snake / total) * 100)}%`);
	return parts.size() > 0 ? parts.join(", ") : "no clear convention";
}

export const discoverProject: ToolSpec = {
	definition: {
		name: "discover_project",
		risk: "read",
		description:
			"Surveys the place (frameworks, naming, entry points, core modules, remotes) into discovered project notes; notes the user or you wrote are kept.",
		parameters: objectSchema({}, []),
	},
	handler: {
		kind: "read",
		run: (_args, hosts) => {
			const counts = new Map<string, number>();
			const byService = new Map<string, number>();
			const names = new Set<string>();
			const scriptNames: string[] = [];
			for (const d of hosts.root.GetDescendants()) {
				if (isOwnObject(hosts, d)) continue;
				names.add(d.Name);
				if (!d.IsA("LuaSourceContainer")) continue;
				counts.set(d.ClassName, (counts.get(d.ClassName) ?? 0) + 1);
				const service = serviceOf(hosts.root, d) ?? "game";
				byService.set(service, (byService.get(service) ?? 0) + 1);
				scriptNames.push(d.Name);
			}
			const frameworks: string[] = [];
			for (const [framework, markers] of FRAMEWORKS)
				if (markers.some((m) => names.has(m))) frameworks.push(framework);
			const serviceLines: string[] = [];
			byService.forEach((n, s) => serviceLines.push(`${s}: ${n}`));
			serviceLines.sort();
			const kinds: string[] = [];
			counts.forEach((n, k) => kinds.push(`${n} ${k}`));
			kinds.sort();
			const conventions = [
				`Frameworks recognised: ${frameworks.size() > 0 ? frameworks.join(", ") : "none"}`,
				`Script naming: ${namingStyle(scriptNames)}`,
			];
			const lines = [
				`Scripts: ${kinds.size() > 0 ? kinds.join(", ") : "none"}`,
				`Scripts by service: ${serviceLines.size() > 0 ? serviceLines.join("; ") : "none"}`,
				...conventions,
			];
			const found: DiscoveredSection[] = [
				{ section: "frameworks and naming", text: conventions.join("\n") },
				...(hosts.projectDiscoverer?.discover() ?? []),
			];
			for (const s of found)
				if (s.section !== "frameworks and naming") lines.push(`\n## ${s.section}\n${s.text}`);
			const store = hosts.projectContext;
			const saved = store !== undefined ? saveDiscovered(store, found) : undefined;
			lines.push(
				"",
				saved !== undefined
					? describeSave(saved)
					: "Not saved: project notes are not available in this session.",
			);
			const count = saved !== undefined ? ` and saved ${saved.saved.size()} note sections` : "";
			return ok({
				content: lines.join("\n"),
				summary: `Surveyed the project (${scriptNames.size()} scripts)${count}`,
			});
		},
	},
};
