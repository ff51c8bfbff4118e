/**
 * ConfigShape's and EntryBuilder's pattern passes are skipped when the text lacks a literal
 * the pattern needs (a plain `find` in C instead of a pass tried at every byte): a seeded
 * property check that the gated scans count and collect exactly what every pass over the
 * text finds, on texts made of the pieces the patterns look for.
 */
import { ConfigShape, FUNCTION_PATTERNS, LITERAL_PATTERNS } from "Context/Index/ConfigShape";
import { DEFINED_PATTERNS } from "Context/Index/DefinedNames";
import { makeEntry } from "Context";
import { generator } from "../support/SeededPicker";

const PIECES = [
	"\nlocal SPEED = 16",
	"\n\tEnabled = true,",
	"\n  Muted = false;",
	"\nexport const WORLD = 128",
	"\nexport class Shop {}",
	"\nexport enum Mode {}",
	"\nexport interface Props {}",
	"\nexport type Id = number",
	"\nlocal Theme = 'dark'",
	"\nMaxLogs = 5000;",
	"\nfunction Shop.buy(player)",
	"\n\tTimeBan = function(args)",
	"\n\tGoldify = {",
	"\nconst f = (x) => x",
	"\nlocal truex = 1",
	" -- true false export ",
	"\n",
	" ",
	"x",
];

function textOf(pick: (n: number) => number): string {
	let out = "";
	for (let i = 0; i < pick(12); i++) out += PIECES[pick(PIECES.size())];
	return out;
}

/** Every pass, no literal checked first: what the scans found before the gates. */
function ungatedCounts(text: string): { literals: number; functions: number } {
	let literals = 0;
	let functions = 0;
	for (const [pattern] of LITERAL_PATTERNS) for (const [_] of text.gmatch(pattern)) literals += 1;
	for (const [pattern] of FUNCTION_PATTERNS) for (const [_] of text.gmatch(pattern)) functions += 1;
	return { literals, functions };
}

function ungatedDefined(text: string): string[] {
	const out: string[] = [];
	for (const [pattern] of DEFINED_PATTERNS)
		for (const [name] of text.gmatch(pattern)) {
			const lower = (name as string).lower();
			if (lower.size() >= 3 && !out.includes(lower)) out.push(lower);
		}
	return out;
}

export = () => {
	it("counts literal settings and functions as every pass would", () => {
		const pick = generator(41);
		for (let round = 0; round < 400; round++) {
			const text = "\n" + textOf(pick);
			const shape = new ConfigShape();
			shape.scan(text);
			const expected = ungatedCounts(text);
			const got = shape.counts();
			expect(got.literals).to.equal(expected.literals);
			expect(got.functions).to.equal(expected.functions);
		}
	});

	it("collects the defined names every pass would, in the same order", () => {
		const pick = generator(42);
		const target = new Instance("ModuleScript");
		for (let round = 0; round < 200; round++) {
			const source = textOf(pick);
			const entry = makeEntry(target, source, "Probe");
			expect(entry.defined.join(",")).to.equal(ungatedDefined("\n" + source).join(","));
		}
		target.Destroy();
	});
};
