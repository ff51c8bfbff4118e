/**
 * A remote or a bindable kept in a local before use (`local buyEvent =
 * Remotes:WaitForChild("PurchaseItem")`, then `buyEvent:FireServer(id)`) is named by the
 * instance the local was set from (Index/RemoteLocals), so the client's call and the server's
 * `Remotes.PurchaseItem.OnServerEvent` name one remote and ranking links the two ends
 * (Selection/ScriptGraph). Bindables (`:Fire`, `.Event:`) count only on instances: signal
 * objects and Roact's `[Roact.Event.Activated]` use the same member names.
 *
 * Why: the remote method scan named the variable (`buyEvent`), the server named the instance,
 * and the two ends of the commonest way a Lua game writes a remote had no link.
 */
import { outlineOf } from "Context/Index/ScriptOutline";
import { makeEntry } from "Context/Index/ScriptEntry";
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

const SHOP_BUTTON = [
	`local ReplicatedStorage = game:GetService("ReplicatedStorage")`,
	`local buyEvent = ReplicatedStorage:WaitForChild("Remotes"):WaitForChild("PurchaseItem")`,
	"local ShopButton = {}",
	"function ShopButton.onClicked(itemId)",
	"\tbuyEvent:FireServer(itemId)",
	"end",
	"return ShopButton",
].join("\n");

const ECONOMY = [
	`local ReplicatedStorage = game:GetService("ReplicatedStorage")`,
	"local Remotes = ReplicatedStorage.Remotes",
	"local Economy = {}",
	"Remotes.PurchaseItem.OnServerEvent:Connect(function(player, itemId)",
	"\tlocal price = Economy.priceOf(itemId)",
	"\tplayer.leaderstats.Gold.Value -= price",
	"end)",
	"return Economy",
].join("\n");

function remotes(lines: string[]): string {
	return outlineOf(lines.join("\n")).remotes.join(",");
}

export = () => {
	it("names the instance a local holding a remote was set from", () => {
		expect(remotes([`local a = RS:WaitForChild("Remotes"):WaitForChild("Buy", 5)`, "a:FireServer()"])).to.equal(
			"Buy",
		);
		expect(remotes([`\tlocal b = game.ReplicatedStorage:FindFirstChild("Sell")`, "b:InvokeServer()"])).to.equal(
			"Sell",
		);
		expect(remotes(["local c = game.ReplicatedStorage.Remotes.Equip", "c.OnServerEvent:Connect(f)"])).to.equal(
			"Equip",
		);
		expect(remotes([`local d = Remotes["Trade"]`, "d:FireServer()"])).to.equal("Trade");
		// A longer name that begins with the variable's, and a `local` inside a line, are not its definition.
		expect(
			remotes([
				"local buyEvents = makeList() local buyEvent = nothing()",
				`local buyEvent = R:WaitForChild("Buy")`,
				"buyEvent:FireServer()",
			]),
		).to.equal("Buy");
		// Second review: the last step of the definition names the instance, a typed local is read,
		// and a trailing comment, a cast or a CR does not hide it.
		expect(remotes([`local f = RS:WaitForChild("Remotes").Buy`, "f:FireServer()"])).to.equal("Buy");
		expect(remotes([`local g = RS:WaitForChild("Remotes"):FindFirstChild("Buy")`, "g:FireServer()"])).to.equal(
			"Buy",
		);
		expect(remotes([`local h = RS:WaitForChild("A") -- was :WaitForChild("B")`, "h:FireServer()"])).to.equal("A");
		expect(remotes([`local k: RemoteEvent = RS:WaitForChild("Typed")`, "k:FireServer()"])).to.equal("Typed");
		expect(remotes(["local m = game.ReplicatedStorage.Shop.Buy :: RemoteEvent\r", "m:FireServer()"])).to.equal(
			"Buy",
		);
		expect(
			remotes([`local n = game:GetService("ReplicatedStorage").Remotes.Sell -- x`, "n:FireServer()"]),
		).to.equal("Sell");
		// A step of a path is not a local, even when a local of that name exists.
		expect(remotes(["local Buy = Shop.Items.Purchase", "Net.Buy:FireServer()"])).to.equal("Buy");
		// The nearest definition before the use: a local declared in two functions holds a
		// different remote in each, and a later definition that is no lookup shadows the first.
		expect(
			remotes([
				"local function buy()",
				`\tlocal remote = RS:WaitForChild("Buy")`,
				"\tremote:FireServer()",
				"end",
				"local function sell()",
				`\tlocal remote = RS:WaitForChild("Sell")`,
				"\tremote:FireServer()",
				"end",
				"local remote = makeRemote()",
				"remote:FireServer()",
			]),
		).to.equal("Buy,Sell,remote");
		// Not set from a lookup: the variable, as before.
		expect(remotes(["local e = makeRemote()", "e:FireServer()"])).to.equal("e");
	});

	it("names bindables on instances, not signal objects or Roact's event keys", () => {
		const text = [
			`local ended = ServerStorage:WaitForChild("RoundEnded")`,
			"local sig = Signal.new()",
			"ServerStorage.Events.GiveCoins:Fire(player, 10)",
			"game.ServerStorage.Events.TakeCoins.Event:Connect(f)",
			`ended:Fire() sig:Fire() self.Changed:Fire() ServerStorage:WaitForChild("Quit"):Fire()`,
			"service.Events.Ready:Fire()",
			"local props = { [Roact.Event.Activated] = f }",
			`Remote.Fire(p, "x")`,
		];
		expect(remotes(text)).to.equal("GiveCoins,RoundEnded,Quit,TakeCoins");
		// Second review: a local does not make a signal an instance, nor does a module's lookup,
		// a Knit service's name, or a call of any function with a quoted name.
		const signals = [
			`local Roact = require(RS:WaitForChild("Roact"))`,
			"local props = { [Roact.Event.Activated] = f }",
			"local sig = service.Events.Ready",
			"local changed = self.Changed",
			`local Bus = require(RS:WaitForChild("EventBus"))`,
			`sig:Fire() changed:Fire() Bus:Fire("x") DataService.Changed:Fire() Signals.get("Ready"):Fire()`,
			// Instances: a local set below a lookup, and a path from the place.
			`local ended = RS:WaitForChild("Events").Ended`,
			"local lost = game.ServerStorage.Events.Lost",
			"ended:Fire() lost.Event:Connect(f)",
		];
		expect(remotes(signals)).to.equal("Ended,Lost");
	});

	it("resolves a local set at the top of a large script read in pieces", () => {
		const lines = [`local buy = RS:WaitForChild("PurchaseItem")`];
		for (let i = 0; i < 400; i++) lines.push(`local value${i} = compute(${i}) -- filler line`);
		lines.push("buy:FireServer(1)");
		// Redefined further down: a later piece reads the definition before its own use.
		for (let i = 0; i < 200; i++) lines.push(`local other${i} = compute(${i}) -- filler line`);
		lines.push(`local buy = RS:WaitForChild("RefundItem")`, "buy:FireServer(2)");
		const text = lines.join("\n");
		expect(text.size() > 8 * 1024).to.equal(true);
		const holder = new Instance("ModuleScript");
		try {
			const entry = makeEntry(holder, text, "ServerScriptService.Big");
			expect(entry.outline.remotes.join(",")).to.equal("PurchaseItem,RefundItem");
		} finally {
			holder.Destroy();
		}
	});

	it("ranks the server end of a remote fired through a local beside the button firing it", () => {
		if (LuxSim === undefined) return;
		const ranked = withIndexedPlace(
			"RemoteLocalsSpecPlace",
			(holder) => {
				const server = folder("ServerScriptService", holder);
				module("Economy", server, ECONOMY);
				// Scripts the request's words reach on their own, ahead of Economy by path order.
				const ui = folder("Client", holder);
				module("ShopButton", ui, SHOP_BUTTON);
				for (let i = 0; i < 12; i++)
					module(
						`AButtonStyle${i}`,
						ui,
						`local M = {}\nfunction M.style${i}(button)\n\tbutton.AutoButtonColor = false\nend\nreturn M`,
					);
			},
			(_, selector) => rankedPaths(selector, "the shop button should ask to confirm first"),
		);
		expect(ranked[0]).to.equal("Client.ShopButton");
		if (ranked[1] !== "ServerScriptService.Economy")
			error(`the remote's server end is not second:\n${ranked.join("\n")}`);
	});
};
