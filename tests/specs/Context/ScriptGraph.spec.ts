/**
 * Ranking on a place shaped like a roblox-ts game (folder indexes that only re-export,
 * names imported by name from them) and like a Wally project (a Packages folder): the
 * script defining what the matching script imports is followed to, the folder index is not
 * what is shown, and a vendored package does not outrank the game's own script.
 *
 * Why shapes: on the real roblox-ts game the import edge ended at `shared/store/saves`, a
 * file of `export *` lines, and the selector the request needed ranked 62nd.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";
import { folder, module } from "../support/PlaceBuilder";

/** A small roblox-ts-shaped place under `root`. */
function buildPlace(root: Instance) {
	const shared = folder("TS", folder("ReplicatedStorage", root));
	const store = folder("store", shared);
	const saves = module("saves", store, 'export * from "./save-selectors";\nexport * from "./save-slice";\n');
	module(
		"save-selectors",
		saves,
		'import { SharedState } from "shared/store";\n\nexport const selectPlayerSaves = (state: SharedState) => state.saves;\nexport const selectPlayerWallet = (id: string) => (state: SharedState) => state.saves[id]?.money;\n',
	);
	module(
		"save-slice",
		saves,
		'import { createProducer } from "@rbxts/reflex";\n\nexport const savesSlice = createProducer({}, {\n\tsetPlayerSave: (state, id, save) => ({ ...state, [id]: save }),\n});\n',
	);
	module(
		"remotes",
		shared,
		'import { Client, createRemotes, remote } from "@rbxts/remo";\n\nexport const remotes = createRemotes({ purchaseSkin: remote<Server>() });\n',
	);
	const server = folder("TS", folder("ServerScriptService", root));
	module(
		"purchases",
		server,
		'import { remotes } from "shared/remotes";\nimport {\n\tselectPlayerWallet,\n\tselectPlayerSaves,\n} from "shared/store/saves";\n\nexport function initPurchaseService() {\n\tremotes.purchaseSkin.connect((player, skinId) => {\n\t\tconst wallet = store.getState(selectPlayerWallet(player.Name));\n\t\tif (wallet >= price(skinId)) grantSkin(player, skinId);\n\t});\n}\n',
	);
	const client = folder("TS", folder("StarterPlayerScripts", root));
	// Client cards that mention skins and purchases in passing.
	for (const name of ["card-a", "card-b", "card-c", "card-d"])
		module(name, client, `export function card() {\n\treturn "a skin to purchase: ${name}";\n}\n`);
	for (let i = 0; i < 12; i++) module(`filler-${i}`, client, `export const value${i} = ${i};\n`);
	const packages = folder("Packages", root.FindFirstChild("ReplicatedStorage")!);
	module(
		"SkinPurchaseKit",
		packages,
		"-- skin purchase wallet helpers\nlocal Kit = {}\nfunction Kit.purchaseSkin(wallet) return wallet end\nreturn Kit\n",
	);
}

/** A client and a server end of one typed remote, among client files that share the request's words. */
function buildRemotePlace(root: Instance) {
	const client = folder("TS", folder("StarterPlayerScripts", root));
	module(
		"play-button",
		client,
		'import { remotes } from "shared/remotes";\n\nexport function PlayButton() {\n\tconst onClick = () => remotes.snake.spawn.fire();\n\treturn <textbutton Text="Play" Event={{ Activated: onClick }} />;\n}\n',
	);
	for (const name of ["play-sound", "button-style", "play-music", "button-hover"])
		module(name, client, `export function effect() {\n\treturn "${name} play button";\n}\n`);
	for (let i = 0; i < 10; i++) module(`filler-${i}`, client, `export const value${i} = ${i};\n`);
	const server = folder("TS", folder("ServerScriptService", root));
	module(
		"lifecycle",
		server,
		'import { remotes } from "shared/remotes";\n\nexport function initSnakeService() {\n\tremotes.snake.spawn.connect((player) => {\n\t\tcreateSnake(player.Name);\n\t});\n\tremotes.save.buySkin.connect((player, id) => buy(player, id));\n\tremotes.respawn.connect((player) => respawn(player));\n}\n',
	);
}

/** Fails with the ranking shown, so a miss says where things landed. */
function check(ok: boolean, what: string, ranked: ReadonlyArray<string>) {
	if (!ok) error(`${what}; ranking:\n${ranked.filter((_, i) => i < 8).join("\n")}`);
}

export = () => {
	if (LuxSim === undefined) return;
	const withPlace = (body: (index: ScriptIndex, selector: ContextSelector) => void) => {
		const holder = folder("GraphSpecPlace", game.GetService("ServerStorage"));
		try {
			buildPlace(holder);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			body(index, new ContextSelector(index));
		} finally {
			holder.Destroy();
		}
	};

	describe("the script graph on a roblox-ts-shaped place", () => {
		it("indexes the names a file imports by name, and marks a folder index that only re-exports", () =>
			withPlace((index) => {
				const purchases = index.findByPath("ServerScriptService.TS.purchases")!;
				expect(purchases.imports.includes("selectplayerwallet")).to.equal(true);
				expect(purchases.imports.includes("selectplayersaves")).to.equal(true);
				expect(purchases.imports.includes("remotes")).to.equal(true);
				expect(index.findByPath("ReplicatedStorage.TS.store.saves")!.barrel).to.equal(true);
				expect(index.findByPath("ReplicatedStorage.TS.store.saves.save-selectors")!.barrel).to.equal(undefined);
				expect(
					index
						.findByPath("ReplicatedStorage.TS.store.saves.save-selectors")!
						.defined.includes("selectplayerwallet"),
				).to.equal(true);
			}));

		it("follows an import named as the message says to the file defining it, past the folder index", () =>
			withPlace((_, selector) => {
				const result = selector.selectRelevantScripts({
					message: "The purchase handler lets players buy a skin without enough in the wallet",
				});
				const ranked = result.ranked.map((r) => `${r.entry.path}`);
				const shown = result.ranked.map((r) => `${r.entry.path} ${string.format("%.1f", r.score)}`);
				const at = (p: string) => ranked.indexOf(p) + 1;
				check(at("ServerScriptService.TS.purchases") === 1, "the handler first", ranked);
				const selectors = at("ReplicatedStorage.TS.store.saves.save-selectors");
				check(selectors >= 1 && selectors <= 5, "the selectors in the top 5", shown);
				check(
					selectors < at("StarterPlayerScripts.TS.card-a"),
					"the selectors above what only mentions the words",
					shown,
				);
				const barrel = at("ReplicatedStorage.TS.store.saves");
				check(barrel === 0 || barrel > selectors, "the folder index below the selectors", ranked);
			}));

		it("reads typed remotes objects as remote names and links the client and server ends", () => {
			const holder = folder("RemoteSpecPlace", game.GetService("ServerStorage"));
			try {
				buildRemotePlace(holder);
				const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
				index.build();
				const server = index.findByPath("ServerScriptService.TS.lifecycle")!;
				const remotes = server.outline.remotes;
				check(
					remotes.includes("snake.spawn") && remotes.includes("save.buySkin") && remotes.includes("respawn"),
					"each remote named by its path, without the method called on it",
					remotes,
				);
				const result = new ContextSelector(index).selectRelevantScripts({
					message: "The play button should not spawn a second snake",
				});
				const shown = result.ranked.map((r) => `${r.entry.path} ${string.format("%.1f", r.score)}`);
				const ranked = result.ranked.map((r) => r.entry.path);
				const at = (p: string) => ranked.indexOf(p) + 1;
				check(at("StarterPlayerScripts.TS.play-button") === 1, "the button first", shown);
				const handler = at("ServerScriptService.TS.lifecycle");
				check(handler >= 1 && handler <= 3, "the server end of its remote in the top 3", shown);
			} finally {
				holder.Destroy();
			}
		});

		it("ranks a vendored package below the game's own scripts that match as well", () =>
			withPlace((_, selector) => {
				const ranked = selector
					.selectRelevantScripts({ message: "skin purchase wallet" })
					.ranked.map((r) => r.entry.path);
				const vendored = ranked.indexOf("ReplicatedStorage.Packages.SkinPurchaseKit") + 1;
				const own = ranked.indexOf("ServerScriptService.TS.purchases") + 1;
				check(own > 0 && (vendored === 0 || vendored > own), "the game's script above the package", ranked);
			}));
	});
};
