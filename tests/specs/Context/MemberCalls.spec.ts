/**
 * Ranking on a place shaped like a plain-Lua codebase whose modules reach each other
 * through a shared table instead of `require` (`server.Journal = {...}` in one script,
 * `Journal:AddLog(...)` in another): the module whose member the matching script calls, by
 * a name the message uses, is followed to; one whose called members the message does not
 * name is not.
 *
 * Why this shape: on the real admin system every core module is reached as `server.X`, so
 * the require graph had no edges and "the kick command should log ..." never reached the
 * logging module from the command that kicks.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";
import { folder, module } from "../support/PlaceBuilder";

function buildPlace(root: Instance) {
	const core = folder("Core", folder("ServerScriptService", root));
	// The logging module: never required, set on the shared table and called through it.
	module(
		"Journal",
		core,
		"return function(server)\n\tserver.Journal = {\n\t\tEntries = {};\n\t\tAddLog = function(self, tab, entry)\n\t\t\ttable.insert(self.Entries, { tab, entry })\n\t\tend;\n\t}\nend\n",
	);
	// Another core module the command calls, for something the message does not name.
	module(
		"Effects",
		core,
		"return function(server)\n\tserver.Effects = {\n\t\tFlash = function(self, target)\n\t\t\ttarget.Transparency = 0.5\n\t\tend;\n\t}\nend\n",
	);
	module(
		"Moderators",
		core,
		'return function(server)\n\tlocal Journal, Effects = server.Journal, server.Effects\n\treturn {\n\t\tKick = {\n\t\t\tFunction = function(plr, args)\n\t\t\t\tEffects:Flash(args[1])\n\t\t\t\tJournal:AddLog("Commands", plr.Name .. " kicked " .. args[1].Name)\n\t\t\t\targs[1]:Kick(args[2])\n\t\t\tend;\n\t\t};\n\t}\nend\n',
	);
	// Scripts that use more of the message's words than the logging module, linked to nothing.
	for (const name of ["Audit", "Notes"])
		module(name, core, `local function note(who, reason)\n\tprint("${name} log", who, reason)\nend\nreturn note\n`);
	// Enough other scripts for "log" to be a word few of them use (Ranking's RARE_SHARE).
	for (let i = 0; i < 80; i++) module(`Filler${i}`, core, `local value${i} = ${i}\nreturn value${i}\n`);
}

/** Fails with the ranking shown, so a miss says where things landed. */
function check(ok: boolean, what: string, ranked: ReadonlyArray<string>) {
	if (!ok) error(`${what}; ranking:\n${ranked.filter((_, i) => i < 8).join("\n")}`);
}

export = () => {
	if (LuxSim === undefined) return;
	const withPlace = (body: (index: ScriptIndex, selector: ContextSelector) => void) => {
		const holder = folder("MemberCallsSpecPlace", game.GetService("ServerStorage"));
		try {
			buildPlace(holder);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			body(index, new ContextSelector(index));
		} finally {
			holder.Destroy();
		}
	};

	describe("member calls through a shared table", () => {
		it("indexes each script's member calls and what it sets on a shared table", () =>
			withPlace((index) => {
				const moderators = index.findByPath("ServerScriptService.Core.Moderators")!;
				const calls = moderators.callReceivers.map((r, i) => `${r}.${moderators.callMembers[i]}`);
				expect(calls.includes("Journal.AddLog")).to.equal(true);
				expect(calls.includes("Effects.Flash")).to.equal(true);
				// Calls on Luau's and Roblox's own libraries are not a module's.
				expect(calls.includes("table.insert")).to.equal(false);
				expect(index.findByPath("ServerScriptService.Core.Journal")!.provides.includes("Journal")).to.equal(
					true,
				);
			}));

		it("follows a call whose member the message names to the module defining it", () =>
			withPlace((_, selector) => {
				const result = selector.selectRelevantScripts({
					message: "The kick command should log who kicked whom and the reason",
				});
				const ranked = result.ranked.map((r) => r.entry.path);
				const shown = result.ranked.map((r) => `${r.entry.path} ${string.format("%.1f", r.score)}`);
				const at = (p: string) => ranked.indexOf(p) + 1;
				check(at("ServerScriptService.Core.Moderators") === 1, "the command first", shown);
				const journal = at("ServerScriptService.Core.Journal");
				check(journal === 2, "the logging module it calls second", shown);
				const effects = at("ServerScriptService.Core.Effects");
				check(effects === 0 || effects > 5, "a called module the message does not name is not lifted", shown);
			}));
	});
};
