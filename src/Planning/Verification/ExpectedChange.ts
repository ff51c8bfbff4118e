/**
 * What a write tool call should have changed, derived from its arguments.
 *
 * Why from arguments: verification must not trust the tool's own report ("Updated.") —
 * the point is to catch a change that did not land. The tool call says what was intended;
 * the place says what happened. Tools name their arguments in a few common ways; a tool
 * with other names can pass its own extractor to VerifyingToolRunner.
 */
import { RiskCategory, ToolCall } from "Tools/ToolProtocol";

export type ExpectedChange =
	| { readonly kind: "scriptSource"; readonly path: string; readonly source?: string; readonly contains?: string }
	| {
			readonly kind: "instance";
			readonly path: string;
			readonly className?: string;
			readonly properties?: { readonly [name: string]: unknown };
	  }
	| { readonly kind: "deleted"; readonly path: string };

export type ChangeExtractor = (call: ToolCall, risk: RiskCategory) => ExpectedChange | undefined;

function str(args: ToolCall["args"], ...names: string[]): string | undefined {
	for (const n of names) {
		const v = args[n];
		if (typeIs(v, "string") && v !== "") return v;
	}
	return undefined;
}

export const defaultExtractor: ChangeExtractor = (call, risk) => {
	const a = call.args;
	const path = str(a, "path", "script", "target", "instance");
	switch (risk) {
		case "script_edit": {
			if (path === undefined) return undefined;
			const source = str(a, "source", "new_source", "content", "code");
			const contains = str(a, "new_text", "replacement", "insert");
			return { kind: "scriptSource", path, source, contains };
		}
		case "create": {
			const parent = str(a, "parent");
			const name = str(a, "name");
			const target = parent !== undefined && name !== undefined ? `${parent}.${name}` : path;
			if (target === undefined) return undefined;
			const props = a.properties;
			return {
				kind: "instance",
				path: target,
				className: str(a, "className", "class_name", "class"),
				properties: typeIs(props, "table") ? (props as Record<string, unknown>) : undefined,
			};
		}
		case "property": {
			if (path === undefined) return undefined;
			const props = a.properties;
			const property = str(a, "property");
			const properties: Record<string, unknown> = typeIs(props, "table") ? { ...(props as object) } : {};
			if (property !== undefined) properties[property] = a.value;
			return { kind: "instance", path, properties };
		}
		case "delete":
			return path !== undefined ? { kind: "deleted", path } : undefined;
		default:
			return undefined;
	}
};
