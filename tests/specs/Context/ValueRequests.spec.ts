/**
 * A request to change a value ("keep more than 1000 command logs") ranks the settings module
 * holding it among the first, above code that uses the same words more; a request that asks
 * no value does not lift it.
 *
 * Why: on the real admin system and the roblox-ts game the setting (`MaxLogs = 5000;`,
 * `export const PREMIUM_BENEFIT = 1.2`) lives in a module of names and values that matches
 * the request by a word or two, and ranked 7th to 18th behind the code using it.
 */
import { withIndexedPlace } from "../support/IndexedPlace";

function make(cls: "Folder" | "ModuleScript", name: string, parent: Instance, source?: string): Instance {
	const i = new Instance(cls);
	i.Name = name;
	if (source !== undefined) (i as ModuleScript).Source = source;
	i.Parent = parent;
	return i;
}

const SETTINGS = [
	"-- Settings for the admin system",
	"return {",
	'\tPrefix = ":";\t\t-- the : in :kill me',
	"\tMaxLogs = 5000;\t\t-- how many command logs to keep",
	'\tBanMessage = "Banned";',
	'\tTheme = "Dark";',
	"\tSaveAdmins = true;",
	"}",
].join("\n");

/** Code that keeps and shows command logs: more of the request's words than the settings. */
function logCode(name: string): string {
	return [
		`local ${name} = {}`,
		`function ${name}.record(entry)`,
		"\t-- keep the command logs of this server, more of them for admins",
		"\ttable.insert(logs, entry)",
		"end",
		`function ${name}.show(player)`,
		"\tfor _, log in logs do print(log) end",
		"end",
		`return ${name}`,
	].join("\n");
}

function ranking(message: string): string[] {
	return withIndexedPlace(
		"ValueSpecPlace",
		(holder) => {
			const root = make("Folder", "ServerScriptService", holder);
			make("ModuleScript", "Settings", make("Folder", "Config", root), SETTINGS);
			const core = make("Folder", "Core", root);
			for (const name of ["Process", "Server", "Chat", "Handler"])
				make("ModuleScript", name, core, logCode(name));
			for (let i = 0; i < 10; i++) make("ModuleScript", `Filler${i}`, core, `return ${i}\n`);
		},
		(index, selector) => {
			expect(index.findByPath("ServerScriptService.Config.Settings")!.config).to.equal(true);
			expect(index.findByPath("ServerScriptService.Core.Process")!.config).to.equal(undefined);
			return selector.selectRelevantScripts({ message }).ranked.map((r) => `${r.entry.path} ${r.score}`);
		},
	);
}

export = () => {
	if (LuxSim === undefined) return;
	it("ranks the settings module first for a request to change a value it holds", () => {
		const ranked = ranking("Keep more than 1000 command logs");
		if (ranked[0].sub(1, 35) !== "ServerScriptService.Config.Settings")
			error(`the settings are not first:\n${ranked.join("\n")}`);
	});

	/** The settings module's place in the ranking (1-based; 0 when not ranked). */
	const settingsAt = (ranked: string[]) =>
		ranked.findIndex((line) => line.sub(1, 36) === "ServerScriptService.Config.Settings ") + 1;

	it("does not lift the settings module for a request that asks no value", () => {
		const ranked = ranking("Command logs are shown to the wrong player");
		const at = settingsAt(ranked);
		if (at >= 1 && at <= 4) error(`the settings ranked ${at}:\n${ranked.join("\n")}`);
	});

	it("a line number, a name's digits or a pasted error's position is no value asked", () => {
		// Each of these had lifted the settings module first, as "keep more than 1000" does.
		for (const message of [
			"Command logs are shown to the wrong player, see line 42 of the log code",
			"ServerScriptService.Core.Process:57: command logs shown to the wrong player",
			"Command logs are shown to the wrong player on R15 rigs",
			"17:21:03.123  ServerScriptService.Core.Process:57: command logs shown to the wrong player",
		]) {
			const ranked = ranking(message);
			const at = settingsAt(ranked);
			if (at >= 1 && at <= 4) error(`${message}: the settings ranked ${at}:\n${ranked.join("\n")}`);
		}
		// The settings module still comes first when a number is a value.
		expect(settingsAt(ranking("Keep 5000 command logs instead"))).to.equal(1);
	});
};
