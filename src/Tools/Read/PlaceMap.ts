/**
 * get_place_map: a budgeted overview of the place, biggest parts first.
 *
 * Why: a large place cannot be listed whole without costing dollars per turn. The map shows
 * services, containers and scripts ordered by size, summarises plain leaves as counts, and
 * stops at a character budget saying how much it left out, so the model knows where to look.
 */
import { ok } from "Shared/Result";
import { displayPath } from "../Core/PathResolver";
import { int, objectSchema } from "../Core/Schema";
import type { ToolSpec } from "../Core/ToolSpec";
import { isOwnObject } from "../Core/OwnObjects";
import type { ToolHosts } from "../Hosts/ToolHosts";

/** Services nobody edits; listing them would only cost tokens. */
const HIDDEN_SERVICES = new Set([
	"CoreGui",
	"CorePackages",
	"RobloxPluginGuiService",
	"PluginGuiService",
	"PluginDebugService",
]);

let currentHosts: ToolHosts | undefined;

function weight(instance: Instance): number {
	let n = 1;
	for (const d of instance.GetDescendants()) if (!isOwnObject(currentHosts!, d)) n++;
	return n;
}

function scriptCount(instance: Instance): number {
	let n = 0;
	for (const d of instance.GetDescendants()) if (d.IsA("LuaSourceContainer") && !isOwnObject(currentHosts!, d)) n++;
	return n;
}

function bySizeDescending(a: Instance, b: Instance): boolean {
	const wa = weight(a);
	const wb = weight(b);
	return wa === wb ? a.Name < b.Name : wa > wb;
}

export const getPlaceMap: ToolSpec = {
	definition: {
		name: "get_place_map",
		risk: "read",
		description: "Overview of the place: services, folders, models, scripts. Start here in an unfamiliar place.",
		parameters: objectSchema({ budget: int("Max characters (default 6000, 500-30000).", 500) }, []),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			currentHosts = hosts;
			const budget = math.clamp((args.budget as number | undefined) ?? 6000, 500, 30000);
			const lines: string[] = [];
			let used = 0;
			let omitted = 0;
			const emit = (line: string): boolean => {
				if (used + line.size() + 1 > budget) return false;
				lines.push(line);
				used += line.size() + 1;
				return true;
			};
			const visit = (node: Instance, depth: number) => {
				const children = node.GetChildren().filter((c) => !isOwnObject(hosts, c));
				children.sort(bySizeDescending);
				const leaves = new Map<string, number>();
				for (const child of children) {
					const isContainer = child.GetChildren().size() > 0 || child.IsA("LuaSourceContainer");
					if (!isContainer) {
						leaves.set(child.ClassName, (leaves.get(child.ClassName) ?? 0) + 1);
						continue;
					}
					const size = weight(child);
					const label = child.IsA("LuaSourceContainer")
						? `${child.Name} (${child.ClassName})`
						: `${child.Name} (${child.ClassName}, ${size - 1} descendants, ${scriptCount(child)} scripts)`;
					if (!emit(`${string.rep("  ", depth)}${label}`)) {
						omitted += size;
						continue;
					}
					visit(child, depth + 1);
				}
				if (leaves.size() > 0) {
					const parts: string[] = [];
					leaves.forEach((n, cls) => parts.push(`${n} ${cls}`));
					parts.sort();
					let n = 0;
					leaves.forEach((c) => (n += c));
					if (!emit(`${string.rep("  ", depth)}+ ${parts.join(", ")}`)) omitted += n;
				}
			};
			const services = hosts.root.GetChildren().filter((s) => !HIDDEN_SERVICES.has(s.ClassName) && weight(s) > 1);
			services.sort(bySizeDescending);
			let total = 0;
			for (const service of services) {
				total += weight(service);
				if (
					!emit(
						`${displayPath(hosts.root, service)} (${weight(service) - 1} descendants, ${scriptCount(service)} scripts)`,
					)
				) {
					omitted += weight(service);
					continue;
				}
				visit(service, 1);
			}
			if (omitted > 0)
				lines.push(
					`[${omitted} instances not shown to stay within ${budget} characters: use list_children on a path for more.]`,
				);
			return ok({ content: lines.join("\n"), summary: `Mapped the place (${total} instances)` });
		},
	},
};
