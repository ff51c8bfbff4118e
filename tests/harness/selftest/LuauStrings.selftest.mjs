// @ts-check
/**
 * The lint rule that keeps escapes out of strings holding both quotes
 * (tools/eslint/luauStrings.js): roblox-ts 3.0.0 emits such a string as a long-bracket string,
 * where an escape stays a literal backslash (roblox-ts issue #2763).
 */
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { makeLuauStringsRule } from "../../../tools/eslint/luauStrings.js";

const linter = new Linter({ configType: "flat" });

function lint(/** @type {string} */ code) {
	return linter.verify(
		code,
		[
			{
				files: ["**/*.ts"],
				plugins: { lux: { rules: { "luau-string-escapes": /** @type {any} */ (makeLuauStringsRule()) } } },
				rules: { "lux/luau-string-escapes": "error" },
				languageOptions: { parser: tsParser, sourceType: "module" },
			},
		],
		"src/X.ts",
	);
}

export const tests = {
	"an escape in a string holding both quotes is an error, in either quote style or a plain template": (
		/** @type {any} */ assert,
	) => {
		for (const code of [
			`export const p = "%(%s*[\\"']";`,
			`export const p = '["\\']';`,
			`export const p = "say \\"it's\\"\\n";`,
			"export const p = `\"'\\n`;",
		]) {
			const messages = lint(code);
			assert.equal(messages.length, 1, code + " " + JSON.stringify(messages));
			assert.match(messages[0].message, /long-bracket/);
		}
	},
	"the same text without escapes, a string with one quote kind, or a template with substitutions passes": (
		/** @type {any} */ assert,
	) => {
		for (const code of [
			"export const p = `%(%s*[\"']`;",
			`export const p = "line\\n\\"quoted\\"";`,
			`export const p = 'it\\'s\\n';`,
			"export const p = (x: string) => `\"'\\n${x}`;",
		])
			assert.deepEqual(lint(code), [], code);
	},
};
