// @ts-check
/**
 * Real glyph advances for the fonts the panel uses, read from the font files: Source Sans Pro
 * (Regular, Bold) and Roboto Mono, from the @fontsource packages (the open releases of the
 * families Studio ships as SourceSansPro.json and RobotoMono.json).
 *
 * Why: the simulator's text metrics decide wrapping, AutomaticSize and the readability check
 * (does a label's text fit its box); a flat 0.5 em per glyph overstated wide text and
 * understated narrow text. The same files are given to the browser that draws the pictures.
 * Advances are per em (advanceWidth / unitsPerEm) for every code point the files map in
 * U+0020..U+2FFF; kerning is not applied (creator-docs is silent on Roblox's kerning).
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { luauKey, luauString } from "./LuauLiteral.mjs";

const require = createRequire(import.meta.url);

/** Roblox family file (FontFace.Family's basename) and weight -> the font file that measures it. */
export const FACES = [
	{ key: "SourceSansPro/Regular", css: "Source Sans Pro", weight: 400, file: "@fontsource/source-sans-pro/files/source-sans-pro-latin-400-normal.woff" },
	{ key: "SourceSansPro/Bold", css: "Source Sans Pro", weight: 700, file: "@fontsource/source-sans-pro/files/source-sans-pro-latin-700-normal.woff" },
	{ key: "RobotoMono/Regular", css: "Roboto Mono", weight: 400, file: "@fontsource/roboto-mono/files/roboto-mono-latin-400-normal.woff" },
];

/** @type {string | undefined} */
let memo;

function fontPath(/** @type {string} */ file) {
	return require.resolve(file);
}

/** Luau source returning { [faceKey] = { [codepoint] = advance per em } }, or {} when the packages are missing. */
export function fontMetricsSource() {
	if (memo !== undefined) return memo;
	/** @type {any} */
	let opentype;
	try {
		const mod = require("opentype.js");
		opentype = mod.default ?? mod;
	} catch {
		memo = "return {}";
		return memo;
	}
	const parts = [];
	for (const face of FACES) {
		const bytes = fs.readFileSync(fontPath(face.file));
		const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
		const entries = [];
		for (let cp = 0x20; cp <= 0x2fff; cp++) {
			const glyph = font.charToGlyph(String.fromCodePoint(cp));
			if (!glyph || glyph.index === 0) continue;
			entries.push(`[${cp}]=${+(glyph.advanceWidth / font.unitsPerEm).toFixed(5)}`);
		}
		parts.push(`${luauKey(face.key)}={${entries.join(",")}}`);
	}
	memo = `return {${parts.join(",\n")}}`;
	return memo;
}

/** @font-face rules (file:// URLs) so a page draws with the fonts the simulator measured. */
export function fontFaceCss() {
	return FACES.map(
		(f) =>
			`@font-face{font-family:${luauString(f.css)};font-weight:${f.weight};src:url("file://${path.resolve(fontPath(f.file))}") format("woff");}`,
	).join("\n");
}
