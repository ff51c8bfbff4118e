/**
 * A request naming a command in two words ("timed bans") finds the large command table that
 * defines it as one name (`TimeBan = {`), above an equally large script that only uses the
 * words time and ban.
 *
 * Why: on the real admin system the command tables define hundreds of commands each; the
 * words of a command's name are everywhere, its whole name in one place.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { compoundsIn } from "Context/Selection/MessageTerms";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

function make(cls: "Folder" | "ModuleScript", name: string, parent: Instance, source?: string): Instance {
	const i = new Instance(cls);
	i.Name = name;
	if (source !== undefined) (i as ModuleScript).Source = source;
	i.Parent = parent;
	return i;
}

/** A command table in the admin system's shape (one table literal, a field per command) after `extra` lines. */
function commandTable(names: ReadonlyArray<string>, extra: string): string {
	const lines = [extra, "return {"];
	for (const name of names)
		lines.push(
			`\t${name} = {\n\t\tPrefix = ":";\n\t\tFunction = function(plr, args)\n\t\t\treturn "${name}"\n\t\tend;\n\t};`,
		);
	lines.push("}");
	return lines.join("\n");
}

export = () => {
	if (LuxSim === undefined) return;
	it("splits the message into adjacent pairs in their plain forms", () => {
		const compounds = compoundsIn("Timed bans are not lifted");
		expect(compounds.includes("timeban")).to.equal(true);
		expect(compounds.includes("timedbans")).to.equal(true);
		expect(compounds.includes("arenot")).to.equal(false);
	});

	it("reaches across an article and takes a verb's -ing form to its plain form", () => {
		const compounds = compoundsIn("Removing a keybind leaves it active");
		expect(compounds.includes("removekeybind")).to.equal(true);
		expect(compounds.includes("removingakeybind")).to.equal(false);
	});

	it("takes a doubled consonant before -ing to both plain forms ('stopping the timer' ~ StopTimer, 'adding coins' ~ AddCoins)", () => {
		expect(compoundsIn("Stopping the timer fails").includes("stoptimer")).to.equal(true);
		expect(compoundsIn("Adding coins twice").includes("addcoin")).to.equal(true);
		expect(compoundsIn("Killing the boss").includes("killboss")).to.equal(true);
	});

	// "removing a keybind" is the function RemoveKeyBind in a module of many functions; another
	// script says keybind, remove and active in its text and would win on words alone.
	it("ranks the module defining a verb and its object as one name ('removing a keybind' ~ RemoveKeyBind)", () => {
		const holder = make("Folder", "CompoundSpecPlace", game.GetService("ServerStorage"));
		try {
			const core = make("Folder", "Core", make("Folder", "StarterPlayerScripts", holder));
			const fns = ["RemoveKeyBind", "AddKeyBind"];
			for (let i = 0; i < 50; i++) fns.push(`Helper${i}`);
			const body = fns.map((f) => `function Functions.${f}(...)\n\treturn ...\nend`).join("\n");
			make("ModuleScript", "Functions", core, `local Functions = {}\n${body}\nreturn Functions\n`);
			make(
				"ModuleScript",
				"Remote",
				core,
				'local binds = {}\n-- the server may remove a keybind; an active keybind stays\nprint("keybind", "remove", "active", binds)\nreturn binds\n',
			);
			for (let i = 0; i < 8; i++) make("ModuleScript", `Filler${i}`, core, `return ${i}\n`);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			const result = new ContextSelector(index).selectRelevantScripts({
				message: "Removing a keybind leaves it active",
			});
			const ranked = result.ranked.map((r) => r.entry.path);
			if (ranked[0] !== "StarterPlayerScripts.Core.Functions")
				error(`the defining module is not first:\n${ranked.join("\n")}`);
		} finally {
			holder.Destroy();
		}
	});

	it("ranks the script defining the two words as one name above one using the words", () => {
		const holder = make("Folder", "CompoundSpecPlace", game.GetService("ServerStorage"));
		try {
			const commands = make("Folder", "Commands", make("Folder", "ServerScriptService", holder));
			const head: string[] = ["TimeBan"];
			const other: string[] = [];
			for (let i = 0; i < 60; i++) {
				head.push(`Head${i}`);
				other.push(`Other${i}`);
			}
			make("ModuleScript", "HeadAdmins", commands, commandTable(head, ""));
			// Uses more of the words (a ban's time, a message) without defining the command.
			make(
				"ModuleScript",
				"Moderators",
				commands,
				commandTable(other, 'local banTime = os.time()\nprint("a timed ban is lifted at", banTime)'),
			);
			for (let i = 0; i < 8; i++) make("ModuleScript", `Filler${i}`, commands, `return ${i}\n`);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			const result = new ContextSelector(index).selectRelevantScripts({
				message: "Timed bans are not lifted when they expire",
			});
			const ranked = result.ranked.map((r) => r.entry.path);
			const at = (p: string) => ranked.indexOf(p) + 1;
			const defining = at("ServerScriptService.Commands.HeadAdmins");
			if (!(defining >= 1 && defining < at("ServerScriptService.Commands.Moderators")))
				error(`the defining table ranked ${defining}:\n${ranked.join("\n")}`);
		} finally {
			holder.Destroy();
		}
	});

	// A command table of a dozen commands defines fewer names than an outline shows, but its
	// commands are nested in the returned table, where no outline looks (TermSets.matchable).
	it("counts a small table's nested definitions the same way", () => {
		const holder = make("Folder", "CompoundSpecPlace", game.GetService("ServerStorage"));
		try {
			const commands = make("Folder", "Commands", make("Folder", "ServerScriptService", holder));
			make("ModuleScript", "HeadAdmins", commands, commandTable(["TimeBan", "Shutdown", "GlobalMessage"], ""));
			make(
				"ModuleScript",
				"Moderators",
				commands,
				commandTable(
					["Kick", "Mute", "Warn"],
					'local banTime = os.time()\nprint("a timed ban is lifted at", banTime, "when it expires")',
				),
			);
			for (let i = 0; i < 8; i++) make("ModuleScript", `Filler${i}`, commands, `return ${i}\n`);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			const head = index.findByPath("ServerScriptService.Commands.HeadAdmins")!;
			expect(head.nested.includes("timeban")).to.equal(true);
			const result = new ContextSelector(index).selectRelevantScripts({
				message: "Timed bans are not lifted when they expire",
			});
			const ranked = result.ranked.map((r) => r.entry.path);
			if (ranked[0] !== "ServerScriptService.Commands.HeadAdmins")
				error(`the defining table is not first:\n${ranked.join("\n")}`);
		} finally {
			holder.Destroy();
		}
	});

	// "the main module" is the script MainModule; each of its two words also names another
	// script (MainMenu, ModuleLoader) that matches more of the message, so only the
	// run-together name points at it.
	it("finds the script whose name is two adjacent words of the message run together", () => {
		const holder = make("Folder", "CompoundSpecPlace", game.GetService("ServerStorage"));
		try {
			const root = make("Folder", "ServerScriptService", holder);
			make("ModuleScript", "MainModule", root, "local server = {}\nreturn server\n");
			const loader = make("Folder", "Loader", root);
			for (const name of ["MainMenu", "ModuleLoader", "Checker"])
				make(
					"ModuleScript",
					name,
					loader,
					`-- ${name}: loads the module and prints the version it loaded\nlocal version = "1.0"\nprint("loaded module", version)\nreturn version\n`,
				);
			for (let i = 0; i < 8; i++) make("ModuleScript", `Filler${i}`, root, `return ${i}\n`);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			const result = new ContextSelector(index).selectRelevantScripts({
				message: "The loader should print which version of the main module it loaded",
			});
			const ranked = result.ranked.map((r) => r.entry.path);
			const at = ranked.indexOf("ServerScriptService.MainModule") + 1;
			if (!(at >= 1 && at <= 2)) error(`MainModule ranked ${at}:\n${ranked.join("\n")}`);
		} finally {
			holder.Destroy();
		}
	});
};
