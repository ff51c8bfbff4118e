/**
 * The header comment and require targets are read in place (positions, not cut-out copies:
 * each copy was a string per script Luau interns): a seeded property check that
 * ScriptEntry.headerComment and ScriptOutline.requireTargetIn answer exactly as the
 * cut-out forms did, on texts made of the pieces their patterns look for (comment brackets
 * of any level, quotes, parentheses, a block closing past the 2,000-byte window).
 */
import { headerComment } from "Context/Index/ScriptEntry";
import { outlineOf, requireTargetIn } from "Context/Index/ScriptOutline";
import { generator } from "../support/SeededPicker";

/** headerComment as it was: a 2,000-byte window, the block captured, then cut to 600. */
function headerByCopy(source: string): string {
	const trimmed = source.sub(1, 2000);
	const [block] = trimmed.match("^%s*%-%-%[=*%[(.-)%]=*%]");
	if (block !== undefined) return (block as string).sub(1, 600);
	const lines: string[] = [];
	for (const [line] of trimmed.gmatch("[^\n]*")) {
		const [text] = (line as string).match("^%s*%-%-(.*)");
		if (text === undefined) break;
		lines.push(text as string);
	}
	return lines.join(" ").sub(1, 600);
}

/** requireTarget as it was, on the cut-out expression. */
function targetByCopy(expression: string): string | undefined {
	let last: string | undefined;
	for (const [name] of expression.gmatch("[%.:]?([%a_][%w_]*)")) last = name as string;
	for (const [name] of expression.gmatch(`%(%s*["']([^"']+)["']%s*%)`)) last = name as string;
	for (const [name] of expression.gmatch(`%[%s*["']([^"']+)["']%s*%]`)) last = name as string;
	if (last === "Parent" || last === "script") return undefined;
	return last;
}

const HEADER_PIECES = ["--[[", "--[==[", "]]", "]==]", "]=]", "--", " ", "\n", "\t", "word", "x", "]"];
// Quoted names holding a parenthesis: a match that would end past the expression's close.
const EXPR_PIECES = [
	"script",
	".",
	":",
	"Parent",
	"(",
	")",
	'"',
	"'",
	"Mod",
	"[",
	"]",
	" ",
	"4",
	"_a",
	'("M)"',
	'["M)"',
];

function textOf(pick: (n: number) => number, pieces: string[], most: number): string {
	let out = "";
	for (let i = 0; i < pick(most); i++) out += pieces[pick(pieces.size())];
	return out;
}

export = () => {
	it("finds the header comment the cut-out window found", () => {
		const pick = generator(31);
		for (let round = 0; round < 600; round++) {
			let source = textOf(pick, HEADER_PIECES, 14);
			// Now and then a filler that pushes a close, or the whole block, past 2,000 bytes.
			if (pick(4) === 0) source = source.sub(1, pick(10)) + string.rep("y", 1950 + pick(100)) + source;
			if (pick(4) === 0) source += string.rep("z ", 300 + pick(400)) + textOf(pick, HEADER_PIECES, 6);
			expect(headerComment(source)).to.equal(headerByCopy(source));
		}
	});

	it("finds the require target the cut-out expression gave", () => {
		const pick = generator(32);
		// A quoted name holding the close of the require's own parenthesis.
		const texts = ['local x = require(f("M)"))', 'local x = require(t["M)"])', "require(script.Parent.Mod)"];
		for (let round = 0; round < 1500; round++)
			texts.push(`local x = require(${textOf(pick, EXPR_PIECES, 12)})${textOf(pick, EXPR_PIECES, 6)}`);
		for (const text of texts) {
			const [open, after] = text.match("require%s*()%b()()");
			if (open === undefined) continue;
			const from = (open as number) + 1;
			const to = (after as number) - 2;
			expect(requireTargetIn(text, from, to)).to.equal(targetByCopy(text.sub(from, to)));
		}
		expect(outlineOf('local M = require(script.Parent:WaitForChild("Module4"))').requires.join()).to.equal(
			"Module4",
		);
	});
};
