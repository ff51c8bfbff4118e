/**
 * discover_project: a survey of the place's code.
 *
 * Why: before changing an unfamiliar place the model should know its shape: which services
 * hold code, which frameworks it uses (Knit, Nevermore, ...), how things are named.
 */
import { ok } from "Shared/Result";
import { displayPath } from "../Core/PathResolver";
import { objectSchema } from "../Core/Schema";
import type { ToolSpec } from "../Core/ToolSpec";
import { isOwnObject } from "../Core/OwnObjects";

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
			"Surveys the place: services holding scripts, script counts by kind, frameworks recognised (Knit, Nevermore, ...), and naming conventions.",
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
				const service = displayPath(hosts.root, d).split(".")[0];
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
			const lines = [
				`Scripts: ${kinds.size() > 0 ? kinds.join(", ") : "none"}`,
				`Scripts by service: ${serviceLines.size() > 0 ? serviceLines.join("; ") : "none"}`,
				`Frameworks recognised: ${frameworks.size() > 0 ? frameworks.join(", ") : "none"}`,
				`Script naming: ${namingStyle(scriptNames)}`,
			];
			return ok({ content: lines.join("\n"), summary: `Surveyed the project (${scriptNames.size()} scripts)` });
		},
	},
};
