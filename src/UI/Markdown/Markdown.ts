/**
 * Assistant Markdown to Studio RichText: paragraphs, headings, bold/italic, inline code,
 * and links become RichText markup; list items become their own blocks (marker and text, so a
 * wrapped item hangs under its text, not under its bullet); fenced code blocks become separate
 * blocks that the panel draws in a monospace box.
 *
 * Why our own: models answer in Markdown and Studio draws only its RichText tags; a small
 * converter for the subset models use is enough, and everything else shows as plain text
 * (escaped, so a stray "<" never breaks the label).
 */

export type MarkdownBlock =
	| { readonly kind: "text"; readonly rich: string }
	| { readonly kind: "code"; readonly language: string; readonly code: string }
	| { readonly kind: "item"; readonly depth: number; readonly marker: string; readonly rich: string };

/** Escapes the characters RichText treats as markup. */
export function escapeRich(text: string): string {
	return text.gsub("&", "&amp;")[0].gsub("<", "&lt;")[0].gsub(">", "&gt;")[0].gsub('"', "&quot;")[0];
}

const CODE_FACE = "RobotoMono";

/** Inline Markdown of one line to RichText (the line is escaped here). */
export function inlineToRich(line: string): string {
	// Inline code first, so emphasis markers inside it stay literal.
	const spans = new Array<string>();
	let text = line.gsub("`([^`]+)`", (code: string) => {
		spans.push(`<font face="${CODE_FACE}">${escapeRich(code)}</font>`);
		return `\u{1}${spans.size()}\u{2}`;
	})[0];
	text = escapeRich(text);
	text = text.gsub("%[([^%]]+)%]%(([^%)]+)%)", "<u>%1</u> (%2)")[0];
	text = text.gsub("%*%*(.-)%*%*", "<b>%1</b>")[0];
	text = text.gsub("__(.-)__", "<b>%1</b>")[0];
	text = text.gsub("%*([^%*%s][^%*]-)%*", "<i>%1</i>")[0];
	text = text.gsub("%f[%w_]_([^_%s][^_]-)_%f[^%w_]", "<i>%1</i>")[0];
	text = text.gsub("\u{1}(%d+)\u{2}", (index: string) => spans[tonumber(index)! - 1])[0];
	return text;
}

/** The captures of `pattern` in `text` as strings (empty when it does not match). */
function captures(text: string, pattern: string): string[] {
	const out = new Array<string>();
	for (const value of [...string.match(text, pattern)]) if (typeIs(value, "string")) out.push(value);
	return out;
}

function lineToRich(line: string): string {
	const [hashes, heading] = captures(line, "^%s*(#+)%s+(.*)$");
	if (hashes !== undefined && heading !== undefined) {
		const size = hashes.size() <= 1 ? 18 : hashes.size() === 2 ? 17 : 16;
		return `<b><font size="${size}">${inlineToRich(heading)}</font></b>`;
	}
	return inlineToRich(line);
}

/** A list item line as an item block, or undefined. */
function listItem(line: string): MarkdownBlock | undefined {
	const [indent, bullet] = captures(line, "^(%s*)[%-%*%+]%s+(.*)$");
	if (indent !== undefined && bullet !== undefined)
		return { kind: "item", depth: math.floor(indent.size() / 2), marker: "•", rich: inlineToRich(bullet) };
	const [nIndent, num, item] = captures(line, "^(%s*)(%d+)[%.%)]%s+(.*)$");
	if (nIndent !== undefined && num !== undefined && item !== undefined)
		return { kind: "item", depth: math.floor(nIndent.size() / 2), marker: `${num}.`, rich: inlineToRich(item) };
	return undefined;
}

/** Splits Markdown into RichText paragraphs, list items and code blocks, in order. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
	const blocks = new Array<MarkdownBlock>();
	let textLines = new Array<string>();
	let code: { language: string; lines: string[] } | undefined;
	const flushText = () => {
		// Trim blank lines at the edges; keep single blank lines as paragraph breaks.
		while (textLines.size() > 0 && string.match(textLines[0], "^%s*$")[0] !== undefined) textLines.shift();
		while (textLines.size() > 0 && string.match(textLines[textLines.size() - 1], "^%s*$")[0] !== undefined)
			textLines.pop();
		let run = new Array<string>();
		const flushRun = () => {
			if (run.size() > 0) blocks.push({ kind: "text", rich: run.map(lineToRich).join("\n") });
			run = [];
		};
		for (const line of textLines) {
			const item = listItem(line);
			if (item === undefined) run.push(line);
			else {
				flushRun();
				blocks.push(item);
			}
		}
		flushRun();
		textLines = [];
	};
	for (const line of markdown.gsub("\r\n", "\n")[0].split("\n")) {
		const [fence] = captures(line, "^%s*```%s*([%w_%+%-]*)");
		if (code !== undefined) {
			if (fence !== undefined && string.match(line, "^%s*```%s*$")[0] !== undefined) {
				blocks.push({ kind: "code", language: code.language, code: code.lines.join("\n") });
				code = undefined;
			} else {
				code.lines.push(line);
			}
		} else if (fence !== undefined) {
			flushText();
			code = { language: fence, lines: [] };
		} else {
			textLines.push(line);
		}
	}
	// An unterminated fence (still streaming) is shown as code so far.
	if (code !== undefined) blocks.push({ kind: "code", language: code.language, code: code.lines.join("\n") });
	flushText();
	return blocks;
}
