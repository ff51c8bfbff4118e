/**
 * Checks every tool call the model makes before it runs, and answers a bad one with precise
 * messages and suggestions the model can act on.
 *
 * Why: hallucinated calls (a tool that does not exist, "Part.Colour", a path one letter off)
 * are the commonest failure. The checks come from the tool definitions (argument names and
 * types, via the generated @rbxts/t check) and from the engine (classes and properties via
 * ReflectionService, paths via the DataModel), never from a list kept by hand.
 */
import { didYouMean } from "Shared/Suggest";
import { ToolRegistry } from "Tools/ToolRegistry";
import { describeTool } from "Tools/ToolGroups";
import { explainCheck } from "Tools/ToolExecutor";
import { resolvePath } from "Tools/Core/PathResolver";
import { schemaProperties, schemaRequired } from "Tools/Core/Schema";
import type { ToolHosts } from "Tools/Hosts/ToolHosts";
import type { ToolCall } from "Tools/ToolProtocol";

export interface ValidationIssue {
	/** The argument concerned ("" for the call itself). */
	readonly argument: string;
	readonly message: string;
}

export interface Validation {
	readonly valid: boolean;
	readonly issues: ReadonlyArray<ValidationIssue>;
}

const PATH_ARGUMENTS = ["path", "parent", "new_parent", "under"];

function jsonType(value: unknown): string {
	if (typeIs(value, "table")) return (value as unknown[])[0] !== undefined ? "array" : "object";
	return typeOf(value);
}

function checkArgumentTypes(call: ToolCall, issues: ValidationIssue[]) {
	const tool = ToolRegistry.get(call.name)!;
	const properties = schemaProperties(tool.definition.parameters);
	const names: string[] = [];
	for (const [name] of pairs(properties)) names.push(name);
	for (const [key, value] of pairs(call.args)) {
		const name = tostring(key);
		const prop = properties[name];
		if (prop === undefined) {
			issues.push({
				argument: name,
				message: `${call.name} has no argument "${name}".${didYouMean(name, names)} Its arguments are: ${names.join(", ")}.`,
			});
			continue;
		}
		const expected = prop.type === "integer" ? "number" : prop.type;
		const actual = jsonType(value);
		const fits =
			expected === actual ||
			(expected === "object" && actual === "object") ||
			(expected === "array" &&
				actual === "object" &&
				(value as object) !== undefined &&
				next(value as object)[0] === undefined);
		if (!fits) {
			issues.push({
				argument: name,
				message: `${name} must be ${prop.type === "integer" ? "an integer" : `a ${prop.type}`}, got ${actual}.`,
			});
		} else if (prop.type === "integer" && (value as number) % 1 !== 0) {
			issues.push({ argument: name, message: `${name} must be a whole number, got ${value}.` });
		} else if (prop.enum !== undefined && !prop.enum.includes(value as string)) {
			issues.push({
				argument: name,
				message: `${name} must be one of ${prop.enum.join(", ")}; got "${value}".${didYouMean(value as string, prop.enum)}`,
			});
		} else if (prop.minimum !== undefined && (value as number) < prop.minimum) {
			issues.push({ argument: name, message: `${name} must be at least ${prop.minimum}, got ${value}.` });
		}
	}
	for (const required of schemaRequired(tool.definition.parameters)) {
		if (call.args[required] === undefined)
			issues.push({
				argument: required,
				message: `${call.name} needs "${required}": ${properties[required].description}`,
			});
	}
	if (issues.size() === 0) {
		const [valid, problem] = explainCheck(tool.check, call.args);
		if (!valid) issues.push({ argument: "", message: `Arguments do not match ${call.name}'s schema: ${problem}` });
	}
}

function checkClass(
	hosts: ToolHosts,
	className: unknown,
	argument: string,
	issues: ValidationIssue[],
): string | undefined {
	if (!typeIs(className, "string")) return undefined;
	const info = hosts.reflection.classInfo(className);
	if (!info) {
		issues.push({
			argument,
			message: `There is no class "${className}".${didYouMean(className, hosts.reflection.classNames())}`,
		});
		return undefined;
	}
	return info.name;
}

function checkPropertyNames(
	hosts: ToolHosts,
	className: string,
	properties: unknown,
	argument: string,
	issues: ValidationIssue[],
) {
	if (!typeIs(properties, "table")) return;
	const known = hosts.reflection.properties(className).map((p) => p.name);
	for (const [key] of pairs(properties as object)) {
		const name = tostring(key);
		if (!known.includes(name))
			issues.push({
				argument,
				message: `${className} has no property "${name}".${didYouMean(name, known)} (get_class_info lists them.)`,
			});
	}
}

function checkChildren(hosts: ToolHosts, children: unknown, where: string, issues: ValidationIssue[]) {
	if (!typeIs(children, "table")) return;
	let index = 0;
	for (const child of children as unknown[]) {
		index++;
		if (!typeIs(child, "table")) continue;
		const node = child as Record<string, unknown>;
		const label = `${where}[${index}]`;
		const className = checkClass(hosts, node.class_name, `${label}.class_name`, issues);
		if (className !== undefined)
			checkPropertyNames(hosts, className, node.properties, `${label}.properties`, issues);
		checkChildren(hosts, node.children, `${label}.children`, issues);
	}
}

/** Validates one call: names, types, paths, classes and properties. */
export function validateCall(call: ToolCall, hosts: ToolHosts): Validation {
	const issues: ValidationIssue[] = [];
	if (ToolRegistry.get(call.name) === undefined) {
		issues.push({
			argument: "",
			message: `There is no tool "${call.name}".${didYouMean(call.name, ToolRegistry.names())}`,
		});
		return { valid: false, issues };
	}
	checkArgumentTypes(call, issues);
	if (issues.size() > 0) return { valid: false, issues };
	for (const argument of PATH_ARGUMENTS) {
		const value = call.args[argument];
		if (!typeIs(value, "string") || (argument === "parent" && value === "game")) continue;
		const found = resolvePath(hosts.root, value);
		if (!found.ok) issues.push({ argument, message: found.error.message });
	}
	if (call.name === "create_instance") {
		const className = checkClass(hosts, call.args.class_name, "class_name", issues);
		if (className !== undefined) checkPropertyNames(hosts, className, call.args.properties, "properties", issues);
		checkChildren(hosts, call.args.children, "children", issues);
	}
	if (call.name === "get_class_info") checkClass(hosts, call.args.class_name, "class_name", issues);
	if (call.name === "set_properties" && issues.size() === 0) {
		const target = resolvePath(hosts.root, call.args.path as string);
		if (target.ok) checkPropertyNames(hosts, target.value.ClassName, call.args.properties, "properties", issues);
	}
	return { valid: issues.size() === 0, issues };
}

/** The text the model reads for an invalid call. */
export function formatValidation(call: ToolCall, validation: Validation): string {
	const lines = validation.issues.map((i) => `- ${i.argument !== "" ? `${i.argument}: ` : ""}${i.message}`);
	// A grouped tool's schema was never sent, only its signature: its parameters in full.
	const definition = ToolRegistry.get(call.name)?.definition;
	if (definition?.grouped === true) lines.push(`Its parameters, in full:\n${describeTool(definition)}`);
	return `Error [invalid_args]: the ${call.name} call was not run.\n${lines.join("\n")}`;
}
