/**
 * A remote module called by name (`Remote.Send("StoreChoice", theme)`) names the remote on the
 * calling side (Index/RemoteNames), and ranking follows it to the module keeping a handler of
 * that name (`StoreChoice = function` in its commands table), which never names it as a remote
 * and shares no word with the request (Selection/ScriptGraph).
 *
 * Why: on the real admin system the client's panels reach the server's core through
 * `Remote.Send`/`Remote.Get` and a table of handlers; "the server lock message" or "a cooldown
 * for the message command" needed that core module, which shares few words with the request.
 */
import { remoteNamesIn } from "Context/Index/RemoteNames";
import { outlineOf } from "Context/Index/ScriptOutline";
import { makeEntry } from "Context/Index/ScriptEntry";
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

const PANEL = [
	"local Panel = {}",
	"function Panel.onThemePicked(theme)",
	"\tPanel.theme = theme",
	`\tRemote.Send("StoreChoice", theme)`,
	"end",
	"function Panel.showThemes(list)",
	"\tfor _, theme in list do print(theme) end",
	"end",
	"return Panel",
].join("\n");

const SERVER_REMOTE = [
	"local Remote = {}",
	"Remote.Commands = {",
	"\tStoreChoice = function(p, args)",
	"\t\tData.write(p, args[1])",
	"\tend;",
	"\tKick = function(p, args)",
	"\t\tp:Kick()",
	"\tend;",
	"}",
	"return Remote",
].join("\n");

function names(text: string): string[] {
	const out: string[] = [];
	remoteNamesIn(text, (n) => out.push(n));
	return out;
}

export = () => {
	it("names the remote a remote module is called with, not its folder lookups", () => {
		expect(names(`Remote.Send("SaveTheme", theme)`).join()).to.equal("SaveTheme");
		expect(names(`Remotes:Fire("Trade", offer)`).join()).to.equal("Trade");
		expect(names(`local x = Net:Invoke('Quest')`).join()).to.equal("Quest");
		expect(names(`Remote.Destroy("Nope")`).join()).to.equal("");
		expect(names(`NotRemote.Send("Nope")`).join()).to.equal("");
	});

	it("lists such a call's remote, not its method, and after the remotes found otherwise", () => {
		expect(outlineOf(`Remotes.Send("Trade", offer)`).remotes.join()).to.equal("Trade");
		const sends: string[] = [];
		for (let i = 0; i < 60; i++) sends.push(`Remote.Send("Cmd${i}")`);
		const text = `${sends.join("\n")}\nlocal Shop = Knit.GetService("ShopService")`;
		const remotes = outlineOf(text).remotes;
		expect(remotes.includes("ShopService")).to.equal(true);
	});

	it("keeps them last in a large script read in pieces too", () => {
		// Second review: each piece's called names filled the capped list before a later piece's
		// service lookup was read.
		const lines: string[] = [];
		for (let i = 0; i < 100; i++) lines.push(`Remote.Send("Cmd${i}", data)`);
		lines.push(`local Shop = Knit.GetService("ShopService")`);
		for (let i = 100; i < 300; i++) lines.push(`Remote.Send("Cmd${i}", data)`);
		const text = lines.join("\n");
		expect(text.size() > 6 * 1024).to.equal(true);
		const holder = new Instance("ModuleScript");
		try {
			const entry = makeEntry(holder, text, "ServerScriptService.Big");
			expect(entry.outline.remotes.includes("ShopService")).to.equal(true);
			expect(entry.outline.remotes.includes("Cmd0")).to.equal(true);
		} finally {
			holder.Destroy();
		}
	});

	it("ranks the module keeping the handler among the first, beside the panel calling it", () => {
		if (LuxSim === undefined) return;
		const ranked = withIndexedPlace(
			"RemoteHandlerSpecPlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				module("Remote", folder("Core", root), SERVER_REMOTE);
				module("UserPanel", folder("UI", root), PANEL);
				for (let i = 0; i < 12; i++)
					module(`Util${i}`, root, `local M = {}\nfunction M.step${i}(x)\n\treturn x\nend\nreturn M`);
			},
			(_, selector) => rankedPaths(selector, "The theme picked in the user panel is lost"),
		);
		expect(ranked[0]).to.equal("ServerScriptService.UI.UserPanel");
		if (ranked[1] !== "ServerScriptService.Core.Remote")
			error(`the handler's module is not second:\n${ranked.join("\n")}`);
	});
};
