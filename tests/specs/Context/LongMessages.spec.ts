/**
 * A long message (a pasted script or Output log) is ranked by part of it: its first 12,000
 * and last 4,000 characters, and at most 48 terms of each kind, the rarest (TermBudget).
 *
 * Why: ranking's work grows with the message's terms; a pasted 50 KB script froze Studio for
 * two seconds on a 550-script place (realplace battery, which now pastes each game's largest
 * script). These specs pin what the cut keeps: the pasted script's own source still ranks
 * first, and the error a long log ends with still names its script.
 */
import { rarestTerms, readableText } from "Context/Selection/TermBudget";
import { analyzeTask } from "Planning/TaskAnalysis";
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

/** A module of `lines` lines of code defining names no other script uses. */
function generated(tag: string, lines: number): string {
	const out: string[] = [`local ${tag} = {}`];
	for (let i = 1; i <= lines; i++)
		out.push(`function ${tag}.step${i}_${tag}(value)\n\treturn value * ${i} + ${tag}.offset${i}\nend`);
	out.push(`return ${tag}`);
	return out.join("\n");
}

export = () => {
	if (LuxSim === undefined) return;

	it("keeps the rarest terms of a long list, at most 48, in the message's order", () => {
		const terms: string[] = [];
		for (let i = 1; i <= 100; i++) terms.push(`t${i}`);
		// t1..t100 used by 100..1 scripts; t7 by none (a term no script has goes last).
		const count = (t: string) => (t === "t7" ? 0 : 101 - tonumber(t.sub(2))!);
		const kept = rarestTerms([...terms, "t100", "t99"], count);
		expect(kept.size()).to.equal(48);
		expect(kept[0]).to.equal("t53");
		expect(kept[47]).to.equal("t100");
		expect(kept.includes("t7")).to.equal(false);
		// A short list is kept whole, duplicates once.
		expect(rarestTerms(["a", "b", "a"], () => 1).join(",")).to.equal("a,b");
	});

	it("keeps the task's own keywords of a long message within the same 48 words", () => {
		// Sixty scripts, each named by one word no other script has; the message names all sixty.
		const letters = ["b", "c", "f", "g", "k", "m", "n", "p", "t"];
		const names: string[] = [];
		for (const a of letters) for (const b of letters) if (names.size() < 60) names.push(`Zog${a}${b}`);
		withIndexedPlace(
			"TaskKeywordsPlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				for (const name of names) module(name, root, "return 1\n");
			},
			(_, selector) => {
				const message = names.map((name) => name.lower()).join(" ");
				const ranked = (extraKeywords?: ReadonlyArray<string>) =>
					selector.selectRelevantScripts({ message, extraKeywords }).ranked.map((r) => r.entry.name);
				// Sixty words, each a script's name: 48 count, the rest not.
				const alone = ranked();
				expect(alone.size()).to.equal(48);
				// The app passes the task's keywords of the same request (TaskPrompt, TaskAnalysis):
				// they must not bring back the words the budget left out.
				const withTask = ranked(analyzeTask(message).keywords);
				expect(withTask.size()).to.equal(48);
				for (const name of withTask) expect(alone.includes(name)).to.equal(true);
			},
		);
	});

	it("reads a message over 16,000 characters as its start and its end, cut at line ends", () => {
		const line = (i: number) => `line ${i} ${string.rep("x", 90)}`;
		const lines: string[] = [];
		for (let i = 1; i <= 400; i++) lines.push(line(i));
		const message = lines.join("\n");
		const read = readableText(message);
		expect(read.size() <= 16001).to.equal(true);
		expect(read.sub(1, 8)).to.equal("line 1 x");
		expect(read.sub(-line(400).size())).to.equal(line(400));
		// Whole lines only: every line read is one of the message's lines.
		for (const [l] of read.gmatch("[^\n]+")) expect(lines.includes(l as string)).to.equal(true);
		expect(readableText("short")).to.equal("short");
		// One line of 40,000 characters with no line end: its start and end, not a pattern scan.
		const one = string.rep("ab", 20000);
		expect(readableText(one).size()).to.equal(16001);
	});

	it("ranks the source of a pasted 60 KB script first", () => {
		withIndexedPlace(
			"PastedScriptPlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				for (let i = 0; i < 12; i++) module(`Other${i}`, root, generated(`other${i}`, 20));
				return module("Engine", root, generated("engine", 900));
			},
			(_, selector, engine) => {
				expect(engine.Source.size() > 60000).to.equal(true);
				const ranked = rankedPaths(selector, `This breaks, fix it:\n${engine.Source}`);
				expect(ranked[0]).to.equal("ServerScriptService.Engine");
			},
		);
	});

	it("ranks the script named by the error a long pasted log ends with first", () => {
		withIndexedPlace(
			"PastedLogPlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				module(
					"Shop",
					root,
					"local Shop = {}\nfunction Shop.buy(item)\n\treturn item.price\nend\nreturn Shop\n",
				);
				for (let i = 0; i < 12; i++) module(`Other${i}`, root, generated(`other${i}`, 5));
			},
			(_, selector) => {
				const noise: string[] = [];
				for (let i = 1; i <= 600; i++) noise.push(`12:00:${i % 60} Loaded asset ${i} in ${i * 3} ms`);
				const log = `${noise.join("\n")}\nServerScriptService.Shop:3: attempt to index nil with 'price'`;
				expect(log.size() > 20000).to.equal(true);
				expect(rankedPaths(selector, log)[0]).to.equal("ServerScriptService.Shop");
			},
		);
	});
};
