/**
 * The request's thread through two links: the card the message names renders a component,
 * which imports the selector whose name the message uses ("the wrong rank" and
 * `selectRankForDisplay`). The selector ranks with them, above components that are only
 * named after a word of the message.
 *
 * Why: on the real roblox-ts game the stats card matched the request, the stats component
 * rose by its link from the card, and the selector it imports stayed 6th, behind components
 * named after "rank" and "card": its named link was lent the component's own score, not
 * the score it had risen to.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import type { ScriptEntry } from "Context/Index/ScriptEntry";
import { graphBonus } from "Context/Selection/GraphSpread";
import type { Link, ScriptGraph } from "Context/Selection/ScriptGraph";
import { PlaceIndexHost } from "../support/PlaceIndexHost";
import { folder, module } from "../support/PlaceBuilder";

function buildPlace(root: Instance) {
	const shared = folder("TS", folder("ReplicatedStorage", root));
	const snakes = folder("snakes", folder("store", shared));
	module("index", snakes, 'export * from "./snake-selectors";\n');
	module(
		"snake-selectors",
		snakes,
		"export const selectSnakes = (state: State) => state.snakes;\nexport const selectRankForDisplay = (id: string) => (state: State) => state.ranks[id];\n",
	);
	const client = folder("TS", folder("StarterPlayerScripts", root));
	const stats = folder("stats", client);
	module(
		"stats-card",
		stats,
		'import { Stats } from "./stats";\n\nexport function StatsCard() {\n\treturn <frame><Stats /></frame>;\n}\n',
	);
	module(
		"stats",
		stats,
		'import { selectRankForDisplay } from "shared/store/snakes";\n\nexport function Stats() {\n\tconst value = useSelector(selectRankForDisplay(USER_NAME));\n\treturn <textlabel Text={`${value}`} />;\n}\n',
	);
	// Components named after words of the message, unrelated to the stats card.
	for (const name of ["team-rank-card", "clan-rank-card", "rank-card-glow"])
		module(name, client, `export function Badge() {\n\treturn <imagelabel Image="${name}" />;\n}\n`);
	for (let i = 0; i < 12; i++) module(`filler-${i}`, client, `export const value${i} = ${i};\n`);
}

export = () => {
	if (LuxSim === undefined) return;
	it("follows a named import from a script raised by its link to the top match", () => {
		const holder = folder("GraphSpreadSpecPlace", game.GetService("ServerStorage"));
		try {
			buildPlace(holder);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			const ranked = new ContextSelector(index)
				.selectRelevantScripts({ message: "The stats card shows the wrong rank" })
				.ranked.map((r) => `${r.entry.path} ${string.format("%.1f", r.score)}`);
			const at = (p: string) => ranked.findIndex((r) => r.sub(1, p.size() + 1) === p + " ") + 1;
			const card = at("StarterPlayerScripts.TS.stats.stats-card");
			const selectors = at("ReplicatedStorage.TS.store.snakes.snake-selectors");
			if (!(card === 1 && selectors >= 1 && selectors <= 3))
				error(`card ${card}, selectors ${selectors}:\n${ranked.filter((_, i) => i < 8).join("\n")}`);
		} finally {
			holder.Destroy();
		}
	});

	it("a test raised by its link lends nothing further: its kind scales its bonus before the second step", () => {
		const entry = (path: string) => ({ path, name: path }) as unknown as ScriptEntry;
		const [seed, mock, target] = [entry("shop"), entry("shop.spec"), entry("wallet")];
		const fillers = [1, 2, 3, 4].map((i) => entry(`filler${i}`));
		const links = new Map<ScriptEntry, Link[]>([
			[seed, [{ entry: mock, named: false, strength: 0 } as Link]],
			[mock, [{ entry: target, named: true, strength: 1 } as Link]],
		]);
		const graph = {
			linksOf(e: ScriptEntry) {
				return links.get(e) ?? [];
			},
		} as unknown as ScriptGraph;
		const scores = new Map<ScriptEntry, number>([
			[seed, 10],
			[mock, 0.2],
		]);
		for (const f of fillers) scores.set(f, 2);
		const words = new Set<string>(["wallet"]);
		const plain = graphBonus(graph, scores, words, words, () => 1);
		// As a script of no special kind, the linked one rises into the head and lends on.
		expect((plain.get(target) ?? 0) > 0).to.equal(true);
		const asTest = graphBonus(graph, scores, words, words, (e) => (e === mock ? 0.3 : 1));
		expect(asTest.get(mock)).to.be.near(plain.get(mock)! * 0.3, 1e-9);
		expect(asTest.get(target)).to.equal(undefined);
	});

	it("a named link lends at least what the same link would unnamed (a common word must not weaken it)", () => {
		const entry = (path: string) => ({ path, name: path }) as unknown as ScriptEntry;
		const [seed, button] = [entry("shop-panel"), entry("primary-button")];
		const bonusWith = (link: Link) => {
			const graph = {
				linksOf(e: ScriptEntry) {
					return e === seed ? [link] : [];
				},
			} as unknown as ScriptGraph;
			const scores = new Map<ScriptEntry, number>([
				[seed, 10],
				[button, 1],
			]);
			return graphBonus(graph, scores, new Set(["button"]), new Set(), () => 1).get(button) ?? 0;
		};
		const unnamed = bonusWith({ entry: button, named: false, strength: 0 });
		const weaklyNamed = bonusWith({ entry: button, named: true, strength: 0.4 });
		expect(unnamed > 0).to.equal(true);
		expect(weaklyNamed >= unnamed).to.equal(true);
	});
};
