// @ts-check
/** The snapshot renderer (host/GuiHtml.mjs): positions, colours, clipping, strokes, text lines. */
import { clipPath, cssColor, cssFont, entryHtml, escapeHtml, renderHtml, richChars, richLinesHtml } from "../GuiHtml.mjs";

const frame = {
	class: "Frame",
	name: "Card",
	x: 10,
	y: 20,
	w: 100,
	h: 40,
	backgroundColor: { r: 46, g: 46, b: 46 },
	backgroundTransparency: 0,
	borderSize: 0,
	cornerRadius: 4,
	stroke: { color: { r: 34, g: 34, b: 34 }, transparency: 0, thickness: 1, mode: "Border" },
};

const label = {
	...frame,
	class: "TextLabel",
	name: "Title",
	backgroundTransparency: 1,
	cornerRadius: undefined,
	stroke: undefined,
	text: "a <b>",
	lines: ["first line", "second <line>"],
	textSize: 15,
	textColor: { r: 204, g: 204, b: 204 },
	textTransparency: 0,
	textArea: { x: 14, y: 20, w: 92, h: 40 },
	textBounds: { w: 90, h: 30 },
	textXAlignment: "Left",
	textYAlignment: "Top",
	font: "rbxasset://fonts/families/SourceSansPro.json",
	fontKind: "proportional",
};

export const tests = {
	"colours become rgba with the transparency as alpha": (/** @type {any} */ assert) => {
		assert.equal(cssColor({ r: 1, g: 2, b: 3 }, 0.25), "rgba(1, 2, 3, 0.75)");
		assert.equal(cssColor(undefined), "transparent");
	},
	"a frame is placed absolutely with its radius and stroke": (/** @type {any} */ assert) => {
		const html = entryHtml(frame);
		assert.match(html, /left:10px;top:20px;width:100px;height:40px/);
		assert.match(html, /background:rgba\(46, 46, 46, 1\)/);
		assert.match(html, /border-radius:4px/);
		assert.match(html, /box-shadow:0 0 0 1px rgba\(34, 34, 34, 1\)/);
	},
	"a transparent frame paints no background": (/** @type {any} */ assert) => {
		assert.doesNotMatch(entryHtml({ ...frame, backgroundTransparency: 1 }), /background:/);
	},
	"text lines are escaped and stacked by line height inside the text area": (/** @type {any} */ assert) => {
		const html = entryHtml(label);
		assert.match(html, /second &lt;line&gt;/);
		assert.match(html, /left:4px;top:0px;width:92px;height:19px;line-height:15px;overflow:visible/);
		assert.match(html, /top:15px/);
		assert.doesNotMatch(html, /<line>/);
	},
	"centred text starts half the spare height down": (/** @type {any} */ assert) => {
		const html = entryHtml({ ...label, textYAlignment: "Center", textXAlignment: "Center" });
		assert.match(html, /top:5px/);
		assert.match(html, /text-align:center/);
	},
	"clipping cuts only the sides outside the clip rectangle": (/** @type {any} */ assert) => {
		assert.equal(clipPath({ ...frame, clip: { x: 0, y: 30, w: 500, h: 500 } }), "clip-path: inset(10px 0px 0px 0px);");
		assert.equal(clipPath({ ...frame, clip: { x: 0, y: 0, w: 500, h: 500 } }), "");
		assert.equal(clipPath(frame), "");
	},
	"monospace families map to a monospace stack": (/** @type {any} */ assert) => {
		assert.match(cssFont("RobotoMono", "mono"), /monospace/);
		assert.match(cssFont("SourceSansPro", "proportional"), /sans-serif/);
	},
	"a page holds every entry in order at the requested size": (/** @type {any} */ assert) => {
		const html = renderHtml([frame, label], { width: 320, height: 640, title: "t<" });
		assert.match(html, /width:320px;height:640px/);
		assert.ok(html.indexOf('data-name="Card"') < html.indexOf('data-name="Title"'));
		assert.match(html, /<title>t&lt;<\/title>/);
		assert.equal(escapeHtml('"&'), "&quot;&amp;");
	},
	"a scrolling frame with more canvas than window draws a scroll thumb": (/** @type {any} */ assert) => {
		const html = entryHtml({
			...frame,
			class: "ScrollingFrame",
			canvas: { w: 100, h: 400, x: 0, y: 0, windowW: 94, windowH: 40 },
			scrollBarThickness: 6,
			scrollBarColor: { r: 56, g: 56, b: 56 },
		});
		assert.match(html, /left:94px;top:0px;width:6px;height:16px/);
	},
};

tests["RichText markup keeps its styles across the simulator's wrapped lines"] = (/** @type {any} */ assert) => {
	const chars = richChars('<b>Hi</b> &lt;x&gt; <font face="RobotoMono">c</font>');
	assert.equal(chars.map((c) => c.ch).join(""), "Hi <x> c");
	assert.equal(chars[0].b, true);
	assert.equal(chars[3].b, false);
	assert.equal(chars[chars.length - 1].mono, true);
	const lines = richLinesHtml("<b>bold words</b> plain", ["bold", "words plain"]);
	assert.equal(lines[0], '<span style="font-weight:700">bold</span>');
	assert.equal(lines[1], '<span style="font-weight:700">words</span> plain');
};

tests["RichText font colours are drawn (syntax colours in diffs)"] = (/** @type {any} */ assert) => {
	const lines = richLinesHtml('<font color="#f86d7c">local</font> x = <font color="#ffc600">5</font>', ["local x = 5"]);
	assert.equal(lines[0], '<span style="color:#f86d7c">local</span> x = <span style="color:#ffc600">5</span>');
};

tests["the page carries @font-face rules when given"] = (/** @type {any} */ assert) => {
	const html = renderHtml([], { width: 10, height: 10, fontCss: "@font-face{font-family:'X';}" });
	assert.match(html, /@font-face\{font-family:'X';\}/);
};
