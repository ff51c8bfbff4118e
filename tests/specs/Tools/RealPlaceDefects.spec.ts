/**
 * Issue 15's defects found by running the tools on two real games, each re-created on a
 * place shaped like the one that showed it and driven through the tool executor (reads)
 * or the index, selector and discover_project (what the model is shown).
 *
 * Why shapes, not the games: the games' code is not ours to commit; what broke was the
 * shape (one huge service, names with dots, twins, a tagged service, scripts in Chat,
 * minified lines, a network module), and that is what these places have.
 */
import { SCRIPT_ROOTS, ContextSelector, ScriptIndex, StudioScriptIndexHost, placeScriptRoots } from "Context";
import { projectDiscovererFor } from "App";
import { StudioClockHost, studioScripts } from "App/Studio";
import { Sample, loadSample } from "./SamplePlace";
import { approve, contains, lacks, make, propose, run } from "./ToolCalls";

const CollectionService = game.GetService("CollectionService");

/** A finished index over exactly `roots` of `dataModel` (default: the place's services). */
function indexOver(roots: ReadonlyArray<string> | undefined, dataModel: Instance = game) {
	const host = new StudioScriptIndexHost(studioScripts, roots, dataModel);
	const index = new ScriptIndex(host, new StudioClockHost());
	index.start();
	while (!index.step(0.05));
	return index;
}

export = () => {
	let sample: Sample;
	const made: Instance[] = [];
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => {
		for (const i of made) i.Destroy();
		made.clear();
		sample.unload();
	});

	describe("issue 15 defect 1: get_place_map on a big place", () => {
		it("names every service with its counts, level by level, a dozen per folder, within the budget", () => {
			// One service holds thousands of leaves, as the MMO's ReplicatedStorage did.
			const assets = make("Folder", "Assets", game.GetService("ServerStorage"));
			made.push(assets);
			for (let m = 0; m < 40; m++) {
				const model = make("Model", `Tree${m}`, assets);
				for (let p = 0; p < 60; p++) make("Part", `Leaf${p}`, model);
			}
			const chat = make("Folder", "ChatModules", game.GetService("StarterPlayer"));
			made.push(chat);
			make("ModuleScript", "Commands", chat, "return {}");
			const out = run(sample, "get_place_map", { budget: 1500 });
			expect(out.isError).to.equal(false);
			expect(out.content.size() <= 1500).to.equal(true);
			for (const service of ["ServerStorage (", "Workspace (", "ServerScriptService (", "StarterPlayer ("])
				contains(out.content, service);
			contains(out.content, "  ChatModules (Folder, 1 descendants, 1 scripts)");
			// The big folder shows a dozen of its models and counts the rest, leaving room for the others.
			contains(out.content, "    + 28 Model");
			contains(out.content, "    Init (ModuleScript)");
		});
	});

	describe("issue 15 defect 2: names with dots in the index and the prompt", () => {
		it("quotes the name in the prompt, and the model can read it by that very path", () => {
			const shared = make("Folder", "Shared", game.GetService("ServerScriptService"));
			made.push(shared);
			make("ModuleScript", "Config.v2", shared, "return { tradeTax = 0.1 }");
			const index = indexOver(["ServerScriptService"]);
			const selector = new ContextSelector(index);
			const prompt = selector.formatForPrompt(
				selector.selectRelevantScripts({ message: "change tradeTax in the Config.v2 module" }),
			);
			contains(prompt, 'ServerScriptService.Shared["Config.v2"]');
			const out = run(sample, "get_script", { path: 'ServerScriptService.Shared["Config.v2"]' });
			expect(out.isError).to.equal(false);
			contains(out.content, "tradeTax");
			// Luau's own spelling, as a model copies it from the game's code, names it too.
			const luau = run(sample, "get_script", {
				path: 'game:GetService("ServerScriptService").Shared:WaitForChild("Config.v2")',
			});
			contains(luau.content, 'ServerScriptService.Shared["Config.v2"] (ModuleScript');
			// discover_project's folder counts read the same grammar.
			const locations = projectDiscovererFor(index)
				.discover()
				.find((section) => section.section === "script locations");
			contains(locations?.text ?? "", "ServerScriptService.Shared (");
			lacks(locations?.text ?? "", 'Shared["Config');
		});
		it("says how to write a dotted name that the model split into segments", () => {
			const shared = make("Folder", "Shared", game.GetService("ServerScriptService"));
			made.push(shared);
			make("ModuleScript", "Items.Weapons.v3", shared, "return {}");
			const out = run(sample, "get_script", { path: "ServerScriptService.Shared.Items.Weapons.v3" });
			expect(out.isError).to.equal(true);
			contains(out.content, 'write it as ServerScriptService.Shared["Items.Weapons.v3"]');
		});
	});

	describe("issue 15 defect 3: siblings that share a name", () => {
		it("lists positions, names them when a bare path is ambiguous, and edits only the one picked", () => {
			const lobby = make("Model", "Lobby", game.GetService("Workspace"));
			made.push(lobby);
			const first = make("Part", "Spawn", lobby);
			const second = make("Part", "Spawn", lobby);
			make("Part", "Door", lobby);
			const listed = run(sample, "list_children", { path: "Workspace.Lobby" });
			contains(listed.content, "Spawn[1] (Part)");
			contains(listed.content, "Spawn[2] (Part)");
			contains(listed.content, "Door (Part)");
			const bare = run(sample, "get_instance", { path: "Workspace.Lobby.Spawn" });
			expect(bare.isError).to.equal(true);
			contains(bare.content, "Workspace.Lobby.Spawn[2] (Part)");
			const id = propose(sample, "set_properties", {
				path: "Workspace.Lobby.Spawn[2]",
				properties: { Transparency: 0.5 },
			});
			expect(approve(sample, id).isError).to.equal(false);
			expect(second.Transparency).to.equal(0.5);
			expect(first.Transparency).to.equal(0);
			const read = run(sample, "get_instance", { path: "Workspace.Lobby.Spawn[2]" });
			contains(read.content, "Workspace.Lobby.Spawn[2]");
			expect(run(sample, "get_instance", { path: "Workspace.Lobby.Spawn[3]" }).isError).to.equal(true);
		});
		it("gives twin scripts positioned paths in the index, and the tools read each by its own", () => {
			const handlers = make("Folder", "Handlers", game.GetService("ServerScriptService"));
			made.push(handlers);
			make("ModuleScript", "Door", handlers, "return 'first door'");
			make("ModuleScript", "Door", handlers, "return 'second door'");
			const paths = indexOver(["ServerScriptService"])
				.all()
				.map((e) => e.path);
			expect(paths.includes("ServerScriptService.Handlers.Door[1]")).to.equal(true);
			expect(paths.includes("ServerScriptService.Handlers.Door[2]")).to.equal(true);
			contains(
				run(sample, "get_script", { path: "ServerScriptService.Handlers.Door[2]" }).content,
				"second door",
			);
		});
	});

	describe("issue 15 defect 4: services with their own GetTags", () => {
		it("list_children on game and get_instance on CollectionService answer", () => {
			// CollectionService declares its own GetTags(instance), so CollectionService:GetTags() errors.
			CollectionService.AddTag(game.GetService("Lighting"), "DayCycle");
			const listed = run(sample, "list_children", { path: "game" });
			CollectionService.RemoveTag(game.GetService("Lighting"), "DayCycle");
			expect(listed.isError).to.equal(false);
			contains(listed.content, "CollectionService (CollectionService)");
			contains(listed.content, "Lighting (Lighting) tags: DayCycle");
			const one = run(sample, "get_instance", { path: "CollectionService" });
			expect(one.isError).to.equal(false);
			contains(one.content, "Tags: none");
		});
	});

	describe("issue 15 defect 7: every container a place keeps scripts in", () => {
		it("indexes scripts in Chat, TextChatService, Lighting and an unlisted service, never CoreGui's", () => {
			const place = new Instance("Folder");
			made.push(place);
			for (const name of ["Chat", "TextChatService", "Lighting", "Workspace", "MyToolsService"])
				make("ModuleScript", `${name}Module`, make("Folder", name, place), "return {}");
			const core = make("Folder", "CoreGui", place);
			make("ModuleScript", "RobloxGui", core, "return {}");
			const paths = indexOver(undefined, place)
				.all()
				.map((e) => e.path);
			for (const name of ["Chat", "TextChatService", "Lighting", "Workspace", "MyToolsService"])
				expect(paths.includes(`${name}.${name}Module`)).to.equal(true);
			expect(paths.includes("CoreGui.RobloxGui")).to.equal(false);
			expect(SCRIPT_ROOTS.includes("Chat")).to.equal(true);
			const roots = placeScriptRoots(game).map((r) => r.Name);
			expect(roots.includes("TextChatService")).to.equal(true);
		});
	});

	describe("issue 15 defect 9: caps hold on minified scripts and wide folders", () => {
		it("search_scripts, get_script, list_children and get_instance stay within their caps", () => {
			const bundle = make("Folder", "Bundle", game.GetService("ServerScriptService"));
			made.push(bundle);
			const calls: string[] = [];
			for (let n = 0; n < 3000; n++) calls.push(`remote${n}:FireServer(${n})`);
			make("ModuleScript", "Minified", bundle, `local r={} ${calls.join(" ")} return r`);
			for (let n = 0; n < 20; n++)
				make("ModuleScript", `Net${n}`, bundle, string.rep("remote:FireServer(1)\n", 40));
			const search = run(sample, "search_scripts", { query: "FireServer", max_results: 200, context: 5 });
			expect(search.content.size() <= 12000).to.equal(true);
			contains(search.content, "line of ");
			contains(search.content, "Showing the first");
			const read = run(sample, "get_script", { path: "ServerScriptService.Bundle.Minified" });
			expect(read.content.size() <= 12000).to.equal(true);
			contains(read.content, "line cut");
			const wide = make("Folder", "Wide", game.GetService("Workspace"));
			made.push(wide);
			for (let n = 0; n < 300; n++) {
				const part = make("Part", `P${n}`, wide);
				part.SetAttribute("Note", string.rep("x", 200));
			}
			const listed = run(sample, "list_children", { path: "Workspace.Wide", limit: 500 });
			expect(listed.content.size() <= 12000).to.equal(true);
			contains(listed.content, "more not shown");
			const crowded = make("Part", "Crowded", wide);
			for (let n = 0; n < 100; n++) crowded.SetAttribute(`Note${n}`, string.rep("y", 300));
			const one = run(sample, "get_instance", { path: "Workspace.Wide.Crowded" });
			expect(one.content.size() <= 12000).to.equal(true);
			contains(one.content, "[cut: ");
		});
	});

	describe("issue 15 defect 10: remotes made through a network module, Knit and run-time folders", () => {
		it("discover_project and the outlines name them", () => {
			const server = make("Folder", "Net", game.GetService("ServerScriptService"));
			made.push(server);
			make(
				"ModuleScript",
				"Trading",
				server,
				'local network = require(game.ReplicatedStorage.network)\nnetwork:create("requestTrade", "RemoteFunction", "OnServerInvoke", function() end)\nnetwork:fireClient("tradeUpdated", player)\nreturn {}',
			);
			make(
				"ModuleScript",
				"ShopService",
				server,
				'local Knit = require(game.ReplicatedStorage.Knit)\nlocal ShopService = Knit.CreateService { Name = "ShopService", Client = {} }\nlocal Data = Knit.GetService("DataService")\nreturn ShopService',
			);
			make(
				"Script",
				"Boot",
				server,
				'local folder = Instance.new("Folder")\nlocal ev = Instance.new("RemoteEvent")\nev.Name = "RoundStarted"\nev.Parent = folder\nlocal remotes = game.ReplicatedStorage:WaitForChild("Remotes")\nlocal buy = remotes:WaitForChild("BuyItem")',
			);
			const index = indexOver(["ServerScriptService"]);
			const remotes = new Set<string>();
			for (const e of index.all()) for (const r of e.outline.remotes) remotes.add(r);
			for (const name of [
				"requestTrade",
				"tradeUpdated",
				"ShopService",
				"DataService",
				"RoundStarted",
				"BuyItem",
			])
				if (!remotes.has(name)) error(`${name} missing from ${[...remotes].join(", ")}`);
			const discovered = projectDiscovererFor(index)
				.discover()
				.find((s) => s.section === "remotes");
			contains(discovered?.text ?? "", "requestTrade");
			lacks(discovered?.text ?? "", "Folder");
		});
	});
};
