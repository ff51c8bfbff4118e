/**
 * The member calls a script makes (`Logs:AddLog(`, `Functions.Hint(`, `network:invoke(`) and
 * the names it sets on a shared table (`_G.X =`, `shared.X =`, `server.X = {`), collected
 * from its text chunk by chunk (EntryBuilder).
 *
 * Why: modules that reach each other through a shared table or a service locator
 * (`server.Logs`, `Knit.GetService("X")`, a `modules.load("x")` loader) never `require` one
 * another; the call names both the module (by its table's name) and what in it is used, and
 * ScriptGraph links the two scripts through it.
 */
import { ASSIGNMENT_LINE, eachMatch, eachMatchAt2, startsAt } from "./LiteralScan";

/** Member calls kept per script. */
const MAX_CALLS = 300;
/** Receivers that are Luau or Roblox libraries, never a game's module. */
const LIBRARY_RECEIVERS = new Set(
	"self script game workspace math string table task coroutine os debug utf8 bit32 buffer Instance Vector3 Vector2 CFrame Color3 UDim2 UDim Enum TweenInfo NumberRange NumberSequence ColorSequence Random Ray RaycastParams OverlapParams DateTime Region3 BrickColor Rect Font".split(
		" ",
	),
);
/** Names a script makes available on a shared table: `_G.X =`, `shared.X =`, `server.X = {` near the top level. */
const PROVIDE_PATTERNS = [
	"^%f[%w_]_G%.([%a_][%w_]*)%s*=[^=]",
	"^%f[%w_]shared%.([%a_][%w_]*)%s*=[^=]",
	"^\n\t?[%a_][%w_]*%.(%u[%w_]*)%s*=%s*{",
];
/** A literal each pattern needs, found plainly first (a pattern is tried at every byte). */
const PROVIDE_LITERALS = ["_G.", "shared.", "{"];
/** Where each pattern's matches start (LiteralScan). */
const PROVIDE_STARTS = [startsAt("_G."), startsAt("shared."), ASSIGNMENT_LINE];
const MAX_PROVIDES = 20;

/** The identifier ending at byte `last` (not starting with a digit), if one does. */
function identifierBefore(text: string, last: number): string | undefined {
	let b = last;
	while (b >= 1 && isWordByte(string.byte(text, b)[0])) b -= 1;
	if (b === last) return undefined;
	const first = string.byte(text, b + 1)[0];
	if (first >= 48 && first <= 57) return undefined;
	return text.sub(b + 1, last);
}

function isWordByte(byte: number): boolean {
	return (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte === 95;
}

export class MemberCalls {
	/** The calls as two parallel lists (`Logs:AddLog(` is Logs and AddLog): no string per pair. */
	readonly receivers: string[] = [];
	readonly members: string[] = [];
	readonly provides: string[] = [];
	private readonly seen = new Map<string, Set<string>>();

	/** Adds the calls and provisions in `text` (a whole script or one chunk of lines). */
	scan(text: string): void {
		if (
			this.receivers.size() < MAX_CALLS &&
			(text.find(":", 1, true)[0] !== undefined || text.find(".", 1, true)[0] !== undefined)
		) {
			// Separator first: a pattern starting with an identifier is tried, and fails, at
			// every byte of every word of a data dump; `.`/`:` are rare, and the receiver is
			// read backwards from the separator.
			eachMatchAt2(text, "^()[%.:]([%a_][%w_]*)%s*%(", ".", ":", (at, member) => {
				const r = identifierBefore(text, (at as number) - 1);
				const m = member as string;
				if (r === undefined || LIBRARY_RECEIVERS.has(r) || m.size() < 3) return false;
				let called = this.seen.get(r);
				if (called === undefined) {
					called = new Set();
					this.seen.set(r, called);
				}
				if (called.has(m)) return false;
				called.add(m);
				this.receivers.push(r);
				this.members.push(m);
				return this.receivers.size() >= MAX_CALLS;
			});
		}
		if (this.provides.size() >= MAX_PROVIDES) return;
		PROVIDE_PATTERNS.forEach((pattern, i) => {
			const literal = PROVIDE_LITERALS[i];
			if (text.find(literal, 1, true)[0] === undefined) return;
			eachMatch(text, pattern, PROVIDE_STARTS[i], (name) => {
				const n = name as string;
				if (!this.provides.includes(n) && this.provides.size() < MAX_PROVIDES) this.provides.push(n);
			});
		});
	}
}
