// @ts-check
/** The lint rule that keeps Studio's globals inside src/App/Studio (tools/eslint/studioGlobals.js). */
import path from "node:path";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { makeStudioGlobalsRule } from "../../../tools/eslint/studioGlobals.js";
import { REPO_ROOT } from "../LuxSimulator.mjs";

const src = path.join(REPO_ROOT, "src");
const linter = new Linter({ configType: "flat" });

/** Lints `code` as if it were the file `file` (relative to src), with the project's TypeScript parser. */
function lint(/** @type {string} */ file, /** @type {string} */ code) {
	return linter.verify(
		code,
		[
			{
				files: ["**/*.ts", "**/*.tsx"],
				plugins: { lux: { rules: { "studio-globals": /** @type {any} */ (makeStudioGlobalsRule(src)) } } },
				rules: { "lux/studio-globals": "error" },
				languageOptions: { parser: tsParser, sourceType: "module" },
			},
		],
		path.join(src, file),
	);
}

/** @param {any} assert @param {ReturnType<typeof lint>} messages @param {RegExp} what */
function failsOnce(assert, messages, what) {
	assert.equal(messages.length, 1, JSON.stringify(messages));
	assert.match(messages[0].message, what);
	assert.match(messages[0].message, /only src\/App\/Studio may touch it/);
}

export const tests = {
	"an @rbxts/services import outside App/Studio is an error": (/** @type {any} */ assert) => {
		failsOnce(assert, lint("Tools/Write/X.ts", `import { CollectionService } from "@rbxts/services";`), /@rbxts\/services/);
		failsOnce(assert, lint("UI/X.ts", `export { RunService } from "@rbxts/services";`), /@rbxts\/services/);
	},
	"game.GetService on the global game is an error, on an injected root it is not": (/** @type {any} */ assert) => {
		failsOnce(assert, lint("Core/X.ts", `const h = game.GetService("HttpService");`), /game\.GetService/);
		failsOnce(assert, lint("Core/X.ts", `const h = game["FindService"]("HttpService");`), /game\.FindService/);
		assert.deepEqual(lint("Tools/X.ts", `export function f(root: DataModel) { return root.GetService("CollectionService"); }`), []);
		assert.deepEqual(lint("Tools/X.ts", `export function f(game: DataModel) { return game.GetService("LogService"); }`), []);
	},
	"settings(), UserSettings() and plugin are errors outside App/Studio": (/** @type {any} */ assert) => {
		failsOnce(assert, lint("UI/Theme/X.ts", `export const t = settings().Studio.Theme;`), /settings\(\)/);
		failsOnce(assert, lint("UI/X.tsx", `export const u = UserSettings();`), /UserSettings\(\)/);
		failsOnce(assert, lint("Shared/X.ts", `export const p = plugin.GetSetting("k");`), /`plugin`/);
		assert.deepEqual(lint("UI/X.ts", `export function f(settings: () => number) { return settings(); }`), []);
		assert.deepEqual(lint("UI/X.ts", `export interface P { readonly plugin: Plugin } export const n = (p: P) => p.plugin;`), []);
	},
	"game and workspace reach the live DataModel: any use is an error, a default parameter value included": (
		/** @type {any} */ assert,
	) => {
		failsOnce(assert, lint("Shared/X.ts", `export function keyOf(place: DataModel = game) { return place.PlaceId; }`), /`game`/);
		failsOnce(assert, lint("Tools/Core/X.ts", `export const root = game;`), /`game`/);
		failsOnce(assert, lint("Context/Index/X.ts", `export const n = game.Workspace.GetChildren().size();`), /`game`/);
		failsOnce(assert, lint("Planning/X.ts", `export const g = workspace.Gravity;`), /`workspace`/);
		// The same names as parameters or locals are handed in, not reached for.
		assert.deepEqual(lint("Shared/X.ts", `export function keyOf(place: DataModel) { return place.PlaceId; }`), []);
		assert.deepEqual(lint("Tools/X.ts", `export function f(workspace: Workspace) { return workspace.Gravity; }`), []);
		assert.deepEqual(lint("Tools/X.ts", `export function f(root: Instance) { const game = root; return game.Name; }`), []);
	},
	"script, shared, _G and DebuggerManager() are errors outside App/Studio": (/** @type {any} */ assert) => {
		failsOnce(assert, lint("UI/X.ts", `export const here = script.Parent;`), /`script`/);
		failsOnce(assert, lint("Memory/X.ts", `export const cache = shared;`), /`shared`/);
		failsOnce(assert, lint("Core/X.ts", `export const g = _G.Lux;`), /`_G`/);
		failsOnce(assert, lint("Safety/X.ts", `export const d = DebuggerManager();`), /DebuggerManager\(\)/);
		// A local named `shared` (DecisionMemory counts shared words) is not the global.
		assert.deepEqual(lint("Memory/X.ts", `export function f(a: string[]) { let shared = 0; for (const w of a) shared += w.size(); return shared; }`), []);
	},
	"Roblox's pure types and constructors are not Studio globals": (/** @type {any} */ assert) => {
		const pure = `export const v = [new Vector3(0, 1, 0), Enum.KeyCode.Return, new Instance("Folder"), CFrame.identity, UDim2.fromScale(1, 1)];`;
		assert.deepEqual(lint("UI/X.ts", pure), []);
		assert.deepEqual(lint("Tools/X.ts", `export function f(i: Instance) { return i.IsA("Script") ? i.Name : typeOf(i); }`), []);
	},
	"App/Studio may touch them all; the entry script only passes plugin on": (/** @type {any} */ assert) => {
		const all = `import { RunService } from "@rbxts/services";\nexport const a = [game.GetService("HttpService"), game, workspace, script, shared, _G, settings(), UserSettings(), DebuggerManager(), plugin, RunService];`;
		assert.deepEqual(lint("App/Studio/StudioShellHosts.ts", all), []);
		assert.deepEqual(lint("index.server.ts", `import { start } from "App/Studio"; start(plugin);`), []);
		failsOnce(assert, lint("index.server.ts", `export const t = game.GetService("RunService");`), /game\.GetService/);
		failsOnce(assert, lint("App/X.ts", `export const t = settings();`), /settings\(\)/);
	},
	"files outside src are not checked (specs may use Studio directly)": (/** @type {any} */ assert) => {
		const messages = linter.verify(
			`import { HttpService } from "@rbxts/services";`,
			[
				{
					files: ["**/*.ts"],
					plugins: { lux: { rules: { "studio-globals": /** @type {any} */ (makeStudioGlobalsRule(src)) } } },
					rules: { "lux/studio-globals": "error" },
					languageOptions: { parser: tsParser, sourceType: "module" },
				},
			],
			path.join(REPO_ROOT, "tests/specs/X.spec.ts"),
		);
		assert.deepEqual(messages, []);
	},
};
