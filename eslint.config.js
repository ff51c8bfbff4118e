import path from "node:path";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";
import roblox from "eslint-plugin-roblox-ts";
import prettier from "eslint-plugin-prettier/recommended";
import { makeLayersRule } from "./tools/eslint/layers.js";
import { makeStudioGlobalsRule } from "./tools/eslint/studioGlobals.js";
import { makeLuauStringsRule } from "./tools/eslint/luauStrings.js";

const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
	{ ignores: ["out/**", "include/**", "node_modules/**", "dist/**"] },
	{
		files: ["src/**/*.{ts,tsx}", "tests/specs/**/*.{ts,tsx}"],
		extends: [...tseslint.configs.recommended, roblox.configs.recommended, prettier],
		languageOptions: {
			parserOptions: { projectService: true, tsconfigRootDir: root, jsx: true },
		},
		plugins: {
			lux: {
				rules: {
					layers: makeLayersRule(path.join(root, "src")),
					"studio-globals": makeStudioGlobalsRule(path.join(root, "src")),
					"luau-string-escapes": makeLuauStringsRule(),
				},
			},
		},
		rules: {
			"lux/layers": "error",
			"lux/studio-globals": "error",
			"lux/luau-string-escapes": "error",
			"prettier/prettier": "warn",
			"@typescript-eslint/no-namespace": "off",
			"@typescript-eslint/no-empty-function": "off",
			"@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
			"roblox-ts/lua-truthiness": "off",
		},
	},
);
