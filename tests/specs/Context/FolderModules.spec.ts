/**
 * Ranking on a place shaped like a plain-Lua game of 2019 (a module core, Rodux thunks and
 * actions kept one per child script under a folder module, libraries copied into a `lib`
 * folder, items kept one data module each): the child a script calls through its folder module
 * is linked to it, a library in `lib` does not outrank the game's own scripts, and the items of
 * a catalogue named like the request do not crowd out the code it is about.
 *
 * Why shapes: on a real game of this kind (the labelled eg set, Nimblz/eg-legacy), the
 * handler calling `Thunks.PLAYER_JOINED(` was never linked to the thunk (the call's member is
 * a child script, not a name the folder module defines), and two vendored datastore
 * libraries, whose comments use every word about players and saving, sat in the top five of
 * unrelated requests; and "the pirate hat" brought `DreadPirate` from a catalogue of 148 hats
 * above the handler that gives hats on join.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";
import { folder, module } from "../support/PlaceBuilder";

const LOADER = `local Thunks = {}\nfor _, child in ipairs(script:GetChildren()) do\n\tThunks[child.Name] = require(child)\nend\nreturn Thunks\n`;

function buildPlace(root: Instance) {
	const rs = folder("ReplicatedStorage", root);
	const common = folder("common", rs);
	const thunks = module("Thunks", common, LOADER);
	module(
		"PLAYER_JOINED",
		thunks,
		`local Actions = require(script.Parent.Parent.Actions)\nreturn function(player, api)\n\treturn function(store)\n\t\tstore:dispatch(Actions.COIN_ADD(player, 0))\n\t\tstore:dispatch(Actions.WELCOME_SHOWN(player))\n\tend\nend\n`,
	);
	module(
		"ASSET_TRYGIVE",
		thunks,
		`return function(player, assetId)\n\treturn function(store)\n\t\tstore:dispatch({ type = "ASSET_GIVE", player = player, id = assetId })\n\tend\nend\n`,
	);
	const actions = module("Actions", common, LOADER.gsub("Thunks", "Actions")[0]);
	for (const name of ["COIN_ADD", "WELCOME_SHOWN", "ASSET_GIVE"])
		module(
			name,
			actions,
			`return function(player, value)\n\treturn { type = "${name}", player = player, value = value }\nend\n`,
		);
	// Game scripts that share the request's common words, and a handler that only calls the thunk.
	const server = folder("module", folder("server", folder("ServerScriptService", root)));
	module(
		"PlayerHandler",
		server,
		`local Thunks = require(game.ReplicatedStorage.common.Thunks)\nlocal PlayerHandler = {}\nfunction PlayerHandler:start(store, api)\n\tgame.Players.PlayerAdded:Connect(function(player)\n\t\tstore:dispatch(Thunks.PLAYER_JOINED(player, api))\n\t\tstore:dispatch(Thunks.ASSET_TRYGIVE(player, "baseball"))\n\tend)\nend\nreturn PlayerHandler\n`,
	);
	for (const name of ["Leaderboard", "Portals", "Music", "Candy", "Cashier", "Chat", "Pets", "Shop"])
		module(
			name,
			server,
			`local ${name} = {}\nfunction ${name}:start(player)\n\t-- the ${name} of every player\nend\nreturn ${name}\n`,
		);
	const lib = folder("lib", rs);
	module(
		"DataStoreWrapper",
		lib,
		"-- Saves player data when a player joins or leaves; new players get default data.\n-- Coins, hats and every player value a game keeps are saved for new and old players.\nlocal Wrapper = {}\nfunction Wrapper.onPlayerJoined(player) return player end\nfunction Wrapper.defaultsForNewPlayers() return {} end\nreturn Wrapper\n",
	);
}

const HATS = [
	"Pirate",
	"DreadPirate",
	"PirateCaptain",
	"PirateBandana",
	"SilverApple",
	"SilverKing",
	"CrystalCrown",
	"CrystalVisor",
	"PurpleCube",
	"BlueSnowcap",
	"RedCap",
];
/** The rest of the catalogue: items with names no request here uses. */
const FILLER_HATS = 40;

/** A catalogue: one data module per hat, the way such games keep their items. */
function buildCatalogue(root: Instance) {
	const hats = folder("hats", folder("Assets", root.FindFirstChild("ReplicatedStorage")!.FindFirstChild("common")!));
	const names = [...HATS];
	for (let i = 1; i <= FILLER_HATS; i++) names.push(`Fedora${i}`);
	for (const name of names)
		module(
			name,
			hats,
			`return {\n\tid = "${name.lower()}",\n\tname = "${name}",\n\tdescription = "A hat.",\n\ttype = "hat",\n\trarity = 3,\n\thidden = false,\n}\n`,
		);
	// Products named after the currency, so "coin" names a family of scripts (ScriptNames' FAMILY).
	const currency = folder("currency", folder("DevProducts", hats.Parent!.Parent!));
	for (const amount of [100, 500, 1000, 5000, 10000, 50000, 100000, 500000, 1000000, 5000000])
		module(
			`Coins_${amount}`,
			currency,
			`return {\n\tid = "coins_${amount}",\n\tname = "${amount} Coins",\n\tamount = ${amount},\n\tprice = 100,\n}\n`,
		);
	const server = root.FindFirstChild("ServerScriptService")!.FindFirstChild("server")!.FindFirstChild("module")!;
	module(
		"Coins",
		server,
		`local Coins = {}\nlocal CoinTypes = require(script.Parent.CoinTypes)\nfunction Coins:spawnCoins(folder)\n\tfor _, spawn in ipairs(folder:GetChildren()) do\n\t\tlocal kind = CoinTypes[spawn:GetAttribute("kind")]\n\t\tif kind then self:place(spawn, kind) end\n\tend\nend\nfunction Coins:place(spawn, kind) end\nreturn Coins\n`,
	);
}

function check(ok: boolean, what: string, ranked: ReadonlyArray<string>) {
	if (!ok) error(`${what}; ranking:\n${ranked.filter((_, i) => i < 8).join("\n")}`);
}

export = () => {
	if (LuxSim === undefined) return;
	const withPlace = (body: (selector: ContextSelector) => void, catalogue = false) => {
		const holder = folder("FolderModulesPlace", game.GetService("ServerStorage"));
		try {
			buildPlace(holder);
			if (catalogue) buildCatalogue(holder);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			body(new ContextSelector(index));
		} finally {
			holder.Destroy();
		}
	};
	const rankedFor = (selector: ContextSelector, message: string) =>
		selector.selectRelevantScripts({ message }).ranked.map((r) => r.entry.path);

	it("links a script to the child it calls through a folder module (`Thunks.PLAYER_JOINED(`)", () =>
		withPlace((selector) => {
			const ranked = rankedFor(selector, "New players who join should also get a welcome hat");
			const thunk = ranked.indexOf("ReplicatedStorage.common.Thunks.PLAYER_JOINED") + 1;
			const handler = ranked.indexOf("ServerScriptService.server.module.PlayerHandler") + 1;
			check(thunk > 0 && thunk <= 3, "the thunk in the top three", ranked);
			check(handler > 0 && handler <= 3, "the handler calling it in the top three", ranked);
		}));

	it("ranks a library copied into a lib folder below the game's own scripts", () =>
		withPlace((selector) => {
			const ranked = rankedFor(selector, "New players who join should also get a welcome hat");
			const lib = ranked.indexOf("ReplicatedStorage.lib.DataStoreWrapper") + 1;
			check(lib === 0 || lib > 3, "the library below the top three", ranked);
		}));

	it("counts a name match of one item in a catalogue of data modules for less than the code it is about", () =>
		withPlace((selector) => {
			const ranked = rankedFor(selector, "Give everyone the pirate hat for free when they join");
			const at = (path: string) => ranked.indexOf(path) + 1;
			const hat = at("ReplicatedStorage.common.Assets.hats.Pirate");
			const handler = at("ServerScriptService.server.module.PlayerHandler");
			check(hat > 0 && hat <= 5, "the pirate hat in the top five", ranked);
			check(
				handler > 0 && handler <= 4,
				"the handler giving hats on join in the top four, above the other pirate hats",
				ranked,
			);
		}, true));
};
