// @ts-check
/**
 * No colour literal outside the theme module: every colour the panel draws comes from
 * settings().Studio.Theme through src/UI/Theme/Palette.ts (issue 5's rule), so it follows
 * Dark, Light and any future theme. Scope: src/UI (Tools builds Color3 property values the
 * model asked for, e.g. a Part's Color: data, not UI colours).
 */
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../LuxSimulator.mjs";

const THEME_DIR = path.join(REPO_ROOT, "src", "UI", "Theme");
const LITERAL = /Color3\s*\.\s*(new|fromRGB|fromHex|fromHSV)\b|new\s+Color3\b|["'`]#[0-9a-fA-F]{3,8}\b|color\s*=\s*\\?["']#/;

/** @param {string} dir @returns {string[]} */
function sources(dir) {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
		const full = path.join(dir, d.name);
		if (d.isDirectory()) return sources(full);
		return /\.(ts|tsx)$/.test(d.name) && !d.name.endsWith(".d.ts") ? [full] : [];
	});
}

/** Lines of `text` that hold a colour literal. @param {string} text */
export function colourLiterals(text) {
	return text.split("\n").filter((line) => LITERAL.test(line) && !/^\s*(\/\/|\*)/.test(line));
}

export const tests = {
	"the detector sees every way to write a colour": (/** @type {any} */ assert) => {
		for (const bad of ["Color3.fromRGB(1, 2, 3)", "new Color3(0, 0, 0)", "Color3.fromHex(x)", 'const c = "#ff0000";', '<font color="#fff">']) {
			assert.equal(colourLiterals(bad).length, 1, bad);
		}
		assert.deepEqual(colourLiterals("// e.g. Color3.fromRGB(1, 2, 3) is not allowed"), []);
		assert.deepEqual(colourLiterals("TextColor3={palette.text}"), []);
	},
	"src/UI has no colour literal outside src/UI/Theme": (/** @type {any} */ assert) => {
		const offenders = sources(path.join(REPO_ROOT, "src", "UI"))
			.filter((file) => !file.startsWith(THEME_DIR))
			.flatMap((file) => colourLiterals(fs.readFileSync(file, "utf8")).map((line) => `${path.relative(REPO_ROOT, file)}: ${line.trim()}`));
		assert.deepEqual(offenders, []);
	},
};
