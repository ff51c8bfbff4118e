// @ts-check
/**
 * docs/STUDIO.md covers every Roblox API the plugin's source uses (tools/studio-apis/scan.mjs),
 * and the scanner finds what it should.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { missingEntries, scanApis } from "../../../tools/studio-apis/scan.mjs";
import { REPO_ROOT } from "../LuxSimulator.mjs";

export const tests = {
	"docs/STUDIO.md has an entry for every Roblox API used under src/": (/** @type {any} */ assert) => {
		const apis = scanApis(path.join(REPO_ROOT, "src"));
		const doc = fs.readFileSync(path.join(REPO_ROOT, "docs/STUDIO.md"), "utf8");
		assert.deepEqual(missingEntries(doc, apis.keys()), []);
		assert.ok(apis.has("Plugin.SetSetting"));
		assert.ok(apis.has("ScriptEditorService.UpdateSourceAsync"));
	},
	"the scanner reports a new API use that has no entry": (/** @type {any} */ assert) => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lux-apis-"));
		const src = path.join(dir, "src");
		fs.mkdirSync(src);
		fs.writeFileSync(
			path.join(src, "a.ts"),
			'import { MarketplaceService } from "@rbxts/services";\nconst h = game.GetService("ChangeHistoryService");\nh.Undo();\nMarketplaceService.PromptPurchase(p, 1);\nconst notAMember = MarketplaceService.Nope;\n',
		);
		const apis = scanApis(src);
		assert.deepEqual([...apis.keys()].sort(), ["ChangeHistoryService.Undo", "MarketplaceService.PromptPurchase"]);
		assert.deepEqual(missingEntries("`ChangeHistoryService:Undo`", apis.keys()), ["MarketplaceService.PromptPurchase"]);
		fs.rmSync(dir, { recursive: true, force: true });
	},
	"a service of an injected DataModel, held in a variable named after its class, counts": (/** @type {any} */ assert) => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lux-apis-"));
		const src = path.join(dir, "src");
		fs.mkdirSync(src);
		fs.writeFileSync(
			path.join(src, "a.ts"),
			'export function f(root: DataModel) {\n\tconst CollectionService = root.GetService("CollectionService");\n\tconst tagged = root.GetService("Selection");\n\treturn [CollectionService.GetTagged("Lava"), tagged.Get()];\n}\n',
		);
		assert.deepEqual([...scanApis(src).keys()].sort(), ["CollectionService.GetTagged"]);
		fs.rmSync(dir, { recursive: true, force: true });
	},
};
