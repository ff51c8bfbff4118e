// @ts-check
/** The lint rule that keeps src's dependencies flowing down (tools/eslint/layers.js). */
import path from "node:path";
import { Linter } from "eslint";
import { makeLayersRule } from "../../../tools/eslint/layers.js";
import { REPO_ROOT } from "../LuxSimulator.mjs";

const src = path.join(REPO_ROOT, "src");
const linter = new Linter({ configType: "flat" });

/** Lints one import line as if it were written in `file` (relative to src). */
function lint(/** @type {string} */ file, /** @type {string} */ code) {
	return linter.verify(
		code,
		[
			{
				files: ["**/*.ts"],
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
		const messages = lint("Tools/ToolExecutor.ts", `import { x } from "../Core/ApiClient";`);
		assert.equal(messages.length, 1);
		assert.match(messages[0].message, /Tools must not import Core/);
	},
	"baseUrl imports are checked too": (/** @type {any} */ assert) => {
		const messages = lint("Shared/Path.ts", `export { y } from "UI/Theme";`);
		assert.equal(messages.length, 1);
		assert.match(messages[0].message, /Shared must not import UI/);
	},
	"downward and same-layer imports pass": (/** @type {any} */ assert) => {
		assert.deepEqual(lint("Core/AgenticLoop.ts", `import { a } from "../Tools"; import { b } from "./ApiClient";`), []);
		assert.deepEqual(lint("UI/App.tsx".replace(".tsx", ".ts"), `import { s } from "Coordination/SessionManager";`), []);
	},
	"packages and the wiring root are not layered": (/** @type {any} */ assert) => {
		assert.deepEqual(lint("Tools/X.ts", `import Roact from "@rbxts/roact";`), []);
		assert.deepEqual(lint("index.server.ts", `import { a } from "./UI"; import { b } from "./Tools";`), []);
	},
};
