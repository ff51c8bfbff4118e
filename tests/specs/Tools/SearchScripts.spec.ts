/**
 * search_scripts on the shapes that made it slow on a real admin system (whole scripts
 * searched as one string, not split into lines): exact line numbers and context around a
 * match, lines counted past the cap, CRLF and long lines, a query that cannot match a line,
 * anchored patterns still per line, and the plugin's own scripts never searched. Lowered texts
 * are cached by content: a repeated search answers as the first, an edited script by its new
 * text, and the cache gives exactly `lower()` past its cap.
 */
import { LOWERED_CACHE_BYTES, lowerText } from "Tools/Read/LineSearch";
import { Sample, loadSample } from "./SamplePlace";
import { contains, lacks, run } from "./ToolCalls";

function make(name: string, parent: Instance, source: string): ModuleScript {
	const m = new Instance("ModuleScript");
	m.Name = name;
	m.Source = source;
	m.Parent = parent;
	return m;
}

export = () => {
	let sample: Sample;
	let folder: Folder;
	beforeEach(() => {
		sample = loadSample();
		folder = new Instance("Folder");
		folder.Name = "SearchShapes";
		folder.Parent = game.GetService("ServerStorage");
	});
	afterEach(() => {
		folder.Destroy();
		sample.unload();
	});

	describe("search_scripts over whole texts", () => {
		it("answers a repeated search as the first, and an edited script by its new text", () => {
			const m = make("Cached", folder, "local Prefix = ':'\nprint(PREFIX)\n");
			const args = { query: "prefix", under: "ServerStorage.SearchShapes" };
			const first = run(sample, "search_scripts", args);
			contains(first.content, "2 matches in 1 scripts");
			expect(run(sample, "search_scripts", args).content).to.equal(first.content);
			m.Source = "local Prefix = ':'\nprint(1)\n";
			contains(run(sample, "search_scripts", args).content, "1 matches in 1 scripts");
		});

		it("lowers exactly as lower() does, hits, misses and past the cache's cap", () => {
			const big = string.rep("AbC\n", math.floor(LOWERED_CACHE_BYTES / 4 / 3));
			const texts = ["MiXeD Case", "ÄÖ ascii ONLY", big, `${big}X`, `${big}Y`, `${big}Z`, "MiXeD Case"];
			for (const t of texts) expect(lowerText(t) === t.lower()).to.equal(true);
			for (const t of texts) expect(lowerText(t) === t.lower()).to.equal(true);
		});

		it("gives each match's line number and the lines around it, ignoring case", () => {
			make("Commands", folder, "local a = 1\nlocal b = 2\nlocal Prefix = ':'\nlocal c = 3\nlocal d = 4\n");
			const out = run(sample, "search_scripts", {
				query: "prefix",
				under: "ServerStorage.SearchShapes",
				context: 2,
			});
			contains(out.content, "1 matches in 1 scripts");
			contains(out.content, "ServerStorage.SearchShapes.Commands:3");
			contains(out.content, " 1| local a = 1");
			contains(out.content, ">3| local Prefix = ':'");
			contains(out.content, " 5| local d = 4");
			lacks(out.content, "6|");
		});

		it("counts every matching line past the cap and shows the first ones", () => {
			const lines: string[] = [];
			for (let i = 1; i <= 50; i++) lines.push(i % 5 === 0 ? `Log(${i}) Log(${i})` : `x = ${i}`);
			make("Logs", folder, lines.join("\n"));
			const out = run(sample, "search_scripts", {
				query: "Log(",
				under: "ServerStorage.SearchShapes",
				context: 0,
				max_results: 3,
			});
			// Ten lines hold the text (twice each): lines are counted, not occurrences.
			contains(out.content, "10 matches in 1 scripts");
			contains(out.content, ">5| Log(5) Log(5)");
			contains(out.content, ">15| Log(15)");
			lacks(out.content, ">20|");
			contains(out.content, "Showing the first 3 of 10 matches");
		});

		it("shows CRLF lines without their \\r, the last line without a newline, and a long line around the match", () => {
			make("Crlf", folder, "first\r\nsecond target\r\nthird");
			make("Minified", folder, string.rep("a", 600) + "needle" + string.rep("b", 600));
			const crlf = run(sample, "search_scripts", {
				query: "third",
				under: "ServerStorage.SearchShapes.Crlf",
				context: 1,
			});
			contains(crlf.content, " 2| second target\n>3| third");
			const long = run(sample, "search_scripts", {
				query: "NEEDLE",
				under: "ServerStorage.SearchShapes.Minified",
			});
			contains(long.content, "needle");
			contains(long.content, "[line of 1206 characters]");
		});

		it("finds nothing for text spanning a line break, and keeps anchored patterns per line", () => {
			make("Two", folder, "local one = 1\nlocal two = 2\n");
			const spanning = run(sample, "search_scripts", { query: "1\nlocal", under: "ServerStorage.SearchShapes" });
			contains(spanning.content, "No matches");
			const anchored = run(sample, "search_scripts", {
				query: "^local two",
				pattern: true,
				under: "ServerStorage.SearchShapes",
			});
			contains(anchored.content, "1 matches in 1 scripts");
			contains(anchored.content, ">2| local two = 2");
			const unanchored = run(sample, "search_scripts", {
				query: "t%a+ = %d",
				pattern: true,
				under: "ServerStorage.SearchShapes",
			});
			contains(unanchored.content, ">2| local two = 2");
		});

		it("stops counting at 1,000 matching lines and says the counts are lower bounds", () => {
			const lines: string[] = [];
			for (let i = 1; i <= 800; i++) lines.push(`hit ${i}`);
			make("First", folder, lines.join("\n"));
			make("Second", folder, lines.join("\n"));
			make("Third", folder, lines.join("\n"));
			const out = run(sample, "search_scripts", {
				query: "hit",
				under: "ServerStorage.SearchShapes",
				context: 0,
			});
			contains(out.content, "1000+ matches in 2+ scripts");
			contains(out.content, "counting stopped at 1000");
			contains(out.content, ">1| hit 1");
		});

		it("searches the whole place without the plugin's own scripts", () => {
			make("Marker", folder, "-- unique marker q7z\n");
			const out = run(sample, "search_scripts", { query: "q7z" });
			contains(out.content, "1 matches in 1 scripts");
			contains(out.content, "ServerStorage.SearchShapes.Marker:1");
		});
	});
};
