// @ts-check
/**
 * Glob matching with the semantics of Rust's globset defaults, which Rojo uses for
 * `globIgnorePaths`.
 *
 * Why: ignore patterns must exclude exactly the files Rojo excludes. globset's defaults
 * differ from shell globs: `*` also crosses `/` (literal_separator is off), a leading `**`
 * plus slash also matches at the top level, and a trailing slash plus `**` matches only what
 * lies below the folder, not the folder itself.
 */

/** @param {string} pattern @returns {RegExp} */
export function globToRegExp(pattern) {
	let re = "";
	let i = 0;
	while (i < pattern.length) {
		const c = pattern[i];
		if (c === "*" && pattern[i + 1] === "*") {
			const atStart = i === 0 || pattern[i - 1] === "/";
			const atEnd = i + 2 === pattern.length;
			if (atStart && pattern[i + 2] === "/") {
				re += "(?:.*/)?";
				i += 3;
			} else if (atStart && atEnd && i > 0) {
				re += ".+"; // "dir/**": only things below dir
				i += 2;
			} else {
				re += ".*";
				i += 2;
			}
		} else if (c === "*") {
			re += ".*";
			i++;
		} else if (c === "?") {
			re += ".";
			i++;
		} else if (c === "[") {
			const end = pattern.indexOf("]", i + 2);
			if (end < 0) throw new Error(`invalid glob ${pattern}: unclosed [`);
			let body = pattern.slice(i + 1, end);
			if (body[0] === "!") body = "^" + body.slice(1);
			re += "[" + body.replace(/\\/g, "\\\\") + "]";
			i = end + 1;
		} else if (c === "{") {
			const end = pattern.indexOf("}", i);
			if (end < 0) throw new Error(`invalid glob ${pattern}: unclosed {`);
			const options = pattern.slice(i + 1, end).split(",");
			re += "(?:" + options.map((option) => globToRegExp(option).source.slice(1, -1)).join("|") + ")";
			i = end + 1;
		} else if (c === "\\" && i + 1 < pattern.length) {
			re += escapeRegExp(pattern[i + 1]);
			i += 2;
		} else {
			re += escapeRegExp(c);
			i++;
		}
	}
	return new RegExp("^" + re + "$");
}

function escapeRegExp(/** @type {string} */ text) {
	return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
