// @ts-check
/**
 * Renders a GUI dump (StudioSim.dumpGui: a flat back-to-front list with absolute rectangles,
 * clip rectangles, colours, text lines, corner radii and strokes) to a standalone HTML page
 * with absolute positioning, for `npm run snapshots` to screenshot.
 *
 * Why HTML: the simulator already did the layout; the page only paints rectangles and text
 * where the dump says, so a picture shows exactly the simulated layout (text uses the
 * simulator's line breaks; glyph shapes come from the browser's fonts).
 */

/** @param {string} s */
export function escapeHtml(s) {
	return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** @param {{r:number,g:number,b:number}|undefined} c @param {number} [transparency] */
export function cssColor(c, transparency = 0) {
	if (!c) return "transparent";
	const alpha = Math.max(0, Math.min(1, 1 - (transparency ?? 0)));
	return `rgba(${c.r}, ${c.g}, ${c.b}, ${+alpha.toFixed(3)})`;
}

/** @param {string|undefined} family @param {string|undefined} kind */
export function cssFont(family, kind) {
	// Single quotes: the value goes inside a double-quoted style attribute.
	if (kind === "mono" || /Mono|Code|Inconsolata/i.test(family ?? "")) return `'Roboto Mono', 'DejaVu Sans Mono', monospace`;
	return `'Source Sans 3', 'Source Sans Pro', 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif`;
}

/**
 * clip-path for an entry whose visible area is `clip` (absolute), or "" when nothing is cut.
 * @param {any} e
 */
export function clipPath(e) {
	const c = e.clip;
	if (!c) return "";
	const top = Math.max(0, c.y - e.y);
	const left = Math.max(0, c.x - e.x);
	const right = Math.max(0, e.x + e.w - (c.x + c.w));
	const bottom = Math.max(0, e.y + e.h - (c.y + c.h));
	if (top + left + right + bottom === 0) return "";
	return `clip-path: inset(${top}px ${right}px ${bottom}px ${left}px);`;
}

/**
 * The displayed characters of RichText markup, each with its style (bold, italic, underline,
 * monospace face, size), entities decoded; <br /> is a newline.
 * @param {string} markup
 * @returns {{ch: string, b: boolean, i: boolean, u: boolean, mono: boolean, size?: number, color?: string}[]}
 */
export function richChars(markup) {
	const out = [];
	/** @type {{tag: string, mono?: boolean, size?: number, color?: string}[]} */
	const stack = [];
	const style = () => ({
		b: stack.some((s) => s.tag === "b"),
		i: stack.some((s) => s.tag === "i"),
		u: stack.some((s) => s.tag === "u"),
		mono: stack.some((s) => s.mono),
		size: [...stack].reverse().find((s) => s.size)?.size,
		color: [...stack].reverse().find((s) => s.color)?.color,
	});
	const entities = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&amp;": "&" };
	let i = 0;
	while (i < markup.length) {
		const rest = markup.slice(i);
		const tag = /^<(\/?)([a-z]+)([^>]*)>/i.exec(rest);
		if (tag) {
			const [whole, closing, name, attrs] = tag;
			const lower = name.toLowerCase();
			if (lower === "br") out.push({ ch: "\n", ...style() });
			else if (closing) {
				const at = stack.map((s) => s.tag).lastIndexOf(lower);
				if (at >= 0) stack.splice(at, 1);
			} else {
				const face = /face="([^"]*)"/.exec(attrs)?.[1] ?? "";
				const size = /size="(\d+)"/.exec(attrs)?.[1];
				// <font color="#rrggbb"> (RichText's hex form; the panel writes only this one).
				const color = /color="(#[0-9a-f]{6})"/i.exec(attrs)?.[1];
				stack.push({ tag: lower, mono: /Mono|Code/i.test(face), size: size ? Number(size) : undefined, color });
			}
			i += whole.length;
			continue;
		}
		const entity = /^&(lt|gt|quot|apos|amp);/.exec(rest);
		if (entity) {
			out.push({ ch: entities[/** @type {keyof typeof entities} */ (entity[0])], ...style() });
			i += entity[0].length;
			continue;
		}
		out.push({ ch: markup[i], ...style() });
		i += 1;
	}
	return out;
}

/**
 * HTML for the wrapped lines of a RichText label: the simulator's lines are the stripped
 * text, so each line's characters are matched, in order, to the styled characters (spaces
 * and newlines the wrap dropped are skipped).
 * @param {string} markup @param {string[]} lines
 */
export function richLinesHtml(markup, lines) {
	const chars = richChars(markup);
	let p = 0;
	return lines.map((line) => {
		let html = "";
		/** @type {string | undefined} */
		let open;
		let run = "";
		const flush = () => {
			if (run !== "") html += open ? `<span style="${open}">${escapeHtml(run)}</span>` : escapeHtml(run);
			run = "";
		};
		for (const c of line) {
			while (p < chars.length && chars[p].ch !== c && /\s/.test(chars[p].ch)) p += 1;
			const styled = p < chars.length && chars[p].ch === c ? chars[p] : undefined;
			if (styled) p += 1;
			const css = styled
				? [
						styled.b ? "font-weight:700" : "",
						styled.i ? "font-style:italic" : "",
						styled.u ? "text-decoration:underline" : "",
						styled.mono ? "font-family:'Roboto Mono','DejaVu Sans Mono',monospace;font-size:0.9em" : "",
						styled.size ? `font-size:${styled.size}px` : "",
						styled.color ? `color:${styled.color}` : "",
					]
						.filter(Boolean)
						.join(";")
				: "";
			if (css !== (open ?? "")) {
				flush();
				open = css || undefined;
			}
			run += c;
		}
		flush();
		return html;
	});
}

/** The text lines of one entry, each positioned in the entry's text area. @param {any} e */
function textHtml(e) {
	if (!e.lines || e.lines.length === 0 || (e.lines.length === 1 && e.lines[0] === "")) return "";
	const size = e.textSize;
	const lineHeight = size * (e.lineHeight ?? 1);
	const area = e.textArea;
	const totalH = e.textBounds?.h ?? e.lines.length * lineHeight;
	let y0 = area.y;
	if (e.textYAlignment === "Center") y0 = area.y + (area.h - totalH) / 2;
	else if (e.textYAlignment === "Bottom") y0 = area.y + area.h - totalH;
	const align = e.textXAlignment === "Center" ? "center" : e.textXAlignment === "Right" ? "right" : "left";
	const weight = e.fontWeight === "Bold" || e.fontWeight === "SemiBold" ? 700 : 400;
	const truncate = e.textTruncate && e.textTruncate !== "None";
	const color = cssColor(e.textColor, e.textTransparency);
	const rich = e.richText && typeof e.markup === "string" ? richLinesHtml(e.markup, e.lines) : undefined;
	return e.lines
		.map((/** @type {string} */ line, /** @type {number} */ i) => {
			const top = y0 + i * lineHeight - e.y;
			// Roblox does not clip a label's own text (only ClipsDescendants does), so an
			// untruncated line may overflow; a truncated one is cut with an ellipsis. The box is a
			// little taller than the line so descenders (e.g. "_") are not cut.
			return `<div class="t" style="left:${area.x - e.x}px;top:${top}px;width:${area.w}px;height:${lineHeight + 4}px;line-height:${lineHeight}px;overflow:${truncate ? "hidden" : "visible"};font-size:${size}px;font-family:${cssFont(e.font, e.fontKind)};font-weight:${weight};color:${color};text-align:${align};${truncate ? "text-overflow:ellipsis;" : ""}">${rich ? rich[i] : escapeHtml(line)}</div>`;
		})
		.join("");
}

/** One entry as a positioned div (background, corner radius, stroke, text). @param {any} e */
export function entryHtml(e) {
	const styles = [`left:${e.x}px`, `top:${e.y}px`, `width:${e.w}px`, `height:${e.h}px`];
	if (e.backgroundTransparency < 1) styles.push(`background:${cssColor(e.backgroundColor, e.backgroundTransparency)}`);
	if (e.cornerRadius) styles.push(`border-radius:${e.cornerRadius}px`);
	if (e.stroke && e.stroke.transparency < 1 && e.stroke.mode === "Border") {
		styles.push(`box-shadow:0 0 0 ${e.stroke.thickness}px ${cssColor(e.stroke.color, e.stroke.transparency)}`);
	}
	if (e.borderSize > 0 && e.backgroundTransparency < 1 && !e.cornerRadius) {
		styles.push(`outline:${e.borderSize}px solid ${cssColor(e.borderColor)}`);
	}
	if (e.class === "ScrollingFrame" && e.canvas && e.canvas.h > e.canvas.windowH && e.scrollBarThickness > 0) {
		// The scroll bar: thumb proportional to the visible part of the canvas.
		const track = e.h;
		const thumb = Math.max(16, (track * e.canvas.windowH) / e.canvas.h);
		const offset = ((track - thumb) * e.canvas.y) / Math.max(1, e.canvas.h - e.canvas.windowH);
		return `<div class="g" data-name="${escapeHtml(e.name)}" style="${styles.join(";")};${clipPath(e)}"><div class="g" style="left:${e.w - e.scrollBarThickness}px;top:${offset}px;width:${e.scrollBarThickness}px;height:${thumb}px;background:${cssColor(e.scrollBarColor)};border-radius:${e.scrollBarThickness / 2}px"></div></div>`;
	}
	return `<div class="g" data-name="${escapeHtml(e.name)}" style="${styles.join(";")};${clipPath(e)}">${e.text !== undefined ? textHtml(e) : ""}</div>`;
}

/**
 * A whole page: the entries in order on a canvas of the given size; `fontCss` (optional)
 * carries @font-face rules so the page draws with the same fonts the simulator measured.
 * @param {any[]} entries @param {{width: number, height: number, title?: string, fontCss?: string}} options
 */
export function renderHtml(entries, options) {
	const body = entries.map(entryHtml).join("\n");
	return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(options.title ?? "Studio simulator")}</title>
<style>
${options.fontCss ?? ""}
html,body{margin:0;padding:0;background:#000;}
#root{position:relative;width:${options.width}px;height:${options.height}px;overflow:hidden;}
.g{position:absolute;box-sizing:border-box;}
.t{position:absolute;white-space:pre;}
</style></head>
<body><div id="root">
${body}
</div></body></html>
`;
}
