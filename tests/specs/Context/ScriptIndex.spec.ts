/**
 * The script index over the sample place: every script with outline and hash, time-sliced
 * building, and incremental updates from change signals (source, add, remove, rename, and
 * renaming or moving a folder above scripts).
 */
import {
	ContextSelector,
	ScriptIndex,
	StudioScriptWatcher,
	outlineOf,
	outlineItems,
	contentHash,
	requireTarget,
} from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

const PLACE = "tests/fixtures/places/Adventure";

function loadPlace(): Instance {
	const holder = new Instance("Folder");
	holder.Name = "IndexSpecPlace";
	holder.Parent = game.GetService("ServerStorage");
	return LuxSim!.loadPlace(PLACE, holder);
}

function setSource(target: Instance, text: string) {
	(target as unknown as { Source: string }).Source = text;
}

export = () => {
	describe("outline", () => {
		it("finds functions, require targets, remotes and top-level tables", () => {
			const source = [
				'local Remotes = require(game:GetService("ReplicatedStorage"):WaitForChild("Shared"):WaitForChild("Remotes"))',
				"local Config = require(script.Parent.ShopConfig)",
				"local Items = {",
				"\tsword = 1,",
				"}",
				"local Shop = {}",
				"function Shop.buy(player, id)",
				"\tRemotes.PurchaseResult:FireClient(player, id)",
				"end",
				"local function helper() end",
				"Remotes.PurchaseRequest.OnServerEvent:Connect(Shop.buy)",
				"return Shop",
			].join("\n");
			const o = outlineOf(source);
			expect(outlineItems(o.functions).includes("Shop.buy")).to.equal(true);
			expect(outlineItems(o.functions).includes("helper")).to.equal(true);
			expect(o.requires.join(",")).to.equal("Remotes,ShopConfig");
			expect(o.remotes.includes("PurchaseRequest")).to.equal(true);
			expect(o.remotes.includes("PurchaseResult")).to.equal(true);
			expect(o.tables.includes("Items")).to.equal(true);
			expect(o.tables.includes("Shop")).to.equal(true);
			expect(requireTarget("script.Parent")).to.equal(undefined);
		});

		it("lists each function once, in the order found, at most 40", () => {
			const source = [
				"function A.run()",
				"local function helper()",
				"end",
				"A.stop = function()",
				"function A.run()",
				"local x = function() end",
			].join("\n");
			expect(outlineOf(source).functions).to.equal("A.run\nhelper\nA.stop");
			const many: string[] = [];
			for (let i = 1; i <= 50; i++) many.push(`function f${i}() end`);
			const items = outlineItems(outlineOf(many.join("\n")).functions);
			expect(items.size()).to.equal(40);
			expect(items[39]).to.equal("f40");
			expect(outlineOf("return 1").functions).to.equal("");
		});

		it("names the remote a method is called on, in each way scripts reach one", () => {
			const remotesOf = (line: string) => outlineOf(line).remotes.join(",");
			expect(remotesOf('Remotes.getEvent("ScoreChanged"):FireAllClients(score)')).to.equal("ScoreChanged");
			expect(remotesOf("Net.get( 'Kick' ):FireClient(player)")).to.equal("Kick");
			expect(remotesOf("self.pingRemote:FireServer()")).to.equal("pingRemote");
			expect(remotesOf("local r = folder.Remote2.OnClientEvent")).to.equal("Remote2");
			expect(remotesOf("x.2fast:InvokeServer()")).to.equal("fast");
			// Not a remote: the object is the script or self, the method name runs on, or
			// nothing names the object.
			expect(remotesOf("self:FireServer()")).to.equal("");
			expect(remotesOf("script.FireClient(x)")).to.equal("");
			expect(remotesOf("Bus.FireClientLater(x)")).to.equal("");
			expect(remotesOf("FireServer(x)")).to.equal("");
			expect(remotesOf('get("a b"):FireServer()')).to.equal("");
			// Only the 80 characters before the call count (a cut name keeps its tail).
			expect(remotesOf(string.rep("a", 100) + ".FireServer()")).to.equal(string.rep("a", 79));
		});

		it("hashes by content", () => {
			expect(contentHash("abc")).to.equal(contentHash("abc"));
			expect(contentHash("abc")).never.to.equal(contentHash("abd"));
			expect(contentHash(string.rep("x", 100) + "1")).never.to.equal(contentHash(string.rep("x", 100) + "2"));
		});
	});

	describe("over the sample place", () => {
		if (LuxSim === undefined) return;

		it("indexes every script in slices and keeps up with changes without rescanning", () => {
			const place = loadPlace();
			const host = new PlaceIndexHost(place);
			const index = new ScriptIndex(host, new StudioClockHost());
			let slices = 0;
			index.build(0.002, () => (slices += 1));
			let expected = 0;
			for (const d of place.GetDescendants()) if (d.IsA("LuaSourceContainer")) expected += 1;
			expect(index.size()).to.equal(expected);
			expect(expected >= 200).to.equal(true);
			expect(slices >= 1).to.equal(true);

			const shop = index.findByPath("ServerScriptService.Services.ShopService")!;
			expect(shop.className).to.equal("ModuleScript");
			expect(shop.outline.requires.includes("PlayerDataService")).to.equal(true);
			expect(shop.outline.remotes.includes("PurchaseRequest")).to.equal(true);
			expect(shop.tokens > 100).to.equal(true);

			const shopHash = index.hashOf(shop);
			const watcher = new StudioScriptWatcher(host);
			const detach = index.attach(watcher);
			const versionBefore = index.version();

			// Source change: the entry updates on the next step, the rest is untouched.
			const target = shop.target;
			setSource(target, "local ShopService = {}\nfunction ShopService.refund(player) end\nreturn ShopService\n");
			LuxSim!.flush();
			expect(index.busy()).to.equal(true);
			index.step(0.01);
			const updated = index.get(target)!;
			expect(index.hashOf(updated)).never.to.equal(shopHash);
			expect(outlineItems(updated.outline.functions).includes("ShopService.refund")).to.equal(true);
			expect(index.version()).to.equal(versionBefore + 1);

			// Added.
			const added = new Instance("ModuleScript");
			added.Name = "CouponService";
			setSource(
				added,
				"local CouponService = {}\nfunction CouponService.redeem(code) end\nreturn CouponService\n",
			);
			added.Parent = target.Parent;
			LuxSim!.flush();
			index.step(0.01);
			expect(index.findByPath("ServerScriptService.Services.CouponService")).to.be.ok();

			// Renamed.
			added.Name = "VoucherService";
			LuxSim!.flush();
			index.step(0.01);
			expect(index.findByPath("ServerScriptService.Services.CouponService")).to.equal(undefined);
			expect(index.findByPath("ServerScriptService.Services.VoucherService")).to.be.ok();
			expect(index.named("VoucherService").size()).to.equal(1);

			// Removed.
			added.Destroy();
			LuxSim!.flush();
			expect(index.findByPath("ServerScriptService.Services.VoucherService")).to.equal(undefined);
			expect(index.size()).to.equal(expected);

			detach();
			place.Parent!.Destroy();
		});

		/** A built, watched index over a fresh copy of the place; cleans up after `body`. */
		const withWatchedIndex = (body: (host: PlaceIndexHost, index: ScriptIndex) => void) => {
			const place = loadPlace();
			const host = new PlaceIndexHost(place);
			const index = new ScriptIndex(host, new StudioClockHost());
			// Attached before the build, as the plugin does: scripts are watched as they are read.
			const detach = index.attach(new StudioScriptWatcher(host));
			index.build();
			try {
				body(host, index);
			} finally {
				detach();
				place.Parent!.Destroy();
			}
		};
		const scriptsUnder = (folder: Instance) =>
			folder.GetDescendants().filter((d): d is LuaSourceContainer => d.IsA("LuaSourceContainer"));
		const settle = (index: ScriptIndex) => {
			LuxSim!.flush();
			while (!index.step(0.01));
		};

		it("gives every script under a renamed folder its new path without rescanning", () =>
			withWatchedIndex((host, index) => {
				const shop = host.find("ServerScriptService.Services.Shop")!;
				const scripts = scriptsUnder(shop);
				expect(scripts.size() >= 2).to.equal(true);
				const size = index.size();
				const receipt = index.findByPath("ServerScriptService.Services.Shop.ReceiptProcessor")!;
				const hash = index.hashOf(receipt);

				shop.Name = "Store";
				settle(index);
				expect(index.findByPath("ServerScriptService.Services.Shop.ReceiptProcessor")).to.equal(undefined);
				for (const s of scripts) expect(index.get(s)!.path).to.equal(host.pathOf(s));
				expect(index.get(receipt.target)!.path).to.equal("ServerScriptService.Services.Store.ReceiptProcessor");
				expect(index.size()).to.equal(size);
				// The text did not change: the cached hash and the outline carry over.
				expect(index.hashOf(index.get(receipt.target)!)).to.equal(hash);

				const selector = new ContextSelector(index);
				const result = selector.selectRelevantScripts({
					message: "Developer product purchases are sometimes granted twice",
				});
				expect(result.ranked[0].entry.path).to.equal("ServerScriptService.Services.Store.ReceiptProcessor");

				// A rename further up reaches the same scripts.
				host.find("ServerScriptService.Services")!.Name = "Systems";
				settle(index);
				expect(index.get(receipt.target)!.path).to.equal("ServerScriptService.Systems.Store.ReceiptProcessor");
				expect(index.findByPath("ServerScriptService.Systems.Store.ReceiptProcessor")).to.be.ok();
			}));

		it("follows a folder of scripts moved elsewhere, and keeps watching it there", () =>
			withWatchedIndex((host, index) => {
				const shop = host.find("ServerScriptService.Services.Shop")!;
				const scripts = scriptsUnder(shop);
				const size = index.size();
				shop.Parent = host.find("ReplicatedStorage")!;
				settle(index);
				expect(index.size()).to.equal(size);
				for (const s of scripts) expect(index.get(s)!.path).to.equal(host.pathOf(s));
				expect(index.findByPath("ReplicatedStorage.Shop.ReceiptProcessor")).to.be.ok();
				expect(index.findByPath("ServerScriptService.Services.Shop.ReceiptProcessor")).to.equal(undefined);

				// The moved folder's name and its scripts' text are still watched.
				shop.Name = "Store";
				const receipt = index.findByPath("ReplicatedStorage.Store.ReceiptProcessor");
				expect(receipt).to.equal(undefined);
				settle(index);
				const moved = index.findByPath("ReplicatedStorage.Store.ReceiptProcessor")!;
				expect(moved).to.be.ok();
				setSource(moved.target, "local R = {}\nfunction R.grantOnce(receipt) end\nreturn R\n");
				settle(index);
				expect(outlineItems(index.get(moved.target)!.outline.functions).includes("R.grantOnce")).to.equal(true);

				// Moved out of every root: gone from the index.
				shop.Parent = game.GetService("Lighting");
				settle(index);
				expect(index.size()).to.equal(size - scripts.size());
				shop.Destroy();
			}));
	});
};
