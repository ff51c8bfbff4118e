// @ts-check
/**
 * JSON parsing as Rojo does it for project, meta and model files.
 *
 * Why: Rojo 7 accepts comments and trailing commas in its JSON files (its own tests feed it
 * `{ "int": 1234, }`), so a strict JSON.parse would reject projects that real Rojo builds.
 * Strict parsing is tried first because it is fast and nearly every file is plain JSON.
 */

/**
 * @param {string} text
 * @param {string} file for the error message
 * @returns {any}
 */
export function parseLenientJson(text, file) {
	if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
	try {
		return JSON.parse(text);
	} catch (strictError) {
		try {
			return JSON.parse(stripJsonExtras(text));
		} catch {
			throw new Error(`${file}: malformed JSON: ${/** @type {Error} */ (strictError).message}`);
		}
	}
}

/** Removes // and block comments and trailing commas, leaving string literals untouched. */
function stripJsonExtras(/** @type {string} */ text) {
	let out = "";
	let i = 0;
	while (i < text.length) {
		const c = text[i];
		if (c === '"') {
			const start = i++;
			while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
			out += text.slice(start, ++i);
		} else if (c === "/" && text[i + 1] === "/") {
			while (i < text.length && text[i] !== "\n") i++;
		} else if (c === "/" && text[i + 1] === "*") {
			const end = text.indexOf("*/", i + 2);
			i = end < 0 ? text.length : end + 2;
		} else if (c === ",") {
			let j = i + 1;
			// A comma is trailing when only whitespace or comments stand before the closer.
			for (;;) {
				while (j < text.length && /\s/.test(text[j])) j++;
				if (text.startsWith("//", j)) while (j < text.length && text[j] !== "\n") j++;
				else if (text.startsWith("/*", j)) {
					const end = text.indexOf("*/", j + 2);
					j = end < 0 ? text.length : end + 2;
				} else break;
			}
			if (text[j] !== "}" && text[j] !== "]") out += c;
			i++;
		} else {
			out += c;
			i++;
		}
	}
	return out;
}
