/**
 * Tests, stories and benchmarks rank below the game's own scripts on a roblox-ts-shaped
 * place: a lower-case `test` folder and a `.bench` file count as tests, and a mock linked to
 * the matching script through a remote gains no more than its own words would.
 *
 * Why: on the real roblox-ts game `test/world/world-tick.bench` took 4th place for "make the
 * world map bigger", and a story's mock of the remotes rode its link to the remote handler
 * into the top eight of every request about buying.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { isTest } from "Context/Selection/ScriptKinds";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";
import { folder, module } from "../support/PlaceBuilder";

function withPlace(body: (index: ScriptIndex) => void) {
	const holder = folder("KindsSpecPlace", game.GetService("ServerStorage"));
	try {
		const server = folder("TS", folder("ServerScriptService", holder));
		const world = folder("world", server);
		module("world-tick", world, "export function worldTick() {\n\tgrowWorld();\n}\n");
		module(
			"world-tick.bench",
			folder("world", folder("test", server)),
			"export = { functions: { worldTick: () => worldTick() } };\n-- the world tick, the world map\n",
		);
		module(
			"purchases",
			server,
			'import { remotes } from "shared/remotes";\n\nremotes.buySkin.connect((player, skin) => {\n\tif (balance(player) >= price(skin)) grant(player, skin);\n});\n',
		);
		const client = folder("TS", folder("StarterPlayerScripts", holder));
		module(
			"use-mock-remotes",
			folder("utils", folder("stories", client)),
			'import { remotes } from "shared/remotes";\n\nexport function useMockRemotes() {\n\tremotes.buySkin.test.handleRequest(() => true);\n}\n',
		);
		for (const name of ["skin-card", "skin-list", "shop-header"])
			module(name, client, `export function View() {\n\treturn "${name}: buy a skin";\n}\n`);
		for (let i = 0; i < 12; i++) module(`filler-${i}`, client, `export const value${i} = ${i};\n`);
		const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
		index.build();
		body(index);
	} finally {
		holder.Destroy();
	}
}

function rankOf(ranked: ReadonlyArray<string>, path: string): number {
	return ranked.indexOf(path) + 1;
}

export = () => {
	if (LuxSim === undefined) return;
	it("counts a lower-case test folder and a .bench file as tests", () =>
		withPlace((index) => {
			expect(isTest(index.findByPath(`ServerScriptService.TS.test.world["world-tick.bench"]`)!)).to.equal(true);
			expect(isTest(index.findByPath("StarterPlayerScripts.TS.stories.utils.use-mock-remotes")!)).to.equal(true);
			expect(isTest(index.findByPath("ServerScriptService.TS.world.world-tick")!)).to.equal(false);
		}));

	it("ranks a benchmark in a test folder below the script it measures", () =>
		withPlace((index) => {
			const ranked = new ContextSelector(index)
				.selectRelevantScripts({ message: "Make the world map bigger" })
				.ranked.map((r) => r.entry.path);
			const bench = rankOf(ranked, `ServerScriptService.TS.test.world["world-tick.bench"]`);
			const tick = rankOf(ranked, "ServerScriptService.TS.world.world-tick");
			if (!(tick >= 1 && (bench === 0 || bench > tick)))
				error(`bench ${bench}, world-tick ${tick}:\n${ranked.join("\n")}`);
		}));

	it("gives a mock linked to the matching script through a remote no lift above the game's views", () =>
		withPlace((index) => {
			const ranked = new ContextSelector(index)
				.selectRelevantScripts({ message: "Players can buy a skin without the balance for it" })
				.ranked.map((r) => r.entry.path);
			const mock = rankOf(ranked, "StarterPlayerScripts.TS.stories.utils.use-mock-remotes");
			const views = ["skin-card", "skin-list", "shop-header"].map((n) =>
				rankOf(ranked, `StarterPlayerScripts.TS.${n}`),
			);
			if (
				rankOf(ranked, "ServerScriptService.TS.purchases") !== 1 ||
				views.some((v) => v === 0 || (mock > 0 && v > mock))
			)
				error(`mock ${mock}, views ${views.join(",")}:\n${ranked.join("\n")}`);
		}));
};
