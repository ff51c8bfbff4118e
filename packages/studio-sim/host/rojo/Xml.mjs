// @ts-check
/**
 * A small XML reader and the escaping helpers for Roblox model files (.rbxmx).
 *
 * Why: the simulator reads and writes .rbxmx without any dependency; the format uses only
 * elements, attributes, text, CDATA, comments and character references, so a full XML
 * library is not needed. Line endings are normalised to LF before parsing as the XML spec
 * (and so Studio) does, which is why the writer emits every CR as `&#13;`: a CR in a script
 * survives the trip only as a character reference.
 */

/** @typedef {{ name: string, attrs: Record<string, string>, children: XmlElement[], text: string }} XmlElement */

/** Characters XML cannot carry literally: CR (would be normalised away) and C0 controls. */
const UNSAFE_CHARS = /[\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;

/** @param {string} text */
export function escapeText(text) {
	return text
		.replace(/&/g, "&amp;")
		.replace(/</g, "&lt;")
		.replace(/>/g, "&gt;")
		.replace(UNSAFE_CHARS, (c) => `&#${c.charCodeAt(0)};`);
}

/** @param {string} text */
export function escapeAttr(text) {
	return escapeText(text)
		.replace(/"/g, "&quot;")
		.replace(/[\t\n]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Wraps text in CDATA, splitting around `]]>` and around characters only a character
 * reference can carry, so any script source comes back byte for byte.
 * @param {string} text
 */
export function cdata(text) {
	let out = "<![CDATA[";
	let last = 0;
	for (const match of text.matchAll(/\]\]>|[\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g)) {
		const index = /** @type {number} */ (match.index);
		out += text.slice(last, index);
		out += match[0] === "]]>" ? "]]]]><![CDATA[>" : `]]>&#${match[0].charCodeAt(0)};<![CDATA[`;
		last = index + match[0].length;
	}
	return out + text.slice(last) + "]]>";
}

const ENTITIES = /** @type {Record<string, string>} */ ({ lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" });

/** @param {string} text */
function decodeEntities(text) {
	if (!text.includes("&")) return text;
	return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body) => {
		if (body[0] === "#") {
			const code = body[1] === "x" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
			return String.fromCodePoint(code);
		}
		const value = ENTITIES[body];
		if (value === undefined) throw new Error(`unknown XML entity ${whole}`);
		return value;
	});
}

/**
 * Parses a document and returns its root element.
 * @param {string} xml
 * @returns {XmlElement}
 */
export function parseXml(xml) {
	const src = xml.replace(/\r\n?/g, "\n");
	/** @type {XmlElement} */
	const doc = { name: "#document", attrs: {}, children: [], text: "" };
	const stack = [doc];
	let i = 0;
	const fail = (/** @type {string} */ message) => {
		const line = src.slice(0, i).split("\n").length;
		throw new Error(`XML parse error at line ${line}: ${message}`);
	};
	while (i < src.length) {
		const lt = src.indexOf("<", i);
		const top = stack[stack.length - 1];
		if (lt < 0) {
			if (src.slice(i).trim() !== "") fail("text after the root element");
			break;
		}
		if (lt > i) top.text += decodeEntities(src.slice(i, lt));
		i = lt;
		if (src.startsWith("<![CDATA[", i)) {
			const end = src.indexOf("]]>", i + 9);
			if (end < 0) fail("unclosed CDATA");
			top.text += src.slice(i + 9, end);
			i = end + 3;
		} else if (src.startsWith("<!--", i)) {
			const end = src.indexOf("-->", i + 4);
			if (end < 0) fail("unclosed comment");
			i = end + 3;
		} else if (src.startsWith("<?", i) || src.startsWith("<!", i)) {
			const end = src.indexOf(">", i);
			if (end < 0) fail("unclosed declaration");
			i = end + 1;
		} else if (src[i + 1] === "/") {
			const end = src.indexOf(">", i);
			const name = src.slice(i + 2, end).trim();
			if (stack.length < 2 || name !== top.name) fail(`unexpected </${name}>`);
			stack.pop();
			i = end + 1;
		} else {
			const tagPattern = /<([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
			tagPattern.lastIndex = i;
			const match = tagPattern.exec(src);
			if (!match) fail("malformed tag");
			const [whole, name, attrText, selfClosing] = /** @type {RegExpExecArray} */ (match);
			/** @type {Record<string, string>} */
			const attrs = {};
			for (const attr of attrText.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
				attrs[attr[1]] = decodeEntities(attr[2] ?? attr[3]);
			}
			/** @type {XmlElement} */
			const element = { name, attrs, children: [], text: "" };
			top.children.push(element);
			if (!selfClosing) stack.push(element);
			i += whole.length;
		}
	}
	if (stack.length > 1) fail(`unclosed <${stack[stack.length - 1].name}>`);
	const root = doc.children[0];
	if (!root) throw new Error("XML parse error: no root element");
	return root;
}
