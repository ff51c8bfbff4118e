// @ts-check
/**
 * The sessions bench:cost plays, on the SamplePlace (tests/fixtures/places/SamplePlace):
 * what the model answers (scripted), what the user sends and approves, and the checks that
 * say the session reached its outcome. The debugging session adds two large legacy scripts
 * assembled from the Adventure sample place's services (tests/fixtures/places/Adventure).
 */
import fs from "node:fs";
import path from "node:path";

const PLAYER_DATA = "ServerScriptService.PlayerData";
const INIT = "ServerScriptService.PlayerData.Init";
const CONFIG = "ReplicatedStorage.Shared.Config";
const UTIL = "ReplicatedStorage.Shared.Util";
const HUD = "StarterPlayer.StarterPlayerScripts.HudController";
const SHOP = "ServerScriptService.ShopService";
const GAME_LOOP = "ServerScriptService.GameLoop";

const call = (/** @type {string} */ name, /** @type {object} */ args) => ({ name, arguments: args });
const read = (/** @type {string} */ p, /** @type {object} */ extra = {}) => call("get_script", { path: p, ...extra });
const act = (/** @type {string} */ content, /** @type {any[]} */ ...calls) => ({ reply: { content, tool_calls: calls } });
const say = (/** @type {string} */ content) => ({ reply: { content } });

const SHOP_SOURCE = `-- ShopService: sells items for coins.
local ReplicatedStorage = game:GetService("ReplicatedStorage")
local Config = require(ReplicatedStorage.Shared.Config)
local Util = require(ReplicatedStorage.Shared.Util)

local ShopService = {}

function ShopService.price(item)
	local price = Config.PRICES[item]
	return price
end

function ShopService.buy(player, item, spend)
	local price = ShopService.price(item)
	if price == nil then
		return false, "unknown item"
	end
	if not spend(player, price) then
		return false, "not enough coins"
	end
	return true
end

return ShopService
`;

/** 30 requests, 9 messages, 5 scripts changed or created, 6 approvals, one patch that fails first. */
function featureBuild() {
	return {
		name: "Feature build (30 requests)",
		user: [
			"I want to add a coin shop. First, how are coins stored now?",
			"Add a PRICES table to Config with a sword at 50 coins.",
			"Give PlayerData a function to spend coins.",
			"New players should start with 10 coins.",
			"Create a ShopService script that sells items using those prices.",
			"Show the sword price on the HUD coins label.",
			"Round shop prices with Util.round.",
			"Double-check the scripts you changed and summarise.",
			"thanks!",
		],
		turns: [
			act("Reading PlayerData.", read(PLAYER_DATA)),
			act("And its Init module.", read(INIT)),
			say("Coins live in a per-player session table in PlayerData; Init.load gives new players 0 coins and Init.save prints them."),
			act("Reading Config.", read(CONFIG)),
			act("Adding the prices.", call("patch_script", { path: CONFIG, search: "\tMAX_PLAYERS = 12,\n}", replace: "\tMAX_PLAYERS = 12,\n\tPRICES = { Sword = 50 },\n}" })),
			say("Config now has PRICES with the sword at 50 coins."),
			act("Adding spendCoins.", call("patch_script", { path: PLAYER_DATA, search: "local function spendCoins(player)", replace: "local function spendCoins(player, amount)" })),
			act("That text is not there; reading the script again.", read(PLAYER_DATA)),
			act("Adding it before the connections.", call("patch_script", {
				path: PLAYER_DATA,
				search: "Players.PlayerAdded:Connect(onPlayerAdded)",
				replace: "local function spendCoins(player, amount)\n\tlocal data = sessions[player]\n\tif not data or data.coins < amount then\n\t\treturn false\n\tend\n\tdata.coins -= amount\n\treturn true\nend\n\nPlayers.PlayerAdded:Connect(onPlayerAdded)",
			})),
			act("Checking the result.", read(PLAYER_DATA, { start_line: 18, end_line: 30 })),
			say("PlayerData now has spendCoins(player, amount), which refuses when coins are short."),
			act("Reading Init.", read(INIT)),
			act("Changing the starting coins.", call("edit_script_lines", { path: INIT, start_line: 4, end_line: 4, expected_old_text: "\treturn { coins = 0, name = player.Name }", new_text: "\treturn { coins = 10, name = player.Name }" })),
			say("New players now start with 10 coins."),
			act("Looking at what the server scripts use.", call("search_scripts", { query: "sessions" })),
			act("And where scripts live.", call("list_children", { path: "ServerScriptService" })),
			act("Creating ShopService.", call("create_script", { parent: "ServerScriptService", name: "ShopService", class_name: "Script", source: SHOP_SOURCE })),
			say("ShopService is in ServerScriptService: price(item) and buy(player, item, spend)."),
			act("Reading the HUD controller.", read(HUD)),
			act("Showing the price.", call("patch_script", { path: HUD, search: 'label.Text = "Coins: " .. tostring(coins)', replace: 'label.Text = "Coins: " .. tostring(coins) .. "  (Sword: 50)"' })),
			say("The coins label now shows the sword price."),
			act("Reading Util.", read(UTIL)),
			act("And ShopService.", read(SHOP)),
			act("Rounding the price.", call("patch_script", { path: SHOP, search: "local price = Config.PRICES[item]", replace: "local price = Util.round(Config.PRICES[item])" })),
			say("Prices are rounded with Util.round."),
			act("Re-reading ShopService.", read(SHOP)),
			act("PlayerData.", read(PLAYER_DATA)),
			act("Config.", read(CONFIG)),
			say("All done: Config has PRICES, PlayerData has spendCoins, Init starts players at 10 coins, ShopService sells with rounded prices, and the HUD shows the sword price."),
			say("You're welcome!"),
		],
		checks: {
			scriptContains: [
				{ path: CONFIG, text: "PRICES = { Sword = 50 }" },
				{ path: PLAYER_DATA, text: "local function spendCoins(player, amount)" },
				{ path: INIT, text: "coins = 10" },
				{ path: SHOP, text: "Util.round(Config.PRICES[item])" },
				{ path: HUD, text: "(Sword: 50)" },
			],
			minErrorResults: 1,
			approvals: 6,
			lastAnswerContains: "welcome",
		},
	};
}

/**
 * The fixture's services are written for ranking, not to run: statements follow a `return`
 * inside functions, and each ends with the module's `return`. Those lines are left out, so
 * the joined script compiles and Lux's syntax check lets a fix through.
 */
function compilable(/** @type {string} */ text) {
	const out = [];
	let skipping = false;
	for (const line of text.split("\n")) {
		const t = line.trim();
		if (skipping) {
			if (/^(end|else|elseif)\b/.test(t)) {
				skipping = false;
				out.push(line);
			}
			continue;
		}
		if (/^return\b/.test(line)) {
			out.push(`-- ${line}`);
			continue;
		}
		out.push(line);
		if (/^return\b/.test(t)) skipping = true;
	}
	return out.join("\n");
}

/** Two large legacy scripts made of the Adventure place's services (about 21k and 13k characters). */
function legacyScripts(root) {
	const dir = path.join(root, "tests/fixtures/places/Adventure/src/ServerScriptService/Services");
	const join = (/** @type {string[]} */ names) =>
		names.map((n) => compilable(fs.readFileSync(path.join(dir, `${n}.luau`), "utf8"))).join("\n");
	return {
		game: join(["NPCService", "RoundsService", "QuestsService", "CombatService", "TradingService"]),
		players: join(["PlayerDataService", "InventoryService", "ShopService"]),
	};
}

/** A debugging session: 20 requests reading two large scripts in slices and again, one fix. */
function debugging(root) {
	const legacy = legacyScripts(root);
	const GAME = "ServerScriptService.GameServer";
	const PLAYERS = "ServerScriptService.PlayerServer";
	const lines = legacy.game.split("\n");
	const target = lines.findIndex((l, i) => i > 400 && l.includes("function TradingService.") && lines.filter((x) => x === l).length === 1);
	const old = lines[target];
	const fixed = `${old} -- trade fix: save both inventories before completing`;
	const half = Math.floor(lines.length / 2);
	return {
		name: "Debugging large scripts (20 requests)",
		setup: [
			{ parent: "ServerScriptService", name: "GameServer", source: legacy.game },
			{ parent: "ServerScriptService", name: "PlayerServer", source: legacy.players },
		],
		user: [
			"Players sometimes lose items after a trade. Can you find why?",
			"Look closer at how the inventory is saved.",
			"Fix it.",
			"Check the trade code again to make sure.",
			"Could the round ending also drop items?",
			"ok thanks",
		],
		turns: [
			act("Searching for trades.", call("search_scripts", { query: "Trade" })),
			act("Reading GameServer.", read(GAME)),
			act("Reading the rest of it.", read(GAME, { start_line: half })),
			act("Reading PlayerServer.", read(PLAYERS)),
			say("Trades complete in TradingService inside GameServer, but the inventories are saved by PlayerServer separately; a trade that completes between saves can be lost."),
			act("Searching for saves.", call("search_scripts", { query: "save", under: "ServerScriptService" })),
			act("Reading the save code.", read(PLAYERS, { start_line: 1, end_line: 120 })),
			act("And the trading half again.", read(GAME, { start_line: half })),
			say("PlayerServer saves on a timer only; the trade changes inventories in memory and never asks for a save."),
			act("Reading the function to change.", read(GAME, { start_line: target + 1, end_line: target + 12 })),
			act("Marking the completion to save both inventories.", call("patch_script", { path: GAME, search: old, replace: fixed })),
			say("Fixed: trade completion now saves both inventories first."),
			act("Reading GameServer again.", read(GAME)),
			act("And the second half.", read(GAME, { start_line: half })),
			say("The trade code now saves both sides before completing."),
			act("Searching for round end.", call("search_scripts", { query: "endRound" })),
			act("Reading the rounds part.", read(GAME, { start_line: 1, end_line: 200 })),
			act("And PlayerServer once more.", read(PLAYERS)),
			say("Round end only resets the map; it does not touch inventories."),
			say("Glad to help."),
		],
		checks: {
			scriptContains: [{ path: GAME, text: "-- trade fix: save both inventories" }],
			approvals: 1,
			lastAnswerContains: "Glad",
		},
	};
}

/** A short Q&A: 8 requests, one read. */
function questions() {
	return {
		name: "Q&A (8 requests)",
		user: [
			"hello",
			"How do I make a part spin in Luau?",
			"What does GameLoop do in this place?",
			"How do I debounce a Touched event?",
			"Where are coins saved?",
			"thanks!",
		],
		turns: [
			say("Hello! What would you like to work on?"),
			say("Set its AssemblyAngularVelocity, or rotate its CFrame each frame with RunService.Heartbeat: part.CFrame *= CFrame.Angles(0, math.rad(90) * dt, 0)."),
			act("Reading GameLoop.", read(GAME_LOOP)),
			say("GameLoop counts rounds forever: it increments round, prints it and waits Config.ROUND_LENGTH seconds."),
			say("Keep a per-player flag: if debounce[player] then return end; set it, do the work, task.wait(1), clear it."),
			act("Reading PlayerData.", read(PLAYER_DATA)),
			say("PlayerData.Init.save is called on PlayerRemoving; it only prints the coins for now."),
			say("Any time!"),
		],
		checks: { approvals: 0, lastAnswerContains: "Any time" },
	};
}

export function sessions(/** @type {string} */ root) {
	return [featureBuild(), debugging(root), questions()];
}
