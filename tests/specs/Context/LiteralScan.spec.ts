/**
 * LiteralScan finds a pattern's matches only where they can start (at a literal, at a line
 * end, at a line end of a kind) instead of a `gmatch` pass: a seeded property check that it
 * gives exactly the captures, in the order, that `gmatch` gives, for the index's patterns of
 * every kind of start, on texts made of the pieces those patterns look for, and that a
 * `visit` returning true stops where a `break` would. Also StringShare's next quote, bracket or
 * dash, found by plain finds of each byte, against the class pattern it replaced.
 */
import {
	ANY_LINE,
	ASSIGNMENT_LINE,
	LOCAL_LINE,
	MatchStart,
	eachMatch,
	eachMatchAt2,
	startsAt,
} from "Context/Index/LiteralScan";
import { DEFINED_PATTERNS } from "Context/Index/DefinedNames";
import { LITERAL_PATTERNS } from "Context/Index/ConfigShape";
import { nextSpecial } from "Context/Index/StringShare";
import { outlineOf, requireTarget } from "Context/Index/ScriptOutline";
import { PIECES } from "../support/PinnedScripts";
import { generator } from "../support/SeededPicker";

const Q = string.char(34);
/** A backtick: an interpolated string's quote, which StringShare's next-special search must find. */
const BT = string.char(96);

/** Patterns of the index (outline, remotes, member calls) with where their matches start. */
const CASES: ReadonlyArray<readonly [string, MatchStart]> = [
	["function%s+()[%a_][%w_%.:]*()%s*%(", startsAt("function")],
	["require%s*()%b()()", startsAt("require")],
	[`Remote%a*[%.:]WaitForChild%(%s*["']([%w_]+)["']`, startsAt("Remote")],
	["Remotes%.([%a_][%w_]*)", startsAt("Remotes.")],
	["\nlocal%s+([%a_][%w_]*)%s*=%s*{", startsAt("\nlocal")],
	["\nlocal%s+([%u_][%u%d_]+)%s*=", startsAt("\nlocal")],
	["\n[ \t]*()[%a_][%w_%.]*()%s*=%s*function%s*%(", ASSIGNMENT_LINE],
	["\n([%a_][%w_]*)%s*=%s*{", ASSIGNMENT_LINE],
	["\n[ \t]+(%u[%w_]*)%s*=%s*function", ASSIGNMENT_LINE],
	["\n[ \t]+(%u[%w_]*)%s*=%s*{", ASSIGNMENT_LINE],
	["\n\t?[%a_][%w_]*%.(%u[%w_]*)%s*=%s*{", ASSIGNMENT_LINE],
	["\n[ \t]*([%a_][%w_]*)%s*=", ANY_LINE],
	[`%f[%w_][Rr]emotes?[%.:]([%a_][%w_]*)%s*%(%s*["']([%w_]+)["']`, startsAt("emote", 1)],
	[`%f[%w_]Net[%.:]([%a_][%w_]*)%s*%(%s*["']([%w_]+)["']`, startsAt("Net")],
	["%f[%w_]_G%.([%a_][%w_]*)%s*=[^=]", startsAt("_G.")],
	[`[Nn]etwork[%.:][%a_][%w_]*%s*%(%s*["']([%w_]+)["']`, startsAt("etwork", 1)],
	["remotes%.([%a_][%w_]*)%.([%a_][%w_]*)", startsAt("remotes.")],
	[`Server%.Get%a*%s*%(%s*["']([%w_]+)["']`, startsAt("Server.Get")],
	["x%s*()", startsAt("x")],
	// Matches that hold the next start inside them: gmatch goes on after the match's end.
	["\n[%w%s]-()=", ANY_LINE],
	["x[x%s]*()", startsAt("x")],
];

/**
 * Extra pieces: a match spanning lines, indentation past TOP's, a name right after a digit,
 * and matches holding another start (`require(require(x))`), which gmatch steps over.
 */
const EXTRA = [
	"\n\tfoo\n=\n{",
	"\n     deep = 1",
	"\n\t\tlocal x = true ",
	"9Net:Fire('a')",
	"x\nx",
	`${Q}`,
	"Remotes.Remotes.Fire",
	"require(require(x))",
	"\nA\nB = 1",
	`local s = ${BT}hello {x}${BT}`,
];

function textOf(pick: (n: number) => number): string {
	let out = pick(2) === 0 ? "\n" : "";
	for (let i = 0; i < pick(40); i++) out += pick(6) === 0 ? EXTRA[pick(EXTRA.size())] : PIECES[pick(PIECES.size())];
	return out;
}

/** What gmatch gives: each match's first two captures, as text. */
function byGmatch(text: string, pattern: string, stopAfter = math.huge): string {
	const out: string[] = [];
	for (const [a, b] of text.gmatch(pattern)) {
		out.push(`${a}|${b}`);
		if (out.size() >= stopAfter) break;
	}
	return out.join(";");
}

function byScan(text: string, pattern: string, start: MatchStart, stopAfter = math.huge): string {
	const out: string[] = [];
	eachMatch(text, "^" + pattern, start, (a, b) => {
		out.push(`${a}|${b}`);
		return out.size() >= stopAfter;
	});
	return out.join(";");
}

export = () => {
	it("gives every match gmatch gives, in order, for each kind of start", () => {
		const pick = generator(61);
		const cases: Array<readonly [string, MatchStart]> = [...CASES];
		for (const [pattern, , start] of DEFINED_PATTERNS) cases.push([pattern, start]);
		// Settings patterns capture nothing: a position capture first makes gmatch give the start too.
		for (const [pattern, , start] of LITERAL_PATTERNS) cases.push(["()" + pattern, start]);
		let matched = 0;
		for (let round = 0; round < 150; round++) {
			const text = textOf(pick);
			for (const [pattern, start] of cases) {
				const expected = byGmatch(text, pattern);
				if (expected !== "") matched += 1;
				expect(`${pattern}: ${byScan(text, pattern, start)}`).to.equal(`${pattern}: ${expected}`);
			}
		}
		// The texts must meet the patterns, or the comparison says nothing.
		expect(matched > 400).to.equal(true);
	});

	it("stops where a break after the same match would", () => {
		const pick = generator(62);
		for (let round = 0; round < 100; round++) {
			const text = textOf(pick);
			const stop = 1 + pick(3);
			for (const [pattern, start] of CASES)
				expect(byScan(text, pattern, start, stop)).to.equal(byGmatch(text, pattern, stop));
		}
	});

	it("follows two starting bytes in order, as gmatch does", () => {
		const pick = generator(63);
		for (let round = 0; round < 150; round++) {
			const text = textOf(pick);
			const pattern = "()[%.:]([%a_][%w_]*)%s*%(";
			const got: string[] = [];
			eachMatchAt2(text, "^" + pattern, ".", ":", (a, b) => {
				got.push(`${a}|${b}`);
			});
			expect(got.join(";")).to.equal(byGmatch(text, pattern));
		}
	});

	it("keeps apart the lines of two texts scanned in turn", () => {
		const first = "\nSpeed = 1\nName = 'a'";
		const second = "\nlocal x = 2\n\nGold = {";
		const pattern = "\n([%a_][%w_]*)%s*=";
		expect(byScan(first, pattern, ASSIGNMENT_LINE)).to.equal(byGmatch(first, pattern));
		expect(byScan(second, pattern, ASSIGNMENT_LINE)).to.equal(byGmatch(second, pattern));
		expect(byScan(first, "\nlocal%s+([%a_][%w_]*)", LOCAL_LINE)).to.equal("");
		expect(byScan(second, "\nlocal%s+([%a_][%w_]*)", LOCAL_LINE)).to.equal("x|nil");
	});

	it("finds StringShare's next quote, bracket or dash where the class pattern does", () => {
		const pick = generator(64);
		const special = "[" + Q + "'`%[%-]";
		for (let round = 0; round < 200; round++) {
			const text = textOf(pick);
			const nexts = [0, 0, 0, 0, 0];
			let pos = 1;
			while (pos <= text.size() + 1) {
				expect(nextSpecial(text, pos, nexts)).to.equal(text.find(special, pos)[0]);
				pos += 1 + pick(8);
			}
		}
	});

	it("joins names that share a first and a last byte, and reads a quoted name after a bracket", () => {
		// Review of the rewrites: a comparison that skipped a middle byte, or a search for the
		// next bracket that stepped over one, passed every other spec.
		expect(outlineOf("function abc() end\nfunction axc() end").functions).to.equal("abc\naxc");
		expect(requireTarget(`x[[${Q}My Mod${Q}]]`)).to.equal("My Mod");
	});
};
