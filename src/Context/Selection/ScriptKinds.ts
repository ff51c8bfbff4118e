/**
 * Kinds of script a request is rarely about: tests (specs, stories, benchmarks) and vendored
 * packages. Ranking keeps TEST_FACTOR of such a script's score, from its own words and from
 * the links that lend it score alike.
 *
 * Why both: a test or a mock mentions what it exercises everywhere (its words match), and it
 * requires or mocks the scripts a request is about (its links match): the mock of a remote
 * links to every script using that remote.
 */
import { ScriptEntry } from "../Index/ScriptEntry";

/** Test scripts mention what they test everywhere; they rank low unless tests are asked about. */
const TEST_FACTOR = 0.3;

/**
 * Vendored packages (Wally's Packages folder, roblox-ts's node_modules): a game's developer
 * asks about the game, not the libraries it ships, whose generic words match everything.
 */
const VENDOR_FOLDERS = ["lib", "libs", "Lib", "Libs", "Libraries", "libraries", "vendor", "Vendor", "ThirdParty"];

export function isVendored(entry: ScriptEntry): boolean {
	const p = entry.path;
	return (
		p.find("%._Index%.")[0] !== undefined ||
		p.find("%.node_modules%.")[0] !== undefined ||
		p.find("%.rbxts_include%.")[0] !== undefined ||
		p.find("%.Packages%.")[0] !== undefined ||
		VENDOR_FOLDERS.some((f) => p.find(`%.${f}%.`)[0] !== undefined)
	);
}

export function isTest(entry: ScriptEntry): boolean {
	const name = entry.name.lower();
	// Folders in either case: roblox-ts projects name theirs `test`, Lua ones `Tests`. Storybook
	// stories (`x.story`, a `stories` folder) preview UI and a `.bench` file measures code the
	// way tests exercise it.
	const path = entry.path.lower();
	return (
		name.sub(-5) === ".spec" ||
		name.sub(-5) === ".test" ||
		name.sub(-6) === ".story" ||
		name.sub(-6) === ".bench" ||
		path.find("%.tests?%.")[0] !== undefined ||
		path.find("%.stories%.")[0] !== undefined
	);
}

/** The share of its score a script keeps for its kind (tests in full when tests are asked about). */
export function kindFactor(entry: ScriptEntry, asksTests: boolean): number {
	let f = 1;
	if (!asksTests && isTest(entry)) f *= TEST_FACTOR;
	if (isVendored(entry)) f *= TEST_FACTOR;
	return f;
}
