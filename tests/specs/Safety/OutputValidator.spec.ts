import { loadSample, Sample } from "../Tools/SamplePlace";
import { validateCall, formatValidation } from "Safety/OutputValidator";

type Case = [name: string, tool: string, args: Record<string, unknown>, expected: string[]];

/** Malformed or hallucinated calls, each with the words its answer must contain. */
const CASES: Case[] = [
	["unknown tool, close name", "read_script", { path: "x" }, ['no tool "read_script"', '"get_script"']],
	["unknown tool, misspelt", "patch_scirpt", {}, ['"patch_script"']],
	["unknown tool, invented", "teleport_player", {}, ['no tool "teleport_player"']],
	["missing required argument", "get_script", {}, ['needs "path"']],
	["wrong type: number for string", "get_script", { path: 5 }, ["path must be a string, got number"]],
	[
		"wrong type: string for integer",
		"get_script",
		{ path: "ServerScriptService.PlayerData", start_line: "3" },
		["start_line must be an integer, got string"],
	],
	["fractional integer", "list_children", { path: "Workspace", depth: 1.5 }, ["depth must be a whole number"]],
	["below minimum", "list_children", { path: "Workspace", depth: 0 }, ["depth must be at least 1"]],
	[
		"unknown argument with suggestion",
		"patch_script",
		{ path: "ServerScriptService.PlayerData", search_text: "a", replace: "b", search: "x" },
		['no argument "search_text"', '"search"'],
	],
	[
		"wrong argument name only",
		"patch_script",
		{ path: "ServerScriptService.PlayerData", find: "a", replace: "b" },
		['no argument "find"', 'needs "search"'],
	],
	[
		"enum value",
		"create_script",
		{ parent: "ServerScriptService", name: "A", class_name: "ServerScript", source: "" },
		["must be one of Script, LocalScript, ModuleScript"],
	],
	[
		"enum value with suggestion",
		"create_script",
		{ parent: "ServerScriptService", name: "A", class_name: "Modulescript", source: "" },
		['"ModuleScript"'],
	],
	[
		"object expected",
		"set_properties",
		{ path: "Workspace.Tower", properties: "Anchored=true" },
		["properties must be a object, got string"],
	],
	["invented class", "create_instance", { parent: "Workspace", class_name: "Prat" }, ['no class "Prat"', '"Part"']],
	[
		"invented class in a child",
		"create_instance",
		{ parent: "Workspace", class_name: "Model", children: [{ class_name: "SpotLigth" }] },
		["children[1].class_name", '"SpotLight"'],
	],
	[
		"invented property",
		"set_properties",
		{ path: "Workspace.Map.LavaPit", properties: { Colour: [1, 0, 0] } },
		['Part has no property "Colour"', '"Color"'],
	],
	[
		"property of another class",
		"create_instance",
		{ parent: "Workspace", class_name: "Frame", properties: { Text: "hi" } },
		['Frame has no property "Text"'],
	],
	[
		"invented property in a child",
		"create_instance",
		{ parent: "Workspace", class_name: "Model", children: [{ class_name: "Part", properties: { Anchord: true } }] },
		['no property "Anchord"', '"Anchored"'],
	],
	[
		"bad path",
		"get_instance",
		{ path: "Workspace.Mapp.LavaPit" },
		['Workspace has no child "Mapp"', "Did you mean Workspace.Map"],
	],
	[
		"bad path deep",
		"get_instance",
		{ path: "Workspace.Map.LavaPot" },
		['Workspace.Map has no child "LavaPot"', "Workspace.Map.LavaPit"],
	],
	[
		"path with dots written plainly",
		"get_instance",
		{ path: "Workspace.Map.Spawn.v2" },
		['write it as Workspace.Map["Spawn.v2"]'],
	],
	["unclosed bracket escape", "get_instance", { path: 'Workspace.Map["Spawn.v2' }, ["unclosed"]],
	["path with an empty segment", "get_instance", { path: "Workspace..Map" }, ["empty name"]],
	[
		"bad parent path",
		"create_script",
		{ parent: "ServerScriptServise", name: "A", class_name: "Script", source: "" },
		['game has no child "ServerScriptServise"', "ServerScriptService"],
	],
	[
		"bad new_parent path",
		"move_instance",
		{ path: "Workspace.Tower", new_parent: "Workspace.Chekpoints" },
		["new_parent", "Workspace.Checkpoints"],
	],
];

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	for (const [name, tool, args, expected] of CASES) {
		it(`answers ${name}`, () => {
			const call = { id: "c", name: tool, args };
			const validation = validateCall(call, sample.hosts);
			expect(validation.valid).to.equal(false);
			const text = formatValidation(call, validation);
			for (const piece of expected)
				if (text.find(piece, 1, true)[0] === undefined)
					error(`expected ${string.format("%q", piece)} in:\n${text}`);
		});
	}

	it("accepts well-formed calls", () => {
		const calls = [
			{ id: "c", name: "get_script", args: { path: "ServerScriptService.PlayerData.Init", start_line: 1 } },
			{ id: "c", name: "get_instance", args: { path: 'Workspace.Map["Spawn.v2"]' } },
			{
				id: "c",
				name: "create_instance",
				args: { parent: "Workspace", class_name: "Part", properties: { Anchored: true } },
			},
			{
				id: "c",
				name: "set_properties",
				args: { path: "Workspace.Map.LavaPit", properties: { Color: [255, 0, 0] } },
			},
		];
		for (const call of calls) {
			const validation = validateCall(call, sample.hosts);
			if (!validation.valid) error(formatValidation(call, validation));
		}
	});
};
