/**
 * ConfigShape: settings and constants modules (names set to literals, few functions) are told
 * from code and from command tables (a function per handful of literal fields).
 */
import { ConfigShape } from "Context/Index/ConfigShape";

function shapeOf(text: string): boolean {
	const shape = new ConfigShape();
	shape.scan("\n" + text);
	return shape.isConfig();
}

export = () => {
	it("counts a roblox-ts constants file as configuration", () => {
		const text = [
			'import { Players } from "@rbxts/services";',
			"// Premium benefit applied when earning money",
			"export const PREMIUM_BENEFIT = 1.2;",
			"",
			"export const WORLD_BOUNDS = 128;",
			"export const WORLD_TICK = 1 / 20;",
			"export const IS_PROD = game.PlaceId === 1;",
		].join("\n");
		expect(shapeOf(text)).to.equal(true);
	});

	it("counts a Lua settings table and dotted settings as configuration", () => {
		expect(
			shapeOf('return {\n\tPrefix = {":", ";"};\n\tMaxLogs = 5000;\n\tTheme = "Dark";\n\tSaveAdmins = false;\n}'),
		).to.equal(true);
		expect(
			shapeOf(
				'local settings = {}\nsettings.Prefix = ":"\nsettings.MaxLogs = 5000\nsettings.Ranks = {}\nreturn settings',
			),
		).to.equal(true);
	});

	it("counts Luau constants held in locals, as a Lua module writes them and as roblox-ts compiles export const", () => {
		const compiled = [
			"-- Compiled with roblox-ts v3.0.0",
			"local PREMIUM_BENEFIT = 1.2",
			"local WORLD_BOUNDS = 128",
			"local WORLD_TICK = 1 / 20",
			"local IS_PROD = game.PlaceId == 1",
			"return {",
			"\tPREMIUM_BENEFIT = PREMIUM_BENEFIT,",
			"\tWORLD_BOUNDS = WORLD_BOUNDS,",
			"\tWORLD_TICK = WORLD_TICK,",
			"\tIS_PROD = IS_PROD,",
			"}",
		].join("\n");
		expect(shapeOf(compiled)).to.equal(true);
		expect(
			shapeOf(
				'local MAX_SPEED = 16\nlocal SHOP_NAME = "Shop"\nlocal PVP = false\nreturn { MAX_SPEED = MAX_SPEED }',
			),
		).to.equal(true);
		// A script whose few constants serve its functions is code.
		const damageScript = [
			'local Players = game:GetService("Players")',
			"local RESPAWN_TIME = 5",
			"local DAMAGE = 10",
			"local ENABLED = true",
			"local function onTouched(hit)",
			'\tlocal humanoid = hit.Parent:FindFirstChild("Humanoid")',
			"\tif humanoid then humanoid:TakeDamage(DAMAGE) end",
			"end",
			"local function onDied(player)",
			"\ttask.wait(RESPAWN_TIME)",
			"\tplayer:LoadCharacter()",
			"end",
			"script.Parent.Touched:Connect(onTouched)",
		].join("\n");
		expect(shapeOf(damageScript)).to.equal(false);
	});

	it("does not count code, a command table or UI properties as configuration", () => {
		const code = "local M = {}\nfunction M.run(x)\n\tlocal y = 1\n\treturn x + y\nend\nreturn M";
		expect(shapeOf(code)).to.equal(false);
		const commands: string[] = ["return {"];
		for (let i = 0; i < 6; i++)
			commands.push(
				`\tCmd${i} = {\n\t\tPrefix = ":";\n\t\tCommands = {"cmd${i}"};\n\t\tArgs = {"player"};\n\t\tAdminLevel = "Moderators";\n\t\tFunction = function(plr, args)\n\t\tend;\n\t};`,
			);
		commands.push("}");
		expect(shapeOf(commands.join("\n"))).to.equal(false);
		const ui =
			'return function(props)\n\treturn Roact.createElement("Frame", {\n\t\tBackgroundTransparency = 1,\n\t\tSize = UDim2.new(1, 0, 1, 0),\n\t\tLayoutOrder = 2,\n\t\tName = "Hint",\n\t\tVisible = true,\n\t})\nend';
		expect(shapeOf(ui)).to.equal(false);
	});
};
