/**
 * Finds the instance a path names, or explains precisely why it cannot.
 *
 * Why: a hallucinated path is the commonest bad tool call. The answer names the closest
 * existing ancestor and its children (with a "did you mean"), so the model can correct the
 * path in one step. Two siblings with the same name make a bare path ambiguous: tools refuse
 * to guess which one the model meant and name the positioned forms (`Spawn[2]`) that pick one.
 */
import { PathSegment, childLabel, childSegments, formatSegments, parseSegments, pathOf } from "Shared/InstancePath";
import { closestNames } from "Shared/Suggest";
import { Result, ok } from "Shared/Result";
import { charSpan } from "Shared/TextLines";
import { ToolFailure, fail } from "./ToolFailure";

const MAX_LISTED_CHILDREN = 25;
const MAX_LISTED_TWINS = 6;
/** Characters of the model's own path or name repeated in an answer (it can be any size). */
const MAX_ECHOED = 200;

function echoed(text: string): string {
	return text.size() <= MAX_ECHOED ? text : `${charSpan(text, 1, MAX_ECHOED)}... (${text.size()} characters)`;
}

function childrenNamed(parent: Instance, name: string): Instance[] {
	const found: Instance[] = [];
	for (const child of parent.GetChildren()) if (child.Name === name) found.push(child);
	return found;
}

function listChildren(parent: Instance): string {
	const children = childSegments(parent);
	if (children.size() === 0) return "it has no children";
	const names: string[] = [];
	for (const [child, segment] of children) {
		if (names.size() >= MAX_LISTED_CHILDREN) break;
		names.push(`${childLabel(segment)} (${child.ClassName})`);
	}
	const more = children.size() > names.size() ? ` and ${children.size() - names.size()} more` : "";
	return `its children are ${names.join(", ")}${more}`;
}

/** The display path of an instance relative to root ("game" for the root itself). */
export function displayPath(root: Instance, instance: Instance): string {
	if (instance === root) return "game";
	return pathOf(instance, root);
}

function where(walked: PathSegment[]): string {
	return walked.size() === 0 ? "game" : formatSegments(walked);
}

/** "write it as ..." when the model split a dotted name into several segments. */
function dottedNameHint(current: Instance, walked: PathSegment[], rest: PathSegment[]): string {
	let joined = rest[0].name;
	for (let k = 1; k < rest.size(); k++) {
		joined = `${joined}.${rest[k].name}`;
		// No name is longer (Instance.yaml, Instance.Name: "cannot exceed 100 characters").
		if (joined.size() > 100) break;
		if (current.FindFirstChild(joined) !== undefined)
			return ` A child is named "${joined}": write it as ${echoed(formatSegments([...walked, { name: joined }, ...rest.filter((_, i) => i > k)]))}.`;
	}
	return "";
}

function ambiguous(walked: PathSegment[], name: string, matches: Instance[]): Result<never, ToolFailure> {
	const forms = matches
		.filter((_, i) => i < MAX_LISTED_TWINS)
		.map((m, i) => `${formatSegments([...walked, { name, index: i + 1 }])} (${m.ClassName})`);
	const more = matches.size() > forms.size() ? ` and ${matches.size() - forms.size()} more` : "";
	return fail(
		"ambiguous",
		`${formatSegments([...walked, { name }])} is ambiguous: ${matches.size()} children of ${where(walked)} are named "${name}". Add the position to pick one: ${forms.join(", ")}${more}.`,
	);
}

export function resolvePath(root: Instance, path: string): Result<Instance, ToolFailure> {
	if (!typeIs(path, "string")) return fail("invalid_args", "path must be a string.");
	const parsed = parseSegments(path);
	if (!parsed.ok) return fail("invalid_args", parsed.error);
	const segments = parsed.value;
	let current = root;
	const walked: PathSegment[] = [];
	for (let position = 0; position < segments.size(); position++) {
		const { name, index } = segments[position];
		let matches = childrenNamed(current, name);
		if (matches.size() === 0 && position === 0 && name === "workspace")
			matches = childrenNamed(current, "Workspace");
		if (matches.size() > 1 && index === undefined) return ambiguous(walked, name, matches);
		if (matches.size() === 0) {
			const names = current.GetChildren().map((c) => c.Name);
			const close = closestNames(name, names);
			const hint =
				close.size() > 0
					? ` Did you mean ${close.map((c) => formatSegments([...walked, { name: c }])).join(" or ")}?`
					: "";
			const dotHint = dottedNameHint(
				current,
				walked,
				segments.filter((_, i) => i >= position),
			);
			return fail(
				"missing",
				`${echoed(path)} does not exist: ${where(walked)} has no child "${echoed(name)}"; ${listChildren(current)}.${hint}${dotHint}`,
			);
		}
		if (index !== undefined && index > matches.size()) {
			return fail(
				"missing",
				`${echoed(path)} does not exist: ${where(walked)} has ${matches.size()} ${matches.size() === 1 ? "child" : "children"} named "${name}", so there is no position ${index}.`,
			);
		}
		current = matches[(index ?? 1) - 1];
		walked.push(matches.size() > 1 ? { name: current.Name, index } : { name: current.Name });
	}
	return ok(current);
}

/** Resolves and checks the class, for tools that need a script or a specific kind of instance. */
export function resolveScript(root: Instance, path: string): Result<LuaSourceContainer, ToolFailure> {
	const found = resolvePath(root, path);
	if (!found.ok) return found;
	const instance = found.value;
	if (!instance.IsA("LuaSourceContainer")) {
		return fail("invalid_args", `${path} is a ${instance.ClassName}, not a script.`);
	}
	return ok(instance);
}

/**
 * The instance a tool's `path` argument names, with its display path: the first step of
 * most tools, so every tool reports a bad path the same way.
 */
export function resolveTarget(
	root: Instance,
	path: unknown,
	guard?: (instance: Instance, path: string) => Result<true, ToolFailure>,
): Result<{ readonly instance: Instance; readonly path: string }, ToolFailure> {
	const found = resolvePath(root, path as string);
	if (!found.ok) return found;
	const shown = displayPath(root, found.value);
	const allowed = guard?.(found.value, shown);
	if (allowed !== undefined && !allowed.ok) return allowed;
	return ok({ instance: found.value, path: shown });
}

/** The name of the top-level instance `instance` is under: a label for listings, never an approval scope (see Landing). */
export function serviceOf(root: Instance, instance: Instance): string | undefined {
	let current: Instance | undefined = instance;
	while (current !== undefined && current.Parent !== root) current = current.Parent;
	return current?.Name;
}
