/**
 * Instance paths as the model writes them: `ServerScriptService.PlayerData.Init`.
 *
 * Why: every tool names its target by a full path, and Roblox names may contain dots (or be
 * empty), which would make a plain dotted path ambiguous. A segment that needs it is written
 * in brackets with double quotes, as in Luau indexing: `Workspace["Map.v2"].Spawn`; inside the
 * quotes `\"` and `\\` escape. Parsing and formatting are pure so both sides agree exactly.
 */
import { Result, ok, err } from "./Result";

/** Explains the escape to the model (quoted in tool descriptions and errors). */
export const PATH_ESCAPE_HELP =
	'Paths are full instance paths from the DataModel, e.g. ServerScriptService.PlayerData.Init. Write a name that contains a dot (or a bracket or quote) in brackets with double quotes: Workspace["Map.v2"].Spawn; inside the quotes use \\" for a quote and \\\\ for a backslash.';

function needsQuoting(name: string): boolean {
	return name === "" || name.find('[.%[%]"\\]')[0] !== undefined;
}

function quote(name: string): string {
	const [escaped] = name.gsub('[\\"]', (c: string) => "\\" + c);
	return '["' + escaped + '"]';
}

/** Formats segments into a path, quoting the names that need it. */
export function formatPath(segments: ReadonlyArray<string>): string {
	let out = "";
	segments.forEach((name, index) => {
		if (needsQuoting(name)) out += quote(name);
		else out += (index === 0 ? "" : ".") + name;
	});
	return out;
}

/** The path of an instance from the DataModel (game itself is the empty path). */
export function pathOf(instance: Instance): string {
	const segments: string[] = [];
	let current: Instance | undefined = instance;
	while (current !== undefined && current !== game) {
		segments.unshift(current.Name);
		current = current.Parent;
	}
	return formatPath(segments);
}

/** Splits a path into names; `game.` and a leading `game` are accepted and dropped. */
export function parsePath(path: string): Result<string[]> {
	const segments: string[] = [];
	const size = path.size();
	let i = 1;
	let expectSegment = true;
	while (i <= size) {
		const c = path.sub(i, i);
		if (c === "[") {
			if (path.sub(i + 1, i + 1) !== '"')
				return err(`Bad path "${path}": expected " after [ at character ${i}. ${PATH_ESCAPE_HELP}`);
			let name = "";
			let j = i + 2;
			let closed = false;
			while (j <= size) {
				const d = path.sub(j, j);
				if (d === "\\") {
					name += path.sub(j + 1, j + 1);
					j += 2;
				} else if (d === '"') {
					closed = true;
					break;
				} else {
					name += d;
					j += 1;
				}
			}
			if (!closed || path.sub(j + 1, j + 1) !== "]")
				return err(`Bad path "${path}": unclosed ["...] segment. ${PATH_ESCAPE_HELP}`);
			segments.push(name);
			i = j + 2;
			expectSegment = false;
			if (path.sub(i, i) === ".") {
				i += 1;
				expectSegment = true;
				if (i > size) return err(`Bad path "${path}": it ends with a dot.`);
			}
		} else {
			const [startIndex, endIndex] = path.find("^[^%.%[]*", i);
			const name = path.sub(startIndex ?? i, endIndex ?? i - 1);
			if (name === "") return err(`Bad path "${path}": empty name at character ${i}. ${PATH_ESCAPE_HELP}`);
			if (!expectSegment) return err(`Bad path "${path}": missing dot before "${name}".`);
			segments.push(name);
			i = (endIndex ?? i - 1) + 1;
			expectSegment = false;
			if (path.sub(i, i) === ".") {
				i += 1;
				expectSegment = true;
				if (i > size) return err(`Bad path "${path}": it ends with a dot.`);
			}
		}
	}
	if (segments.size() > 0 && segments[0] === "game") segments.shift();
	return ok(segments);
}
