/**
 * Byte-level scans for the outline that make no string per match: the object before a
 * remote call, and a list of names joined from their positions.
 *
 * Why: Luau interns every string, and rehashes its whole string table in one step each time
 * the count of strings passes a power of two. On the 20,000-script benchmark place the
 * outline's per-match substrings (eight function names and eighteen slices of text around
 * remote calls per script) were most of the strings the index made, garbage or not, and
 * brought the table to 262,144 buckets during the build. These scans read bytes and
 * positions and make one string per result.
 */
export const DOT = 46;
export const COLON = 58;
export const CLOSE_PAREN = 41;

export function isWordByte(b: number): boolean {
	return (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b === 95;
}

function isDigitByte(b: number): boolean {
	return b >= 48 && b <= 57;
}

function isQuoteByte(b: number): boolean {
	return b === 34 || b === 39;
}

function isSpaceByte(b: number): boolean {
	return b === 32 || (b >= 9 && b <= 13);
}

/**
 * The object a remote method is called on, read backwards from the `.` or `:` at `sep`
 * within 80 characters: `getEvent("Name"):` gives Name, `Remotes.Name.` gives Name.
 *
 * Why bytes, not a substring and patterns: every script calls remote methods several
 * times, and each substring was a string of its own that the VM interns (two per call,
 * eighteen per script on the benchmark place); the walk reads bytes and makes one string,
 * the name, which other scripts usually share.
 */
export function remoteObjectBefore(text: string, sep: number): string | undefined {
	const floor = math.max(1, sep - 79);
	const last = sep - 1;
	if (last < floor) return undefined;
	if (string.byte(text, last)[0] === CLOSE_PAREN) {
		let k = last - 1;
		while (k >= floor && isSpaceByte(string.byte(text, k)[0])) k -= 1;
		if (k < floor || !isQuoteByte(string.byte(text, k)[0])) return undefined;
		let b = k - 1;
		while (b >= floor && isWordByte(string.byte(text, b)[0])) b -= 1;
		return b < k - 1 && b >= floor && isQuoteByte(string.byte(text, b)[0]) ? text.sub(b + 1, k - 1) : undefined;
	}
	let b = last;
	while (b >= floor && isWordByte(string.byte(text, b)[0])) b -= 1;
	let start = b + 1;
	while (start <= last && isDigitByte(string.byte(text, start)[0])) start += 1;
	return start <= last ? text.sub(start, last) : undefined;
}

/**
 * Whether the method name found at `at` (ending before `after`) is called on something:
 * a `.` or `:` right before it, and no identifier character right after it.
 */
export function startsRemoteCall(text: string, at: number, after: number): boolean {
	const following = string.byte(text, after)[0];
	if (following !== undefined && isWordByte(following)) return false;
	const sep = string.byte(text, at - 1)[0];
	return sep === DOT || sep === COLON;
}

/**
 * Whether the texts at `a`..`aEnd` and `b`..`bEnd` (end-exclusive) are the same bytes. The last
 * byte is compared first: a script's function names mostly differ at their end (`step0`,
 * `step1`), so most pairs are told apart in one read.
 */
function sameBytes(text: string, a: number, aEnd: number, b: number, bEnd: number): boolean {
	const n = aEnd - a;
	if (n !== bEnd - b) return false;
	if (n > 0 && string.byte(text, aEnd - 1)[0] !== string.byte(text, bEnd - 1)[0]) return false;
	for (let k = 0; k < n - 1; k++) {
		if (string.byte(text, a + k)[0] !== string.byte(text, b + k)[0]) return false;
	}
	return true;
}

/**
 * The texts at `ranges` (flat pairs of start and end-exclusive positions in `text`), first
 * occurrences only, at most `max`, one per line, as one string ("" for none).
 *
 * Why a buffer copy of the text: the names are copied into the result a range at a time in C
 * (`buffer.copy`), not a byte at a time from Luau; the copy is not a string, so Luau does not
 * intern it.
 */
export function joinRanges(text: string, ranges: ReadonlyArray<number>, max: number): string {
	const kept: number[] = [];
	let bytes = 0;
	for (let i = 0; i + 1 < ranges.size() && kept.size() < max * 2; i += 2) {
		const [from, to] = [ranges[i], ranges[i + 1]];
		if (to <= from) continue;
		let seen = false;
		for (let j = 0; j < kept.size() && !seen; j += 2) seen = sameBytes(text, kept[j], kept[j + 1], from, to);
		if (seen) continue;
		kept.push(from, to);
		bytes += to - from;
	}
	if (kept.size() === 0) return "";
	const source = buffer.fromstring(text);
	const out = buffer.create(bytes + kept.size() / 2 - 1);
	let at = 0;
	for (let j = 0; j < kept.size(); j += 2) {
		if (j > 0) {
			buffer.writeu8(out, at, 10);
			at += 1;
		}
		const size = kept[j + 1] - kept[j];
		buffer.copy(out, at, source, kept[j] - 1, size);
		at += size;
	}
	return buffer.tostring(out);
}

/**
 * The modules a roblox-ts (or other ES-module) source imports, by their last path segment:
 * `import { x } from "shared/constants/core"` gives "core", `from "./snake-tick"` gives
 * "snake-tick", `import "client/app"` gives "app". rbxtsc compiles each to a `require` of
 * that instance, so these are the same edges the Lua `require` scan finds in Lua code.
 * Package imports (`@rbxts/react`) name no script of the place and are left out.
 */
/**
 * Quotes are spliced in with string.char: a string literal holding both an escaped quote and
 * "\n" compiles to a Luau long string, where "\n" is no longer a line break.
 */
const QUOTE = "[" + string.char(34, 39) + "]";
const SPEC = "([^" + string.char(34, 39) + "\n]+)";
const IMPORT_PATTERNS = [
	"\nimport[^\n]-from%s*" + QUOTE + SPEC + QUOTE,
	"\n%s*} from%s*" + QUOTE + SPEC + QUOTE,
	"\nimport%s*" + QUOTE + SPEC + QUOTE,
	"\nexport%s*%*[^\n]-from%s*" + QUOTE + SPEC + QUOTE,
];

export function importTargets(text: string): string[] {
	const out: string[] = [];
	if (text.find("import", 1, true)[0] === undefined) return out;
	for (const pattern of IMPORT_PATTERNS) for (const [spec] of text.gmatch(pattern)) pushTarget(out, spec as string);
	return out;
}

function pushTarget(out: string[], spec: string) {
	if (spec.sub(1, 1) === "@") return;
	const [last] = spec.match("([^/]+)$");
	if (last === undefined) return;
	const name = last as string;
	if (name === "." || name === ".." || name === "index") return;
	out.push(name);
}

/**
 * The names a roblox-ts source imports by name, lower-case, as they are exported (`b` of
 * `import { a, b as c } from "x"`; `type` markers dropped), at most `max`.
 *
 * Why: a roblox-ts game imports from a folder's index (`shared/store/saves`), which only
 * re-exports its files; the require edge ends at that index, while the script really used is
 * the one defining `selectPlayerBalance`. Ranking meets these names with the names scripts
 * define (`ScriptEntry.defined`) to follow the import to its definition.
 */
export function importedNames(text: string, max: number): string[] {
	const out: string[] = [];
	if (text.find("import", 1, true)[0] === undefined) return out;
	for (const [list] of text.gmatch("\nimport%s+[%w_%s,]-(%b{})%s*from")) {
		for (const [item] of (list as string).gmatch("[^,{}]+")) {
			const [name] = (item as string).match("^%s*([%a_][%w_]*)");
			let n = name as string | undefined;
			if (n === "type") n = (item as string).match("^%s*type%s+([%a_][%w_]*)")[0] as string | undefined;
			if (n === undefined || n.size() < 3) continue;
			const lower = n.lower();
			if (!out.includes(lower)) out.push(lower);
			if (out.size() >= max) return out;
		}
	}
	return out;
}

/**
 * Whether a script only passes other modules on: roblox-ts folder indexes (`export * from
 * "./a"`, `export { x } from "./b"`) or a Lua `return require(script.X)`.
 *
 * Why: such a file is named after its folder, so it matches every request about that
 * system by name, yet reading it shows nothing; ranking sends its weight to the files it
 * re-exports instead.
 */
export function isBarrel(text: string): boolean {
	let lines = 0;
	for (const [line] of text.gmatch("[^\n]+")) {
		const l = line as string;
		if (
			l.find("^%s*$")[0] !== undefined ||
			l.find("^%s*//")[0] !== undefined ||
			l.find("^%s*%-%-")[0] !== undefined
		)
			continue;
		if (l.find("^%s*export%s*%*")[0] !== undefined || l.find("^%s*export%s*%b{}%s*from")[0] !== undefined) {
			lines += 1;
			continue;
		}
		if (l.find("^%s*import%s")[0] !== undefined) continue;
		if (l.find("^%s*return%s+require%s*%(")[0] !== undefined) {
			lines += 1;
			continue;
		}
		return false;
	}
	return lines > 0;
}
