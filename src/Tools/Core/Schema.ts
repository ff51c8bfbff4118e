/**
 * Builders for the JSON schemas sent to the model, and the @rbxts/t check generated from each.
 *
 * Why generated: the schema the model sees and the check that validates its calls must never
 * disagree, so the t check is derived from the same object (seed 000's OutputValidator, with
 * t as the checking library). Only the subset of JSON schema the tools use is supported.
 */
import { t } from "@rbxts/t";
import type { JsonSchema } from "../ToolProtocol";

export interface PropSchema {
	readonly type: "string" | "integer" | "number" | "boolean" | "object" | "array";
	readonly description: string;
	readonly enum?: ReadonlyArray<string>;
	readonly items?: PropSchema | { readonly type: "string" | "object" };
	readonly minimum?: number;
}

export function objectSchema(properties: Record<string, PropSchema>, required: ReadonlyArray<string>): JsonSchema {
	return { type: "object", properties, required, additionalProperties: false };
}

export const str = (description: string): PropSchema => ({ type: "string", description });
export const int = (description: string, minimum?: number): PropSchema => ({ type: "integer", description, minimum });
export const bool = (description: string): PropSchema => ({ type: "boolean", description });
export const obj = (description: string): PropSchema => ({ type: "object", description });
export const oneOf = (description: string, values: ReadonlyArray<string>): PropSchema => ({
	type: "string",
	description,
	enum: values,
});

function checkFor(prop: PropSchema): t.check<unknown> {
	switch (prop.type) {
		case "string":
			return prop.enum ? t.union(...prop.enum.map((v) => t.literal(v))) : t.string;
		case "integer":
			return prop.minimum !== undefined ? t.intersection(t.integer, t.numberMin(prop.minimum)) : t.integer;
		case "number":
			return t.number;
		case "boolean":
			return t.boolean;
		case "object":
			return t.table;
		case "array":
			return t.array(prop.items ? checkFor(prop.items as PropSchema) : t.any);
	}
}

/** The argument check for a tool: a strict interface over the schema's properties. */
export function checkFromSchema(schema: JsonSchema): t.check<unknown> {
	const properties = (schema.properties ?? {}) as Record<string, PropSchema>;
	const required = (schema.required ?? []) as string[];
	const fields: Record<string, t.check<unknown>> = {};
	for (const [name, prop] of pairs(properties)) {
		const check = checkFor(prop);
		fields[name] = required.includes(name) ? check : t.optional(check);
	}
	return t.strictInterface(fields);
}

export function schemaProperties(schema: JsonSchema): Record<string, PropSchema> {
	return (schema.properties ?? {}) as Record<string, PropSchema>;
}

export function schemaRequired(schema: JsonSchema): string[] {
	return (schema.required ?? []) as string[];
}
