/**
 * A request quoting code ranks the script the code comes from first: pasted lines, or inline
 * code in backticks, even when that script is a vendored package or a story (kinds that rank
 * low). A line that many scripts share (an import, a service lookup) names none of them.
 *
 * Why: on the real admin system, twenty requests quoting two lines of one of its scripts found
 * that script in the first five for 12 (recall@5 0.60): the quoted lines' words (DataStore,
 * GetData) belong to every script using that API, and the module defining them came first.
 * The place below has that shape.
 */
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

const CORE = [
	"local Core = {}",
	"Core.DataStore = nil -- the place's data store, once loaded",
	"function Core.GetData(key) return Core.DataStore and Core.DataStore:GetAsync(key) end",
	"function Core.SetData(key, value) Core.DataStore:SetAsync(key, value) end",
	"return Core",
].join("\n");

/** A module that uses the data store API as much as the quoted script does. */
function user(name: string): string {
	return [
		`local ${name} = {}`,
		'local DataStoreService = game:GetService("DataStoreService")',
		`function ${name}.load(Core) -- loads from the data store`,
		`\tif Core.DataStore then ${name}.saved = Core.GetData("${name}") or {} end`,
		`\tCore.SetData("${name}", ${name}.saved)`,
		"end",
		`return ${name}`,
	].join("\n");
}

const ADMIN = [
	"local Admin = {}",
	"function Admin.RunAfterPlugins(Core)",
	'\tif Core.DataStore and not Core.GetData("ShutdownLogs") then',
	'\t\tCore.SetData("ShutdownLogs", {})',
	"\tend",
	"end",
	"return Admin",
].join("\n");

const SIGNAL = [
	"local Signal = {}",
	"Signal.__index = Signal",
	"function Signal:Fire(...) for _, fn in self._handlers do task.spawn(fn, ...) end end",
	"return Signal",
].join("\n");

function build(holder: Instance) {
	const sss = folder("ServerScriptService", holder);
	const core = folder("Core", sss);
	module("Core", core, CORE);
	module("Admin", core, ADMIN);
	for (const name of ["Bans", "Logs", "Settings", "Ranks", "Trello"]) module(name, core, user(name));
	module(
		"DataStoreService",
		folder("Dependencies", sss),
		"local DataStoreService = {}\n-- a stand-in DataStoreService for Studio\nfunction DataStoreService:GetDataStore(name) return {} end\nreturn DataStoreService",
	);
	module("Signal", folder("Packages", folder("ReplicatedStorage", holder)), SIGNAL);
	// The game's own Signal, written alike but not the same, and 80 effects firing their handlers the same way
	// things and report errors: all rank above the vendored copy by its words.
	module(
		"Signal",
		sss,
		"local Signal = {}\nfunction Signal:Fire(...) for _, fn in self.handlers do fn(...) end end\nreturn Signal",
	);
	const effects = folder("Effects", sss);
	for (let i = 1; i <= 80; i++)
		module(
			`Effect${i}`,
			effects,
			`local Effect = {}\nfunction Effect:Fire(...) for _, fn in self._handlers do task.spawn(fn, ...) end end -- effect ${i}, a signal\nreturn Effect`,
		);
}

function ranked(message: string): string[] {
	return withIndexedPlace("QuotedCodePlace", build, (_, selector) => rankedPaths(selector, message));
}

function expectFirst(message: string, path: string) {
	const list = ranked(message);
	if (list[0] !== path) error(`${message}\nexpected ${path} first:\n${list.join("\n")}`);
}

export = () => {
	it("pasted lines rank the script they come from first, above the module defining their words", () => {
		expectFirst(
			'This never runs, why?\n\t\tif Core.DataStore and not Core.GetData("ShutdownLogs") then\n\t\t\tCore.SetData("ShutdownLogs", {})',
			"ServerScriptService.Core.Admin",
		);
	});

	it("inline code in backticks finds a vendored package's script", () => {
		expectFirst(
			"Errors come from `function Signal:Fire(...) for _, fn in self._handlers do task.spawn(fn, ...) end end` when firing",
			"ReplicatedStorage.Packages.Signal",
		);
	});

	it("a line many scripts share lifts none of them", () => {
		// Five modules hold this exact line. Its score is the one the same words get unquoted
		// (the second message changes the line so that no script holds it).
		const scoreOf = (message: string) =>
			withIndexedPlace("QuotedCommonPlace", build, (_, selector) =>
				selector
					.selectRelevantScripts({ message })
					.ranked.find((r) => r.entry.path === "ServerScriptService.Core.Bans"),
			)?.score;
		const quoted = scoreOf('why is this slow?\n\tlocal DataStoreService = game:GetService("DataStoreService")');
		const unheld = scoreOf('why is this slow?\n\tlocal DataStoreService = game:GetService( "DataStoreService")');
		expect(quoted).to.be.ok();
		expect(quoted).to.equal(unheld);
	});
};
