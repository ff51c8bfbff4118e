/**
 * Finds the instance a path names, or explains precisely why it cannot.
 *
 * Why: a hallucinated path is the commonest bad tool call. The answer names the closest
 * existing ancestor and its children (with a "did you mean"), so the model can correct the
 * path in one step. Two siblings with the same name make a path ambiguous: tools refuse to
 * guess which one the model meant.
 */
import { formatPath, parsePath, pathOf } from "Shared/InstancePath";
import { closestNames } from "Shared/Suggest";
import { Result, ok } from "Shared/Result";
import { ToolFailure, fail } from "./ToolFailure";

const MAX_LISTED_CHILDREN = 25;

function childrenNamed(parent: Instance, name: string): Instance[] {
	const found: Instance[] = [];
	for (const child of parent.GetChildren()) if (child.Name === name) found.push(child);
	return found;
}

function listChildren(parent: Instance): string {
	const children = parent.GetChildren();
	if (children.size() === 0) return "it has no children";
	const names: string[] = [];
	for (const child of children) {
		if (names.size() >= MAX_LISTED_CHILDREN) break;
		names.push(`${child.Name} (${child.ClassName})`);
	}
	const more = children.size() > names.size() ? ` and ${children.size() - names.size()} more` : "";
	return `its children are ${names.join(", ")}${more}`;
}

/** The display path of an instance relative to root ("game" for the root itself). */
export function displayPath(root: Instance, instance: Instance): string {
	if (instance === root) return "game";
	if (root === game) return pathOf(instance);
	const segments: string[] = [];
	let current: Instance | undefined = instance;
	while (current !== undefined && current !== root) {
		segments.unshift(current.Name);
		current = current.Parent;
	}
	return formatPath(segments);
}

export function resolvePath(root: Instance, path: string): Result<Instance, ToolFailure> {
	const parsed = parsePath(path);
	if (!parsed.ok) return fail("invalid_args", parsed.error);
	let current = root;
	const walked: string[] = [];
	for (let position = 0; position < parsed.value.size(); position++) {
		const name = parsed.value[position];
		// 1-based, as the messages count segments.
		const index = position + 1;
		let matches = childrenNamed(current, name);
		if (matches.size() === 0 && index === 1 && name === "workspace") matches = childrenNamed(current, "Workspace");
		if (matches.size() > 1) {
			return fail(
				"ambiguous",
				`${formatPath([...walked, name])} is ambiguous: ${matches.size()} children of ${walked.size() === 0 ? "game" : formatPath(walked)} are named "${name}". Rename one first (rename_instance cannot tell them apart either; use list_children to see them).`,
			);
		}
		if (matches.size() === 0) {
			const where = walked.size() === 0 ? "game" : formatPath(walked);
			const names = current.GetChildren().map((c) => c.Name);
			const close = closestNames(name, names);
			const hint =
				close.size() > 0 ? ` Did you mean ${close.map((c) => formatPath([...walked, c])).join(" or ")}?` : "";
			const dotHint =
				index < parsed.value.size() && current.FindFirstChild(`${name}.${parsed.value[index]}`)
					? ` A child is named "${name}.${parsed.value[index]}": write it as ${formatPath([...walked, `${name}.${parsed.value[index]}`])}.`
					: "";
			return fail(
				"missing",
				`${path} does not exist: ${where} has no child "${name}"; ${listChildren(current)}.${hint}${dotHint}`,
			);
		}
		current = matches[0];
		walked.push(name);
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
