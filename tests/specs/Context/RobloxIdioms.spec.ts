/**
 * Requests name what a player sees; the script that handles it is named for Roblox's own
 * mechanism (Selection/Vocabulary): a developer product is granted in
 * MarketplaceService.ProcessReceipt, a respawn is the character loaded again.
 * The respawn expansion is not asserted here: a spawner uses "players" too, so it ranks first with
 * or without it. The receipt handler shares one word with its request (`ProductId`), and ranks
 * third without the expansion, behind a wallet and a script returning 10.
 *
 * Why: on the roblox-ts game "add a developer product that gives 10,000 money" shared no word
 * with its receipt handler, which ranked sixth behind the product list's UI.
 */
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

const RECEIPTS = [
	`local MarketplaceService = game:GetService("MarketplaceService")`,
	"local handlers = {}",
	"MarketplaceService.ProcessReceipt = function(receiptInfo)",
	"\tlocal handler = handlers[receiptInfo.ProductId]",
	"\tif handler == nil then return Enum.ProductPurchaseDecision.NotProcessedYet end",
	"\thandler(receiptInfo)",
	"\treturn Enum.ProductPurchaseDecision.PurchaseGranted",
	"end",
].join("\n");

const PASSES = [
	`local MarketplaceService = game:GetService("MarketplaceService")`,
	"local PASS_ID = 123456",
	"return function(player)",
	"\treturn MarketplaceService:UserOwnsGamePassAsync(player.UserId, PASS_ID)",
	"end",
].join("\n");

const SPAWNER = [
	"local Players = game:GetService(`Players`)",
	"local function onDied(player)",
	"\ttask.wait(5)",
	"\tplayer:LoadCharacter()",
	"end",
	"Players.PlayerAdded:Connect(function(player)",
	"\tplayer.CharacterAdded:Connect(function(character)",
	"\t\tcharacter.Humanoid.Died:Connect(function() onDied(player) end)",
	"\tend)",
	"end)",
].join("\n");

function ranked(message: string): string[] {
	return withIndexedPlace(
		"IdiomSpecPlace",
		(holder) => {
			const root = folder("ServerScriptService", holder);
			module("Receipts", root, RECEIPTS);
			module("Lifecycle", root, SPAWNER);
			module("PassCheck", root, PASSES);
			module(
				"Wallet",
				root,
				"local Wallet = {}\nfunction Wallet.give(player, amount)\n\tplayer.money += amount\nend\nreturn Wallet",
			);
			for (let i = 0; i < 12; i++) module(`Filler${i}`, root, `return ${i}\n`);
		},
		(_, selector) => rankedPaths(selector, message),
	);
}

export = () => {
	if (LuxSim === undefined) return;
	it("finds the receipt handler for a developer product request", () => {
		const list = ranked("Add a developer product that gives 10,000 money");
		const at = list.indexOf("ServerScriptService.Receipts") + 1;
		if (at < 1 || at > 2) error(`the receipt handler ranked ${at}:\n${list.join("\n")}`);
	});

	it("finds the game pass check for a request that writes gamepass as one word", () => {
		// The script's words are game and pass; the request's one word meets them through the vocabulary.
		const list = ranked("The VIP gamepass perks are missing");
		if (list[0] !== "ServerScriptService.PassCheck") error(`the pass check is not first:\n${list.join("\n")}`);
	});
};
