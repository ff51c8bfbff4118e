/**
 * The one path grammar (Shared/InstancePath): format and parse are exact inverses for any
 * name, and a path formatted from a real instance resolves back to that instance through the
 * tools' resolver, duplicates and dotted names included.
 *
 * Why randomized: the grammar has to hold for names nobody thought of. A tiny seeded
 * generator (no dependency, the same sequence every run) draws names from pieces that stress
 * the grammar; every counterexample it found is kept below as a named spec.
 */
import { PathSegment, formatSegments, parseSegments, pathOf } from "Shared/InstancePath";
import { resolvePath } from "Tools/Core/PathResolver";

/** Park-Miller minimal standard generator: deterministic, enough for drawing test cases. */
class Seeded {
	constructor(private state: number) {}
	next(): number {
		this.state = (this.state * 48271) % 2147483647;
		return this.state;
	}
	below(n: number): number {
		return this.next() % n;
	}
}

const PIECES = [
	"a",
	"Part",
	"game",
	"workspace",
	".",
	"..",
	"[",
	"]",
	'"',
	"'",
	"\\",
	'["',
	'"]',
	"[1]",
	"[0]",
	"1",
	"2",
	" ",
	"\t",
	"\n",
	"\r",
	"\0",
	string.char(1),
	string.char(127),
	"é",
	"日本",
	"🙂",
	"%",
	"$",
	":",
	':WaitForChild("',
	":Foo(",
	")",
];

function randomName(rng: Seeded): string {
	const parts: string[] = [];
	const size = rng.below(6);
	for (let i = 0; i < size; i++) parts.push(PIECES[rng.below(PIECES.size())]);
	return parts.join("");
}

function randomSegments(rng: Seeded): PathSegment[] {
	const out: PathSegment[] = [];
	const size = 1 + rng.below(4);
	for (let i = 0; i < size; i++) {
		const name = randomName(rng);
		out.push(rng.below(3) === 0 ? { name, index: 1 + rng.below(3) } : { name });
	}
	return out;
}

function describeSegments(segments: ReadonlyArray<PathSegment>): string {
	return segments
		.map((s) => `${string.format("%q", s.name)}${s.index !== undefined ? `[${s.index}]` : ""}`)
		.join(" ");
}

function roundTrips(segments: ReadonlyArray<PathSegment>) {
	const text = formatSegments(segments);
	const parsed = parseSegments(text);
	if (!parsed.ok) error(`${describeSegments(segments)} formatted as ${text} does not parse: ${parsed.error}`);
	const back = parsed.value;
	const same =
		back.size() === segments.size() &&
		segments.every((s, i) => back[i].name === s.name && back[i].index === s.index);
	if (!same) error(`${describeSegments(segments)} -> ${text} -> ${describeSegments(back)}`);
}

function names(path: string): string[] {
	const parsed = parseSegments(path);
	if (!parsed.ok) error(parsed.error);
	return parsed.value.map((s) => (s.index !== undefined ? `${s.name}#${s.index}` : s.name));
}

export = () => {
	describe("InstancePath round trip (seeded random names)", () => {
		it("parse(format(segments)) gives the segments back for 3,000 random paths", () => {
			const rng = new Seeded(20261125);
			for (let n = 0; n < 3000; n++) roundTrips(randomSegments(rng));
		});

		it("every instance of a random tree with shared and dotted names resolves from its own path", () => {
			const rng = new Seeded(7);
			const root = new Instance("Folder");
			const all: Instance[] = [];
			for (let n = 0; n < 300; n++) {
				const parent = all.size() === 0 || rng.below(4) === 0 ? root : all[rng.below(all.size())];
				const child = new Instance("Folder");
				// Few distinct names, so siblings often share one.
				child.Name = rng.below(2) === 0 ? PIECES[rng.below(6)] : randomName(rng);
				child.Parent = parent;
				all.push(child);
			}
			for (const instance of all) {
				const path = pathOf(instance, root);
				const found = resolvePath(root, path);
				if (!found.ok) error(`${path}: ${found.error.message}`);
				if (found.value !== instance) error(`${path} resolved to another instance`);
			}
			root.Destroy();
		});
	});

	describe("InstancePath counterexamples and forms", () => {
		it("quotes a first segment named game, which a bare leading game would drop", () => {
			expect(formatSegments([{ name: "game" }, { name: "x" }])).to.equal('["game"].x');
			expect(names('["game"].x').join("|")).to.equal("game|x");
			expect(names("game.x").join("|")).to.equal("x");
			expect(formatSegments([{ name: "a" }, { name: "game" }])).to.equal("a.game");
		});
		it("quotes an empty name", () => {
			expect(formatSegments([{ name: "a" }, { name: "" }])).to.equal('a[""]');
			roundTrips([{ name: "" }]);
		});
		it("quotes names with leading or trailing whitespace", () => {
			expect(formatSegments([{ name: "a" }, { name: " b" }])).to.equal('a[" b"]');
			roundTrips([{ name: "b " }, { name: "\t" }]);
		});
		it("escapes control bytes so a digit after them stays a digit", () => {
			const name = string.char(1) + "2";
			expect(formatSegments([{ name }])).to.equal('["\\0012"]');
			roundTrips([{ name }, { name: "\0" }, { name: "\n1" }]);
		});
		it("keeps a name that looks like a position or a quote apart from the grammar", () => {
			roundTrips([{ name: "[1]" }, { name: '"]' }, { name: "a\\" }]);
			expect(formatSegments([{ name: "Part", index: 2 }, { name: "1" }])).to.equal("Part[2].1");
		});
		it("reads single quotes, a position after a quoted name, and refuses position 0", () => {
			expect(names("Workspace['Map.v2'][2].Spawn").join("|")).to.equal("Workspace|Map.v2#2|Spawn");
			expect(parseSegments("Workspace.Spawn[0]").ok).to.equal(false);
			expect(parseSegments("Workspace.Spawn[1][2]").ok).to.equal(false);
			expect(parseSegments("Workspace..Spawn").ok).to.equal(false);
			expect(parseSegments('Workspace["open').ok).to.equal(false);
		});
		it("reads Luau's own lookups as segments", () => {
			expect(names('game:GetService("ReplicatedStorage"):WaitForChild("Config.v2").Items').join("|")).to.equal(
				"ReplicatedStorage|Config.v2|Items",
			);
			expect(names("workspace:FindFirstChild('Map')").join("|")).to.equal("workspace|Map");
			expect(parseSegments('Workspace.Map:GetService("x")').ok).to.equal(false);
			expect(parseSegments(':WaitForChild("x")').ok).to.equal(false);
		});
		it("keeps a colon that is no lookup inside the name, and quotes one that looks like a lookup", () => {
			expect(names("Teams.Team:Red").join("|")).to.equal("Teams|Team:Red");
			expect(formatSegments([{ name: "Teams" }, { name: "Team:Red" }])).to.equal("Teams.Team:Red");
			expect(formatSegments([{ name: "a" }, { name: 'b:WaitForChild("c' }])).to.equal('a["b:WaitForChild(\\"c"]');
			roundTrips([{ name: "x:Foo(" }, { name: ':WaitForChild("' }]);
		});
		it("keeps unicode names plain", () => {
			expect(formatSegments([{ name: "Workspace" }, { name: "日本🙂" }])).to.equal("Workspace.日本🙂");
		});
	});
};
