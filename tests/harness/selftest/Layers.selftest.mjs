// @ts-check
/** The lint rule that keeps src's dependencies flowing down (tools/eslint/layers.js). */
import fs from "node:fs";
import path from "node:path";
import { Linter } from "eslint";
import { LAYERS, makeLayersRule } from "../../../tools/eslint/layers.js";
import { REPO_ROOT } from "../LuxSimulator.mjs";

const src = path.join(REPO_ROOT, "src");
const linter = new Linter({ configType: "flat" });

/** Lints one import line as if it were written in `file` (relative to src). */
function lint(/** @type {string} */ file, /** @type {string} */ code) {
	return linter.verify(
		code,
		[
			{
				files: ["**/*.ts", "**/*.tsx"],
				plugins: { lux: { rules: { layers: /** @type {any} */ (makeLayersRule(src)) } } },
				rules: { "lux/layers": "error" },
				languageOptions: { sourceType: "module" },
			},
		],
		path.join(src, file),
	);
}

export const tests = {
	"Tools importing Core is an error naming both layers": (/** @type {any} */ assert) => {
		const messages = lint("Tools/ToolExecutor.ts", `import { x } from "../Core/Api/ApiClient";`);
		assert.equal(messages.length, 1);
		assert.match(messages[0].message, /Tools must not import Core/);
	},
	"baseUrl imports are checked too": (/** @type {any} */ assert) => {
		const messages = lint("Shared/InstancePath.ts", `export { y } from "UI/Theme";`);
		assert.equal(messages.length, 1);
		assert.match(messages[0].message, /Shared must not import UI/);
	},
	"downward and same-layer imports pass": (/** @type {any} */ assert) => {
		assert.deepEqual(lint("Core/Loop/AgenticLoop.ts", `import { a } from "../../Tools"; import { b } from "./LoopRunner";`), []);
		assert.deepEqual(lint("UI/Store/PanelController.ts", `import { c } from "Conversation";`), []);
		assert.deepEqual(lint("App/startPlugin.tsx", `import { r } from "UI"; import { c } from "Conversation";`), []);
	},
	"the UI may not import the composition root, nor the Conversation the UI": (/** @type {any} */ assert) => {
		const ui = lint("UI/Panel/LuxPanel.tsx", `import { startPlugin } from "App";`);
		assert.equal(ui.length, 1);
		assert.match(ui[0].message, /UI must not import App/);
		const conversation = lint("Conversation/Conversation.ts", `import { PanelStore } from "../UI/Store";`);
		assert.equal(conversation.length, 1);
		assert.match(conversation[0].message, /Conversation must not import UI/);
	},
	"docs/ARCHITECTURE.md lists the same layers as the rule": (/** @type {any} */ assert) => {
		const doc = fs.readFileSync(path.join(REPO_ROOT, "docs", "ARCHITECTURE.md"), "utf8");
		const block = doc.split("<!-- layers -->")[1]?.split("<!-- /layers -->")[0];
		assert.ok(block !== undefined, "docs/ARCHITECTURE.md has no <!-- layers --> block");
		/** @type {Record<string, string[]>} */
		const documented = {};
		for (const line of block.split("\n")) {
			const m = /^- \*\*(\w+)\*\* imports: (.*)$/.exec(line.trim());
			if (m) documented[m[1]] = m[2] === "nothing" ? [] : m[2].split(", ").map((s) => s.trim());
		}
		assert.deepEqual(documented, LAYERS);
	},
	"App (the composition root) may import every layer; no layer may import App": (/** @type {any} */ assert) => {
		assert.deepEqual(lint("App/Studio/StudioShellHosts.ts", `import { a } from "UI/Theme"; import { b } from "../../Shared/Hosts";`), []);
		const messages = lint("UI/LuxRoot.tsx", `import { s } from "App/Studio";`);
		assert.equal(messages.length, 1);
		assert.match(messages[0].message, /UI must not import App/);
	},
	"packages and the wiring root are not layered": (/** @type {any} */ assert) => {
		assert.deepEqual(lint("Tools/X.ts", `import Roact from "@rbxts/roact";`), []);
		assert.deepEqual(lint("index.server.ts", `import { a } from "./UI"; import { b } from "./Tools";`), []);
	},
};
