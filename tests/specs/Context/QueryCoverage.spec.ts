/**
 * A script using more of a request's words ranks above one using fewer, when their word
 * scores are close: ranking scales a script's score by the share of the request's words it
 * uses (a mild coordination factor, as classic search engines use).
 *
 * Why: on the real games the scripts a request needs often use two or three of its words
 * each, while the one outranking them used a single rarer word (a rare body word counts more
 * than linearly); summing word weights alone let one rare word beat the request as a whole.
 * What the user pointed at (the Selection) is not a word match and is never scaled.
 */
import { folder, module } from "../support/PlaceBuilder";
import { withIndexedPlace } from "../support/IndexedPlace";

function uses(name: string, ...words: string[]): string {
	return `local ${name} = {}\nfunction ${name}.run(${words.join(", ")})\n\treturn ${words.join(" .. ")}\nend\nreturn ${name}`;
}

export = () => {
	if (LuxSim === undefined) return;
	it("ranks the script using two of the request's words above one using a single rarer word", () => {
		withIndexedPlace(
			"CoverageSpecPlace",
			(holder) => {
				const shop = folder("Workshop", folder("ServerScriptService", holder));
				module("Finisher", shop, uses("Finisher", "glaze"));
				module("Firing", shop, uses("Firing", "kiln", "ember"));
				// Each of the two words is used by five other scripts, the rarer one by none: the
				// single word alone outweighs the two.
				for (let i = 0; i < 5; i++) {
					module(`Heater${i}`, shop, uses(`Heater${i}`, "ember"));
					module(`Shelf${i}`, shop, uses(`Shelf${i}`, "kiln"));
				}
				for (let i = 0; i < 28; i++) module(`Filler${i}`, shop, `return ${i}\n`);
			},
			(_, selector) => {
				const ranked = selector
					.selectRelevantScripts({ message: "Embers in the kiln crack the glaze" })
					.ranked.map((r) => `${r.entry.path} ${r.score}`);
				if (ranked[0].sub(1, 35) !== "ServerScriptService.Workshop.Firing")
					error(`the script using both words is not first:\n${ranked.join("\n")}`);
			},
		);
	});

	it("keeps the Selection's weight whatever the message's length", () => {
		withIndexedPlace(
			"CoverageSelectionPlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				for (let i = 0; i < 6; i++) module(`Filler${i}`, root, `return ${i}\n`);
				return module("Target", root, "return 1\n");
			},
			(_, selector, target) => {
				const scoreFor = (message: string) =>
					selector.selectRelevantScripts({ message, selection: [target] }).ranked[0]?.score;
				const short = scoreFor("fix this");
				const long = scoreFor("fix this wobbly hinge bracket lever spring");
				expect(short !== undefined && short > 0).to.equal(true);
				expect(long).to.equal(short);
			},
		);
	});

	it("lifts each script once per selected instance holding it, whatever the Selection's size", () => {
		withIndexedPlace(
			"CoverageSelectionSizePlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				const door = folder("Door", root);
				const hinge = module("Hinge", door, "return 1\n");
				const knob = module("Knob", door, "return 2\n");
				const part = new Instance("Part");
				part.Parent = knob;
				for (let i = 0; i < 6; i++) module(`Filler${i}`, root, `return ${i}\n`);
				// Parts selected along with the rest, as a Ctrl+A in the Explorer gives.
				const parts: Instance[] = [];
				const pile = folder("Pile", holder);
				for (let i = 0; i < 2000; i++) {
					const p = new Instance("Part");
					p.Parent = pile;
					parts.push(p);
				}
				return { door, hinge, knob, part, parts };
			},
			(_, selector, built) => {
				const scores = (selection: Instance[]) => {
					const out = new Map<string, number>();
					for (const r of selector.selectRelevantScripts({ message: "fix this", selection }).ranked)
						out.set(r.entry.name, r.score);
					return out;
				};
				// The folder and the script itself: two selected instances hold Hinge, one holds Knob.
				const both = scores([...built.parts, built.door, built.hinge, built.part]);
				const door = scores([built.door]);
				expect(both.get("Hinge")).to.equal(2 * door.get("Hinge")!);
				expect(both.get("Knob")).to.equal(door.get("Knob"));
				// A part inside a script does not select the script.
				expect(scores([built.part]).get("Knob")).to.equal(undefined);
				expect(both.get("Filler0")).to.equal(undefined);
			},
		);
	});
};
