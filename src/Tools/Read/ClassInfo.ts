/**
 * get_class_info: the engine's own list of a class's properties.
 *
 * Why: models invent properties ("Part.Colour", "Frame.Text"); asking ReflectionService
 * gives the real names, types and whether they can be written, so proposals use real ones.
 */
import { didYouMean } from "Shared/Suggest";
import { ok } from "Shared/Result";
import { objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";

export const getClassInfo: ToolSpec = {
	definition: {
		name: "get_class_info",
		risk: "read",
		description: "A class's properties (name, type, writable) and whether it can be created.",
		parameters: objectSchema({ class_name: str('e.g. "Part"') }, ["class_name"]),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const name = args.class_name as string;
			const info = hosts.reflection.classInfo(name);
			if (!info)
				return fail(
					"missing",
					`There is no class "${name}".${didYouMean(name, hosts.reflection.classNames())}`,
				);
			const lines = [
				`${info.name}${info.superclass !== undefined ? ` (inherits ${info.superclass})` : ""}${info.creatable ? ", creatable with Instance.new" : ", not creatable"}${info.service ? ", a service" : ""}`,
			];
			const byOwner = new Map<string, string[]>();
			const owners: string[] = [];
			for (const p of hosts.reflection.properties(info.name)) {
				if (p.deprecated) continue;
				if (!byOwner.has(p.owner)) {
					byOwner.set(p.owner, []);
					owners.push(p.owner);
				}
				byOwner.get(p.owner)!.push(`${p.name}: ${p.valueType}${p.writable ? "" : " (read-only)"}`);
			}
			for (const owner of owners) lines.push(`From ${owner}: ${byOwner.get(owner)!.join(", ")}`);
			return ok({ content: lines.join("\n"), summary: `Looked up class ${info.name}` });
		},
	},
};
