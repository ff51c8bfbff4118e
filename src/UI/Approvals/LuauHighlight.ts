/**
 * Colours one line of Luau for RichText with the Studio theme's script colours (keywords,
 * strings, numbers, comments), escaping everything else.
 *
 * Why: a diff reads much faster when it looks like the script editor it came from; the
 * colours come from the palette (settings().Studio.Theme), never from hand-picked values.
 * Line by line, with the open long comment/string carried over, because diffs and previews
 * show lines, not whole files.
 */
import { hexOf, Palette } from "../Theme";

const KEYWORDS = new Set([
	"and",
	"break",
	"continue",
	"do",
	"else",
	"elseif",
	"end",
	"false",
	"for",
	"function",
	"if",
	"in",
	"local",
	"nil",
	"not",
	"or",
	"repeat",
	"return",
	"then",
	"true",
	"until",
	"while",
	"export",
	"type",
]);

/** What carries over to the next line: inside a long comment or string closed by `close`. */
export interface HighlightCarry {
	readonly close?: string;
	readonly kind?: "comment" | "string";
}

/** RichText escaping: the five characters RichText reads as markup. */
export function escapeRich(text: string): string {
	return text
		.gsub("&", "&amp;")[0]
		.gsub("<", "&lt;")[0]
		.gsub(">", "&gt;")[0]
		.gsub('"', "&quot;")[0]
		.gsub("'", "&apos;")[0];
}

function paint(color: Color3, text: string): string {
	return text === "" ? "" : `<font color="${hexOf(color)}">${escapeRich(text)}</font>`;
}

/** Tabs as four spaces: a TextLabel draws a tab as one narrow glyph. */
export function expandTabs(text: string): string {
	return text.gsub("\t", "    ")[0];
}

/** The line as RichText and what is still open at its end. */
export function highlightLuau(line: string, palette: Palette, carry: HighlightCarry = {}): [string, HighlightCarry] {
	const out = new Array<string>();
	let i = 1;
	const n = line.size();
	if (carry.close !== undefined) {
		const [, e] = line.find(carry.close, 1, true);
		const colour = carry.kind === "comment" ? palette.scriptComment : palette.scriptString;
		if (e === undefined) return [paint(colour, line), carry];
		out.push(paint(colour, line.sub(1, e)));
		i = e + 1;
	}
	let plain = "";
	const flush = () => {
		if (plain !== "") out.push(escapeRich(plain));
		plain = "";
	};
	while (i <= n) {
		const rest = line.sub(i);
		const [longComment] = rest.match("^%-%-%[(=*)%[");
		if (longComment !== undefined) {
			flush();
			const close = `]${longComment}]`;
			const [, e] = line.find(close, i + 4 + (longComment as string).size(), true);
			if (e === undefined) {
				out.push(paint(palette.scriptComment, rest));
				return [out.join(""), { close, kind: "comment" }];
			}
			out.push(paint(palette.scriptComment, line.sub(i, e)));
			i = e + 1;
			continue;
		}
		if (rest.sub(1, 2) === "--") {
			flush();
			out.push(paint(palette.scriptComment, rest));
			break;
		}
		const [longString] = rest.match("^%[(=*)%[");
		if (longString !== undefined) {
			flush();
			const close = `]${longString}]`;
			const [, e] = line.find(close, i + 2 + (longString as string).size(), true);
			if (e === undefined) {
				out.push(paint(palette.scriptString, rest));
				return [out.join(""), { close, kind: "string" }];
			}
			out.push(paint(palette.scriptString, line.sub(i, e)));
			i = e + 1;
			continue;
		}
		const c = rest.sub(1, 1);
		if (c === '"' || c === "'" || c === "`") {
			flush();
			let j = i + 1;
			while (j <= n) {
				const d = line.sub(j, j);
				if (d === "\\") j += 2;
				else if (d === c) break;
				else j += 1;
			}
			out.push(paint(palette.scriptString, line.sub(i, j)));
			i = j + 1;
			continue;
		}
		const num = rest.match("^0[xX]%x+")[0] as string | undefined;
		const dec = rest.match("^%d[%d_]*%.?[%d_]*[eE]?[%-+]?%d*")[0] as string | undefined;
		const numberText = num ?? dec;
		if (numberText !== undefined && !plain.match("[%w_]$")[0]) {
			flush();
			out.push(paint(palette.scriptNumber, numberText));
			i += numberText.size();
			continue;
		}
		const word = rest.match("^[%a_][%w_]*")[0] as string | undefined;
		if (word !== undefined) {
			if (KEYWORDS.has(word)) {
				flush();
				out.push(paint(palette.scriptKeyword, word));
			} else plain += word;
			i += word.size();
			continue;
		}
		plain += c;
		i += 1;
	}
	flush();
	return [out.join(""), {}];
}
