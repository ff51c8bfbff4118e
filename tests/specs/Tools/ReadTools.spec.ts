import { Sim, loadSample, Sample, find } from "./SamplePlace";
import type { ToolOutcome } from "Tools/ToolProtocol";

function run(sample: Sample, name: string, args: Record<string, unknown>): ToolOutcome & { kind: "done" } {
	const outcome = sample.tools.runner.execute({ id: "call", name, args });
	if (outcome.kind !== "done") error(`expected done, got ${outcome.kind}`);
	return outcome;
}

function contains(text: string, piece: string) {
	if (text.find(piece, 1, true)[0] === undefined)
		error(`expected to find ${string.format("%q", piece)} in:\n${text}`);
}

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	describe("get_script", () => {
		it("reads the editor text with line numbers", () => {
			const out = run(sample, "get_script", { path: "ServerScriptService.PlayerData.Init" });
			expect(out.isError).to.equal(false);
			contains(out.content, "ServerScriptService.PlayerData.Init (ModuleScript, 11 lines)");
			contains(out.content, " 3| function Init.load(player)");
		});
		it("reads a line range", () => {
			const out = run(sample, "get_script", {
				path: "ServerScriptService.PlayerData.Init",
				start_line: 3,
				end_line: 5,
			});
			contains(out.content, "lines 3-5");
			expect(out.content.find("1| local Init", 1, true)[0]).to.equal(undefined);
		});
		it("reads what the user has typed but not committed", () => {
			const target = find("ServerScriptService.PlayerData.Init") as ModuleScript;
			Sim.openDocument(target, "return 'draft'\n");
			const out = run(sample, "get_script", { path: "ServerScriptService.PlayerData.Init" });
			Sim.closeDocument(target);
			contains(out.content, "1| return 'draft'");
		});
		it("caps a large script and says how to read the rest", () => {
			const big = find("ReplicatedStorage.Shared.Util") as ModuleScript;
			const lines: string[] = [];
			for (let i = 1; i <= 2000; i++) lines.push(`local value${i} = ${i} -- padding padding padding`);
			big.Source = lines.join("\n");
			const out = run(sample, "get_script", { path: "ReplicatedStorage.Shared.Util" });
			contains(out.content, "start_line=");
			expect(out.content.size() < 13000).to.equal(true);
		});
		it("names the closest existing ancestor for a bad path", () => {
			const out = run(sample, "get_script", { path: "ServerScriptService.PlayerDta.Init" });
			expect(out.isError).to.equal(true);
			contains(out.content, 'ServerScriptService has no child "PlayerDta"');
			contains(out.content, "PlayerData (Script)");
			contains(out.content, "Did you mean ServerScriptService.PlayerData");
		});
		it("refuses a path that is not a script", () => {
			const out = run(sample, "get_script", { path: "Workspace.Map" });
			contains(out.content, "is a Folder, not a script");
		});
	});

	describe("get_instance", () => {
		it("shows class, properties, attributes, tags and children", () => {
			const out = run(sample, "get_instance", { path: "Workspace.Map.LavaPit" });
			contains(out.content, "ClassName = Part");
			contains(out.content, "Material = Enum.Material.Neon");
			contains(out.content, "Damage = 25");
			contains(out.content, "Tags: Lava");
			contains(out.content, "Children: no children");
		});
		it("resolves a name with a dot through the bracket escape", () => {
			const out = run(sample, "get_instance", { path: 'Workspace.Map["Spawn.v2"]' });
			expect(out.isError).to.equal(false);
			contains(out.content, "ClassName = SpawnLocation");
		});
		it("explains how to write a name with a dot when the dotted form is used", () => {
			const out = run(sample, "get_instance", { path: "Workspace.Map.Spawn.v2" });
			expect(out.isError).to.equal(true);
			contains(out.content, 'write it as Workspace.Map["Spawn.v2"]');
		});
	});

	describe("list_children", () => {
		it("lists with depth and caps the count", () => {
			const out = run(sample, "list_children", { path: "Workspace", depth: 2, limit: 3 });
			contains(out.content, "(Folder)");
			contains(out.content, "more not shown");
		});
	});

	describe("search_scripts", () => {
		it("finds plain text with line numbers and context", () => {
			const out = run(sample, "search_scripts", { query: "coins" });
			contains(out.content, "ServerScriptService.PlayerData:");
			contains(out.content, ">");
		});
		it("supports Lua patterns and caps the results", () => {
			const out = run(sample, "search_scripts", { query: "^local %w+ = ", pattern: true, max_results: 2 });
			contains(out.content, "Showing the first 2 of");
		});
		it("reports an invalid pattern", () => {
			const out = run(sample, "search_scripts", { query: "[unclosed", pattern: true });
			expect(out.isError).to.equal(true);
			contains(out.content, "not a valid Lua pattern");
		});
	});

	describe("get_selection", () => {
		it("lists what the user selected", () => {
			Sim.select([find("Workspace.Tower")]);
			const out = run(sample, "get_selection", {});
			contains(out.content, "Workspace.Tower (Model)");
			Sim.select([]);
		});
	});

	describe("get_place_map", () => {
		it("shows services biggest first and stays within the budget", () => {
			const out = run(sample, "get_place_map", { budget: 500 });
			expect(out.content.size() <= 700).to.equal(true);
			contains(out.content, "not shown to stay within 500 characters");
		});
		it("lists scripts and folders", () => {
			const out = run(sample, "get_place_map", {});
			contains(out.content, "PlayerData (Script)");
			contains(out.content, "Checkpoints (Folder");
		});
	});

	describe("get_class_info", () => {
		it("lists real properties from the engine", () => {
			const out = run(sample, "get_class_info", { class_name: "Part" });
			contains(out.content, "creatable");
			contains(out.content, "Anchored: bool");
		});
		it("suggests the closest class for an invented one", () => {
			const out = run(sample, "get_class_info", { class_name: "Prat" });
			expect(out.isError).to.equal(true);
			contains(out.content, '"Part"');
		});
	});

	describe("discover_project", () => {
		it("counts scripts per service and names the conventions", () => {
			const out = run(sample, "discover_project", {});
			contains(out.content, "ServerScriptService: ");
			contains(out.content, "PascalCase");
		});
	});
};
