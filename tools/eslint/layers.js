/**
 * The dependency rule between the src folders, as a lint rule.
 *
 * Why: seed 000's architecture only holds if nothing lower imports anything higher. Each
 * src folder may import only the folders listed for it below; an import that reaches a
 * folder not on its list is an error naming both layers. Imports are resolved from the
 * importing file (relative paths) or from src (tsconfig baseUrl), so both spellings count.
 */
import path from "node:path";

/** Which src folders each folder may import (besides itself). */
export const LAYERS = {
	Shared: [],
	Tools: ["Shared"],
	Safety: ["Tools", "Shared"],
	Memory: ["Shared"],
	Context: ["Safety", "Tools", "Memory", "Shared"],
	Planning: ["Safety", "Tools", "Memory", "Shared"],
	Core: ["Safety", "Context", "Planning", "Memory", "Tools", "Shared"],
	Conversation: ["Core", "Safety", "Context", "Planning", "Memory", "Tools", "Shared"],
	UI: ["Conversation", "Core", "Safety", "Context", "Planning", "Memory", "Tools", "Shared"],
	App: ["UI", "Conversation", "Core", "Safety", "Context", "Planning", "Memory", "Tools", "Shared"],
};

/** The src folder a file path lies in, or undefined (src/index.server.ts, the entry script, calls App). */
export function layerOf(file, srcDir) {
	const rel = path.relative(srcDir, file);
	if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
	const top = rel.split(path.sep)[0];
	return Object.hasOwn(LAYERS, top) ? top : undefined;
}

export function makeLayersRule(srcDir) {
	return {
		meta: {
			type: "problem",
			docs: { description: "src folders import only the layers below them (docs/ARCHITECTURE.md)" },
			schema: [],
			messages: {
				upward: "{{from}} must not import {{to}}: {{from}} may import only {{allowed}}.",
			},
		},
		create(context) {
			const file = context.filename;
			const from = layerOf(file, srcDir);
			if (!from) return {};
			const check = (node, source) => {
				if (typeof source !== "string") return;
				let target;
				if (source.startsWith(".")) target = path.resolve(path.dirname(file), source);
				else if (!source.startsWith("@")) target = path.resolve(srcDir, source);
				const to = target && layerOf(target, srcDir);
				if (!to || to === from || LAYERS[from].includes(to)) return;
				context.report({
					node,
					messageId: "upward",
					data: { from, to, allowed: LAYERS[from].join(", ") || "nothing (it is the bottom layer)" },
				});
			};
			return {
				ImportDeclaration: (node) => check(node, node.source.value),
				ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
				ExportAllDeclaration: (node) => check(node, node.source.value),
				ImportExpression: (node) => check(node, node.source.value),
			};
		},
	};
}
