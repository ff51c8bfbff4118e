/**
 * A script named by its full name in the message, the way Studio's Output writes it, ranks
 * first: a pasted error (`ServerScriptService.Core.Admin:312: attempt to index nil`), with the
 * Output's timestamp or a request around it, a stack line (`Script '…', Line 12` or `…, line
 * 12`), a name with a space in it (`Workspace.Lava Part.Kill:3:`), or a dotted path typed out.
 *
 * Why: on the real admin system (Adonis) a pasted error naming `Server.Core.Admin` ranked it
 * 6th and one naming `Server.Core.Logs` 13th, behind command modules that use the error's
 * words (admin, server, core) more. The place below has that shape.
 */
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

/** A command module full of the words an error about the core would have. */
function commands(rank: string): string {
	return [
		`-- ${rank} commands: admin tools for the server core`,
		"return function(Server, Core, Admin, Logs)",
		`\tlocal ${rank} = {}`,
		`\t${rank}.Kick = { Admin = true, Run = function(plr, user) Core.Kick(user.UserId) Logs.add(plr, "kick") end }`,
		`\t${rank}.Ban = { Admin = true, Run = function(plr, user) Admin.Ban(user.UserId) Logs.add(plr, "ban") end }`,
		`\t${rank}.Logs = { Admin = true, Run = function(plr) Logs.show(plr, Server.Logs, Admin.Level(plr)) end }`,
		`\treturn ${rank}`,
		"end",
	].join("\n");
}

function ranked(message: string): string[] {
	return withIndexedPlace(
		"MentionsPlace",
		(holder) => {
			const sss = folder("ServerScriptService", holder);
			const server = folder("Server", sss);
			const core = folder("Core", server);
			module("Admin", core, "local Admin = {}\nfunction Admin.Level(p) return 0 end\nreturn Admin");
			module("Logs", core, "local Logs = {}\nfunction Logs.add(p, what) end\nreturn Logs");
			module("Functions", core, "local Functions = {}\nfunction Functions.Hint(p, text) end\nreturn Functions");
			const cmds = folder("Commands", server);
			for (const rank of ["Admins", "HeadAdmins", "Moderators", "Owners", "Players"])
				module(rank, cmds, commands(rank));
			const client = folder("Client", sss);
			module(
				"Functions",
				folder("Core", client),
				"local Functions = {}\nfunction Functions.Hint(text) end\nreturn Functions",
			);
			const ws = folder("Workspace", holder);
			module("Kill", folder("Lava Part", ws), "return function(part) part.Touched:Connect(print) end");
			const sps = folder("StarterPlayerScripts", folder("StarterPlayer", holder));
			module("Controls", sps, "return function(player) return player.Character end");
			// Scripts about controls that say more of the error's words than the one it names.
			for (const kind of ["Camera", "Mobile", "Gamepad"])
				module(
					`${kind}Controls`,
					sps,
					`-- ${kind} controls: index the player's controls, nil until the character loads\nreturn function(player) local controls = player.Character return controls end`,
				);
			const traps = folder("Traps", ws);
			for (let i = 1; i <= 4; i++)
				module(
					`LavaKill${i}`,
					traps,
					`-- lava part kill: the lava kills a player touching the part\nlocal part = script.Parent\npart.Touched:Connect(function(hit) hit.Parent.Humanoid.Health = 0 end)`,
				);
		},
		(_, selector) => rankedPaths(selector, message),
	);
}

function expectFirst(message: string, path: string) {
	const list = ranked(message);
	if (list[0] !== path) error(`${message}\nexpected ${path} first:\n${list.join("\n")}`);
}

export = () => {
	it("a pasted error ranks the script it names first, with a timestamp or words around it", () => {
		expectFirst(
			"ServerScriptService.Server.Core.Admin:312: attempt to index nil with 'UserId'",
			"ServerScriptService.Server.Core.Admin",
		);
		expectFirst(
			"fix this error: 17:33:04.123  ServerScriptService.Server.Core.Logs:88: attempt to perform arithmetic on nil (admin logs)",
			"ServerScriptService.Server.Core.Logs",
		);
	});

	it("a stack line, old style or new, and a name with a space as the Output writes it", () => {
		expectFirst(
			"Stack Begin\nScript 'ServerScriptService.Server.Core.Admin', Line 12 - function Level\nStack End",
			"ServerScriptService.Server.Core.Admin",
		);
		expectFirst(
			"ServerScriptService.Server.Core.Logs, line 3 - function add",
			"ServerScriptService.Server.Core.Logs",
		);
		expectFirst("Workspace.Lava Part.Kill:3: the lava part does not kill", "Workspace.Lava Part.Kill");
	});

	it("a dotted path typed out, and a shorter mention that ends a few scripts' paths", () => {
		expectFirst(
			"Look at ServerScriptService.Server.Core.Logs for the admin logs",
			"ServerScriptService.Server.Core.Logs",
		);
		const list = ranked("Core.Functions:77: attempt to call a nil value (field 'Hint') for admin commands");
		const top = [list[0], list[1]];
		for (const path of ["ServerScriptService.Server.Core.Functions", "ServerScriptService.Client.Core.Functions"])
			if (!top.includes(path)) error(`expected ${path} in the first two:\n${list.join("\n")}`);
	});

	it("a playtest's running copy is read as the Starter script it came from; lower-case workspace too", () => {
		expectFirst(
			"Players.Ann.PlayerScripts.Controls:8: attempt to index nil with 'Character' (player controls)",
			"StarterPlayer.StarterPlayerScripts.Controls",
		);
		expectFirst("workspace.Lava Part.Kill:3: the lava part does not kill", "Workspace.Lava Part.Kill");
	});

	it("a dotted path inside quoted code is a lookup in that code, not the script meant", () => {
		// The script the code came from is not in this place; the required module must not be
		// lifted above the scripts the request's words point at (the command modules).
		const list = ranked(
			"admin commands fail here:\nlocal Logs = require(game.ServerScriptService.Server.Core.Logs)",
		);
		if (list[0] === "ServerScriptService.Server.Core.Logs")
			error(`the required module was lifted:\n${list.join("\n")}`);
	});
};
