/**
 * Rarely used tools behind one entry: the model sees the everyday tools with their schemas
 * and one `more_tools` entry listing the others as one-line signatures; it calls one with
 * `more_tools({tool, args})`. The call is unwrapped into the member's own call before anything
 * runs it, so validation, safety, plan gating, approval and verification treat it exactly as a
 * direct call (they only ever see the member's name).
 *
 * Why: every schema is sent with every request, and a greeting should not pay for fifteen
 * tools it will never use. Why a fixed entry rather than tools offered when relevant: the tool
 * list is part of the cached prefix, so it must be the same bytes on every request.
 */
import { didYouMean } from "Shared/Suggest";
import type { JsonSchema, ToolCall, ToolDefinition } from "./ToolProtocol";

/** The name of the one entry the grouped tools sit behind. */
export const MORE_TOOLS = "more_tools";

/** What the model is shown for one tool (a definition or the group entry): no risk, no flags. */
export interface AdvertisedTool {
	readonly name: string;
	readonly description: string;
	readonly parameters: JsonSchema;
}

type Property = {
	readonly type?: unknown;
	readonly enum?: unknown;
	readonly items?: unknown;
	readonly description?: unknown;
};

function propertiesOf(schema: JsonSchema): Map<string, Property> {
	const out = new Map<string, Property>();
	const props = schema.properties;
	if (typeIs(props, "table"))
		for (const [key, value] of pairs(props as Record<string, unknown>))
			if (typeIs(value, "table")) out.set(key as string, value as Property);
	return out;
}

function requiredOf(schema: JsonSchema): string[] {
	const required = schema.required;
	return typeIs(required, "table") ? (required as string[]).filter((r) => typeIs(r, "string")) : [];
}

/** A short type hint; plain strings need none. */
function hint(p: Property): string {
	if (typeIs(p.enum, "table")) return `: ${(p.enum as string[]).join("|")}`;
	if (p.type === "integer" || p.type === "number") return ": number";
	if (p.type === "boolean") return ": bool";
	if (p.type === "array") return ": [...]";
	if (p.type === "object") return ": {...}";
	return "";
}

/** Parameter names in a fixed order: required as the schema lists them, then the rest sorted. */
function orderedParams(schema: JsonSchema): Array<[string, Property, boolean]> {
	const props = propertiesOf(schema);
	const required = requiredOf(schema);
	const optional: string[] = [];
	for (const [name] of props) if (!required.includes(name)) optional.push(name);
	optional.sort();
	const out: Array<[string, Property, boolean]> = [];
	for (const name of required) {
		const p = props.get(name);
		if (p !== undefined) out.push([name, p, true]);
	}
	for (const name of optional) out.push([name, props.get(name)!, false]);
	return out;
}

/** `name(path, remove?: [...])`: a grouped tool as one line of the entry's description. */
export function signatureOf(definition: ToolDefinition): string {
	const params = orderedParams(definition.parameters).map(
		([name, p, required]) => `${name}${required ? "" : "?"}${hint(p)}`,
	);
	return `${definition.name}(${params.join(", ")})`;
}

/** A parameter's type in words: "string", "integer", "one of play|run", "array"... */
function typeWords(p: Property): string {
	if (typeIs(p.enum, "table")) return `one of ${(p.enum as string[]).join("|")}`;
	return typeIs(p.type, "string") ? p.type : "any";
}

/** A grouped tool in full (every parameter with its type and description), for a call whose arguments were wrong. */
export function describeTool(definition: ToolDefinition): string {
	const lines = [`${signatureOf(definition)}: ${definition.description}`];
	for (const [name, p, required] of orderedParams(definition.parameters)) {
		const about = typeIs(p.description, "string") ? ` ${p.description}` : "";
		lines.push(`- ${name} (${typeWords(p)}${required ? "" : ", optional"}):${about}`);
	}
	return lines.join("\n");
}

function groupEntry(grouped: ReadonlyArray<ToolDefinition>): AdvertisedTool {
	const lines = grouped.map((d) => `- ${signatureOf(d)}: ${d.description}`);
	return {
		name: MORE_TOOLS,
		description: `Calls one of these tools: {"tool": name, "args": {...}}. Same approvals as the others; wrong args return the tool's full parameters.\n${lines.join("\n")}`,
		parameters: {
			type: "object",
			properties: {
				tool: { type: "string", description: "Tool name." },
				args: { type: "object", description: "Its arguments." },
			},
			required: ["tool"],
			additionalProperties: false,
		},
	};
}

/**
 * The tool list as the model sees it: the direct tools in registry order, then the group
 * entry (only when some tool is grouped). A pure function of the definitions, so the list is
 * the same bytes on every request.
 */
export function advertisedTools(definitions: ReadonlyArray<ToolDefinition>): AdvertisedTool[] {
	const direct: AdvertisedTool[] = [];
	const grouped: ToolDefinition[] = [];
	for (const d of definitions) {
		if (d.grouped === true) grouped.push(d);
		else direct.push({ name: d.name, description: d.description, parameters: d.parameters });
	}
	if (grouped.size() > 0) direct.push(groupEntry(grouped));
	return direct;
}

export type Unwrapped =
	{ readonly ok: true; readonly call: ToolCall } | { readonly ok: false; readonly message: string };

/**
 * The call a `more_tools` call stands for (same id, the member's name and arguments); any
 * other call as it is. Arguments written beside "tool" instead of inside "args" are taken as
 * the member's (models flatten them now and then). A member that is not a tool, or "args" that
 * is not an object, gets a message saying what the entry offers.
 */
export function unwrapGroupedCall(call: ToolCall, definitions: ReadonlyArray<ToolDefinition>): Unwrapped {
	if (call.name !== MORE_TOOLS) return { ok: true, call };
	const members = definitions.filter((d) => d.grouped === true).map((d) => d.name);
	const offered = `Its tools: ${members.join(", ")}.`;
	const tool = call.args.tool;
	if (!typeIs(tool, "string") || tool === "")
		return { ok: false, message: `${MORE_TOOLS} needs "tool": the name of one of its tools. ${offered}` };
	if (tool === MORE_TOOLS || definitions.find((d) => d.name === tool) === undefined)
		return {
			ok: false,
			message: `${MORE_TOOLS} has no tool "${tool}"; nothing was run.${didYouMean(tool, members)} ${offered}`,
		};
	const args = call.args.args;
	if (args !== undefined && !typeIs(args, "table"))
		return { ok: false, message: `${MORE_TOOLS}: "args" must be an object with ${tool}'s arguments.` };
	if (args !== undefined) return { ok: true, call: { id: call.id, name: tool, args: args as ToolCall["args"] } };
	const beside: Record<string, unknown> = {};
	for (const [key, value] of pairs(call.args)) if (key !== "tool") beside[key as string] = value;
	return { ok: true, call: { id: call.id, name: tool, args: beside } };
}
