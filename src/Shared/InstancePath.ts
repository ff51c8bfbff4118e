/**
 * Instance paths, the one grammar the index, the prompt, the tools and the panel share:
 * `ServerScriptService.PlayerData.Init`.
 *
 * Why one module: a path the model copies from the prompt or a listing must resolve to the
 * same instance in every tool and in the panel's "Show in Explorer". Roblox names may contain
 * dots, brackets, quotes, control characters or nothing at all, and two siblings may share a
 * name, so a plain dotted path is not enough:
 * - a name that needs it is written as in Luau indexing, in brackets with double quotes:
 *   `Workspace["Map.v2"].Spawn`; inside the quotes `\"`, `\\`, `\n`, `\r`, `\t` and `\ddd`
 *   (a decimal byte) escape; `['x']` is read too, and so are Luau's own lookups
 *   `game:GetService("X")`, `:WaitForChild("Y")` and `:FindFirstChild("Y")`;
 * - a name that several siblings share takes its 1-based position among them (in child
 *   order) as a suffix: `Workspace.Spawn[2]`, `Workspace["Map.v2"][1]`; the bare name of a
 *   shared name is refused as ambiguous rather than guessed;
 * - a first segment named "game" is quoted, because a leading bare `game` means the
 *   DataModel itself and is dropped.
 * Parsing and formatting are pure and exact inverses (tests/specs/Shared/InstancePath.spec.ts
 * checks the round trip on random names).
 */
import { Result, ok, err } from "./Result";
import { charSpan } from "./TextLines";

/** One step of a path: a child's name and, for a name siblings share, its 1-based position. */
export interface PathSegment {
	readonly name: string;
	readonly index?: number;
}

/** Explains the grammar to the model (quoted in tool descriptions and errors). */
export const PATH_ESCAPE_HELP =
	'Paths are full instance paths from the DataModel, e.g. ServerScriptService.PlayerData.Init. Write a name that contains a dot (or a bracket or quote) in brackets with double quotes: Workspace["Map.v2"].Spawn; inside the quotes use \\" for a quote and \\\\ for a backslash. When siblings share a name, add its position as listings show it: Workspace.Spawn[2].';

/** Luau calls read as a segment: game:GetService("X"), x:WaitForChild("Y"), x:FindFirstChild("Y"). */
const LOOKUP_METHODS = new Set(["GetService", "WaitForChild", "FindFirstChild"]);
const NAMED_ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t" };
const ESCAPE_OF: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", '"': '\\"', "\\": "\\\\" };

function needsQuoting(name: string, position: number): boolean {
	if (name === "" || (position === 0 && name === "game")) return true;
	if (name.find('[%.%[%]"\\%c]')[0] !== undefined || name.find(":%a+%(")[0] !== undefined) return true;
	// Leading or trailing spaces would be invisible in a plain path.
	return name.find("^%s")[0] !== undefined || name.find("%s$")[0] !== undefined;
}

function quote(name: string): string {
	const [escaped] = name.gsub('[%c"\\]', (c: string) => ESCAPE_OF[c] ?? string.format("\\%03d", c.byte()[0]));
	return '["' + escaped + '"]';
}

/** Formats segments (with their position suffixes) into a path. */
export function formatSegments(segments: ReadonlyArray<PathSegment>): string {
	let out = "";
	segments.forEach((segment, position) => {
		if (needsQuoting(segment.name, position)) out += quote(segment.name);
		else out += (position === 0 ? "" : ".") + segment.name;
		if (segment.index !== undefined) out += `[${segment.index}]`;
	});
	return out;
}

/** Formats names into a path, quoting the names that need it (no position suffixes). */
export function formatPath(names: ReadonlyArray<string>): string {
	return formatSegments(names.map((name) => ({ name })));
}

/**
 * The segment that addresses `instance` among its siblings: its name, plus its position
 * among the siblings of the same name when it shares that name.
 */
export function segmentOf(instance: Instance): PathSegment {
	const parent = instance.Parent;
	const name = instance.Name;
	if (parent === undefined) return { name };
	let position = 0;
	let count = 0;
	for (const sibling of parent.GetChildren()) {
		if (sibling.Name !== name) continue;
		count += 1;
		if (sibling === instance) position = count;
	}
	return count > 1 ? { name, index: position } : { name };
}

/** Every child of `parent` with the segment that addresses it, in child order, in one pass. */
export function childSegments(parent: Instance): Array<[Instance, PathSegment]> {
	const children = parent.GetChildren();
	const counts = new Map<string, number>();
	for (const child of children) counts.set(child.Name, (counts.get(child.Name) ?? 0) + 1);
	const seen = new Map<string, number>();
	return children.map((child) => {
		const name = child.Name;
		if (counts.get(name)! < 2) return [child, { name }];
		const index = (seen.get(name) ?? 0) + 1;
		seen.set(name, index);
		return [child, { name, index }];
	});
}

/** How a child is shown in a listing: its last path segment (`Spawn[2]`, `["Map.v2"]`). */
export function childLabel(segment: PathSegment): string {
	// Position 1: a child named "game" needs no quotes below the DataModel.
	const name = needsQuoting(segment.name, 1) ? quote(segment.name) : segment.name;
	return segment.index === undefined ? name : `${name}[${segment.index}]`;
}

/** The path of an instance from `root` (the DataModel the caller was handed; the root itself is the empty path). */
export function pathOf(instance: Instance, root: Instance): string {
	const segments: PathSegment[] = [];
	let current: Instance | undefined = instance;
	while (current !== undefined && current !== root) {
		segments.unshift(segmentOf(current));
		current = current.Parent;
	}
	return formatSegments(segments);
}

function bad(path: string, why: string): Result<never> {
	// The path is the model's and can be any size: only its start is repeated.
	const shown = path.size() <= 200 ? path : `${charSpan(path, 1, 200)}... (${path.size()} characters)`;
	return err(`Bad path "${shown}": ${why}. ${PATH_ESCAPE_HELP}`);
}

/** Reads a quoted name starting at the quote at `at`; returns the name and the position after `closer`. */
function readQuoted(path: string, at: number, closer = "]"): Result<[string, number]> {
	const quoteChar = path.sub(at, at);
	const size = path.size();
	const parts: string[] = [];
	let j = at + 1;
	while (j <= size) {
		const d = path.sub(j, j);
		if (d === quoteChar) {
			if (path.sub(j + 1, j + 1) !== closer) break;
			return ok([parts.join(""), j + 2]);
		}
		if (d !== "\\") {
			parts.push(d);
			j += 1;
			continue;
		}
		const e = path.sub(j + 1, j + 1);
		const digits = path.match("^%d%d?%d?", j + 1)[0] as string | undefined;
		if (digits !== undefined) {
			const code = tonumber(digits)!;
			if (code > 255) return bad(path, `escape \\${digits} is not a byte`);
			parts.push(string.char(code));
			j += 1 + digits.size();
		} else if (e === "") {
			break;
		} else {
			parts.push(NAMED_ESCAPES[e] ?? e);
			j += 2;
		}
	}
	return bad(path, `unclosed ${quoteChar}...${quoteChar}${closer} name starting at character ${at - 1}`);
}

/**
 * Splits a path into segments. A leading bare `game` (with or without a dot after it) is the
 * DataModel and is dropped; `game` alone is the empty path.
 */
export function parseSegments(path: string): Result<PathSegment[]> {
	const segments: { name: string; index?: number }[] = [];
	const size = path.size();
	let i = 1;
	let expectSegment = true;
	while (i <= size) {
		const c = path.sub(i, i);
		const after = path.sub(i + 1, i + 1);
		if (c === "[" && (after === '"' || after === "'")) {
			const read = readQuoted(path, i + 1);
			if (!read.ok) return read;
			segments.push({ name: read.value[0] });
			i = read.value[1];
		} else if (c === "[") {
			const digits = path.match("^%[(%d+)%]", i)[0] as string | undefined;
			const last = segments[segments.size() - 1];
			if (digits === undefined || expectSegment || last === undefined)
				return bad(path, `unexpected [ at character ${i}`);
			if (last.index !== undefined) return bad(path, `two positions after one name at character ${i}`);
			const index = tonumber(digits)!;
			if (index < 1) return bad(path, `positions start at 1 (character ${i})`);
			last.index = index;
			i += digits.size() + 2;
		} else if (c === ":" && !expectSegment) {
			// Luau's own spelling, as a developer (or a model) copies it from code.
			const [methodMatch, quoteMatch] = path.match(`^:(%a+)%(()["']`, i);
			const method = methodMatch as string | undefined;
			const quoteAt = quoteMatch as number | undefined;
			if (method === undefined || !LOOKUP_METHODS.has(method) || quoteAt === undefined)
				return bad(
					path,
					`only :GetService, :WaitForChild and :FindFirstChild with a quoted name may follow a name (character ${i})`,
				);
			if (method === "GetService" && segments.size() > 0)
				return bad(path, `:GetService belongs right after game (character ${i})`);
			const read = readQuoted(path, quoteAt, ")");
			if (!read.ok) return read;
			segments.push({ name: read.value[0] });
			i = read.value[1];
		} else if (c === "." || c === "]") {
			return bad(path, `empty name at character ${i}`);
		} else {
			if (!expectSegment) return bad(path, `missing dot before character ${i}`);
			const [, endIndex] = path.find("^[^%.%[%]]*", i);
			let stop = endIndex!;
			// A Luau lookup (`:WaitForChild("x")`) ends the name; any other colon is part of it.
			let k = i;
			for (;;) {
				const [at, , method] = path.find(`:(%a+)%(["']`, k);
				if (at === undefined || at > stop) break;
				if (LOOKUP_METHODS.has(method as string)) {
					stop = at - 1;
					break;
				}
				k = at + 1;
			}
			if (stop < i) return bad(path, `empty name at character ${i}`);
			const name = path.sub(i, stop);
			// A leading bare `game` is the DataModel itself.
			if (!(i === 1 && name === "game")) segments.push({ name });
			i = stop + 1;
		}
		expectSegment = false;
		if (path.sub(i, i) === ".") {
			i += 1;
			expectSegment = true;
			if (i > size) return bad(path, "it ends with a dot");
		}
	}
	return ok(segments);
}

/** Splits a path into names, for callers that need no positions (a position is refused). */
export function parsePath(path: string): Result<string[]> {
	const parsed = parseSegments(path);
	if (!parsed.ok) return parsed;
	const names: string[] = [];
	for (const segment of parsed.value) {
		if (segment.index !== undefined) return bad(path, "a position suffix is not allowed here");
		names.push(segment.name);
	}
	return ok(names);
}
